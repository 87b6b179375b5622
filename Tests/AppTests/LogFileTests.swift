import App
import Foundation
import ReelTestSupport
import XCTest

final class LogFileTests: XCTestCase {
  private func folder() throws -> URL { try makeTemporaryFolder(self) }

  func testLinesAreAppendedWithSecretsRedacted() throws {
    let url = try folder().appendingPathComponent("reel/reel.log")
    let log = try LogFile(url: url, secrets: ["0123456789abcdef0123456789abcdef"])
    log.write("GET /3/movie/550?api_key=0123456789abcdef0123456789abcdef 200")
    log.write("second")
    XCTAssertEqual(
      try String(contentsOf: url, encoding: .utf8),
      "GET /3/movie/550?api_key=<redacted> 200\nsecond\n")
    let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    XCTAssertEqual(mode, 0o600, "the log is the user's alone")
  }

  func testALogPastItsSizeStartsAfreshKeepingThePreviousOne() throws {
    let url = try folder().appendingPathComponent("reel.log")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let old = Data(repeating: UInt8(ascii: "x"), count: LogFile.rotationSize + 1)
    try old.write(to: url)
    let log = try LogFile(url: url)
    log.write("fresh")
    XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "fresh\n")
    XCTAssertEqual(try Data(contentsOf: url.appendingPathExtension("1")), old)
  }
}
