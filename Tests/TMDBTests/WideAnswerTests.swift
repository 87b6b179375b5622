import Foundation
import XCTest

@testable import TMDB

/// JSON in UTF-16 or UTF-32 (not what RFC 8259 asks, but what decoders read and some servers
/// and proxies send): UTF-16 little-endian without a byte-order mark was read, and every other
/// form was "not JSON" or "truncated, or invalid UTF-8". Each is read as its UTF-8 would be, and
/// checked the same way (nesting, list lengths).
final class WideAnswerTests: XCTestCase {
  private let json = #"{"genres": [{"id": 18, "name": "Drame ✓"}, {"id": 35, "name": "喜剧"}]}"#

  private func genres(_ body: Data) throws(TMDBError) -> [Genre] {
    try PayloadDecoder.decode(GenreList.self, from: body, endpoint: "genre list").genres
  }

  func testEveryWideFormReadsAsItsUTF8Would() throws {
    let expected = try genres(Data(json.utf8))
    XCTAssertEqual(expected.map(\.name), ["Drame ✓", "喜剧"])
    let forms: [(String, Data)] = [
      ("UTF-16LE", json.data(using: .utf16LittleEndian)!),
      ("UTF-16BE", json.data(using: .utf16BigEndian)!),
      ("UTF-16 with a BOM", Data([0xFF, 0xFE]) + json.data(using: .utf16LittleEndian)!),
      ("UTF-16BE with a BOM", Data([0xFE, 0xFF]) + json.data(using: .utf16BigEndian)!),
      ("UTF-32LE", json.data(using: .utf32LittleEndian)!),
      ("UTF-32BE", json.data(using: .utf32BigEndian)!),
      ("UTF-32 with a BOM", Data([0xFF, 0xFE, 0, 0]) + json.data(using: .utf32LittleEndian)!),
    ]
    for (name, body) in forms {
      do {
        let read = try genres(body)
        XCTAssertEqual(read, expected, name)
      } catch {
        XCTFail("\(name): \(error.message)")
      }
    }
  }

  func testAWideAnswerIsCheckedLikeAnyOther() {
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    XCTAssertThrowsError(try genres(deep.data(using: .utf32BigEndian)!)) { error in
      XCTAssertEqual(
        error as? TMDBError,
        .badResponse(endpoint: "genre list", reason: "the JSON is nested deeper than 64 levels"))
    }
  }
}
