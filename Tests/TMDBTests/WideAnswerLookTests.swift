import Foundation
import XCTest

@testable import TMDB

/// `PayloadDecoder` converts an answer in UTF-16 or UTF-32 only when its first bytes may be
/// one (`mayBeWide`): every head `Redactor.wideJSONText` would convert must pass that look,
/// or such an answer would be read as broken UTF-8.
final class WideAnswerLookTests: XCTestCase {
  func testEveryHeadTheWideReaderConvertsIsLookedAt() {
    let alphabet: [UInt8] = [0x00, 0xFF, 0xFE, 0x7B, 0x22, 0x20, 0x5B]
    var converted = 0
    for a in alphabet {
      for b in alphabet {
        for c in alphabet {
          for d in alphabet {
            // A JSON object in each width, after the head: `{}` as the head's width writes it.
            let body = Data([a, b, c, d, 0x7B, 0x00, 0x7D, 0x00, 0x00, 0x00, 0x00, 0x00])
            guard Redactor.wideJSONText(body) != nil else { continue }
            converted += 1
            XCTAssertTrue(PayloadDecoder.mayBeWide(body), "head \([a, b, c, d])")
          }
        }
      }
    }
    XCTAssertGreaterThan(converted, 0)
  }

  func testUTF8JSONIsNotLookedAtAsWide() {
    for text in [#"{"page": 1}"#, "[1, 2]", " {}", "\u{FEFF}{}", "{}"] {
      XCTAssertFalse(PayloadDecoder.mayBeWide(Data(text.utf8)), text)
    }
  }
}
