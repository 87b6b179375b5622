import Foundation
import ReelTestSupport
import XCTest

/// review41: locale values past the one review39 found (`LANG=aaaaaaaaaaaa`): empty parts,
/// long countries, variants and keywords, paths, values that are not UTF-8, very long ones, in
/// the variables ICU reads and some it does not. The browser comes up and quits under each.
final class HostileLocaleTests: XCTestCase {
  static let values = [
    "x-aaaaaaaaaa", "i-aaaaaaaaaa", "X_aaaaaaaaaa", "x-aaaaaaaaa",
    "en_" + String(repeating: "a", count: 190),
    "en_US.UTF-8@a=b;" + String(repeating: "a", count: 180), "@", "_", ".", "-", "_US",
    "en_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    "en_US.UTF-8@" + String(repeating: "a", count: 200), "en-Latn-aaaaaaaaaaaaaaaaaaaaaaaa",
    "ja_JP@calendar=" + String(repeating: "a", count: 100), "../../../../etc/passwd",
    "en_US/../x", "fa\u{FFFD}_IR", String(repeating: "a", count: 100_000),
    "x-aaaaaaaaaaaaaaaaaaaaaaaa", "i-klingon", "und", "root", "ar_EG@numbers=arab",
    "fa_IR@calendar=persian;numbers=arabext", "en_US@numbers=" + String(repeating: "z", count: 60),
    "aaaaaaaaaaa_BBBBBBBBBBBBBBBBBBBBBBBBBBBB", "a@b@c@d", "ja_JP.eucJP", "tr_TR.UTF-8",
  ]

  /// ICU keeps a leading `x-` or `i-` (a private or an old registered tag) in the language,
  /// so `x-aaaaaaaaaa` is a language of 12 letters; and a value of about 190 bytes or more
  /// overran ICU. Both crashed the browser as it came up (SIGSEGV), as LANG=aaaaaaaaaaaa did.
  func testTheBrowserStartsAndQuitsUnderHostileLocaleValues() throws {
    let runs =
      Self.values.map { ("LANG", $0) } + [
        ("LC_ALL", "x-aaaaaaaaaa"), ("LC_MESSAGES", "I_" + String(repeating: "a", count: 10)),
        ("LC_ALL", "en_US.UTF-8@" + String(repeating: "a", count: 200)),
        ("LANGUAGE", "x-aaaaaaaaaa"), ("LC_NUMERIC", String(repeating: "a", count: 300)),
      ]
    for (name, value) in runs {
      let reel = try ReelInTerminal(
        self, environment: name == "LANG" ? [name: value] : [name: value, "LANG": "C.UTF-8"])
      let shown = "\(name)=\(value.prefix(40))… (\(value.utf8.count) bytes)"
      // Up, whatever its language and digits: a first frame drawn, still running.
      reel.settle(quietFor: 0.5)
      guard reel.exitStatus == nil, !reel.terminal.text.isEmpty else {
        XCTFail("\(shown): the browser did not come up (\(reel.shellStatus as Any))")
        continue
      }
      reel.type("q")
      XCTAssertEqual(reel.waitForExit().map { _ in reel.shellStatus }, 0, shown)
    }
  }
}
