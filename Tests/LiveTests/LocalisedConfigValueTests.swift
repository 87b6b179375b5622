import Foundation
import ReelTestSupport
import XCTest

/// review46: config.toml's `language` or `region` that Reel cannot read stopped it in English on
/// a Japanese, Persian or Arabic command line (the setting's own words were put in as they
/// were), though README says config.toml's errors are said in the language. The value is quoted
/// back as English quotes it: escapes written out, cut to 40 characters; English unchanged.
final class LocalisedConfigValueTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(config text: String, _ arguments: String...) throws -> (
    path: String, status: Int32, stderr: String
  ) {
    let folder = home.appendingPathComponent("config/reel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config.toml")
    try Data(text.utf8).write(to: file)
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments,
      environment: [
        "HOME": home.path, "LANG": "C.UTF-8",
        "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
      ])
    return (file.path, run.status, run.stderr)
  }

  func testALanguageOrRegionReelCannotReadIsSaidInTheCommandLinesLanguage() throws {
    let long = String(repeating: "x", count: 10_000)
    let cases: [(config: String, language: String, expected: String, english: String)] = [
      (
        "# mine\n\nlanguage = \"zz-\\u202E!!\"\n", "ja-JP", "3行目: language “zz-\\u202E!!” は",
        "is not a language tag"
      ),
      ("region = \"\(long)\"\n", "fa-IR", "سطر ۱: region باید", "two-letter country code"),
      ("\nregion = \"U\\u001B[2J\"\n", "ar-EG", "السطر ٢: ", "two-letter country code"),
      ("\n\nlanguage = \"\(long)\"\n", "ar-EG", "السطر ٣: language «", "is not a language tag"),
    ]
    for (config, language, expected, english) in cases {
      let run = try reel(config: config, "list", "popular", "--language", language)
      XCTAssertNotEqual(run.status, 0, config)
      XCTAssertTrue(run.stderr.contains("\(run.path) " + expected), run.stderr)
      XCTAssertFalse(run.stderr.contains(english), run.stderr)
      XCTAssertLessThan(run.stderr.count, 400, run.stderr)
      XCTAssertFalse(run.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    }
  }

  func testEnglishReadsAsBefore() throws {
    let run = try reel(config: "\nlanguage = \"zz-!!\"\n", "list", "popular", "--language", "en-US")
    XCTAssertTrue(
      run.stderr.contains(
        "\(run.path) line 2: language \u{201C}zz-!!\u{201D} is not a language tag; use one like "
          + "en-US, fa-IR, ar-SA or ja-JP"), run.stderr)
    let region = try reel(config: "region = \"USA\"\n", "list", "popular", "--language", "en-US")
    XCTAssertTrue(
      region.stderr.contains(
        "\(region.path) line 1: region must be a two-letter country code such as US, DE or IR, "
          + "not \u{201C}USA\u{201D}"), region.stderr)
  }
}
