import Foundation
import ReelTestSupport
import XCTest

/// The printing commands in the user's language, over the replay catalog: Reel's headings,
/// labels, digits and dates from the strings tables; TMDB's text as it came; `--json`
/// language-neutral (TMDB's keys and values untouched).
final class LocalizedPrintingTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(_ arguments: String...) throws -> ProcessResult {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments,
      environment: ["HOME": home.path, "LANG": "C.UTF-8"])
    XCTAssertEqual(run.status, 0, run.stderr)
    return run
  }

  func testPersonInPersian() throws {
    let run = try reel("person", "608", "--language", "fa-IR")
    XCTAssertEqual(
      run.stdout,
      """
      Hayao Miyazaki

      شناخته‌شده برای: کارگردانی
      تولد:           ۱۵ دی ۱۳۱۹ در Tokyo, Japan

      زندگی‌نامه‌ای در دسترس نیست.

      فیلم‌ها (۳، تازه‌ترین‌ها اول):
      شناسه  سال   عنوان
        129  ۲۰۰۱  شهر اشباح (千と千尋の神隠し) — کارگردان، فیلمنامه
        128  ۱۹۹۷  شاهزاده مونونوکه (もののけ姫) — کارگردان، فیلمنامه
       8392  ۱۹۸۸  همسایه من توتورو (となりのトトロ) — کارگردان، فیلمنامه

      TMDB:    https://www.themoviedb.org/person/608

      """)
    XCTAssertTrue(run.stderr.isEmpty, run.stderr)
  }

  func testPersonInJapanese() throws {
    let run = try reel("person", "608", "--language", "ja-JP", "--sort", "popularity")
    let lines = run.stdout.components(separatedBy: "\n")
    XCTAssertEqual(lines[2], "主な分野: 監督", run.stdout)
    XCTAssertEqual(lines[3], "生年月日: 1941年1月5日（Tokyo, Japan）", run.stdout)
    XCTAssertTrue(lines.contains("作品（3本、人気順）:"), run.stdout)
    XCTAssertTrue(lines.contains("  ID  年    タイトル"), run.stdout)
    XCTAssertTrue(lines.contains("経歴はありません。"), run.stdout)
    for english in ["Known for", "Born", "Films", "No biography", "most popular first", "YEAR"] {
      XCTAssertFalse(run.stdout.contains(english), "\(english) left in English:\n\(run.stdout)")
    }
  }

  func testACastMembersRolesInJapanese() throws {
    let run = try reel("person", "287", "--language", "ja-JP")
    XCTAssertTrue(
      run.stdout.contains("   550  1999  ファイト・クラブ (Fight Club) — Tyler Durden役\n"), run.stdout)
    XCTAssertFalse(run.stdout.contains(" as "), run.stdout)
  }

  /// `--json` is the same document in any language but for TMDB's own translated text:
  /// dates, departments and numbers stay as TMDB wrote them.
  func testPersonJSONStaysLanguageNeutral() throws {
    let persian = try reel("person", "608", "--language", "fa-IR", "--json").stdout
    XCTAssertTrue(persian.contains(#""birthday" : "1941-01-05""#), persian)
    XCTAssertTrue(persian.contains(#""known_for_department" : "Directing""#), persian)
    XCTAssertFalse(persian.contains("۱"), "no Persian digits in JSON")
  }

  func testPeopleSearchAndWhereToWatchInPersianAndJapanese() throws {
    let people = try reel("search", "--person", "miyazaki", "--language", "fa-IR").stdout
    XCTAssertTrue(people.hasPrefix("افراد «miyazaki» · صفحهٔ ۱ از ۱ · ۱–۱ از ۱\n"), people)
    XCTAssertTrue(people.contains("شناسه  نام\n"), people)
    XCTAssertTrue(people.contains("Hayao Miyazaki (کارگردانی)"), people)
    let show = try reel("show", "129", "--language", "ja-JP").stdout
    XCTAssertTrue(show.contains("視聴方法（JP）"), show)  // the region follows ja-JP
    XCTAssertTrue(show.contains("配信データ提供: JustWatch"), show)
    XCTAssertFalse(show.contains("Where to watch"), show)
  }

  /// TMDB's English genre names work in any language (scripts do not depend on the locale);
  /// the language's own names too.
  func testDiscoverTakesEnglishGenreNamesInAnyLanguage() throws {
    let persian = try reel(
      "discover", "--genre", "Drama", "--year", "1990-1999", "--language", "fa-IR")
    XCTAssertEqual(persian.status, 0, persian.stderr)
    XCTAssertTrue(persian.stdout.hasPrefix("درام · ۱۹۹۰–۱۹۹۹"), persian.stdout)
    let native = try reel(
      "discover", "--genre", "درام", "--year", "1990-1999", "--language", "fa-IR")
    XCTAssertEqual(native.stdout, persian.stdout)
  }

  func testSeveralPagesInPersianAndJapanese() throws {
    let persian = try reel("list", "top-rated", "--pages", "1-2", "--language", "fa-IR").stdout
    XCTAssertTrue(
      persian.hasPrefix("بهترین‌ها · صفحه‌های ۱–۲ از ۳ · ۱–۴۰ از ۶۰\n"), persian)
    XCTAssertFalse(persian.contains("TITLE"), persian)
    let japanese = try reel("list", "top-rated", "--pages", "1-2", "--language", "ja-JP").stdout
    XCTAssertTrue(japanese.hasPrefix("高評価 · 1–2ページ（全3ページ） · 1–40件（全60件）\n"), japanese)
    // The places the films hold, as a one-page table's range writes them (review25).
    let english = try reel("list", "top-rated", "--pages", "1-2", "--language", "en-US").stdout
    XCTAssertTrue(english.hasPrefix("Top rated · pages 1–2 of 3 · 1–40 of 60\n"), english)
  }
}
