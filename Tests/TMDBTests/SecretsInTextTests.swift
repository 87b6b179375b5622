import Foundation
import XCTest

@testable import TMDB

/// Credentials never reach a message, and neither do a server's control characters.
final class SecretsInTextTests: XCTestCase {
  let key = "0123456789abcdef0123456789abcdef"
  let token = "eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJyZWVsLXRlc3RzIn0.c2lnbmVkLWJ5LW5vYm9keQ"

  func testTheSecretsItIsGivenAreRedactedAsSentAndPercentEncoded() {
    let redactor = Redactor(secrets: ["s3cret/key+1"])
    XCTAssertEqual(
      redactor.redact("bad key s3cret/key+1 and s3cret%2Fkey%2B1"),
      "bad key <redacted> and <redacted>")
  }

  func testAnythingShapedLikeACredentialIsRedactedWithoutKnowingIt() {
    let redactor = Redactor.patterns
    XCTAssertEqual(
      redactor.redact("GET /3/movie/550?language=en&api_key=\(key)&page=2"),
      "GET /3/movie/550?language=en&api_key=<redacted>&page=2")
    XCTAssertEqual(
      redactor.redact(#"{"api_key": "\#(key)"}"#), #"{"api_key": "<redacted>"}"#)
    XCTAssertEqual(
      redactor.redact("Authorization: Bearer \(token)"), "Authorization: Bearer <redacted>")
    XCTAssertEqual(redactor.redact("token \(token) echoed"), "token <redacted> echoed")
    XCTAssertEqual(redactor.redact("api_key=<redacted>"), "api_key=<redacted>")
    XCTAssertEqual(redactor.redact("Nothing to hide."), "Nothing to hide.")
    XCTAssertEqual(
      redactor.redact("Frodo, the Ring-bearer of Middle-earth"),
      "Frodo, the Ring-bearer of Middle-earth")
  }

  /// Every spelling the key shape allows is redacted on its own, not only "api_key" (which once
  /// gated all the shapes), and in any case.
  func testEverySpellingOfAnAPIKeyIsRedactedWithoutKnowingIt() {
    let redactor = Redactor.patterns
    for name in ["apikey", "api-key", "API_KEY", "ApiKey", "api_\u{212A}ey"] {
      XCTAssertEqual(
        redactor.redact("GET /3/movie/550?\(name)=\(key)&page=2"),
        "GET /3/movie/550?\(name)=<redacted>&page=2", name)
      XCTAssertEqual(
        redactor.redact(#"{"\#(name)": "\#(key)"}"#), #"{"\#(name)": "<redacted>"}"#, name)
    }
    XCTAssertEqual(redactor.redact("BEARER \(token)"), "BEARER <redacted>")
    XCTAssertEqual(
      redactor.redact("api_key=\(key) and Bearer \(token) and \(token)"),
      "api_key=<redacted> and Bearer <redacted> and <redacted>")
    XCTAssertEqual(redactor.redact("A key to the api."), "A key to the api.")
  }

  func testABodyKeepsItsBytesUnlessASecretIsInIt() throws {
    let redactor = Redactor(secrets: [key])
    let clean = Data(#"{"status_message": "fine"}"#.utf8)
    XCTAssertEqual(redactor.redact(clean), clean)
    let echoed = Data(#"{"status_message": "Invalid API key \#(key)"}"#.utf8)
    let redacted = redactor.redact(echoed)
    XCTAssertEqual(
      String(decoding: redacted, as: UTF8.self),
      #"{"status_message": "Invalid API key <redacted>"}"#)
    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: redacted))
    // Only the known secrets: a film's own words are never touched.
    let overview = Data(#"{"overview": "The bearer 0123456789abcdefXYZ of api_key=lore"}"#.utf8)
    XCTAssertEqual(redactor.redact(overview), overview)
  }

  func testServerTextInAnErrorIsStrippedOfControlsAndKeys() async {
    let hostile =
      "Bad\u{1B}]52;c;ZXZpbA==\u{07} request\u{1B}[2J\u{9B}31m for api_key=\(key) \u{202E}txt.exe\u{0}"
    let client = TMDBClient(
      transport: StubTransport(
        status: 400, body: #"{"status_code": 22, "status_message": \#(quoted(hostile))}"#))
    let error = await expectError { try await client.genres() }
    XCTAssertEqual(
      error?.message,
      "TMDB rejected the request: Bad request for api_key=<redacted> txt.exe")
    for forbidden in ["\u{1B}", "\u{9B}", "\u{202E}", "\u{0}", key] {
      XCTAssertFalse(error?.message.contains(forbidden) ?? true, forbidden.debugDescription)
    }
  }

  func testAnEndlessServerMessageIsCut() {
    let text = PlainText.clean(String(repeating: "x", count: 100_000))
    XCTAssertEqual(text.count, PlainText.standardLimit + 1)
    XCTAssertTrue(text.hasSuffix("…"))
  }

  func testPlainTextRemovesWholeEscapeSequences() {
    XCTAssertEqual(PlainText.clean("a\u{1B}[31mred\u{1B}[0m b"), "ared b")
    XCTAssertEqual(PlainText.clean("x\u{1B}]2;title\u{1B}\\y"), "xy")
    XCTAssertEqual(PlainText.clean("line\r\n\tnext"), "line next")
    XCTAssertEqual(PlainText.clean("\u{200F}שלום\u{2066}"), "שלום")
    XCTAssertEqual(PlainText.clean("Amélie 東京"), "Amélie 東京")
  }
}
