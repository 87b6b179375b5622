import Foundation
import ReelTestSupport
import XCTest

/// What stops a command before it asks TMDB anything (a replay folder that is not there or holds
/// no answers, a recording folder that cannot be made, an API base URL that is no http(s) URL
/// or has no usable port, a --region that is no country code), in the chosen language: English
/// whatever the language before. English reads as it did.
final class LocalisedStartUpErrorsTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let run = try runProcess(
      try builtProduct("reel"), arguments,
      environment: [
        "HOME": home.path, "LANG": "C.UTF-8",
        "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
      ])
    return (run.status, run.stderr)
  }

  private var cases: [([String], String)] {
    let missing = home.appendingPathComponent("nowhere").path
    let blocked = home.appendingPathComponent("file").path
    _ = FileManager.default.createFile(atPath: blocked, contents: Data("x".utf8))
    return [
      (
        ["list", "popular", "--replay-dir", missing],
        "reel: the replay folder \(missing) does not exist\n"
      ),
      (
        ["list", "popular", "--replay-dir", blocked],
        "reel: the replay folder \(blocked) is a file, not a folder\n"
      ),
      (
        ["list", "popular", "--replay-dir", home.path],
        "reel: the replay folder \(home.path) holds no recorded answers (.json files); record some into it with --record \(home.path)\n"
      ),
      (
        ["list", "popular", "--replay", "--record", blocked + "/sub"],
        "reel: cannot create the recording folder \(blocked)/sub\n"
      ),
      (
        ["list", "popular", "--api-key", "k", "--api-base-url", "ftp://x"],
        "reel: the API base URL \"ftp://x\" from --api-base-url is not an http(s) URL\n"
      ),
      (
        ["list", "popular", "--api-key", "k", "--api-base-url", "http://x:99999"],
        "reel: the API base URL \"http://x:99999\" from --api-base-url has port 99999; a port is 1 to 65535\n"
      ),
      (
        ["list", "popular", "--replay", "--region", "XX1"],
        "reel: --region must be a two-letter country code such as US, DE or IR, not “XX1”\n"
      ),
    ]
  }

  func testEachIsSaidInJapanesePersianAndArabic() throws {
    let english = [
      "does not exist", "is a file", "no recorded answers", "cannot create", "not an http",
      "a port is", "country code",
    ]
    for tag in ["ja-JP", "fa-IR", "ar-EG"] {
      for (arguments, _) in cases {
        let run = try reel(arguments + ["--language", tag])
        XCTAssertNotEqual(run.status, 0, "\(arguments)")
        XCTAssertTrue(run.stderr.hasPrefix("reel: "), run.stderr)
        for words in english {
          XCTAssertFalse(run.stderr.contains(words), "\(tag) \(arguments): \(run.stderr)")
        }
      }
    }
  }

  func testEnglishReadsAsBefore() throws {
    for (arguments, line) in cases {
      XCTAssertEqual(try reel(arguments).stderr, line, "\(arguments)")
    }
  }
}

/// A full disk or a read-only output said in the chosen language: "cannot write the output: no
/// space left on device" was English whatever the language.
final class LocalisedOutputFailureTests: XCTestCase {
  func testAFullOutputIsSaidInJapanese() throws {
    try XCTSkipUnless(FileManager.default.isWritableFile(atPath: "/dev/full"), "no /dev/full")
    let home = try makeTemporaryFolder(self)
    for (tag, words) in [("ja-JP", "出力を書き込めません："), ("en-US", "cannot write the output: ")] {
      let run = try runProcess(
        URL(fileURLWithPath: "/bin/sh"),
        [
          "-c", "\"$0\" list popular --replay --language \(tag) > /dev/full",
          try builtProduct("reel").path,
        ],
        environment: [
          "HOME": home.path, "LANG": "C.UTF-8",
          "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ])
      XCTAssertEqual(run.status, 1, run.stderr)
      XCTAssertTrue(run.stderr.hasPrefix("reel: \(words)"), run.stderr)
      XCTAssertEqual(run.stderr.contains("no space left on device"), tag == "en-US", run.stderr)
    }
  }
}
