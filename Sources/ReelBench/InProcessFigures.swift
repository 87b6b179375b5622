import App
import Browser
import Foundation
import Library
import ReplayCatalog
import Screen
import TMDB

/// Figures measured inside this process: rendering, the reducer, replay search, prefetching,
/// `G`'s round trips and the response cache.
enum InProcessFigures {
  /// Nanoseconds per call of `body`, median of `rounds` rounds of `count` calls.
  static func measure(rounds: Int = 15, count: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      for _ in 0..<count { body() }
      samples.append(milliseconds(.now - start) * 1e6 / Double(count))
    }
    return median(samples)
  }

  static func syntheticPage(_ number: Int, totalResults: Int) -> MoviePage {
    let results = (0..<20).map { index in
      let id = number * 100 + index
      return MovieSummary(
        id: id, title: "Synthetic movie \(id) 千と千尋 ★", originalTitle: "Original \(id)",
        overview: String(repeating: "An overview sentence. ", count: 12),
        releaseDate: "2001-07-20", voteAverage: 7.5, voteCount: 1200)
    }
    return MoviePage(
      page: number, results: results, totalPages: (totalResults + 19) / 20,
      totalResults: totalResults)
  }

  /// A browser showing page `page` of a list of `rows` rows, with the selection on that page.
  static func browsing(rows: Int, atPage page: Int = 1) -> BrowserState {
    var state = BrowserState()
    _ = reduce(&state, .viewportChanged(rows: 37))
    _ = reduce(&state, .start)
    _ = reduce(
      &state,
      .configurationLoaded(
        RequestID(1),
        TMDBConfiguration(
          images: ImageConfiguration(secureBaseURL: "https://image.example/", posterSizes: ["w92"])),
        []))
    // Request 2 reads the watchlist; page 1 is request 3.
    _ = reduce(&state, .watchlistLoaded(RequestID(2), []))
    _ = reduce(&state, .pageLoaded(RequestID(3), syntheticPage(1, totalResults: rows)))
    if page > 1 {
      var window = state.main.window!
      window.insert(syntheticPage(page, totalResults: rows), near: page)
      state.main.window = window
      state.main.selectedRow = (page - 1) * 20
      state.main.topRow = state.main.selectedRow
    }
    return state
  }

  // MARK: render and reduce

  static func render(into table: FigureTable) {
    let size = Size(width: 120, height: 40)
    let context = RenderContext(mode: "REPLAY", colors: .extended)
    let short = browsing(rows: 100)
    let long = browsing(rows: 10_000, atPage: 250)
    let shortFrame = measure(count: 200) { _ = Screen.render(short, size: size, context: context) }
    let longFrame = measure(count: 200) { _ = Screen.render(long, size: size, context: context) }
    table.add("render 120x40 (cells only), 100-row list", format(shortFrame / 1000, "µs"))
    table.add(
      "render 120x40 (cells only), 10,000-row list",
      format(longFrame / 1000, "µs") + String(format: " (ratio %.2f)", longFrame / shortFrame),
      goal: "ratio ≈ 1")

    var moving = browsing(rows: 10_000)
    var direction = Command.moveDown
    let moveCost = measure(count: 2_000) {
      if moving.selectedRow >= 18 {
        direction = .moveUp
      } else if moving.selectedRow == 0 {
        direction = .moveDown
      }
      _ = reduce(&moving, .command(direction))
    }
    table.add("reduce one j/k", format(moveCost / 1000, "µs", decimals: 2))

    // A j/k step as the loop does it: reduce, render, and find the cells the terminal must
    // be sent (the diff against the previous frame), without ncurses or the write.
    var stepping = browsing(rows: 10_000)
    var renderer = FrameRenderer()
    var previous = renderer.render(stepping, size: size, context: context).buffer
    var changed = 0
    let stepCost = measure(count: 500) {
      if stepping.selectedRow >= 18 {
        direction = .moveUp
      } else if stepping.selectedRow == 0 {
        direction = .moveDown
      }
      _ = reduce(&stepping, .command(direction))
      let buffer = renderer.render(stepping, size: size, context: context).buffer
      buffer.forEachChange(since: previous, columns: size.width, rows: size.height) { _, _, _ in
        changed += 1
      }
      previous = buffer
    }
    table.add(
      "j/k step: reduce, render and diff 120x40 (no terminal)",
      format(stepCost / 1000, "µs") + " (\(changed / (15 * 500)) cells changed a step)")
  }

  // MARK: replay search

  static func search(into table: FigureTable) async throws {
    guard let catalog = ReplayCatalog.directory() else { throw BenchError("no replay catalog") }
    let client = TMDBClient(transport: ReplayTransport(directory: catalog))
    func timed(_ body: () async throws -> Void) async rethrows -> Double {
      let start = ContinuousClock.now
      try await body()
      return milliseconds(.now - start)
    }
    let first = try await timed { _ = try await client.search("the", page: 1) }
    var searches: [Double] = []
    for query in [
      "dune", "blade", "amelie", "seven", "spirit", "the", "love", "man", "war", "night", "city",
    ] {
      searches.append(try await timed { _ = try await client.search(query, page: 1) })
    }
    table.add("replay search, first (builds the index)", format(first, "ms", decimals: 2))
    table.add("replay search, after", format(median(searches), "ms", decimals: 2))
    try pageDecode(catalog: catalog, into: table)
  }

  /// A list page of twenty films decoded the full way (`JSONDecoder` and the lenient
  /// containers) and by `MoviePageReader`, as `PayloadDecoder` now does: each next page of a
  /// row, search, and replay start pays it on a worker.
  static func pageDecode(catalog: URL, into table: FigureTable) throws {
    let file = catalog.appendingPathComponent("3_movie_popular__page-2.json")
    let body = try ResponseRecord.load(from: file).response.transportResponse().body
    let full = measure(count: 200) { _ = decodeFullWay(body) }
    let fast = measure(count: 200) { _ = decodeByReader(body) }
    table.add(
      "list page decode (20 films), full way / reader",
      format(full / 1000, "µs") + " / " + format(fast / 1000, "µs")
        + String(format: " (%.1f times less)", full / fast))
  }

  // Kept apart (and out of line) so callgrind can count each:
  // `--toggle-collect='*decodeFullWay*'`, `--toggle-collect='*decodeByReader*'`.

  @inline(never)
  static func decodeFullWay(_ body: Data) -> MoviePage? {
    let decoder = JSONDecoder()
    decoder.userInfo[DecodeReport.key] = DecodeReport()
    return try? decoder.decode(MoviePage.self, from: body)
  }

  @inline(never)
  static func decodeByReader(_ body: Data) -> MoviePage? {
    MoviePageReader.read(body, report: DecodeReport())
  }

  // MARK: holding j

  /// Holding j at 30 keys a second while every request takes 300 ms: prefetching one screen
  /// ahead should mean the selection never lands on a row still loading.
  static func holdJ(into table: FigureTable) throws {
    guard let catalog = ReplayCatalog.directory() else { throw BenchError("no replay catalog") }
    let transport = DelayedTransport(
      inner: ReplayTransport(directory: catalog), delay: .milliseconds(300))
    let session = makeSession(TMDBClient(transport: transport))
    settle(session) { $0.state.main.window != nil }
    var presses = 0
    var stalls = 0
    let rows = session.state.rowCount
    while session.state.selectedRow < rows - 1 {
      session.send(.command(.moveDown))
      presses += 1
      if session.state.selectedMovie == nil { stalls += 1 }
      let until = Date().addingTimeInterval(1.0 / 30)
      while Date() < until {
        _ = session.inbox.wait(until: until)
        session.processInbox()
        session.fireDueTimers(now: Date())
      }
    }
    session.shutDown()
    table.add(
      "hold j at 30/s, 300 ms latency: presses on a loading row",
      "\(stalls) of \(presses) (\(rows) rows)", goal: "0")
  }

  // MARK: G on a 500-page list

  /// `G` on a list of 500 pages, each request taking 50 ms: how many requests and how many
  /// round trips (a request that starts after another has answered is a new round trip)
  /// until the last row shows a movie.
  static func goToEnd(into table: FigureTable) throws {
    let counter = RoundTripCounter(delay: .milliseconds(50))
    let session = makeSession(TMDBClient(transport: counter))
    session.applyLayout(Size(width: 120, height: 40))
    settle(session) { $0.state.main.window != nil && $0.requestsInFlight == 0 }
    counter.reset()
    session.send(.command(.last))
    settle(session) {
      $0.state.selectedMovie != nil && $0.requestsInFlight == 0
    }
    let (requests, trips) = counter.figures
    session.shutDown()
    table.add(
      "G on a 500-page list", "\(trips) round trip\(trips == 1 ? "" : "s"), \(requests) requests",
      goal: "1 round trip")
  }

  private static func makeSession(_ client: TMDBClient) -> BrowserSession {
    let inbox = Inbox()
    let runner = EffectRunner(client: client, watchlist: MemoryWatchlistStore(), inbox: inbox)
    let session = BrowserSession(runner: runner, inbox: inbox)
    session.applyLayout(Size(width: 120, height: 40))
    session.send(.start)
    return session
  }

  /// Runs the session until `done` holds (10 s at most).
  private static func settle(_ session: BrowserSession, until done: (BrowserSession) -> Bool) {
    let deadline = Date().addingTimeInterval(10)
    while !done(session), Date() < deadline {
      _ = session.inbox.wait(until: Date().addingTimeInterval(0.02))
      session.processInbox()
      session.fireDueTimers(now: Date())
    }
  }

  // MARK: response cache

  /// The cost of one store when the table holds about 100 entries, about 1,000 (growth alone)
  /// and 2,000 (its bound: every store then also evicts the oldest). Each figure is the median
  /// of seven rounds of 30 stores.
  static func cacheStore(into table: FigureTable) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-bench-cache-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = try ResponseCache(url: folder.appendingPathComponent("cache.sqlite"))
    let body = Data(String(repeating: "x", count: 4_000).utf8)
    let response = TransportResponse(status: 200, body: body)
    var stored = 0
    func store(_ count: Int) async -> Double {
      let start = ContinuousClock.now
      for _ in 0..<count {
        stored += 1
        await cache.store(
          response, for: TransportRequest(path: "/3/movie/\(stored)"), at: Date())
      }
      return milliseconds(.now - start) * 1000 / Double(max(count, 1))
    }
    func rounds() async -> Double {
      var samples: [Double] = []
      for _ in 0..<7 { samples.append(await store(30)) }
      return median(samples)
    }
    _ = await store(100)
    let atHundred = await rounds()
    _ = await store(1_000 - stored)
    let atThousand = await rounds()
    _ = await store(2_000 - stored)
    let atBound = await rounds()
    table.add("response cache: one store at ~100 entries", format(atHundred, "µs"))
    table.add(
      "response cache: one store at ~1,000 entries",
      format(atThousand, "µs")
        + String(format: " (%.2f× the 100-entry cost)", atThousand / atHundred),
      goal: "flat (≈ 1×)")
    table.add(
      "response cache: one store at 2,000 entries (the bound: each also evicts one)",
      format(atBound, "µs")
        + String(format: " (%.2f× the 100-entry cost)", atBound / atHundred))
  }
}

extension InProcessFigures {
  /// Opening the watchlist database, as the browser does before its first paint today: a new
  /// file (first run) and an existing one (every run after).
  static func watchlistOpen(into table: FigureTable) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-bench-watchlist-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    var fresh: [Double] = []
    var existing: [Double] = []
    for round in 0..<9 {
      let url = folder.appendingPathComponent("watchlist-\(round).sqlite")
      var start = ContinuousClock.now
      _ = try SQLiteWatchlistStore(url: url)
      fresh.append(milliseconds(.now - start))
      start = .now
      _ = try SQLiteWatchlistStore(url: url)
      existing.append(milliseconds(.now - start))
    }
    table.add(
      "open the watchlist database (before the first paint today)",
      format(median(existing), "ms", decimals: 2) + ", first run "
        + format(median(fresh), "ms", decimals: 2))
  }
}

/// Answers after a fixed delay, from another transport.
struct DelayedTransport: Transport {
  let inner: any Transport
  let delay: Duration
  func send(_ request: TransportRequest) async throws -> TransportResponse {
    try await Task.sleep(for: delay)
    return try await inner.send(request)
  }
}

/// A stand-in for a 500-page list (and the start-up calls), answering after `delay`, that
/// counts requests and round trips.
final class RoundTripCounter: Transport, @unchecked Sendable {
  let delay: Duration
  private let lock = NSLock()
  private var requests = 0
  private var trips = 0
  private var answeredSinceTripStarted = true

  init(delay: Duration) { self.delay = delay }

  func reset() {
    lock.withLock {
      requests = 0
      trips = 0
      answeredSinceTripStarted = true
    }
  }

  var figures: (requests: Int, trips: Int) { lock.withLock { (requests, trips) } }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    let number = request.query.last { $0.name == "page" }.flatMap { Int($0.value) }
    // Only list pages count: the detail pane's own request is not a round trip of `G`.
    if number != nil {
      lock.withLock {
        requests += 1
        if answeredSinceTripStarted {
          trips += 1
          answeredSinceTripStarted = false
        }
      }
    }
    try await Task.sleep(for: delay)
    defer { if number != nil { lock.withLock { answeredSinceTripStarted = true } } }
    let encoder = JSONEncoder()
    switch request.path {
    case "/3/configuration":
      return TransportResponse(
        status: 200,
        body: Data(
          #"{"images":{"secure_base_url":"https://image.example/","poster_sizes":["w92"]}}"#.utf8))
    case "/3/genre/movie/list":
      return TransportResponse(status: 200, body: Data(#"{"genres":[]}"#.utf8))
    default:
      guard let number else {
        // A movie's details: its id is the path's last part.
        let id = Int(request.path.split(separator: "/").last ?? "") ?? 0
        return TransportResponse(
          status: 200, body: Data(#"{"id": \#(id), "title": "Synthetic movie \#(id)"}"#.utf8))
      }
      let page = InProcessFigures.syntheticPage(number, totalResults: 10_000)
      return TransportResponse(status: 200, body: try encoder.encode(page))
    }
  }
}
