import App
import Foundation
import TMDB
import XCTest

/// Whatever error reaches the status bar or stderr is one clean line without secrets.
final class UserMessageTests: XCTestCase {
  private struct ForeignError: LocalizedError {
    var errorDescription: String?
  }

  func testAForeignErrorsTextIsCleanedAndRedacted() {
    let error = ForeignError(
      errorDescription:
        "failed \u{1B}]0;owned\u{07}GET /3/movie?api_key=\(testKey)\nAuthorization: Bearer \(testToken)"
    )
    XCTAssertEqual(
      userMessage(for: error),
      "failed GET /3/movie?api_key=<redacted> Authorization: Bearer <redacted>")
  }

  func testTMDBErrorsComeThroughAsTheirOwnSentence() {
    XCTAssertEqual(
      userMessage(for: TMDBError.wrongMovie(asked: 1005, answered: 424_242)),
      "TMDB answered with movie 424242 when asked for movie 1005; nothing was used.")
  }
}
