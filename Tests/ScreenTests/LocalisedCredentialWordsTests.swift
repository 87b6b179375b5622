import Foundation
import TMDB
import XCTest

@testable import Screen

/// A credential TMDB refused is named in the screen's language ("TMDB_API_KEY の API キー"),
/// not as "API key from TMDB_API_KEY" inside a Japanese, Persian or Arabic sentence; where it
/// came from (a flag, a variable, config.toml) stays as written. English reads as before.
final class LocalisedCredentialWordsTests: XCTestCase {
  private func said(_ error: TMDBError, in code: String) -> String {
    ScreenLanguage(code: code)!.text(Message(error: error))
  }

  func testTheRefusedCredentialIsNamedInTheLanguage() {
    let key = TMDBError.credentialRefused(credential: "API key from TMDB_API_KEY", message: nil)
    let token = TMDBError.credentialRefused(
      credential: "access token from config.toml", message: "Invalid API key")
    XCTAssertEqual(said(key, in: "ja-JP"), "TMDB がTMDB_API_KEY の API キーを拒否しました（401）。")
    XCTAssertEqual(
      said(token, in: "ja-JP"),
      "TMDB がconfig.toml のアクセストークンを拒否しました（401：Invalid API key）。")
    for code in ["ja-JP", "fa-IR", "ar-SA"] {
      for error in [key, token] {
        let text = said(error, in: code)
        // TMDB's own explanation ("Invalid API key") stays as TMDB wrote it.
        XCTAssertFalse(text.contains(" from "), text)
        XCTAssertFalse(text.contains("API key from"), text)
        XCTAssertFalse(text.contains("access token"), text)
      }
    }
    XCTAssertEqual(said(key, in: "en-US"), key.message)
    XCTAssertEqual(said(token, in: "en-US"), token.message)
  }
}
