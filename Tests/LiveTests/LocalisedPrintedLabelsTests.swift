import Foundation
import ReelTestSupport
import XCTest

/// Every label and separator of `reel show`, `reel person` and `reel search --person` in
/// Japanese, Persian and Arabic: TMDB's release status ("Released") and the crew jobs the
/// detail pane names are words of the language, and lists are separated the language's way
/// (Persian and Arabic "،" and "؛", Japanese "、"). English reads as it always has.
final class LocalisedPrintedLabelsTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(_ arguments: String...) throws -> String {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments,
      environment: ["HOME": home.path, "LANG": "C.UTF-8"])
    XCTAssertEqual(run.status, 0, run.stderr)
    return run.stdout
  }

  private func line(_ label: String, in text: String) -> String? {
    text.components(separatedBy: "\n").first { $0.hasPrefix(label) }
  }

  func testShowInPersian() throws {
    let show = try reel("show", "550", "--language", "fa-IR")
    XCTAssertEqual(line("وضعیت:", in: show), "وضعیت:    اکران‌شده", show)
    XCTAssertTrue(show.contains("Brad Pitt در نقش Tyler Durden؛ Edward Norton"), show)
    for english in ["Released", "; "] {
      XCTAssertFalse(show.contains(english), "\(english) left in:\n\(show)")
    }
  }

  func testShowInArabic() throws {
    let show = try reel("show", "550", "--language", "ar-SA")
    XCTAssertEqual(line("الحالة:", in: show), "الحالة:        صدر", show)
    XCTAssertTrue(show.contains("Brad Pitt بدور Tyler Durden؛ Edward Norton"), show)
    for english in ["Released", "; "] {
      XCTAssertFalse(show.contains(english), "\(english) left in:\n\(show)")
    }
  }

  func testShowInJapanese() throws {
    let show = try reel("show", "129", "--language", "ja-JP")
    XCTAssertEqual(line("ステータス:", in: show), "ステータス: 公開済み", show)
    XCTAssertEqual(line("ジャンル:", in: show), "ジャンル:   アニメーション、ファミリー、ファンタジー", show)
    XCTAssertTrue(show.contains("（Chihiro Ogino / Sen (voice)役）、Miyu Irino"), show)
    for english in ["Released", "; ", ", "] {
      XCTAssertFalse(show.contains(english), "\(english) left in:\n\(show)")
    }
  }

  func testShowInEnglishIsUnchanged() throws {
    let show = try reel("show", "129", "--language", "en-US")
    XCTAssertEqual(line("Status:", in: show), "Status:      Released", show)
    XCTAssertEqual(line("Genres:", in: show), "Genres:      Animation, Family, Fantasy", show)
    XCTAssertTrue(show.contains("Chihiro Ogino / Sen (voice); Miyu Irino"), show)
  }

  /// A crew member's jobs are the words the detail pane uses, joined the language's way.
  func testAPersonsJobsInPersianJapaneseAndArabic() throws {
    let persian = try reel("person", "608", "--language", "fa-IR")
    XCTAssertTrue(persian.contains("شهر اشباح (千と千尋の神隠し) — کارگردان، فیلمنامه"), persian)
    let japanese = try reel("person", "608", "--language", "ja-JP")
    XCTAssertTrue(japanese.contains("千と千尋の神隠し — 監督、脚本"), japanese)
    let arabic = try reel("person", "608", "--language", "ar-SA")
    for text in [persian, japanese, arabic] {
      XCTAssertFalse(text.contains("Director"), text)
      XCTAssertFalse(text.contains("Screenplay"), text)
    }
    let english = try reel("person", "608", "--language", "en-US")
    XCTAssertTrue(english.contains("Spirited Away (千と千尋の神隠し) — Director, Screenplay"), english)
  }

  func testAPersonsFilmsInAPeopleSearchAreJoinedTheLanguagesWay() throws {
    let persian = try reel("search", "--person", "brad", "--language", "fa-IR")
    XCTAssertTrue(persian.contains("باشگاه مشت‌زنی، F1، Inglourious Basterds"), persian)
    let japanese = try reel("search", "--person", "brad", "--language", "ja-JP")
    XCTAssertTrue(japanese.contains("ファイト・クラブ、F1、Inglourious Basterds"), japanese)
    let english = try reel("search", "--person", "brad", "--language", "en-US")
    XCTAssertTrue(english.contains("Fight Club, F1, Inglourious Basterds"), english)
  }
}
