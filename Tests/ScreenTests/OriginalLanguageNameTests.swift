import Browser
import Foundation
import TMDB
import XCTest

@testable import Screen

/// The detail pane names a film's original language in the screen's language ("原語: 英語"),
/// not in its own ("原語: English") or as a bare upper-case code ("原語: JA"); a language Reel
/// has no name for is its ISO 639-1 code. English reads as TMDB names it, as before.
final class OriginalLanguageNameTests: XCTestCase {
  private func visual(_ text: String) -> String { BidiLine(text, base: .rightToLeft).text }

  private func details(language code: String, spoken: String? = nil) throws -> MovieDetails {
    var details = DetailPaneRenderTests.matrix
    details.originalLanguage = code
    details.spokenLanguages =
      try spoken.map {
        [try JSONDecoder().decode(SpokenLanguage.self, from: Data($0.utf8))]
      } ?? []
    return details
  }

  private func pane(_ details: MovieDetails, language: String) -> String {
    var driver = RenderDriver.started(size: Size(width: 120, height: 40))
    driver.details[603] = details
    for _ in 0..<8 { driver.command(.moveDown) }
    driver.command(.openDetail)
    driver.command(.scroll(1_000))
    return driver.screen(context: languageContext(language))
  }

  private let english = #"{"iso_639_1":"en","english_name":"English","name":"English"}"#
  private let japanese = #"{"iso_639_1":"ja","english_name":"Japanese","name":"日本語"}"#

  func testJapaneseNamesTheLanguageInJapanese() throws {
    let screen = pane(try details(language: "en", spoken: english), language: "ja-JP")
    XCTAssertTrue(screen.contains("原語: 英語"), screen)
    let bare = pane(try details(language: "fr"), language: "ja-JP")
    XCTAssertTrue(bare.contains("原語: フランス語"), bare)
  }

  func testPersianAndArabicNameTheLanguageInTheirOwn() throws {
    let persian = pane(try details(language: "ja", spoken: japanese), language: "fa-IR")
    XCTAssertTrue(persian.contains(visual("زبان اصلی: ژاپنی")), persian)
    let arabic = pane(try details(language: "ja", spoken: japanese), language: "ar-SA")
    XCTAssertTrue(arabic.contains(visual("اللغة الأصلية: اليابانية")), arabic)
  }

  func testALanguageReelHasNoNameForIsItsCode() throws {
    let screen = pane(try details(language: "xq"), language: "ja-JP")
    XCTAssertTrue(screen.contains("原語: xq"), screen)
  }

  func testEnglishNamesItAsTMDBDoes() throws {
    let screen = pane(try details(language: "ja", spoken: japanese), language: "en-US")
    XCTAssertTrue(screen.contains("Original language: Japanese"), screen)
    let bare = pane(try details(language: "fr"), language: "en-US")
    XCTAssertTrue(bare.contains("Original language: FR"), bare)
  }
}
