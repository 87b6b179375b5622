import Foundation
import ReelTestSupport
import XCTest

/// config.toml's warnings and errors in the language the command line or the locale chose
/// (they were English whatever the language). The file's own `language` words its warnings (the
/// file was read); an error in the file is said in `--language`'s, else the locale's, language,
/// since the file that names one is what failed. English reads as before.
final class LocalisedConfigFileTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func config(_ text: String) throws -> String {
    let folder = home.appendingPathComponent("config/reel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config.toml")
    try Data(text.utf8).write(to: file)
    return file.path
  }

  private func reel(lang: String = "C.UTF-8", _ arguments: String...) throws -> (
    status: Int32, stderr: String
  ) {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments,
      environment: [
        "HOME": home.path, "LANG": lang,
        "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
      ])
    return (run.status, run.stderr)
  }

  func testAnUnknownKeyIsSaidInTheLanguageTheFileNames() throws {
    let path = try config("language = \"ja-JP\"\nfoo = 1\n")
    let run = try reel("list", "popular")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stderr.contains("\(path) 2行目: "), run.stderr)
    XCTAssertFalse(run.stderr.contains("unknown key"), run.stderr)
  }

  func testAnUnknownKeyReadsAsBeforeInEnglish() throws {
    let path = try config("foo = 1\n")
    let run = try reel("list", "popular")
    XCTAssertTrue(run.stderr.contains("\(path) line 1: unknown key \"foo\" ignored"), run.stderr)
  }

  func testAnErrorInTheFileIsSaidInTheLocalesLanguage() throws {
    let path = try config("language = \"ar-EG\"\n[home]\nrows = [\"nope\"]\n")
    let run = try reel(lang: "fa_IR.UTF-8", "list", "popular")
    XCTAssertNotEqual(run.status, 0)
    XCTAssertTrue(run.stderr.contains("\(path) سطر ۳: "), run.stderr)
    XCTAssertFalse(run.stderr.contains("is not a home row"), run.stderr)
    let flagged = try reel(lang: "fa_IR.UTF-8", "list", "popular", "--language", "ja-JP")
    XCTAssertTrue(flagged.stderr.contains("\(path) 3行目: "), flagged.stderr)
  }

  func testAFileThatIsNotUTF8IsSaidInJapanese() throws {
    let path = try config("")
    try Data([0x61, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x0A]).write(
      to: URL(fileURLWithPath: path))
    let run = try reel("list", "popular", "--language", "ja-JP")
    XCTAssertNotEqual(run.status, 0)
    XCTAssertTrue(run.stderr.contains("\(path) 1行目 は UTF-8 のテキストではありません"), run.stderr)
    XCTAssertFalse(run.stderr.contains("is not UTF-8 text"), run.stderr)
  }

  /// toml++ is never reached: Reel's own check of the file says a curly quote in Arabic.
  func testACurlyQuoteIsSaidInArabic() throws {
    let path = try config("start = \u{201C}home\u{201D}\n")
    let run = try reel(lang: "ar_EG.UTF-8", "list", "popular")
    XCTAssertNotEqual(run.status, 0)
    XCTAssertTrue(run.stderr.contains("\(path) السطر ١: "), run.stderr)
    XCTAssertTrue(run.stderr.contains("علامات الاقتباس في TOML مستقيمة"), run.stderr)
  }
}
