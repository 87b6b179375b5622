import Foundation
import ReelTestSupport
import XCTest

@testable import App

#if canImport(Glibc)
  import Glibc
#endif

/// The search history is a file in the data folder that anything can replace: a named pipe
/// put in its place must not stop Reel from starting (opening it for reading waits for a
/// writer that never comes), and a file past the bound is not read at all.
final class SearchHistoryFileTests: XCTestCase {
  func testANamedPipeInPlaceOfTheHistoryDoesNotStopTheStart() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    XCTAssertEqual(mkfifo(url.path, 0o600), 0)
    // Set free a reader stuck on the pipe once the test is over, so nothing is left waiting.
    addTeardownBlock {
      let writer = open(url.path, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }
    let started = expectation(description: "the history is read")
    let read = Box()
    Thread.detachNewThread {
      read.queries = SearchHistory(url: url).queries
      started.fulfill()
    }
    guard XCTWaiter().wait(for: [started], timeout: 5) == .completed else {
      return XCTFail("reading the history waits on the pipe")
    }
    XCTAssertEqual(read.queries, [], "no history from a pipe, and no wait")
    // Recording a query still works: the history file is written afresh in the pipe's place.
    let history = SearchHistory(url: url)
    history.record("alien")
    XCTAssertEqual(SearchHistory(url: url).queries, ["alien"])
  }

  /// `/dev/zero` says it is empty and never ends: read to its end, it fills the memory.
  func testAHistoryThatNeverEndsIsNotRead() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    try FileManager.default.createSymbolicLink(
      atPath: url.path, withDestinationPath: "/dev/zero")
    let started = expectation(description: "the history is read")
    let read = Box()
    Thread.detachNewThread {
      read.queries = SearchHistory(url: url).queries
      started.fulfill()
    }
    guard XCTWaiter().wait(for: [started], timeout: 5) == .completed else {
      return XCTFail("reading the history never ends")
    }
    XCTAssertEqual(read.queries, [])
  }

  func testAHistoryPastTheBoundIsIgnoredAndAFileWithinItIsRead() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    var text = Data("alien\n".utf8)
    text.append(Data(repeating: UInt8(ascii: "\n"), count: 1_000_000))
    try text.write(to: url)
    XCTAssertEqual(SearchHistory(url: url).queries, [], "over 1 MB: not read")
    try Data("alien\ndune\n".utf8).write(to: url)
    XCTAssertEqual(SearchHistory(url: url).queries, ["alien", "dune"])
  }
}

private final class Box: @unchecked Sendable {
  var queries: [String]? = nil
}

/// Two Reels on the same data folder share the history: each one's queries stay, whichever
/// saves last.
final class SearchHistorySharedTests: XCTestCase {
  func testQueriesOfAnotherReelOnTheSameFolderAreKept() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    let first = SearchHistory(url: url)
    let second = SearchHistory(url: url)
    first.record("dune")
    second.record("alien")
    first.record("blade runner")
    XCTAssertEqual(SearchHistory(url: url).queries, ["dune", "alien", "blade runner"])
    // ↑ in the first one offers the other's query too.
    XCTAssertEqual(first.older(than: ""), "blade runner")
    XCTAssertEqual(first.older(than: ""), "alien")
  }

  /// A query still growing (search as you type) replaces its shorter self, also when another
  /// Reel saved in between.
  func testAGrowingQueryReplacesItselfBesideAnotherReelsQueries() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    let first = SearchHistory(url: url)
    let second = SearchHistory(url: url)
    first.record("bla")
    second.record("alien")
    first.record("blade")
    XCTAssertEqual(SearchHistory(url: url).queries, ["bla", "alien", "blade"])
    first.record("blade runner")
    XCTAssertEqual(SearchHistory(url: url).queries, ["bla", "alien", "blade runner"])
  }
}
