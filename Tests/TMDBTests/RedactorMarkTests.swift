import Foundation
import XCTest

@testable import TMDB

/// The mark that replaces a secret may itself hold the secret: a credential set to "redacted"
/// or "<redacted>" (copied from a log or a bug report where Reel had hidden the real one).
/// Each occurrence is replaced once; the mark put in is never searched again.
final class RedactorMarkTests: XCTestCase {
  func testASecretInsideTheMarkIsReplacedOnceNotForever() {
    for secret in ["redacted", "<redacted>", "dact", "ted>"] {
      let redactor = Redactor(secrets: [secret])
      let body = Data(#"{"overview": "the redacted files", "key": "\#(secret)"}"#.utf8)
      let redacted = String(decoding: redactor.redact(body), as: UTF8.self)
      XCTAssertLessThan(redacted.utf8.count, body.count + 40, "\(secret): \(redacted)")
      XCTAssertTrue(redacted.hasPrefix(#"{"overview": "#), "\(secret): \(redacted)")
    }
  }

  func testEverySecretInABodyIsStillReplaced() {
    let redactor = Redactor(secrets: ["0123456789abcdef"])
    let body = Data("a 0123456789abcdef b 0123456789abcdef0123456789abcdef c".utf8)
    XCTAssertEqual(
      String(decoding: redactor.redact(body), as: UTF8.self),
      "a <redacted> b <redacted><redacted> c")
  }
}
