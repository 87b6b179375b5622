import Foundation
import XCTest

@testable import TMDB

/// `noteUse` marks exactly the entries still pending for that browser request: every one of
/// them (a request may be sent twice), none twice, not those the ring has let go, and it
/// follows `update` when a change gives an entry a use or a request of its own.
final class NetworkRecordUseTests: XCTestCase {
  private func begin(_ record: NetworkRecord, request: Int?) -> Int {
    record.begin { id in
      InspectedExchange(
        id: id, startedAt: Date(timeIntervalSince1970: 0), method: "GET",
        path: "/3/movie/popular", query: [], requestHeaders: [], source: .network,
        browserRequest: request)
    }
  }

  private func uses(_ record: NetworkRecord) -> [AnswerUse] { record.exchanges().map(\.use) }

  func testEveryPendingEntryOfTheRequestIsMarkedOnce() {
    let record = NetworkRecord(capacity: 4)
    _ = begin(record, request: 1)
    _ = begin(record, request: 2)
    _ = begin(record, request: nil)
    _ = begin(record, request: 2)
    record.noteUse(browserRequest: 2, taken: true)
    XCTAssertEqual(uses(record), [.pending, .taken, .pending, .taken])
    let version = record.version
    record.noteUse(browserRequest: 2, taken: false)
    XCTAssertEqual(uses(record), [.pending, .taken, .pending, .taken])
    XCTAssertEqual(record.version, version, "nothing changed, so no change is told")
    record.noteUse(browserRequest: 1, taken: false)
    XCTAssertEqual(uses(record), [.dropped, .taken, .pending, .taken])
  }

  func testAnEntryTheRingLetGoIsNotMarkedAndItsSuccessorIs() {
    let record = NetworkRecord(capacity: 2)
    _ = begin(record, request: 5)
    _ = begin(record, request: 6)
    _ = begin(record, request: 7)  // takes the slot of request 5's entry
    record.noteUse(browserRequest: 5, taken: true)
    XCTAssertEqual(uses(record), [.pending, .pending])
    record.noteUse(browserRequest: 7, taken: true)
    XCTAssertEqual(uses(record), [.pending, .taken])
  }

  func testAnUpdateThatSetsTheUseOrTheRequestIsFollowed() {
    let record = NetworkRecord(capacity: 4)
    let first = begin(record, request: 3)
    let second = begin(record, request: 3)
    record.update(first) { $0.use = .dropped }
    record.update(second) { $0.browserRequest = 4 }
    record.noteUse(browserRequest: 3, taken: true)
    XCTAssertEqual(uses(record), [.dropped, .pending])
    record.noteUse(browserRequest: 4, taken: true)
    XCTAssertEqual(uses(record), [.dropped, .taken])
  }
}
