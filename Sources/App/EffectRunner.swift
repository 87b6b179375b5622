import Browser
import Foundation
import Library
import Logging
import TMDB

/// Performs the browser's I/O effects off the UI thread and posts their results to the inbox.
/// Timers and quitting are the session's business, not this runner's.
public final class EffectRunner: @unchecked Sendable {
  private let client: TMDBClient
  private let watchlist: any WatchlistStore
  private let inbox: Inbox
  private let lock = NSLock()
  private var tasks: [RequestID: Task<Void, Never>] = [:]
  private let logger = Logger(label: "reel.requests")

  public init(client: TMDBClient, watchlist: any WatchlistStore, inbox: Inbox) {
    self.client = client
    self.watchlist = watchlist
    self.inbox = inbox
  }

  /// Requests still running.
  public var inFlight: Int { lock.withLock { tasks.count } }

  public func perform(_ effect: Effect) {
    switch effect {
    case .loadConfiguration(let id):
      start(id) { client in
        do {
          async let configuration = client.configuration()
          async let genres = client.genres()
          return .configurationLoaded(id, try await configuration, try await genres)
        } catch {
          return .configurationFailed(id, message: userMessage(for: error))
        }
      }
    case .loadPage(let source, let page, let id):
      start(id) { client in
        do {
          return .pageLoaded(id, try await client.page(source, page: page))
        } catch {
          return .pageFailed(id, message: userMessage(for: error))
        }
      }
    case .loadDetails(let movieID, let id):
      start(id) { client in
        do {
          return .detailsLoaded(id, try await client.details(id: movieID))
        } catch {
          return .detailsFailed(id, message: userMessage(for: error))
        }
      }
    case .cancel(let id):
      lock.withLock { tasks.removeValue(forKey: id) }?.cancel()
    case .addToWatchlist(let movie):
      change(movieID: movie.id) { try $0.add(movie, note: nil) }
    case .removeFromWatchlist(let movieID):
      change(movieID: movieID) { try $0.remove(movieID: movieID) }
    case .restoreToWatchlist(let row):
      change(movieID: row.movie.id) { store in
        let entry = WatchlistEntry(movie: row.movie, addedAt: row.addedAt, note: row.note)
        _ = try store.merge([entry])
      }
    case .loadWatchlistEntries(let order):
      loadWatchlistEntries(order)
    case .startTimer, .cancelTimer, .quit:
      break
    }
  }

  /// Loads the stored watchlist into the browser.
  public func loadWatchlist() {
    do {
      inbox.post(.watchlistLoaded(try watchlist.ids()))
    } catch {
      inbox.post(.watchlistLoaded([]))
    }
  }

  /// Reads the stored watchlist for the `W` view; a failure leaves the view empty and says why.
  private func loadWatchlistEntries(_ order: WatchlistOrder) {
    let sort = WatchlistSort(rawValue: order.rawValue) ?? .added
    do {
      let rows = try watchlist.entries(sortedBy: sort).map { entry in
        WatchlistRow(movie: entry.summary, addedAt: entry.addedAt, note: entry.note)
      }
      inbox.post(.watchlistEntriesLoaded(rows, order: order))
    } catch {
      inbox.post(.watchlistEntriesLoaded([], order: order))
      inbox.post(.notice(.error("Could not read the watchlist: \(userMessage(for: error))")))
    }
  }

  public func cancelAll() {
    let running = lock.withLock {
      defer { tasks.removeAll() }
      return Array(tasks.values)
    }
    for task in running { task.cancel() }
  }

  private func start(
    _ id: RequestID, _ work: @escaping @Sendable (TMDBClient) async -> Event
  ) {
    let client = client
    let inbox = inbox
    // The lock is held until the task is registered, so even a task that finishes at once
    // finds itself in the table and posts its result.
    lock.lock()
    defer { lock.unlock() }
    tasks[id] = Task { [weak self] in
      let event = await work(client)
      self?.complete(id, with: event, inbox: inbox)
    }
  }

  /// Posts the result, then leaves the table, both under the lock: whoever sees no request in
  /// flight also sees its result in the inbox. A cancelled request says nothing: the browser
  /// has moved on.
  private func complete(_ id: RequestID, with event: Event, inbox: Inbox) {
    let delivered = lock.withLock {
      guard tasks.removeValue(forKey: id) != nil, !Task.isCancelled else { return false }
      inbox.post(event)
      return true
    }
    guard delivered else { return }
    switch event {
    case .pageFailed(_, let message), .detailsFailed(_, let message),
      .configurationFailed(_, let message):
      logger.warning("\(id) failed: \(message)")
    default:
      break
    }
  }

  private func change(movieID: Int, _ body: (any WatchlistStore) throws -> Void) {
    do {
      try body(watchlist)
    } catch {
      inbox.post(
        .watchlistFailed(
          movieID: movieID, message: "Could not save the watchlist: \(error.localizedDescription)"
        ))
    }
  }
}
