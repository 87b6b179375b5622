import App
import Foundation
import Library
import Screen
import TMDB
import XCTest

/// Runs key scripts against the bundled replay catalog, as `reel --script` does.
enum ScriptSupport {
  static func replayServices(delayingSearchBy delay: Duration? = nil) throws -> Services {
    try replayServices(delayingPathsEndingWith: "/search/movie", by: delay)
  }

  /// Replay whose requests for paths ending with `suffix` answer `delay` late.
  static func replayServices(
    delayingPathsEndingWith suffix: String, by delay: Duration?
  ) throws -> Services {
    var options = ConnectionOptions()
    options.forceReplay = true
    let services = try Services.make(options, environment: [:])
    guard let delay else { return services }
    let slow = DelayedTransport(inner: services.client.transport, delay: delay, suffix: suffix)
    return Services(client: TMDBClient(transport: slow), mode: services.mode)
  }

  /// The printed output of a script, or the failure it stopped on.
  static func run(
    _ text: String, size: Size = Size(width: 100, height: 30), services: Services? = nil,
    watchlist: any WatchlistStore = MemoryWatchlistStore(),
    start: StartScreen = .category(.popular)
  ) throws -> (output: [String], failure: ScriptRunner.Failure?) {
    let script = try Script(parsing: text)
    var output: [String] = []
    let runner = ScriptRunner(
      services: try services ?? replayServices(), size: size, watchlist: watchlist, start: start,
      output: { output.append($0) })
    // A loaded machine (CI building beside the tests) can be slow; a wait fails only when
    // something is really stuck.
    runner.waitLimit = 30
    do {
      try runner.run(script)
      return (output, nil)
    } catch {
      return (output, error)
    }
  }
}

/// Holds search requests back, so a test can catch the browser mid-search.
struct DelayedTransport: Transport {
  let inner: any Transport
  let delay: Duration
  /// Only requests whose path ends so wait (the search, by default).
  var suffix = "/search/movie"

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    if request.path.hasSuffix(suffix) { try await Task.sleep(for: delay) }
    return try await inner.send(request)
  }
}
