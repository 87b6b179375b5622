import Foundation
import ReelTestSupport
import XCTest

/// review48: an argument that is not UTF-8 is named with its stray bytes written `\xFF`;
/// under ja/fa/ar that writing was quoted again, `\\xFF`, the way a backslash typed is shown,
/// so the refusal named an argument the user did not type.
final class ArgumentNotUTF8WordsTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private var environment: [String: String] {
    [
      "HOME": home.path, "LANG": "C.UTF-8",
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
    ]
  }

  /// The argument's stray byte is written `\xFF` in every language, as English writes it.
  func testAnArgumentNotUTF8ShowsItsByteOnceInEveryLanguage() throws {
    let reel = try builtProduct("reel").path
    for tag in ["en-US", "ja-JP", "ar-EG"] {
      let run = try runProcess(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", "exec \"$0\" --replay --language \(tag) \"$(printf 'a\\377b')\"", reel],
        environment: environment)
      XCTAssertEqual(run.status, 64, run.stderr)
      XCTAssertTrue(run.stderr.contains("a\\xFFb"), tag + run.stderr)
      XCTAssertFalse(run.stderr.contains("\\\\xFF"), tag + run.stderr)
    }
  }
}
