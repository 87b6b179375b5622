import Browser
import Foundation
import Library
import Logging
import Screen
import Synchronization
import TMDB

/// Performs the browser's I/O effects off the UI thread and posts their results to the inbox:
/// network requests as tasks, watchlist reads and writes in order on a queue of their own, so a
/// database locked by another program never freezes the screen.
/// Timers and quitting are the session's business, not this runner's.
public final class EffectRunner: @unchecked Sendable {
  private let client: TMDBClient
  private let watchlist: any WatchlistStore
  private let inbox: Inbox
  private let language: ScreenLanguage
  private let lock = NSLock()
  private var tasks: [RequestID: Task<Void, Never>] = [:]
  /// Watchlist work queued or running, by request id.
  private var storeWork: Set<RequestID> = []
  /// SQLite calls block (a busy timeout, a full sync): a serial queue keeps them in order and
  /// off both the UI thread and Swift's cooperative pool.
  private let storeQueue = DispatchQueue(label: "reel.watchlist")
  /// The stored watchlist's data_version when last looked at.
  private var watchlistVersion: Int?
  private let logger = Logger(label: "reel.requests")

  /// `language` words what the runner says itself (the start-up notices): the screen's.
  public init(
    client: TMDBClient, watchlist: any WatchlistStore, inbox: Inbox,
    language: ScreenLanguage = .english
  ) {
    self.client = client
    self.watchlist = watchlist
    self.inbox = inbox
    self.language = language
  }

  /// Effects still running: read without the lock (the loop asks before every wait), and
  /// set under it with the tables, after a result is posted, so whoever sees none in flight
  /// also sees every result in the inbox.
  public var inFlight: Int { running.load(ordering: .acquiring) }
  private let running = Atomic<Int>(0)

  /// Call under `lock`, after changing `tasks` or `storeWork`.
  private func countRunning() {
    running.store(tasks.count + storeWork.count, ordering: .releasing)
  }

  public func perform(_ effect: Effect) {
    switch effect {
    case .loadConfiguration(let id):
      let language = language
      start(id) { client in
        async let configuration = ConfigurationOutcome.capture {
          () async throws(TMDBError) -> TMDBConfiguration in try await client.configuration()
        }
        async let genres = ConfigurationOutcome.capture {
          () async throws(TMDBError) -> [Genre] in try await client.genres()
        }
        let outcome = ConfigurationOutcome(
          await configuration, await genres, language: language)
        // Said after the answer: opening the start screen clears the status bar, and a
        // notice posted before it was gone before anyone saw it.
        let notices = outcome.notices.map { Event.notice(.warning($0)) }
        switch outcome.result {
        case .success(let (configuration, genres)):
          return (.configurationLoaded(id, configuration, genres), notices)
        case .failure(let error):
          return (.configurationFailed(id, failure(for: error)), notices)
        }
      }
    case .loadPage(_, let source, let page, let id):
      start(id) { client in
        do {
          return .pageLoaded(id, try await client.page(source, page: page))
        } catch {
          return .pageFailed(id, failure(for: error))
        }
      }
    case .loadDetails(let movieID, let id):
      start(id) { client in
        do {
          return .detailsLoaded(id, try await client.details(id: movieID))
        } catch {
          return .detailsFailed(id, failure(for: error))
        }
      }
    case .loadRelated(let movieID, let id):
      let inbox = inbox
      start(id) { client in
        // Where to watch comes along; without it the pane simply does not say.
        async let providers = try? await client.watchProviders(movieID: movieID)
        if let providers = await providers {
          inbox.post(.providersLoaded(movieID: movieID, providers))
        }
        do {
          return .relatedLoaded(id, try await client.moreLikeThis(movieID: movieID))
        } catch {
          return .relatedFailed(id, failure(for: error))
        }
      }
    case .loadPerson(let personID, let id):
      start(id) { client in
        do {
          return .personLoaded(id, try await client.person(id: personID))
        } catch {
          return .personFailed(id, failure(for: error))
        }
      }
    case .loadCollection(let collectionID, let id):
      start(id) { client in
        do {
          return .collectionLoaded(id, try await client.collection(id: collectionID))
        } catch {
          return .collectionFailed(id, failure(for: error))
        }
      }
    case .cancel(let id):
      // A watchlist read not started yet is skipped (see `onStore`); saves are never cancelled.
      lock.withLock {
        storeWork.remove(id)
        defer { countRunning() }
        return tasks.removeValue(forKey: id)
      }?.cancel()
    case .loadWatchlist(let id):
      onStore(id) { store in
        do {
          return .watchlistLoaded(id, try store.ids())
        } catch {
          return .watchlistLoadFailed(id, failure(for: error))
        }
      }
    case .saveWatchlist(let change, let id):
      onStore(id) { store in Self.save(change, id, in: store) }
    case .loadWatchlistNote(let movieID, let id):
      onStore(id) { store in
        // A note that cannot be read is shown as none; the list itself says when it fails.
        let note = (try? store.entry(movieID: movieID))?.flatMap(\.note)
        return .watchlistNoteLoaded(id, note: note)
      }
    case .loadWatchlistEntries(let order, let id):
      onStore(id) { store in
        do {
          let rows = try store.entries(
            sortedBy: WatchlistSort(order), offset: 0, limit: WatchlistRow.homeRowLimit
          ).map(WatchlistRow.init)
          return .watchlistEntriesLoaded(id, rows)
        } catch {
          return .watchlistEntriesFailed(id, failure(for: error))
        }
      }
    case .loadWatchlistWindow(let request, let id):
      onStore(id) { store in
        do {
          let window = try store.window(
            sortedBy: WatchlistSort(request.order), offset: request.offset,
            limit: request.limit, around: request.around, knownCount: request.knownCount)
          return .watchlistWindowLoaded(
            id,
            WatchlistWindow(
              count: window.count, offset: window.offset,
              rows: window.entries.map(WatchlistRow.init), found: window.found))
        } catch {
          return .watchlistWindowFailed(id, failure(for: error))
        }
      }
    case .startTimer, .cancelTimer, .quit, .inspector, .openInBrowser, .copyToClipboard:
      break
    }
  }

  /// Saves one change and says what is stored afterwards, so the marks follow the database
  /// whatever happened.
  private static func save(_ change: WatchlistChange, _ id: RequestID, in store: any WatchlistStore)
    -> Event
  {
    do {
      switch change {
      case .add(let movie): try store.add(movie, note: nil)
      case .note(let movie, let note): try store.add(movie, note: note)
      case .remove(let movieID): try store.remove(movieID: movieID)
      case .restore(let row):
        let entry = WatchlistEntry(movie: row.movie, addedAt: row.addedAt, note: row.note)
        _ = try store.merge([entry])
      }
      // Saved, so the change holds even if the check that follows cannot read.
      return .watchlistSaved(
        id, stored: isStored(change.movieID, in: store) ?? (change.removes ? false : true))
    } catch {
      return .watchlistSaveFailed(
        id, failure(for: error), stored: isStored(change.movieID, in: store))
    }
  }

  /// Whether the movie is stored; nil when the database cannot say.
  private static func isStored(_ movieID: Int, in store: any WatchlistStore) -> Bool? {
    do {
      return try store.entry(movieID: movieID) != nil
    } catch {
      return nil
    }
  }

  /// Another program (a second Reel, `reel watchlist add`) may have changed the stored
  /// watchlist: SQLite's data_version says so cheaply. Checked on the watchlist's own queue
  /// after the user does something, so the ★ marks catch up without polling while idle.
  public func noticeOutsideWatchlistChanges() {
    let store = UncheckedStore(watchlist)
    storeQueue.async { [inbox] in
      guard let version = try? store.value.dataVersion() else { return }
      let previous = self.lock.withLock { () -> Int? in
        defer { self.watchlistVersion = version }
        return self.watchlistVersion
      }
      guard let previous, previous != version, let ids = try? store.value.ids() else { return }
      inbox.post(.watchlistChanged(ids))
    }
  }

  public func cancelAll() {
    let cancelled = lock.withLock {
      defer {
        tasks.removeAll()
        countRunning()
      }
      return Array(tasks.values)
    }
    for task in cancelled { task.cancel() }
  }

  private func start(
    _ id: RequestID, _ work: @escaping @Sendable (TMDBClient) async -> Event
  ) {
    start(id) { client in (await work(client), []) }
  }

  /// `start`, with events posted right after the result (notices about it).
  private func start(
    _ id: RequestID, _ work: @escaping @Sendable (TMDBClient) async -> (Event, [Event])
  ) {
    let client = client
    let inbox = inbox
    // The lock is held until the task is registered, so even a task that finishes at once
    // finds itself in the table and posts its result.
    lock.lock()
    defer { lock.unlock() }
    tasks[id] = Task { [weak self] in
      // The inspector's record notes which browser request each exchange serves.
      let (event, after) = await InspectorContext.$browserRequest.withValue(id.value) {
        await work(client)
      }
      self?.complete(id, with: event, then: after, inbox: inbox)
    }
    countRunning()
  }

  /// Posts the result, then leaves the table, both under the lock: whoever sees no request in
  /// flight also sees its result in the inbox. A cancelled request says nothing: the browser
  /// has moved on.
  private func complete(
    _ id: RequestID, with event: Event, then after: [Event] = [], inbox: Inbox
  ) {
    let delivered = lock.withLock {
      guard tasks.removeValue(forKey: id) != nil else { return false }
      defer { countRunning() }
      guard !Task.isCancelled else { return false }
      inbox.post(event)
      for event in after { inbox.post(event) }
      return true
    }
    guard delivered else { return }
    switch event {
    case .pageFailed(_, let failure), .detailsFailed(_, let failure),
      .relatedFailed(_, let failure), .personFailed(_, let failure),
      .collectionFailed(_, let failure),
      .configurationFailed(_, let failure):
      logger.warning("\(id) failed: \(failure.detail)")
    default:
      break
    }
  }

  private func onStore(_ id: RequestID, _ work: @escaping @Sendable (any WatchlistStore) -> Event) {
    let store = UncheckedStore(watchlist)
    lock.withLock {
      storeWork.insert(id)
      countRunning()
    }
    storeQueue.async { [inbox] in
      // Cancelled while queued (a window the screen scrolled past): not worth the read.
      guard self.lock.withLock({ self.storeWork.contains(id) }) else { return }
      let event = work(store.value)
      self.lock.withLock {
        // Cancelled while it ran: the browser has moved on and would drop it anyway.
        guard self.storeWork.remove(id) != nil else { return }
        inbox.post(event)
        self.countRunning()
      }
      if case .watchlistSaveFailed(_, let failure, _) = event {
        self.logger.warning("watchlist save \(id) failed: \(failure.detail)")
      }
    }
  }
}

extension WatchlistRow {
  /// The browser's row for a stored entry.
  init(_ entry: WatchlistEntry) {
    self.init(movie: entry.summary, addedAt: entry.addedAt, note: entry.note)
  }
}

/// The stores are used from the one watchlist queue only, in order.
private struct UncheckedStore: @unchecked Sendable {
  let value: any WatchlistStore
  init(_ value: any WatchlistStore) { self.value = value }
}

extension WatchlistSort {
  /// The store's order for the browser's: one mapping the compiler keeps complete.
  init(_ order: WatchlistOrder) {
    switch order {
    case .added: self = .added
    case .title: self = .title
    case .year: self = .year
    case .rating: self = .rating
    }
  }
}
