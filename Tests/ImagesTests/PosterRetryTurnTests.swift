import Foundation
import Images
import TMDB
import XCTest

/// An image host that answers 503 for one poster and the poster for every other, noting what
/// it was asked for.
private final class OneFailingHost: Transport, @unchecked Sendable {
  private let lock = NSLock()
  private var asked: [String] = []
  let failing: String
  let jpeg: Data

  init(failing: String, jpeg: Data) {
    self.failing = failing
    self.jpeg = jpeg
  }

  var requests: [String] { lock.withLock { asked } }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    lock.withLock { asked.append(request.path) }
    if request.path.hasSuffix(failing) { return TransportResponse(status: 503, body: Data()) }
    return TransportResponse(status: 200, headers: ["content-type": "image/jpeg"], body: jpeg)
  }
}

/// A poster waiting to be tried again (its host answered 503) does not hold a download turn
/// meanwhile: the next cards' posters load while it waits.
final class PosterRetryTurnTests: XCTestCase {
  func testAPosterWaitingToTryAgainLetsTheOthersLoad() async throws {
    let jpeg = try Fixtures.poster().data
    let host = OneFailingHost(failing: "/flaky.jpg", jpeg: jpeg)
    // A wait far longer than the test: the others must not wait for it.
    let policy = RetryPolicy(
      maxAttempts: 2, baseDelay: .seconds(60), maxDelay: .seconds(60), random: { 1 })
    let loader = PosterLoader(
      source: HTTPImageSource(posterSizes: ["w185"], transport: host, policy: policy),
      diskCache: nil,
      rendering: PosterRendering(choice: ImageChoice(.symbols, colors: .trueColor, reason: "t")),
      maxDownloads: 1)
    let flaky = Task {
      await loader.load(PosterRequest(posterPath: "/flaky.jpg", title: "F", columns: 10, rows: 7))
    }
    try await waitUntil("the flaky poster was asked for") { host.requests.count == 1 }

    let started = ContinuousClock.now
    let next = Task {
      await loader.load(PosterRequest(posterPath: "/next.jpg", title: "N", columns: 10, rows: 7))
    }
    let done = Task {
      try await Task.sleep(for: .seconds(10))
      next.cancel()
    }
    let result = await next.value
    done.cancel()
    guard case .poster = result else {
      return XCTFail("the next poster waited for the flaky one's retry: \(result)")
    }
    XCTAssertLessThan(ContinuousClock.now - started, .seconds(5))
    XCTAssertEqual(host.requests, ["/w185/flaky.jpg", "/w185/next.jpg"])

    // Leaving the card cancels its wait at once.
    flaky.cancel()
    guard case .placeholder(_, .cancelled) = await flaky.value else {
      return XCTFail("a cancelled retry wait is the placeholder, cancelled")
    }
  }
}
