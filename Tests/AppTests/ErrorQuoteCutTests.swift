import Foundation
import ReelTestSupport
import XCTest

/// review41: the cut of a value an error quotes back (80 characters, review39) was beaten by
/// a value holding a quote mark (`x"` then 3,000 letters: the quote was taken for the closing
/// one, and the letters after it for Reel's own words, shown whole: a 3 KB line) and by one
/// character of 3,000 combining marks (one character, so never cut: a 6 KB line).
final class ErrorQuoteCutTests: XCTestCase {
  func testAValueHoldingAQuoteOrOneHugeCharacterIsStillCut() throws {
    let scratch = try makeTemporaryFolder(self)
    let letters = String(repeating: "b", count: 3000)
    let marks = "a" + String(repeating: "\u{0301}", count: 3000)
    for value in ["x\"" + letters, "x\" " + letters, "x“" + letters, "\"\"" + letters, marks] {
      for arguments in [
        ["--start", value], ["list", value], ["discover", "--genre", value],
        ["watchlist", "list", "--sort", value], ["show", value],
      ] {
        var environment: [String: String] = [:]
        for name in ["XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"] {
          environment[name] = scratch.appendingPathComponent(name).path
        }
        let run = try runProcess(
          try builtProduct("reel"), ["--replay"] + arguments, environment: environment)
        let shown =
          "\(arguments.first!) \(String(String.UnicodeScalarView(value.unicodeScalars.prefix(3))))…"
        XCTAssertNotEqual(run.status, 0, shown)
        XCTAssertTrue(run.stderr.hasPrefix("reel: "), shown + ": " + String(run.stderr.prefix(200)))
        XCTAssertLessThan(
          run.stderr.utf8.count, 1000, shown + ": " + String(run.stderr.prefix(300)))
      }
    }
  }
}
