import Foundation
import TMDB

/// A movie on the watchlist, as the browser shows it.
public struct WatchlistRow: Sendable, Equatable {
  public var movie: MovieSummary
  /// nil when the file holds no date for it (written by another program).
  public var addedAt: Date?
  public var note: String?

  public init(movie: MovieSummary, addedAt: Date?, note: String? = nil) {
    self.movie = movie
    self.addedAt = addedAt
    self.note = note
  }

  /// The home screen's watchlist row shows at most this many (the newest).
  public static let homeRowLimit = 100
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
///
/// It never holds the whole list: only a window of rows around the selection, read from the
/// store by position in the current order (`Effect.loadWatchlistWindow`), and the count of
/// the whole list, so a million entries cost what a few hundred do. Positions (`selectedRow`,
/// `topRow`) are in the whole list; rows outside the window are simply not known yet.
public struct WatchlistScreen: Sendable, Equatable {
  public var order: WatchlistOrder
  /// True until the first window arrives.
  public var isLoading = true
  /// Why the rows could not be read, when they could not: never shown as an empty watchlist.
  public var failure: Failure?
  /// How many movies are stored, as of the last read, less those removed here since.
  public var count = 0
  /// The position in the whole list of `rows.first`.
  public var windowStart = 0
  /// The rows held: positions `windowStart ..< windowStart + rows.count`.
  public var rows: [WatchlistRow] = []
  public var selectedRow = 0
  public var topRow = 0
  /// Removals `u` puts back, newest last; at most `undoLimit` are kept.
  public var undo: [WatchlistUndo] = []

  /// Rows asked for at a time: a few screens either side of the selection.
  public static let windowSize = 200
  /// A new window is asked for when the selection comes this close to an edge of the one held
  /// (and the list goes on past that edge), so ordinary scrolling never waits for rows.
  public static let windowMargin = 50
  /// How many removals `u` can take back.
  public static let undoLimit = 50

  public init(order: WatchlistOrder) {
    self.order = order
  }

  /// The positions the held rows stand at.
  public var window: Range<Int> { windowStart..<(windowStart + rows.count) }

  /// The row at a position in the whole list, when the window holds it.
  public func row(at position: Int) -> WatchlistRow? {
    window.contains(position) ? rows[position - windowStart] : nil
  }
}

/// A removal `u` can take back: the row, where it stood, and in which order.
public struct WatchlistUndo: Sendable, Equatable {
  public var row: WatchlistRow
  public var index: Int
  public var order: WatchlistOrder

  public init(row: WatchlistRow, index: Int, order: WatchlistOrder) {
    self.row = row
    self.index = index
    self.order = order
  }
}

/// What the watchlist screen asks the store for: `limit` rows in `order` from `offset`, or,
/// when `around` names a stored movie, the rows centred on wherever that movie stands now (the
/// selection kept across a new order, a re-read or an undo).
public struct WatchlistWindowRequest: Sendable, Equatable {
  public var order: WatchlistOrder
  public var offset: Int
  public var limit: Int
  public var around: Int?
  /// The count the screen already knows to be right (it has seen every change since it was
  /// read: its own through the same ordered queue, others' through a re-read), so the store
  /// need not count a million rows again for a window that only scrolled; nil to count.
  public var knownCount: Int?

  public init(
    order: WatchlistOrder, offset: Int, limit: Int, around: Int? = nil, knownCount: Int? = nil
  ) {
    self.order = order
    self.offset = offset
    self.limit = limit
    self.around = around
    self.knownCount = knownCount
  }

  /// The positions this request would bring, as far as the reducer can tell before the answer.
  var span: Range<Int> { offset..<(offset + limit) }
}

/// The store's answer: the whole list's count and a window of its rows.
public struct WatchlistWindow: Sendable, Equatable {
  /// How many movies are stored.
  public var count: Int
  /// The position of `rows.first`.
  public var offset: Int
  public var rows: [WatchlistRow]
  /// Where the request's `around` movie stands, when it is stored.
  public var found: Int?

  public init(count: Int, offset: Int, rows: [WatchlistRow], found: Int? = nil) {
    self.count = count
    self.offset = offset
    self.rows = rows
    self.found = found
  }
}
