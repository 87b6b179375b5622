import TMDB

/// What a home row shows.
public enum HomeRowKind: Sendable, Hashable {
  case category(Category)
  /// The stored watchlist, newest first (shown only when it is not empty).
  case watchlist
  /// The most popular films of one genre (TMDB's genre id), through discover.
  case genre(Int)

  /// TMDB's movie genres with the most films, for the default home rows: Drama, Comedy,
  /// Thriller, Action, Romance.
  public static let largestGenres = [18, 35, 53, 28, 10749]
}

/// One row of the home screen: a strip of cards over its own result list.
public struct HomeRow: Sendable, Equatable {
  public var kind: HomeRowKind
  public var list: ListID

  public init(kind: HomeRowKind, list: ListID) {
    self.kind = kind
    self.list = list
  }
}

/// The home screen: rows of cards. Each row's list keeps its own selection (the card) and scroll
/// (the first card shown), so a row remembers its position.
public struct HomeScreen: Sendable, Equatable {
  public var rows: [HomeRow]
  /// The row the selection is in.
  public var selectedRow = 0
  /// The first row on screen.
  public var topRow = 0

  public init(kinds: [HomeRowKind]) {
    rows = kinds.enumerated().map { HomeRow(kind: $1, list: .homeRow($0)) }
  }

  public var selected: HomeRow? { rows.indices.contains(selectedRow) ? rows[selectedRow] : nil }
}

/// Where Reel opens.
public enum StartScreen: Sendable, Equatable {
  case home
  case category(Category)
  case watchlist
}

/// How the home screen is laid out: cards per row and rows on screen (from the layout).
public struct HomeViewport: Sendable, Equatable {
  public var cardsPerRow: Int
  public var rowsShown: Int

  public init(cardsPerRow: Int, rowsShown: Int) {
    self.cardsPerRow = max(cardsPerRow, 1)
    self.rowsShown = max(rowsShown, 1)
  }
}
