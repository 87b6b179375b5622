import XCTest

@testable import Images

/// A configuration's poster sizes are TMDB's words ("w92" … "original"); a size the image
/// source refuses to ask for (only letters and digits are) must not be chosen over one it
/// would ask for.
final class PosterSizeHostileTests: XCTestCase {
  /// `Int("+185")` is 185, so "w+185" was chosen as the size filling a card, and the image
  /// source refuses it: every poster of that size was a placeholder while "w154" and
  /// "original" were there.
  func testASizeTheSourceRefusesIsNeverChosen() throws {
    let chosen = PosterSize.choose(
      from: ["w92", "w+185", "w 342", "original"], columns: 10, rows: 7, cell: .fallback)
    XCTAssertNotNil(chosen)
    XCTAssertTrue(
      chosen.map { $0.allSatisfy { $0.isLetter || $0.isNumber } } ?? false, "\(chosen ?? "-")")
  }
}
