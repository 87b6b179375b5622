import Foundation
import Images
import TMDB
import XCTest

/// An image host that answers 429 with `retryAfter` for the first `busyTries` requests and
/// the poster after, noting when it was asked.
private final class BusyImageHost: Transport, @unchecked Sendable {
  private let lock = NSLock()
  private var asked: [ContinuousClock.Instant] = []
  let retryAfter: String
  let busyTries: Int
  let jpeg: Data

  init(retryAfter: String, busyTries: Int, jpeg: Data) {
    self.retryAfter = retryAfter
    self.busyTries = busyTries
    self.jpeg = jpeg
  }

  var times: [ContinuousClock.Instant] { lock.withLock { asked } }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    let count = lock.withLock {
      asked.append(.now)
      return asked.count
    }
    if count <= busyTries {
      return TransportResponse(status: 429, headers: ["retry-after": retryAfter], body: Data())
    }
    return TransportResponse(status: 200, headers: ["content-type": "image/jpeg"], body: jpeg)
  }
}

/// The API itself, always answering.
private struct AnsweringAPI: Transport {
  func send(_ request: TransportRequest) async throws -> TransportResponse {
    TransportResponse(status: 200, body: Data("{}".utf8))
  }
}

/// The image host shares the API's gate (its requests count against the same limit), but its
/// "too many requests" is its own: the list goes on loading while a poster waits.
final class PosterHostRateLimitTests: XCTestCase {
  /// Whether a list request through `gate` starts within a few seconds.
  private func listLoads(through gate: RequestGate) async -> Bool {
    let api = Task {
      try await RateLimitedTransport(wrapping: AnsweringAPI(), gate: gate).send(
        TransportRequest(path: "/movie/popular"))
    }
    let watchdog = Task {
      try await Task.sleep(for: .seconds(3))
      api.cancel()
    }
    defer { watchdog.cancel() }
    return (try? await api.value)?.status == 200
  }

  func testAnImageHostsRetryAfterDoesNotStopTheList() async throws {
    let jpeg = try Fixtures.poster().data
    // Longer than the policy's longest wait: the poster gives up. Past, garbage or not a
    // number: read as no wait asked, the poster tries again after its backoff and loads.
    let cases: [(retryAfter: String, loads: Bool)] = [
      ("86400", false), ("300", false), ("Wed, 21 Oct 2099 07:28:00 GMT", false),
      ("Wed, 21 Oct 2015 07:28:00 GMT", true), ("1e300", true), ("-1", true), ("soon", true),
    ]
    for (retryAfter, loads) in cases {
      let gate = RequestGate()
      let host = BusyImageHost(retryAfter: retryAfter, busyTries: 1, jpeg: jpeg)
      let source = HTTPImageSource(
        posterSizes: ["w185"], host: host, sharing: gate,
        policy: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(10)))
      do {
        _ = try await source.fetch(posterPath: "/busy.jpg", size: "w185")
        XCTAssertTrue(loads, "\(retryAfter): a wait longer than the policy's is not waited for")
      } catch {
        XCTAssertFalse(loads, "\(retryAfter): \(error)")
        XCTAssertEqual(error, .httpStatus(429), retryAfter)
      }
      let listLoads = await listLoads(through: gate)
      XCTAssertTrue(listLoads, "Retry-After \(retryAfter) from the image host stopped the list")
    }
  }

  func testAPosterStillWaitsAsItsHostAsks() async throws {
    // The poster's own retry still hears the host's Retry-After (1 s), not the backoff (10 ms).
    let gate = RequestGate()
    let host = BusyImageHost(retryAfter: "1", busyTries: 1, jpeg: try Fixtures.poster().data)
    let source = HTTPImageSource(
      posterSizes: ["w185"], host: host, sharing: gate,
      policy: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(10), random: { 1 }))
    let data = try await source.fetch(posterPath: "/busy.jpg", size: "w185")
    XCTAssertFalse(data.isEmpty)
    let times = host.times
    XCTAssertEqual(times.count, 2)
    if times.count == 2 {
      XCTAssertGreaterThanOrEqual(times[1] - times[0], .milliseconds(900))
    }
  }
}

/// An image host that never answers "/hang…" (until the request is cancelled), answers 503 to
/// "/busy…" and the poster to the rest.
private final class StallingImageHost: Transport, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  let jpeg: Data

  init(jpeg: Data) { self.jpeg = jpeg }

  var requests: Int { lock.withLock { count } }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    lock.withLock { count += 1 }
    if request.path.contains("/hang") {
      try await Task.sleep(for: .seconds(600))
    }
    if request.path.contains("/busy") { return TransportResponse(status: 503, body: Data()) }
    return TransportResponse(status: 200, headers: ["content-type": "image/jpeg"], body: jpeg)
  }
}

/// Cards left while their poster downloads, or waits to try again, give their turn back.
final class PosterTurnsAfterCancelsTests: XCTestCase {
  func testPostersStillLoadAfterTwoHundredCancelledOnes() async throws {
    let host = StallingImageHost(jpeg: try Fixtures.poster().data)
    let loader = PosterLoader(
      source: HTTPImageSource(
        posterSizes: ["w185"], host: host, sharing: RequestGate(),
        policy: RetryPolicy(maxAttempts: 3, baseDelay: .seconds(60), maxDelay: .seconds(60))),
      diskCache: nil,
      rendering: PosterRendering(choice: ImageChoice(.symbols, colors: .trueColor, reason: "t")),
      maxDownloads: 2)
    for index in 0..<200 {
      // Left under way (a hanging download) or while it waits to try again (after a 503).
      let path = index.isMultiple(of: 2) ? "/hang\(index).jpg" : "/busy\(index).jpg"
      let before = host.requests
      let load = Task {
        await loader.load(PosterRequest(posterPath: path, title: "C", columns: 10, rows: 7))
      }
      try await waitUntil("poster \(index) was asked for") { host.requests > before }
      guard host.requests > before else {
        load.cancel()
        return XCTFail("after \(index) cancelled posters, no turn was free")
      }
      if index.isMultiple(of: 2) == false { try await Task.sleep(for: .milliseconds(2)) }
      load.cancel()
      _ = await load.value
    }
    let next = Task {
      await loader.load(PosterRequest(posterPath: "/next.jpg", title: "N", columns: 10, rows: 7))
    }
    let watchdog = Task {
      try await Task.sleep(for: .seconds(10))
      next.cancel()
    }
    let result = await next.value
    watchdog.cancel()
    guard case .poster = result else {
      return XCTFail("a turn was kept by a cancelled poster: \(result)")
    }
  }
}
