import Foundation
import Library
import TMDB

/// The browser's watchlist, opened on first use rather than before the screen.
///
/// Opening the SQLite file (WAL set-up, integrity and schema checks) took about 16 ms before
/// the first frame. The first frame needs none of it: the reducer asks for the watchlist's
/// ids by an effect at start, and the effect runner does its watchlist work on a queue of its
/// own, so the database now opens there, beside the first frame, and the ★ marks appear when
/// the ids arrive (as they always did). A file that cannot be opened no longer stops Reel
/// before the screen: every watchlist read and save fails with the same plain message (the
/// status bar says the watchlist could not be read), the file is left as it is, and the rest
/// of the browser works.
public final class DeferredWatchlistStore: WatchlistStore, @unchecked Sendable {
  private let lock = NSLock()
  private var opened: Result<SQLiteWatchlistStore, LibraryError>?
  private let open: @Sendable () throws(LibraryError) -> SQLiteWatchlistStore
  private let notices: NoticeRelay

  /// - Parameters:
  ///   - notices: where something worth telling about the opening goes (a damaged file moved
  ///     aside, a read-only file); the status bar once the screen is up.
  ///   - open: opens the store; called once, on the first watchlist call.
  public init(
    notices: NoticeRelay,
    open: @escaping @Sendable () throws(LibraryError) -> SQLiteWatchlistStore = {
      try SQLiteWatchlistStore()
    }
  ) {
    self.notices = notices
    self.open = open
  }

  /// The open store, opening it on the first call; the outcome of that one attempt stays.
  private func store() throws(LibraryError) -> SQLiteWatchlistStore {
    let (outcome, isFirst): (Result<SQLiteWatchlistStore, LibraryError>, Bool) = lock.withLock {
      if let opened { return (opened, false) }
      let outcome: Result<SQLiteWatchlistStore, LibraryError>
      do throws(LibraryError) {
        outcome = .success(try open())
      } catch {
        outcome = .failure(error)
      }
      opened = outcome
      return (outcome, true)
    }
    if isFirst, case .success(let store) = outcome, let notice = store.notice {
      notices.post(notice)
    }
    return try outcome.get()
  }

  public func ids() throws -> Set<Int> { try store().ids() }

  public func entries(sortedBy sort: WatchlistSort) throws -> [WatchlistEntry] {
    try store().entries(sortedBy: sort)
  }

  public func add(_ movie: MovieSummary, note: String?) throws {
    try store().add(movie, note: note)
  }

  public func remove(movieID: Int) throws { try store().remove(movieID: movieID) }

  public func entry(movieID: Int) throws -> WatchlistEntry? {
    try store().entry(movieID: movieID)
  }

  @discardableResult
  public func merge(_ incoming: [WatchlistEntry]) throws -> WatchlistMergeResult {
    try store().merge(incoming)
  }

  public func count() throws -> Int { try store().count() }

  public func entries(sortedBy sort: WatchlistSort, offset: Int, limit: Int) throws
    -> [WatchlistEntry]
  {
    try store().entries(sortedBy: sort, offset: offset, limit: limit)
  }

  public func ids(among movieIDs: [Int]) throws -> Set<Int> {
    try store().ids(among: movieIDs)
  }

  public func dataVersion() throws -> Int { try store().dataVersion() }

  // The windowed screen's reads go to the database's own indexed queries, not the protocol's
  // defaults, which would sort every entry in memory for each window.
  public func position(of movieID: Int, sortedBy sort: WatchlistSort) throws -> Int? {
    try store().position(of: movieID, sortedBy: sort)
  }

  public func window(
    sortedBy sort: WatchlistSort, offset: Int, limit: Int, around: Int?, knownCount: Int?
  ) throws -> WatchlistStoreWindow {
    try store().window(
      sortedBy: sort, offset: offset, limit: limit, around: around, knownCount: knownCount)
  }
}
