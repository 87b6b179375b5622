import Foundation
import XCTest

@testable import TMDB

/// TMDB's ids are positive whole numbers within 32 bits. A film with an id of 0 or below, or past
/// 2147483647 (fix48: Int.max was kept), could be shown but never opened (TMDB has no such film)
/// nor kept on the watchlist (whose file refuses it): it is an unreadable entry of its page,
/// dropped and counted like one with no id at all.
final class HostileIDsTests: XCTestCase {
  func testAFilmWhoseIdIsNotPositiveIsAnUnreadableEntry() async throws {
    let body = #"""
      {"page": 1, "total_pages": 1, "total_results": 5, "results": [
        {"id": -5, "title": "Negative"}, {"id": 0, "title": "Zero"}, {"id": 7, "title": "Kept"},
        {"id": -9223372036854775808, "title": "Smallest"}, {"id": 9223372036854775807, "title": "Largest"}
      ]}
      """#
    let page = try await TMDBClient(transport: StubTransport(body: body)).page(
      .category(.popular), page: 1)
    XCTAssertEqual(page.results.map(\.id), [7])
    XCTAssertEqual(page.dropped.items, 4)
  }
}
