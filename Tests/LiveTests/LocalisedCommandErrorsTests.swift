import Foundation
import ReelTestSupport
import XCTest

/// What a printing command says when it refuses what it was given, under `--language ja|fa|ar`:
/// Reel's own sentence in the chosen language (the words typed, the choices and the page
/// numbers quoted back), where it was English whatever the language. English reads as before.
final class LocalisedCommandErrorsTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func refused(_ arguments: String...) throws -> String {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments,
      environment: ["HOME": home.path, "LANG": "C.UTF-8"])
    XCTAssertNotEqual(run.status, 0, run.stdout)
    return run.stderr
  }

  func testAPagePastTheLastPage() throws {
    XCTAssertEqual(
      try refused("list", "popular", "--page", "99", "--language", "ja-JP"),
      "reel: 99ページ目は最後のページ（12ページ目）より後です\n")
    XCTAssertEqual(
      try refused("list", "popular", "--page", "99", "--language", "fa-IR"),
      "reel: صفحهٔ ۹۹ بعد از آخرین صفحه (۱۲) است\n")
    XCTAssertEqual(
      try refused("list", "popular", "--pages", "99-100", "--language", "ar-SA"),
      "reel: الصفحة ٩٩ بعد الصفحة الأخيرة (١٢)\n")
    XCTAssertEqual(
      try refused("list", "popular", "--page", "99"), "reel: page 99 is past the last page (12)\n")
  }

  func testAnUnknownGenre() throws {
    let genre = try refused("discover", "--genre", "foo", "--language", "ja-JP")
    XCTAssertTrue(genre.hasPrefix("reel: 不明なジャンル「foo」です。次のいずれかを指定してください: SF, アクション"), genre)
    XCTAssertTrue(
      try refused("discover", "--genre", "foo").hasPrefix(
        "reel: unknown genre \"foo\"; choose one of: Action, Adventure"))
  }

  /// Refused while the command line is checked, before the command runs and its language is
  /// settled: these are still English.
  func testWhatTheCommandLineCheckRefusesIsStillEnglish() throws {
    try XCTSkipIf(
      true,
      "lead: Sources/reel validate() (DiscoverCommand, PrintingCommands' validatePage/"
        + "validateYear/validateID) throws ValidationError with English text before the "
        + "language is resolved; word them through App's tables by resolving --language first")
    let category = try refused("list", "foo", "--language", "ja-JP")
    XCTAssertEqual(
      category,
      "reel: 不明なカテゴリー「foo」です。次のいずれかを指定してください: popular, top-rated, now-playing, upcoming, trending\n"
    )
    let order = try refused("person", "287", "--sort", "foo", "--language", "fa-IR")
    XCTAssertFalse(order.contains("unknown order"), order)
    let year = try refused("discover", "--year", "19x9", "--language", "ja-JP")
    XCTAssertFalse(year.contains("takes a year"), year)
    let id = try refused("show", "abc", "--language", "ja-JP")
    XCTAssertFalse(id.contains("whole number"), id)
  }
}
