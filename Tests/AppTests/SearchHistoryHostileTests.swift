import Foundation
import ReelTestSupport
import XCTest

@testable import App

/// The search history file made hostile (faults found by review27): whatever is in its place,
/// Reel keeps going, offers back only clean queries and leaves nothing behind.
final class SearchHistoryHostileTests: XCTestCase {
  /// A directory where the history goes: each query recorded left a "search-history.new" file
  /// beside it (written, then the rename over the directory failed). Fix: the new file goes
  /// when the rename fails.
  func testADirectoryInPlaceOfTheHistoryLeavesNothingBehind() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    let history = SearchHistory(url: url)
    XCTAssertEqual(history.queries, [])
    history.record("alien")
    XCTAssertEqual(history.queries, ["alien"], "kept for this run")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["search-history"])
    var isDirectory: ObjCBool = false
    XCTAssertTrue(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory))
    XCTAssertTrue(isDirectory.boolValue)
  }

  /// Lines with escape sequences, bidi overrides and NULs are offered back clean; lines of
  /// nothing visible are not offered at all.
  func testHostileLinesComeBackCleanOrNotAtAll() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    let lines = ["du\u{1B}[2Jne", "\u{202E}\u{200B}", "ali\u{0}en", "\u{1B}]52;c;eA==\u{7}", ""]
    try Data(lines.joined(separator: "\n").utf8).write(to: url)
    let history = SearchHistory(url: url)
    XCTAssertEqual(history.queries, ["dune", "alien"])
    XCTAssertEqual(history.older(than: ""), "alien")
    XCTAssertEqual(history.older(than: ""), "dune")
    XCTAssertNil(history.older(than: ""))
  }
}
