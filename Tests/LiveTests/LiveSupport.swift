import Foundation
import ReelTestSupport
import ReplayCatalog
import TMDB
import XCTest

@testable import App

/// A v3 key and a v4 token of the right shapes (neither is real).
let testKey = "0123456789abcdef0123456789abcdef"
let testToken = "eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJyZWVsLXRlc3RzIn0.c2lnbmVkLWJ5LW5vYm9keQ"

/// Answers like TMDB, from the bundled replay catalog.
let catalog = ReplayTransport(directory: ReplayCatalog.directory()!)

func catalogReply(_ request: ServedRequest, delay: TimeInterval = 0) async -> Reply {
  let asked = TransportRequest(path: request.path, query: request.query)
  guard let response = try? await catalog.send(asked) else {
    return .json(500, #"{"status_code": 11, "status_message": "catalog failed"}"#)
  }
  return .respond(
    status: response.status, headers: ["Content-Type": "application/json;charset=utf-8"],
    body: response.body, delay: delay)
}

/// TMDB's 401 body.
let invalidKeyBody =
  #"{"success": false, "status_code": 7, "status_message": "Invalid API key: You must be granted a valid key."}"#

/// Short backoff steps so fault tests are fast; `random` 1 makes every wait the full step.
func fastPolicy(
  attempts: Int = 4, base: Duration = .milliseconds(40), random: Double = 1
) -> RetryPolicy {
  RetryPolicy(maxAttempts: attempts, baseDelay: base, random: { random })
}

/// A client for the server through the same transports `Services` builds for live mode.
func liveClient(
  _ server: StandInServer,
  credential: Credential? = Credential(
    testKey, declared: .apiKey, origin: "TMDB_API_KEY"),
  timeout: TimeInterval = 5, policy: RetryPolicy = fastPolicy(),
  gate: RequestGate = RequestGate(),
  onRetry: @escaping @Sendable (RetryNotice) -> Void = { _ in }
) -> TMDBClient {
  TMDBClient(
    transport: Services.live(
      baseURL: server.baseURL, credential: credential, timeout: timeout, policy: policy,
      gate: gate, onRetry: onRetry))
}

/// Things said from other tasks, in order.
final class Collector<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [Element] = []
  func append(_ item: Element) { lock.withLock { items.append(item) } }
  var all: [Element] { lock.withLock { items } }
}

extension Duration {
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

/// Seconds between consecutive arrivals.
func gaps(_ requests: [ServedRequest]) -> [Double] {
  zip(requests.dropFirst(), requests).map { ($0.arrived - $1.arrived).seconds }
}

/// How long `body` took, and what it threw as a `TMDBError` (nil when it succeeded).
func timed<T>(_ body: () async throws -> T) async -> (seconds: Double, error: TMDBError?) {
  let start = ContinuousClock.now
  do {
    _ = try await body()
    return ((ContinuousClock.now - start).seconds, nil)
  } catch let error as TMDBError {
    return ((ContinuousClock.now - start).seconds, error)
  } catch {
    XCTFail("expected a TMDBError, got \(error)")
    return ((ContinuousClock.now - start).seconds, nil)
  }
}

/// A port on 127.0.0.1 with nothing listening.
func closedPort() throws -> Int {
  let server = try StandInServer { _ in .stall }
  let port = Int(server.port)
  server.stop()
  Thread.sleep(forTimeInterval: 0.05)
  return port
}
