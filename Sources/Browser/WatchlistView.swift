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

  public var title: String {
    switch self {
    case .added: "newest first"
    case .title: "by title"
    case .year: "by year"
    case .rating: "by rating"
    }
  }

  var next: WatchlistOrder {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
}

/// The `W` view: the stored watchlist in the list area. While it is open, `selectedRow` and
/// `topRow` address its rows; the result list's own position waits here until it closes.
public struct WatchlistView: Sendable, Equatable {
  public var rows: [WatchlistRow] = []
  public var order: WatchlistOrder
  /// True until the first rows arrive.
  public var isLoading = true
  /// The last removal, which `u` puts back (with its date and note) until the next action.
  public var undo: (row: WatchlistRow, index: Int)?
  var listSelectedRow: Int
  var listTopRow: Int

  public static func == (a: WatchlistView, b: WatchlistView) -> Bool {
    a.rows == b.rows && a.order == b.order && a.isLoading == b.isLoading
      && a.undo?.row == b.undo?.row && a.undo?.index == b.undo?.index
      && a.listSelectedRow == b.listSelectedRow && a.listTopRow == b.listTopRow
  }
}
