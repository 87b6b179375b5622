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
/// of the browser works. When the reason may pass (another program's lock, a full disk), the
/// opening is tried again at a later call, at most every `retryInterval`.
public final class DeferredWatchlistStore: WatchlistStore, @unchecked Sendable {
  private let lock = NSLock()
  private var opened: Result<SQLiteWatchlistStore, LibraryError>?
  /// When the last attempt to open failed.
  private var failedAt: Date?
  private let open: @Sendable () throws(LibraryError) -> SQLiteWatchlistStore
  private let notices: NoticeRelay
  private let now: @Sendable () -> Date

  /// How long after an opening that failed for a reason that may pass (another program's
  /// lock, a full disk) the next watchlist call tries again. Without it one busy moment at
  /// start left the whole session without its watchlist; a file refused for what it is (not
  /// a database, a newer Reel's) is not tried again.
  public static let retryInterval: TimeInterval = 5

  /// What `dataVersion` says while the file cannot be opened for a reason that may pass: no
  /// version SQLite gives, so the first real one after the opening succeeds reads as a change
  /// and the runtime reads the ★ marks again.
  static let notOpenVersion = Int.min

  /// - Parameters:
  ///   - notices: where something worth telling about the opening goes (a damaged file moved
  ///     aside, a read-only file); the status bar once the screen is up.
  ///   - now: the clock that spaces the attempts to open.
  ///   - open: opens the store; called on the first watchlist call, and again after
  ///     `retryInterval` while it fails for a reason that may pass.
  public init(
    notices: NoticeRelay, now: @escaping @Sendable () -> Date = Date.init,
    open: @escaping @Sendable () throws(LibraryError) -> SQLiteWatchlistStore = {
      try SQLiteWatchlistStore()
    }
  ) {
    self.notices = notices
    self.now = now
    self.open = open
  }

  /// The open store, opening it on the first call (and again, spaced out, while the opening
  /// fails for a reason that may pass); otherwise the outcome of the last attempt stays.
  private func store() throws(LibraryError) -> SQLiteWatchlistStore {
    let (outcome, isNew): (Result<SQLiteWatchlistStore, LibraryError>, Bool) = lock.withLock {
      if let opened, !shouldRetry(opened) { return (opened, false) }
      let outcome: Result<SQLiteWatchlistStore, LibraryError>
      do throws(LibraryError) {
        outcome = .success(try open())
        failedAt = nil
      } catch {
        outcome = .failure(error)
        failedAt = now()
      }
      opened = outcome
      return (outcome, true)
    }
    if isNew, case .success(let store) = outcome {
      if let notice = store.libraryNotice {
        notices.post(notice)
      } else if let notice = store.notice {
        notices.post(notice)
      }
    }
    return try outcome.get()
  }

  /// Whether a failed opening is worth trying again now (called holding the lock).
  private func shouldRetry(_ opened: Result<SQLiteWatchlistStore, LibraryError>) -> Bool {
    guard case .failure(let error) = opened, error.mayPass, let failedAt else { return false }
    return now().timeIntervalSince(failedAt) >= Self.retryInterval
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

  public func dataVersion() throws -> Int {
    do {
      return try store().dataVersion()
    } catch let error as LibraryError where error.mayPass && lock.withLock({ failedAt != nil }) {
      return Self.notOpenVersion
    }
  }

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
