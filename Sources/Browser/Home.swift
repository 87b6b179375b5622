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

  /// TMDB's movie genres and their English names, which TMDB keeps fixed: what `genre:NAME`
  /// can name, and a genre row's title when TMDB's genre list (in the user's language) did
  /// not come or names the genre with nothing printable (the rows were titled `#18`, `#35`).
  public static let englishGenres: [(id: Int, name: String)] = [
    (28, "Action"), (12, "Adventure"), (16, "Animation"), (35, "Comedy"), (80, "Crime"),
    (99, "Documentary"), (18, "Drama"), (10751, "Family"), (14, "Fantasy"), (36, "History"),
    (27, "Horror"), (10402, "Music"), (9648, "Mystery"), (10749, "Romance"),
    (878, "Science Fiction"), (10770, "TV Movie"), (53, "Thriller"), (10752, "War"),
    (37, "Western"),
  ]

  /// A genre's English name, nil for an id TMDB does not have.
  public static func englishGenre(_ id: Int) -> String? {
    englishGenres.first { $0.id == id }?.name
  }
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
