import Foundation
import Images
import TMDB
import XCTest

/// A poster download had no limit as a whole: each of its 3 tries had 20 s of its own, and the
/// waits between came on top, while the API's requests end within `--timeout` (review40). The
/// image source now takes the request's time limit as the list's requests do: a try is given
/// what is left of it, and a retry starts only if it fits.
final class PosterTimeLimitTests: XCTestCase {
  /// Answers 503 at once, then never answers (until the request is cancelled).
  private final class FailingThenStallingHost: Transport, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var asked: Int { lock.withLock { count } }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
      let number = lock.withLock {
        count += 1
        return count
      }
      if number == 1 { return TransportResponse(status: 503, body: Data()) }
      try await Task.sleep(for: .seconds(3600))
      throw NetworkFailure.cancelled
    }
  }

  /// The outcome of the fetch, or nil when it has not ended after `guardTime` (a hang, which
  /// must fail the test, not stop the suite). Not a speed check: the limit is 0.3 s, the
  /// guard 20 s.
  private func outcome(of source: HTTPImageSource, within guardTime: Duration) async
    -> Result<Data, ImageFailure>?
  {
    await withTaskGroup(of: Result<Data, ImageFailure>?.self) { group in
      group.addTask {
        do throws(ImageFailure) {
          return .success(try await source.fetch(posterPath: "/stall.jpg", size: "w185"))
        } catch {
          return .failure(error)
        }
      }
      group.addTask {
        try? await Task.sleep(for: guardTime)
        return nil
      }
      let first = await group.next()
      group.cancelAll()
      return first.flatMap { $0 }
    }
  }

  func testARetryThatStallsEndsWithinTheTimeLimit() async {
    let host = FailingThenStallingHost()
    let source = HTTPImageSource(
      posterSizes: ["w185"], host: host, sharing: RequestGate(),
      policy: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(10)), timeLimit: 0.3)
    let result = await outcome(of: source, within: .seconds(20))
    XCTAssertEqual(host.asked, 2)
    switch result {
    case .failure(let failure): XCTAssertEqual(failure, ImageFailure.network(.timedOut))
    case .success: XCTFail("a poster from a host that never answered")
    case nil: XCTFail("the download outlived its time limit")
    }
  }

  /// The same through the source tests build on any transport.
  func testTheTestSourceTakesTheLimitToo() async {
    let host = FailingThenStallingHost()
    let source = HTTPImageSource(
      posterSizes: ["w185"], transport: host,
      policy: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(10)), timeLimit: 0.3)
    let result = await outcome(of: source, within: .seconds(20))
    if case .failure(let failure) = result {
      XCTAssertEqual(failure, ImageFailure.network(.timedOut))
    } else {
      XCTFail("\(String(describing: result))")
    }
  }
}
