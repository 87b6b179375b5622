import Foundation
import XCTest

@testable import TMDB

/// The redactor finds a secret in a body however JSON or the server's case spells it, and
/// leaves JSON valid and innocent bodies byte for byte.
final class RedactorSpellingsTests: XCTestCase {
  private let key = "SECRETv3KEY0123456789abcdef"

  private func decodedText(_ body: Data) throws -> String {
    let object = try JSONSerialization.jsonObject(with: body)
    return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
  }

  func testEveryJSONSpellingOfTheKeyIsRedactedAndTheJSONStaysJSON() throws {
    let redactor = Redactor(secrets: [key])
    let spellings = [
      key, key.uppercased(), "\\u0053" + key.dropFirst(),
      "\\u0053\\u0045\\u0043" + key.dropFirst(3),
      key.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined(),
      "SECRETv3KEY0123456789\\u0061bcdef",
    ]
    for spelling in spellings {
      let body = Data(#"{"status_message": "Invalid key \#(spelling)!", "n": 1}"#.utf8)
      let redacted = redactor.redact(body)
      let text = try decodedText(redacted)
      XCTAssertFalse(text.lowercased().contains(key.lowercased()), "\(spelling): \(text)")
      XCTAssertTrue(text.contains("Invalid key <redacted>!"), "\(spelling): \(text)")
    }
  }

  func testAKeyWithASlashIsFoundEscapedAsJSONWritesIt() throws {
    let slashed = "abcd/efgh/ijkl/mnop"
    let body = Data(#"{"m": "abcd\/efgh\/ijkl\/mnop"}"#.utf8)
    let text = try decodedText(Redactor(secrets: [slashed]).redact(body))
    XCTAssertFalse(text.replacingOccurrences(of: "\\/", with: "/").contains(slashed), text)
  }

  func testABodyWithoutTheKeyKeepsEveryByte() {
    let redactor = Redactor(secrets: [key])
    let body = Data(
      #"{"title": "S\u00e9cret \\ SECRETv3KEY012345 \/ \u0053ECRET", "x": "\uD83D\uDE00"}"#.utf8)
    XCTAssertEqual(redactor.redact(body), body)
  }

  func testAHeaderEchoingTheKeyInNameOrValueIsRedacted() {
    let redactor = Redactor(secrets: [key])
    let headers = redactor.redact(["x-echo": "key=\(key.uppercased())", "x-\(key)": "1"])
    for (name, value) in headers {
      XCTAssertFalse((name + value).lowercased().contains(key.lowercased()), "\(name): \(value)")
    }
    XCTAssertEqual(headers.count, 2)
  }
}

/// A credential pasted with the quotes of a config line around it.
final class QuotedCredentialTests: XCTestCase {
  func testQuotesAroundAPastedKeyOrTokenAreNotPartOfIt() throws {
    let key = "0123456789abcdef0123456789abcdef"
    for raw in ["\"\(key)\"", "'\(key)'", " \"\(key)\"\n", "\" \(key) \""] {
      let credential = try XCTUnwrap(Credential(raw, declared: .apiKey, origin: "TMDB_API_KEY"))
      XCTAssertEqual(credential.value, key, raw)
      XCTAssertEqual(credential.kind, .apiKey, raw)
    }
    let token = try XCTUnwrap(
      Credential("'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2ln'", declared: .apiKey, origin: "x"))
    XCTAssertEqual(token.value, "eyJhbGciOiJIUzI1NiJ9.e30.c2ln")
    XCTAssertEqual(token.kind, .accessToken)
    XCTAssertNil(Credential("\"\"", declared: .apiKey, origin: "x"))
    XCTAssertEqual(Credential("ab\"cd", declared: .apiKey, origin: "x")?.value, "ab\"cd")
  }
}

/// Percent-encoding in any amount, and a secret with a `%` of its own.
final class RedactorPercentTests: XCTestCase {
  func testAKeyPercentEncodedInAnyAmountIsRedacted() {
    let key = "SECRETv3KEY0123456789abcdef"
    let redactor = Redactor(secrets: [key])
    let fully = key.utf8.map { String(format: "%%%02X", $0) }.joined()
    for spelling in [fully, "%53ECRETv3KEY0123456789abcdef", "SECRETv3KEY0123456789%61bcdef"] {
      let text = redactor.redact("see https://x.example/?k=\(spelling)&n=1")
      XCTAssertEqual(text, "see https://x.example/?k=<redacted>&n=1", spelling)
      let body = String(
        decoding: redactor.redact(Data(#"{"u":"\#(spelling)"}"#.utf8)), as: UTF8.self)
      XCTAssertEqual(body, #"{"u":"<redacted>"}"#, spelling)
    }
  }

  func testASecretHoldingAPercentOrBackslashIsFoundAsItIsAndEncoded() {
    let odd = "abc%41def\\ghi%zz"
    let redactor = Redactor(secrets: [odd])
    XCTAssertEqual(redactor.redact("[\(odd)]"), "[<redacted>]")
    let encoded = odd.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    XCTAssertEqual(redactor.redact("[\(encoded)]"), "[<redacted>]")
    XCTAssertEqual(redactor.redact("[100% fine]"), "[100% fine]")
  }
}

/// JSON in UTF-16 or UTF-32, with or without a byte-order mark.
final class RedactorWideJSONTests: XCTestCase {
  func testAWideBodyHoldingTheKeyIsHandedOnAsUTF8WithoutItAndOtherwiseUntouched() throws {
    let key = "0123456789abcdef0123456789abcdef"
    let redactor = Redactor(secrets: [key])
    let encodings: [String.Encoding] = [
      .utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian,
    ]
    for encoding in encodings {
      for bom in [false, true] {
        let text = (bom ? "\u{FEFF}" : "") + #"{"m": "bad key \#(key.uppercased())", "é": 1}"#
        let body = try XCTUnwrap(text.data(using: encoding))
        let redacted = redactor.redact(body)
        let object = try XCTUnwrap(
          JSONSerialization.jsonObject(with: redacted) as? [String: Any], "\(encoding) \(bom)")
        XCTAssertEqual(object["m"] as? String, "bad key <redacted>", "\(encoding) \(bom)")
        XCTAssertEqual(object["é"] as? Int, 1)
        let innocent = try XCTUnwrap(#"{"m": "fine"}"#.data(using: encoding))
        XCTAssertEqual(redactor.redact(innocent), innocent)
      }
    }
  }
}
