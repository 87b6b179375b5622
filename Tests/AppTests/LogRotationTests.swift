import App
import Foundation
import ReelTestSupport
import XCTest

/// The log's bound holds for a Reel that stays open, not only for one that starts.
final class LogRotationTests: XCTestCase {
  /// The size was checked only when the log opened, so a Reel left open for months
  /// (the comment's own case) grew it without bound. Past the size while writing, the log
  /// starts afresh the same way, and stderr, when captured, follows it to the fresh file.
  func testALogPastItsSizeWhileWritingStartsAfresh() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("reel/reel.log")
    let log = try LogFile(url: url)
    let restore = log.captureStandardError()
    defer { restore() }
    let line = String(repeating: "y", count: 999)
    for _ in 0..<(LogFile.rotationSize / 1_000 + 5) { log.write(line) }
    log.write("after the rotation")
    FileHandle.standardError.write(Data("on stderr\n".utf8))
    let fresh = try String(contentsOf: url, encoding: .utf8)
    XCTAssertLessThan(fresh.utf8.count, 100_000, "the log was not started afresh")
    XCTAssertTrue(fresh.contains("after the rotation\n"), fresh)
    XCTAssertTrue(fresh.hasSuffix("on stderr\n"), fresh)
    let previous = try Data(contentsOf: url.appendingPathExtension("1"))
    XCTAssertGreaterThan(previous.count, LogFile.rotationSize)
    XCTAssertLessThanOrEqual(previous.count, LogFile.rotationSize + 1_000)
  }
}
