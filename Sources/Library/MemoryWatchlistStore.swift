import Foundation
import TMDB

/// A watchlist kept in memory: for tests and headless scripts, which must not touch the
/// user's real watchlist.
public final class MemoryWatchlistStore: WatchlistStore, @unchecked Sendable {
  private let lock = NSLock()
  private var byID: [Int: WatchlistEntry] = [:]
  private let now: @Sendable () -> Date

  public init(now: @escaping @Sendable () -> Date = Date.init) {
    self.now = now
  }

  public func ids() throws -> Set<Int> {
    lock.withLock { Set(byID.keys) }
  }

  public func entries(sortedBy sort: WatchlistSort) throws -> [WatchlistEntry] {
    lock.withLock { Array(byID.values) }.sorted(by: sort)
  }

  public func add(_ movie: MovieSummary, note: String?) throws {
    let date = now()
    lock.withLock {
      // An entry already there keeps its date, also an unknown one.
      var entry = WatchlistEntry(movie: movie, addedAt: byID[movie.id].map(\.addedAt) ?? date)
      entry.note = note ?? byID[movie.id]?.note
      byID[movie.id] = entry
    }
  }

  @discardableResult
  public func merge(_ incoming: [WatchlistEntry]) throws -> WatchlistMergeResult {
    lock.withLock {
      var result = WatchlistMergeResult()
      for entry in incoming {
        if let existing = byID[entry.movieID] {
          byID[entry.movieID] = existing.merging(entry)
          result.alreadyThere += 1
        } else {
          byID[entry.movieID] = entry
          result.added += 1
        }
      }
      return result
    }
  }

  public func remove(movieID: Int) throws {
    _ = lock.withLock { byID.removeValue(forKey: movieID) }
  }
}
