import Foundation
import XCTest

@testable import TMDB

/// Redacting a live answer never leaves it unreadable: a match that begins or ends inside a
/// JSON escape takes the whole escape, and a short dummy key that is JSON's own syntax
/// (`null`, `true`, digits: a config pointed at a local mirror) is not cut out of the numbers
/// and literals of every answer, only out of its text.
final class RedactorJSONDamageTests: XCTestCase {
  private let key = "0123456789abcdef0123456789abcdef"

  private func decodedText(_ body: Data, file: StaticString = #filePath, line: UInt = #line)
    throws -> String
  {
    let object = try JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)
    return String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: .fragmentsAllowed),
      as: UTF8.self)
  }

  func testAMatchBeginningInsideAnEscapeTakesTheWholeEscape() throws {
    let redactor = Redactor(secrets: [key])
    // An escaped backslash followed by the text `u0030…`: the second backslash and `u0030`
    // read as `\u0030`, the key's "0", but a decoder reads `\\` first.
    let rest = String(key.dropFirst())
    let strings = [
      #"\\u0030\#(rest)"#, #"\\\\\\u0030\#(rest)"#, #"a\\u0030\#(rest)b"#,
      #"\\%30\#(rest)"#, #"\u00e9\\u0030\#(rest)\\"#,
    ]
    for string in strings {
      let body = Data(#"{"m": "\#(string)", "n": 1}"#.utf8)
      let redacted = redactor.redact(body)
      let text = try decodedText(redacted)
      XCTAssertFalse(text.contains(rest), "\(string): \(text)")
      XCTAssertTrue(text.contains(Redactor.mark), "\(string): \(text)")
    }
  }

  func testAMatchEndingInsideAnEscapeTakesTheWholeEscape() throws {
    // A secret with a percent and a backslash of its own, found only as it is (decoded, `%41`
    // is an "a"): its last byte is the first half of the answer's `\\`.
    let secret = #"ab%41\"#
    let body = Data(#"{"m": "ab%41\\ and more", "n": 1}"#.utf8)
    let text = try decodedText(Redactor(secrets: [secret]).redact(body))
    XCTAssertFalse(text.contains("ab%41"), text)
  }

  func testADummyKeyThatIsJSONSyntaxLeavesTheAnswerReadable() throws {
    let page = #"""
      {"page":1,"results":[{"id":1234,"adult":false,"backdrop_path":null,"video":true,
      "vote_count":20240101,"popularity":-1.5e3,"title":"A true story"}],"total_pages":1}
      """#
    for dummy in ["null", "true", "false", "1234", "20240101", "1.5e3", "1234,"] {
      let body = Data(page.utf8)
      let redacted = Redactor(secrets: [dummy]).redact(body)
      XCTAssertNoThrow(
        try decodedText(redacted), "\(dummy): \(String(decoding: redacted, as: UTF8.self))")
    }
    // Outside the numbers and literals it is still the secret: in text it goes.
    let body = Data(#"{"m": "your key null is wrong", "n": null}"#.utf8)
    let text = try decodedText(Redactor(secrets: ["null"]).redact(body))
    XCTAssertTrue(text.contains("your key <redacted> is wrong"), text)
    XCTAssertEqual(Redactor(secrets: ["null"]).redact("key null refused"), "key <redacted> refused")
  }

  func testAnswersWithoutTheSecretKeepEveryByteWhateverTheirShape() {
    let redactor = Redactor(secrets: [key])
    let bodies = [
      String(repeating: "\\", count: 1001), String(repeating: "%", count: 1000),
      String(repeating: "\\u00", count: 300), String(repeating: key.prefix(31) + "x", count: 50),
      #"{"a":"\uD83D\uDE00","b":"\\u0030"}"#,
    ]
    for body in bodies {
      XCTAssertEqual(redactor.redact(Data(body.utf8)), Data(body.utf8), String(body.prefix(40)))
    }
  }

  func testAWideBodyThatIsNotQuiteUTF16StillLosesTheKey() {
    // A lone surrogate or a stray last byte: the strict conversion gave up, and the key went on
    // in UTF-16 to the cache, the inspector and HAR files, which show text without its NULs.
    let redactor = Redactor(secrets: [key])
    func littleEndian(_ text: String) -> [UInt8] {
      text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }
    func bigEndian(_ text: String) -> [UInt8] {
      text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }
    let bodies: [[UInt8]] = [
      littleEndian(#"{"m": "x "#) + [0x00, 0xD8] + littleEndian(#" \#(key)"}"#),
      [0xFF, 0xFE] + littleEndian(#"{"m": "\#(key)"#) + [0x3D, 0xD8] + littleEndian(#""}"#),
      bigEndian(#"{"m": "\#(key) "#) + [0xDC, 0x00] + bigEndian(#""}"#) + [0x20],
    ]
    for body in bodies {
      let redacted = redactor.redact(Data(body))
      let shown = String(decoding: redacted.filter { $0 != 0 }, as: UTF8.self)
      XCTAssertFalse(shown.contains(key), shown)
    }
  }

  func testEveryEightCharactersOfTheKeyAreFoundWhereverTheyBeginInAnyCase() {
    // Not a run of consecutive characters: each eight of it are unlike the others.
    let key = "9f86d081884c7d659a2feaa0c55ad015"
    let redactor = Redactor(secrets: [key])
    let characters = Array(key)
    for start in 0...(characters.count - SecretFragments.width) {
      let part = String(characters[start..<start + SecretFragments.width])
      for spelling in [part, part.uppercased()] {
        let text = redactor.redact("the server said \(spelling), then stopped")
        XCTAssertEqual(text, "the server said <redacted>, then stopped", spelling)
      }
    }
    XCTAssertEqual(
      redactor.redact("the server said 0123456x, fine"), "the server said 0123456x, fine")
  }

  func testTheShapesOfCredentialsAreFoundInAnyCaseAndPastASCII() {
    let redactor = Redactor(secrets: [])
    let texts = [
      "GET /x?API_KEY=SOMEVALUE1", "GET /x?Api-Key=SOMEVALUE1",
      "authorization: BEARER abcdefghijklmnopqrst",
      "Bearer abcdefghijklmnopqrst", "token eyJhbGciOi.eyJzdWIi.c2ln", "é api_key=SOMEVALUE1",
      // The Kelvin sign is a "k" to the regex's (?i) and to lowercased(), not to a byte compare.
      "api_\u{212A}ey=SOMEVALUE1",
    ]
    for text in texts {
      let redacted = redactor.redact(text)
      XCTAssertTrue(redacted.contains(Redactor.mark), "\(text) -> \(redacted)")
      XCTAssertFalse(redacted.contains("SOMEVALUE1") || redacted.contains("klmnopqrst"), redacted)
    }
  }

  func testASecretWithAPercentOrBackslashIsFoundThroughJSONEscapes() throws {
    // `%41` is not to be percent-decoded here, but `\u0061` and `\\` are JSON's.
    let secret = #"ab%41\"#
    for spelling in [#"\u0061b%41\\"#, #"ab\u002541\\"#, #"\u0041B%41\u005c"#] {
      let body = Data(#"{"m": "x \#(spelling) y"}"#.utf8)
      let text = try decodedText(Redactor(secrets: [secret]).redact(body))
      XCTAssertFalse(text.lowercased().contains("ab%41"), "\(spelling): \(text)")
    }
  }

  func testABackslashSecretNeverTakesHalfASurrogatePair() throws {
    // Three escaped backslashes and an emoji: a fourth backslash is not there, and the
    // emoji's `\uD83D` must not stand in for it.
    let secret = #"\\\\"#
    let body = Data(#"{"m": "\\\\\\\uD83D\uDE00"}"#.utf8)
    let redacted = Redactor(secrets: [secret]).redact(body)
    let object = try JSONSerialization.jsonObject(with: redacted) as? [String: String]
    // (Four backslashes as they stand may still be taken: in text outside JSON that is how
    // such a secret is written.)
    let text = try XCTUnwrap(object?["m"], String(decoding: redacted, as: UTF8.self))
    XCTAssertTrue(text.hasSuffix("\\\u{1F600}"), text)
  }
}
