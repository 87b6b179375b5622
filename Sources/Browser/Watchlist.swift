import Foundation
import TMDB

/// A movie on the watchlist, as the browser shows it.
public struct WatchlistRow: Sendable, Equatable {
  public var movie: MovieSummary
  public var addedAt: Date
  public var note: String?

  public init(movie: MovieSummary, addedAt: Date, note: String? = nil) {
    self.movie = movie
    self.addedAt = addedAt
    self.note = note
  }
}

/// How the watchlist view is ordered; `s` cycles through them.
public enum WatchlistOrder: String, Sendable, Equatable, CaseIterable {
  case added, title, year, rating

  var next: WatchlistOrder {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? all.startIndex
    return all[(index + 1) % all.count]
  }
}

/// One change to the stored watchlist, performed by the runtime off the UI thread.
public enum WatchlistChange: Sendable, Equatable {
  case add(MovieSummary)
  case remove(movieID: Int)
  /// Put an entry back exactly as it was (date added and note included): undo.
  case restore(WatchlistRow)
  /// `n`: the film's note (empty clears it), adding the film when it is not on the list yet.
  case note(MovieSummary, String)

  public var removes: Bool {
    if case .remove = self { return true }
    return false
  }

  public var movieID: Int {
    switch self {
    case .add(let movie): movie.id
    case .remove(let movieID): movieID
    case .restore(let row): row.movie.id
    case .note(let movie, _): movie.id
    }
  }
}

/// The watchlist screen: the stored watchlist in the list area, with its own selection.
public struct WatchlistScreen: Sendable, Equatable {
  public var rows: [WatchlistRow] = []
  public var order: WatchlistOrder
  /// True until the first rows arrive.
  public var isLoading = true
  /// Why the rows could not be read, when they could not: never shown as an empty watchlist.
  public var failure: Failure?
  public var selectedRow = 0
  public var topRow = 0
  /// The last removal, which `u` puts back (with its date and note) until the next action.
  public var undo: WatchlistUndo?

  public init(order: WatchlistOrder) {
    self.order = order
  }
}

/// A removal `u` can take back: the row and where it stood.
public struct WatchlistUndo: Sendable, Equatable {
  public var row: WatchlistRow
  public var index: Int
}
