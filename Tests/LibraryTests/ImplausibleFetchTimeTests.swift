import Foundation
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// A cached answer's fetch time is a number in the file: a flipped bit or an edit can make it
/// any finite number, thousands of years either way. Offline, such an answer must not stop
/// Reel when its time is written out or its age put in words; it is unreadable, like any
/// other mistyped value, so the network's failure is what the user sees.
final class ImplausibleFetchTimeTests: XCTestCase {
  private struct Offline: Transport {
    func send(_ request: TransportRequest) async throws -> TransportResponse {
      throw NetworkFailure.connectionLost
    }
  }

  func testAnAnswerFetchedAtAnImpossibleTimeIsAMiss() async throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("reel/cache.sqlite")
    let cache = try ResponseCache(url: url)
    let request = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "1")])
    let body = Data(#"{"page":1,"results":[]}"#.utf8)
    let transport = CachingTransport(wrapping: Offline(), cache: cache)
    for seconds in [1e300, -1e300, 1e18, -1e18, Double(Int64.max), -Double(Int64.max)] {
      await cache.store(
        TransportResponse(status: 200, body: body), for: request,
        at: Date(timeIntervalSince1970: seconds))
      let kept = await cache.cached(for: request)
      XCTAssertNil(kept, "fetched at \(seconds): not a time an answer was fetched")
      do {
        _ = try await transport.send(request)
        XCTFail("fetched at \(seconds): served")
      } catch {
        XCTAssertEqual(error as? NetworkFailure, .connectionLost, "\(seconds)")
      }
    }
    // A plausible time, a day ago, is still served offline.
    await cache.store(
      TransportResponse(status: 200, body: body), for: request,
      at: Date().addingTimeInterval(-86_400))
    let answer = try await transport.send(request)
    XCTAssertEqual(answer.body, body)
  }
}
