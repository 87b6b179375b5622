import Browser
import Foundation
import TMDB
import XCTest

@testable import Screen

/// A page answer numbered other than the page asked for (7 for 1) is refused by the browser
/// as well as by the client: the status bar says so whole in the screen's language, not only
/// "TMDB の応答を読み取れませんでした。" (its kind); English reads as it always has.
final class WrongPageWordsTests: XCTestCase {
  private func screen(language: String) -> String {
    let driver = RenderDriver.started(size: Size(width: 160, height: 24)) { _, number in
      var page = RenderFixtures.categoryPage(number)
      page.page = number + 6
      return page
    }
    return driver.screen(context: languageContext(language))
  }

  func testJapaneseSaysWhichPageCameBack() {
    let screen = screen(language: "ja-JP")
    XCTAssertTrue(screen.contains("TMDBは7ページ目で応答しました"), screen)
  }

  func testEnglishReadsAsBefore() {
    let screen = screen(language: "en-US")
    XCTAssertTrue(screen.contains("TMDB answered page 7 when asked for page 1."), screen)
  }
}
