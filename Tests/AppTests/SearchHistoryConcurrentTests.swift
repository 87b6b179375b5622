import Foundation
import ReelTestSupport
import XCTest

@testable import App

#if canImport(Glibc)
  import Glibc
#endif

/// Faults found by review34: two Reels on one data folder saving in the same instant shared
/// one temporary file and read, changed and wrote the history unlocked (a query lost); a long
/// history was parsed whole at every query.
final class SearchHistoryConcurrentTests: XCTestCase {
  /// Two histories on one file recording from two threads at once: every query of both is in
  /// the file afterwards, and nothing is left beside it.
  func testTwoHistoriesRecordingAtOnceLoseNoQuery() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    let count = 60
    let names = ["alien", "dune"]
    let group = DispatchGroup()
    for name in names {
      group.enter()
      Thread.detachNewThread {
        let history = SearchHistory(url: url)
        // Distinct queries, none a prefix of the one before (those replace it).
        for index in 0..<count { history.record("\(name) \(index + 100)") }
        group.leave()
      }
    }
    XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
    let saved = SearchHistory(url: url).queries
    for name in names {
      let expected = (0..<count).map { "\(name) \($0 + 100)" }
      XCTAssertEqual(saved.filter { $0.hasPrefix(name) }, expected, "\(name)'s queries")
    }
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["search-history"])
  }

  /// A save whose writing fails (here: the file size limit, as a full disk would) leaves
  /// nothing beside the history, and the old history stays.
  func testAFailedWriteLeavesNothingBesideTheHistory() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    try Data("dune\n".utf8).write(to: url)
    let history = SearchHistory(url: url)
    let previousHandler = signal(SIGXFSZ, SIG_IGN)
    var previous = rlimit()
    getrlimit(Int32(RLIMIT_FSIZE.rawValue), &previous)
    var small = previous
    small.rlim_cur = 8
    XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small), 0)
    history.record("blade runner")
    setrlimit(Int32(RLIMIT_FSIZE.rawValue), &previous)
    signal(SIGXFSZ, previousHandler)
    XCTAssertEqual(history.queries, ["dune", "blade runner"], "kept for this run")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["search-history"])
    XCTAssertEqual(try Data(contentsOf: url), Data("dune\n".utf8))
  }

  /// A history of 1 MB of many lines: the newest 200 are read, the same as a whole parse of
  /// the file would give, also when the end is lines that are not offered back (too long, or
  /// nothing visible) so that more than the last bytes must be read.
  func testTheNewest200OfALongHistoryAreRead() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    var lines: [String] = []
    var size = 0
    var index = 0
    while size < 990_000 {
      let line = "query \(index) " + String(repeating: "x", count: index % 40 + 1)
      lines.append(line)
      size += line.utf8.count + 1
      index += 1
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    XCTAssertEqual(SearchHistory(url: url).queries, Array(lines.suffix(200)))

    // The last 40 KB are lines never offered back; the newest 200 queries lie before them.
    let tooLong = String(repeating: "y", count: 501)
    var hostile = lines.suffix(2_000)
    hostile.append(contentsOf: Array(repeating: tooLong, count: 40))
    hostile.append(contentsOf: Array(repeating: " \u{1B}[2J ", count: 3_000))
    hostile.append("last one")
    try Data(hostile.joined(separator: "\n").utf8).write(to: url)
    XCTAssertEqual(
      SearchHistory(url: url).queries, Array(lines.suffix(199)) + ["last one"])

    // Fewer queries than the limit in a file longer than the first window: all of them.
    let few = ["alien", String(repeating: "z", count: 20_000), "dune", "heat"]
    try Data(few.joined(separator: "\n").utf8).write(to: url)
    XCTAssertEqual(SearchHistory(url: url).queries, ["alien", "dune", "heat"])
  }
}
