import Foundation
import ReelTestSupport
import XCTest

/// The language a refusal of the command line's check speaks is the one the command itself
/// would have spoken, however oddly it was chosen: `--language` twice (the last, as the
/// parser takes it), after `--` (not an option), odd locales (`C`, `POSIX`, empty: English;
/// `ja_JP.eucJP`: Japanese), a config.toml whose language is no tag. Never a crash.
final class CommandLineLanguageOddTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(_ arguments: [String], _ environment: [String: String] = [:]) throws
    -> (status: Int32, stdout: String, stderr: String)
  {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments,
      environment: ["HOME": home.path, "LANG": "C.UTF-8"].merging(environment) { $1 })
    return (run.status, run.stdout, run.stderr)
  }

  private let persian = "reel: دستهٔ ناشناختهٔ «foo»؛"
  private let japanese = "reel: 不明なカテゴリー「foo」です。"
  private let english = "reel: unknown category \"foo\";"

  func testLanguageGivenTwiceIsTheLastForTheCheckAndTheCommandAlike() throws {
    let refused = try reel(["list", "foo", "--language", "ja-JP", "--language", "fa-IR"])
    XCTAssertEqual(refused.status, 64)
    XCTAssertTrue(refused.stderr.hasPrefix(persian), refused.stderr)
    let printed = try reel(["list", "popular", "--language=ja-JP", "--language", "fa-IR"])
    XCTAssertEqual(printed.status, 0, printed.stderr)
    XCTAssertTrue(printed.stdout.hasPrefix("محبوب · صفحهٔ ۱ از"), printed.stdout)
  }

  func testLanguageAfterTheEndOfOptionsIsNoLanguage() throws {
    let refused = try reel(["list", "foo", "--", "--language", "ja-JP"])
    XCTAssertEqual(refused.status, 64)
    XCTAssertTrue(refused.stderr.hasPrefix(english), refused.stderr)
    let searched = try reel(["search", "--", "--language", "ja-JP"])
    XCTAssertEqual(searched.status, 0, searched.stderr)
    XCTAssertTrue(searched.stdout.hasPrefix("Search “--language ja-JP”"), searched.stdout)
  }

  func testOddLocales() throws {
    for (value, expected) in [
      ("C", english), ("POSIX", english), ("", english), ("ja_JP.eucJP", japanese),
      ("fa_IR", persian), (String(repeating: "a", count: 300), english),
    ] {
      for variable in ["LANG", "LC_ALL"] {
        let refused = try reel(["list", "foo"], [variable: value])
        XCTAssertEqual(refused.status, 64, "\(variable)=\(value): \(refused.stderr)")
        XCTAssertTrue(refused.stderr.hasPrefix(expected), "\(variable)=\(value): \(refused.stderr)")
      }
    }
  }

  /// A config.toml whose language is no tag is the command's own error (status 1, as every
  /// config.toml mistake); the check of the command line speaks the locale's language.
  func testAConfigLanguageThatIsNoTag() throws {
    let folder = home.appendingPathComponent(".config/reel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "language = \"\\u202E\\u001B[2J\"\n".write(
      to: folder.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    let refused = try reel(["list", "foo"], ["LANG": "ja_JP.UTF-8"])
    XCTAssertEqual(refused.status, 64)
    XCTAssertTrue(refused.stderr.hasPrefix(japanese), refused.stderr)
    let command = try reel(["list", "popular"], ["LANG": "ja_JP.UTF-8"])
    XCTAssertEqual(command.status, 1)
    // In the locale's language since review46, the value written out as English writes it.
    XCTAssertTrue(
      command.stderr.contains("language “\\u202E\\u001B[2J” は言語タグではありません"), command.stderr)
  }
}
