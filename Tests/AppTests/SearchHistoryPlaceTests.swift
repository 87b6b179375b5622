import Foundation
import ReelTestSupport
import XCTest

@testable import App

#if canImport(Glibc)
  import Glibc
#endif

/// Faults found by review36 in what a save does to what is at the history's path: a history
/// file Reel refused to read (past the bound) was replaced by this run's one query, and a
/// history kept behind a symbolic link lost the link (the linked file no longer updated).
final class SearchHistoryPlaceTests: XCTestCase {
  /// A regular file that was not read is never replaced: its bytes stay, the query is kept
  /// for this run.
  func testAFileThatWasNotReadIsNeverReplaced() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    var text = Data("alien\n".utf8)
    text.append(Data(repeating: UInt8(ascii: "x"), count: SearchHistory.fileLimit))
    text.append(Data("\ndune\n".utf8))
    try text.write(to: url)
    let history = SearchHistory(url: url)
    history.record("blade runner")
    XCTAssertEqual(history.queries, ["blade runner"], "kept for this run")
    XCTAssertEqual(try Data(contentsOf: url), text, "the file not read is left as it was")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["search-history"])
  }

  /// A history that is a link to a file elsewhere is saved into that file; the link stays,
  /// and nothing is left beside either.
  func testALinkedHistoryIsSavedThroughTheLink() throws {
    let folder = try makeTemporaryFolder(self)
    let elsewhere = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    let target = elsewhere.appendingPathComponent("history.txt")
    try Data("alien\n".utf8).write(to: target)
    XCTAssertEqual(chmod(target.path, 0o640), 0)
    try FileManager.default.createSymbolicLink(
      atPath: url.path, withDestinationPath: target.path)
    SearchHistory(url: url).record("dune")
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: url.path), target.path,
      "still a link")
    XCTAssertEqual(String(decoding: try Data(contentsOf: target), as: UTF8.self), "alien\ndune\n")
    XCTAssertEqual(SearchHistory(url: url).queries, ["alien", "dune"])
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["search-history"])
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), ["history.txt"])
  }

  /// The temporary file of a save whose Reel was killed before its rename is removed at the
  /// next start; a young one (another Reel's save in progress) and the user's own files beside
  /// the history stay.
  func testLeftoversOfAKilledSaveDoNotPileUp() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    try Data("alien\n".utf8).write(to: url)
    let old = Date(timeIntervalSinceNow: -3_600)
    let leftover = "search-history" + SearchHistory.savingMark + "a1B2c3"
    let young = "search-history" + SearchHistory.savingMark + "Zz9Yy8"
    for name in [leftover, young, "search-history.backup", "search-history.XbZ12q"] {
      try Data("dune\n".utf8).write(to: folder.appendingPathComponent(name))
      if name != young {
        try FileManager.default.setAttributes(
          [.modificationDate: old], ofItemAtPath: folder.appendingPathComponent(name).path)
      }
    }
    _ = SearchHistory(url: url)
    XCTAssertEqual(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)),
      ["search-history", young, "search-history.backup", "search-history.XbZ12q"])
  }

  /// A history an older Reel wrote, or one edited on Windows (CRLF), with NULs, and with a
  /// four-byte character cut by the edge of the window read from the end: no query gains a
  /// `\r`, a NUL or a U+FFFD, and the newest 200 come back whole.
  func testCarriageReturnsAndCutCharactersNeverReachAQuery() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    // Lines of every length around the window's edge, so some 4-byte character is cut by it.
    let lines = (0..<400).map { "🎬 film\u{0} \($0) " + String(repeating: "🍿", count: $0 % 7) }
    try Data(lines.map { $0 + "\r\n" }.joined().utf8).write(to: url)
    let expected = lines.suffix(200).map { $0.replacingOccurrences(of: "\u{0}", with: "") }
    let queries = SearchHistory(url: url).queries
    XCTAssertEqual(queries, expected.map { $0.trimmingCharacters(in: .whitespaces) })
    XCTAssertFalse(
      queries.contains { $0.contains("\r") || $0.contains("\u{0}") || $0.contains("\u{FFFD}") })
  }

  /// A lock held for ever by another process (a Reel stopped with Ctrl-Z mid-save) never holds
  /// a key: the browser's history saves on a queue of its own, and the query is saved once the
  /// lock's patience runs out.
  func testALockHeldForEverNeverHoldsAKey() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    try Data("alien\n".utf8).write(to: url)
    let holder = open(url.path, O_RDONLY)
    XCTAssertEqual(flock(holder, LOCK_EX), 0)
    defer { close(holder) }
    let history = SearchHistory(url: url, savesInBackground: true)
    history.record("dune")
    // Back before the save could have been made: the lock is still held.
    XCTAssertEqual(history.older(than: ""), "dune")
    XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "alien\n")
    history.flush()
    XCTAssertEqual(SearchHistory(url: url).queries, ["alien", "dune"])
  }

  /// The browser's last search is in the file once it ends, and another Reel's queries saved
  /// meanwhile come back into this one's ↑ once its own save is done.
  func testBackgroundSavesKeepEveryReelsQueries() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    let browser = SearchHistory(url: url, savesInBackground: true)
    let other = SearchHistory(url: url)
    browser.record("alien")
    browser.flush()
    other.record("brazil")
    browser.record("casablanca")
    browser.flush()
    XCTAssertEqual(SearchHistory(url: url).queries, ["alien", "brazil", "casablanca"])
    browser.record("dune")
    browser.flush()
    XCTAssertEqual(browser.older(than: ""), "dune")
    XCTAssertEqual(browser.older(than: ""), "casablanca")
    XCTAssertEqual(browser.older(than: ""), "brazil")
  }
}
