import Foundation
import ReelTestSupport
import XCTest

@testable import App

/// Eight Reels on one data folder, each recording queries as fast as it can: no query of any
/// of them is lost, the file read at any moment is a whole history, nothing is left beside it.
final class SearchHistoryManyReelsTests: XCTestCase {
  func testEightHistoriesRecordingAtOnceLoseNoQuery() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    let reels = 8
    let count = 24
    let group = DispatchGroup()
    for reel in 0..<reels {
      group.enter()
      Thread.detachNewThread {
        let history = SearchHistory(url: url)
        for index in 0..<count { history.record("reel\(reel) q\(index + 100)") }
        group.leave()
      }
    }
    XCTAssertEqual(group.wait(timeout: .now() + 120), .success)
    let saved = SearchHistory(url: url).queries
    XCTAssertEqual(saved.count, reels * count)
    for reel in 0..<reels {
      let expected = (0..<count).map { "reel\(reel) q\($0 + 100)" }
      XCTAssertEqual(saved.filter { $0.hasPrefix("reel\(reel) ") }, expected, "reel \(reel)")
    }
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["search-history"])
  }
}
