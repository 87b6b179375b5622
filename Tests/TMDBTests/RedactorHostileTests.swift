import Foundation
import XCTest

@testable import TMDB

/// A hostile server echoes the credential in another case: a v3 key is hexadecimal, so the
/// upper-cased echo is the key to anyone who reads it.
final class RedactorHostileTests: XCTestCase {
  private let key = "0123456789abcdef0123456789abcdef"

  func testAKeyEchoedInAnotherCaseIsRedactedInText() {
    let redactor = Redactor(secrets: [key])
    let echoed = "Invalid key \(key.uppercased()) / \(key) / 0123456789ABCdef0123456789abcDEF."
    let text = redactor.redact(echoed)
    XCTAssertFalse(text.lowercased().contains(key), text)
    XCTAssertEqual(text, "Invalid key <redacted> / <redacted> / <redacted>.")
  }

  /// What a failure says on screen and in the log goes through the credential's redaction.
  func testAnErrorMessageNeverCarriesTheKeyInAnyCase() {
    let credential = Credential(key, declared: .apiKey, origin: "TMDB_API_KEY")!
    let message = credential.redact("TMDB refused the key (401: Invalid key \(key.uppercased()))")
    XCTAssertFalse(message.lowercased().contains(key), message)
  }
}
