// reel-bench: Reel's performance figures, measured rather than asserted.
//
//   swift run -c release reel-bench
//
// Prints medians (and ratios where a claim is about scaling). Timings vary with the machine;
// the ratios and the stall count are what the claims rest on.
import App
import Browser
import Foundation
import Library
import ReplayCatalog
import Screen
import TMDB

func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted[sorted.count / 2]
}

/// Nanoseconds per call of `body`, median of `rounds` rounds of `count` calls.
func measure(rounds: Int = 15, count: Int, _ body: () -> Void) -> Double {
  var samples: [Double] = []
  for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count { body() }
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count))
  }
  return median(samples)
}

func syntheticPage(_ number: Int, totalResults: Int) -> MoviePage {
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
func browsing(rows: Int, atPage page: Int = 1) -> BrowserState {
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
  _ = reduce(&state, .pageLoaded(RequestID(2), syntheticPage(1, totalResults: rows)))
  if page > 1 {
    var window = state.main.window!
    window.insert(syntheticPage(page, totalResults: rows), near: page)
    state.main.window = window
    state.main.selectedRow = (page - 1) * 20
    state.main.topRow = state.main.selectedRow
  }
  return state
}

let size = Size(width: 120, height: 40)
let context = RenderContext(mode: "REPLAY", colors: .extended)

print("reel-bench: medians; \(ProcessInfo.processInfo.activeProcessorCount) cores")

// 0. The network inspector's record: its cost per request on top of the transport it wraps
// (goal: under 50 µs), with a credential to scrub, and the memory its bodies hold when full.
func inspectorTimed(_ body: () async throws -> Void) async rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try await body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}
struct InstantTransport: Transport {
  let response: TransportResponse
  func send(_ request: TransportRequest) async throws -> TransportResponse { response }
}
let benchRequest = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "1")])
// A page-sized answer: the body is what the record copies and scrubs.
let benchBody = try JSONEncoder().encode(syntheticPage(1, totalResults: 10_000))
let instant = InstantTransport(response: TransportResponse(status: 200, body: benchBody))
let benchRecord = NetworkRecord()
let benchKey = Credential("0123456789abcdef0123456789abcdef", declared: .apiKey, origin: "bench")
let recorded = InspectingTransport(
  wrapping: instant, record: benchRecord, source: .network, credential: benchKey)
var bare: [Double] = []
var inspected: [Double] = []
for _ in 0..<15 {
  bare.append(
    try await inspectorTimed { for _ in 0..<1000 { _ = try await instant.send(benchRequest) } })
  inspected.append(
    try await inspectorTimed { for _ in 0..<1000 { _ = try await recorded.send(benchRequest) } })
}
// Milliseconds per 1000 requests is microseconds per request.
let perRequest = median(inspected) - median(bare)
let heldBytes = benchRecord.exchanges().map(\.body.count).reduce(0, +)
print(
  String(
    format:
      "inspector, per request (%d B body): %8.1f µs; record holds %d requests, %.1f MB of bodies",
    benchBody.count, perRequest, benchRecord.exchanges().count, Double(heldBytes) / 1e6))

// 1. A frame costs the same whatever the list's length: only visible rows are drawn.
let short = browsing(rows: 100)
let long = browsing(rows: 10_000, atPage: 250)
let shortFrame = measure(count: 200) { _ = render(short, size: size, context: context) }
let longFrame = measure(count: 200) { _ = render(long, size: size, context: context) }
print(
  String(
    format: "render 120x40, 100-row list:      %8.1f µs/frame", shortFrame / 1000))
print(
  String(
    format: "render 120x40, 10,000-row list:   %8.1f µs/frame  (ratio %.2f)", longFrame / 1000,
    longFrame / shortFrame))

// 2. The reducer: moving the selection through a loaded page.
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
print(String(format: "reduce one j/k:                   %8.1f µs", moveCost / 1000))

// 3. Replay search over the bundled catalog: the first builds the index, later ones reuse it.
guard let catalog = ReplayCatalog.directory() else {
  print("replay catalog not found; skipping the search and latency figures")
  exit(0)
}
let client = TMDBClient(transport: ReplayTransport(directory: catalog))
func timed(_ body: () async throws -> Void) async rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try await body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}
let firstSearch = try await timed { _ = try await client.search("the", page: 1) }
var searches: [Double] = []
for query in [
  "dune", "blade", "amelie", "seven", "spirit", "the", "love", "man", "war", "night", "city",
] {
  searches.append(try await timed { _ = try await client.search(query, page: 1) })
}
print(String(format: "replay search, first (index):     %8.2f ms", firstSearch))
print(String(format: "replay search, after:             %8.2f ms", median(searches)))

// 4. Holding j at 30 keys a second while every request takes 300 ms: prefetching one screen
// ahead should mean the selection never lands on a row still loading.
struct SlowTransport: Transport {
  let inner: any Transport
  func send(_ request: TransportRequest) async throws -> TransportResponse {
    try await Task.sleep(for: .milliseconds(300))
    return try await inner.send(request)
  }
}
let slow = Services(
  client: TMDBClient(transport: SlowTransport(inner: client.transport)), mode: .replay)
let inbox = Inbox()
let runner = EffectRunner(client: slow.client, watchlist: MemoryWatchlistStore(), inbox: inbox)
let session = BrowserSession(runner: runner, inbox: inbox)
session.applyLayout(Size(width: 120, height: 40))
session.send(.start)
while session.state.main.window == nil {
  _ = inbox.wait(until: Date().addingTimeInterval(0.05))
  session.processInbox()
}
var presses = 0
var stalls = 0
let rows = session.state.rowCount
while session.state.selectedRow < rows - 1 {
  session.send(.command(.moveDown))
  presses += 1
  if session.state.selectedMovie == nil { stalls += 1 }
  let until = Date().addingTimeInterval(1.0 / 30)
  while Date() < until {
    _ = inbox.wait(until: until)
    session.processInbox()
    session.fireDueTimers(now: Date())
  }
}
session.shutDown()
print(
  "hold j at 30/s, 300 ms latency:   \(stalls) of \(presses) presses landed on a loading row (\(rows) rows)"
)
