import Foundation
import ReelTestSupport
import XCTest

/// A locale whose language is too long for ICU (`LANG=aaaaaaaaaaaa`, a typo or a hostile
/// environment). Reel's own language setting skips it (English), but Foundation's formatters
/// followed it into ICU, which dereferences a null locale.
final class UnknownLocaleTests: XCTestCase {
  /// The browser crashed (SIGSEGV) as its first frame came up: the start-up log line about
  /// the terminal's answer formats the wait with `Duration.formatted(.units(…))`, which
  /// follows the locale. The variable is dropped at start now (`LocaleVariables`).
  func testTheBrowserStartsAndQuitsUnderALocaleICUDoesNotKnow() throws {
    let reel = try ReelInTerminal(self, environment: ["LANG": "aaaaaaaaaaaa"])
    reel.waitFor("REPLAY")
    reel.type("q")
    XCTAssertEqual(reel.waitForExit().map { _ in reel.shellStatus }, 0, reel.terminal.text)
  }
}
