import Foundation
import Synchronization

extension SearchHistory {
  /// One query recorded: what it does to a list of queries, here or in the file.
  struct Edit: Sendable {
    let query: String
    /// The query of this run it grew or shrank from ("bla" before "blade"), replaced when it
    /// is still the newest.
    let replacing: String?

    /// Makes the edit; false when it changes nothing (the query is already the newest).
    func apply(to queries: inout [String]) -> Bool {
      if queries.last == query { return false }
      if let replacing, queries.last == replacing { queries.removeLast() }
      queries.removeAll { $0 == query }
      queries.append(query)
      if queries.count > SearchHistory.limit {
        queries.removeFirst(queries.count - SearchHistory.limit)
      }
      return true
    }
  }

  /// The queue a browser's history is saved on, one save after another, and what the last
  /// save found in the file, for the loop to take up once no save is pending (taken while one
  /// is, it would lack the pending queries until the next).
  final class BackgroundSaver: Sendable {
    private struct State {
      var pending = 0
      var latest: [String]?
    }
    private let queue = DispatchQueue(label: "reel.search-history")
    private let state = Mutex(State())

    func save(_ work: @escaping @Sendable () -> [String]) {
      state.withLock { $0.pending += 1 }
      queue.async { [self] in
        let saved = work()
        state.withLock {
          $0.pending -= 1
          $0.latest = saved
        }
      }
    }

    /// What the file held after the last save, once, when no save is pending.
    func takeLatest() -> [String]? {
      state.withLock { state in
        guard state.pending == 0, let latest = state.latest else { return nil }
        state.latest = nil
        return latest
      }
    }

    func flush(timeout: TimeInterval) {
      let done = DispatchSemaphore(value: 0)
      queue.async { done.signal() }
      _ = done.wait(timeout: .now() + timeout)
    }
  }
}
