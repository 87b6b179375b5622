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

  /// Refused while the command line is checked, before the command runs: in the language the
  /// command line, config file or locale chose, as the rest.
  func testWhatTheCommandLineCheckRefusesIsInTheLanguage() throws {
    let category = try refused("list", "foo", "--language", "ja-JP")
    XCTAssertEqual(
      category,
      "reel: 不明なカテゴリー「foo」です。次のいずれかを指定してください: popular, top-rated, now-playing, upcoming, trending\n"
    )
    let order = try refused("person", "287", "--sort", "foo", "--language", "fa-IR")
    XCTAssertFalse(order.contains("unknown order"), order)
    let page = try refused("list", "popular", "--page", "0", "--language", "ja-JP")
    XCTAssertFalse(page.contains("must be between"), page)
  }

  /// What Reel's own check of a value says, worded before the command runs: in the language
  /// the command line, config file or locale chose.
  func testAValueTheCommandLineCheckRefuses() throws {
    XCTAssertEqual(
      try refused("discover", "--year", "19x9", "--language", "ja-JP"),
      "reel: --year には年か、1990-1999 のような範囲を指定してください\n")
    XCTAssertEqual(
      try refused("discover", "--runtime", "150-90", "--language", "fa-IR"),
      "reel: بازهٔ --runtime 150-90 وارونه است؛ بنویسید 90-150\n")
    XCTAssertEqual(
      try refused("show", "abc", "--language", "ja-JP"),
      "reel: 映画のIDは1から2147483647までの整数です（abc は違います）\n")
    XCTAssertEqual(
      try refused("person", "-5", "--language", "ar-SA"),
      "reel: مُعرّف الشخص عدد صحيح من 1 إلى 2147483647، وليس -5\n")
    // The locale chooses it too.
    let run = try runProcess(
      try builtProduct("reel"), ["--replay", "show", "abc"],
      environment: ["HOME": home.path, "LANG": "ja_JP.UTF-8"])
    XCTAssertEqual(run.stderr, "reel: 映画のIDは1から2147483647までの整数です（abc は違います）\n")
    // English as before.
    XCTAssertEqual(
      try refused("discover", "--year", "19x9"),
      "reel: --year takes a year or a range such as 1990-1999\n")
    XCTAssertEqual(
      try refused("show", "abc"),
      "reel: a movie id is a whole number from 1 to 2147483647, not abc\n")
  }
}
