import XCTest

@testable import Screen

/// The widths `DisplayWidth` knows by range (punctuation, kana, CJK ideographs, Hangul
/// syllables, fullwidth forms) are the widths the Unicode properties give, for every scalar.
final class DisplayWidthRangeTests: XCTestCase {
  func testEveryScalarIsAsWideAsItsPropertiesSay() {
    var wrong: [String] = []
    for value in UInt32(0)..<0x11_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let width = DisplayWidth.of(scalar)
      let expected = DisplayWidth.ofByProperties(scalar)
      if width != expected, wrong.count < 20 {
        wrong.append("U+\(String(value, radix: 16)): \(width) not \(expected)")
      }
    }
    XCTAssertEqual(wrong, [])
  }
}
