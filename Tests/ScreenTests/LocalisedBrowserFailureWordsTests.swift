import TMDB
import XCTest

@testable import Browser
@testable import Screen

/// A failure the browser finds itself (an answer about another person than the one asked
/// for) is said whole in the screen's language, not only as "a bad answer".
final class LocalisedBrowserFailureWordsTests: XCTestCase {
  func testAnAnswerAboutAnotherPersonIsSaidWholeInJapanese() throws {
    let failure = Failure.answerAbout(anotherThan: 31, got: 32, record: .person)
    let japanese = Words(try XCTUnwrap(ScreenLanguage(code: "ja-JP")), keys: .standard)
    XCTAssertEqual(
      BidiLine.withoutDirectionControls(japanese.failure(failure)),
      "人物31を求めたのに、TMDBは人物32で応答しました。何も使っていません。")
    let english = Words(.english, keys: .standard)
    XCTAssertEqual(
      BidiLine.withoutDirectionControls(english.failure(failure)),
      "Asked for 31, the answer was about 32")
  }
}
