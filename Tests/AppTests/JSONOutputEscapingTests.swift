import Foundation
import XCTest

@testable import App

/// `JSONOutput.escapingInvisibles` rewrites exactly the scalars a terminal would act on or
/// hide, and leaves every other byte as the encoder wrote it.
final class JSONOutputEscapingTests: XCTestCase {
  /// The scalar-by-scalar rewrite it replaced, as the reference.
  private func reference(_ json: Data) -> Data {
    var output = String.UnicodeScalarView()
    for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
      guard JSONOutput.mustEscape(scalar) else {
        output.append(scalar)
        continue
      }
      for unit in String(scalar).utf16 {
        output.append(contentsOf: String(format: "\\u%04x", unit).unicodeScalars)
      }
    }
    return Data(String(output).utf8)
  }

  func testEveryEscapedScalarAndItsNeighboursMatchTheScalarRewrite() throws {
    let edges: [UInt32] = [
      0x7E, 0x7F, 0x80, 0x9B, 0x9F, 0xA0, 0xB7, 0x061B, 0x061C, 0x061D, 0x200A, 0x200B, 0x200F,
      0x2010, 0x2019, 0x2027, 0x2028, 0x202E, 0x202F, 0x205F, 0x2060, 0x206F, 0x2070, 0xFEFE,
      0xFEFF, 0xFF00, 0xFFF8, 0xFFF9, 0xFFFB, 0xFFFC, 0xDFFFF, 0xE0000, 0xE0041, 0xE007F,
      0xE0080, 0x1F600, 0x65E5,
    ]
    var text = "Fight \"Club\" é 日本 — ’s "
    for value in edges { text.unicodeScalars.append(Unicode.Scalar(value)!) }
    text += " end"
    let json = try JSONEncoder().encode(["title": text])
    let escaped = JSONOutput.escapingInvisibles(json)
    XCTAssertEqual(
      String(decoding: escaped, as: UTF8.self), String(decoding: reference(json), as: UTF8.self))
    let back = try JSONDecoder().decode([String: String].self, from: escaped)
    XCTAssertEqual(back["title"], text)
  }

  func testTextWithNothingToEscapeIsLeftAsItIs() throws {
    let json = try JSONEncoder().encode(["title": "Spirited Away 千と千尋の神隠し · ’s — é"])
    let escaped = JSONOutput.escapingInvisibles(json)
    XCTAssertEqual(escaped, json)
  }

  func testRandomTextMatchesTheScalarRewrite() throws {
    var generator = SystemRandomNumberGenerator()
    let pool: [ClosedRange<UInt32>] = [
      0x20...0x7F, 0x80...0xFF, 0x0600...0x0620, 0x2000...0x2070, 0xFEF0...0xFFFD,
      0xE0000...0xE0080, 0x1F300...0x1F320,
    ]
    for _ in 0..<200 {
      var text = ""
      for _ in 0..<40 {
        let range = pool.randomElement(using: &generator)!
        if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) {
          text.unicodeScalars.append(scalar)
        }
      }
      let json = try JSONEncoder().encode([text])
      XCTAssertEqual(JSONOutput.escapingInvisibles(json), reference(json), text.debugDescription)
    }
  }
}
