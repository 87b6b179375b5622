import XCTest

@testable import App

/// The sizes `reel info` writes beside each file, without Foundation's locale-following
/// formatter (which crashed under a locale ICU does not know).
final class InfoSizeWordsTests: XCTestCase {
  func testSizesAreWrittenInDecimalUnits() {
    let cases: [(Int64, String)] = [
      (0, "empty"), (1, "1 byte"), (16, "16 bytes"), (999, "999 bytes"), (1000, "1 KB"),
      (1407, "1 KB"), (29_400, "29 KB"), (999_499, "999 KB"), (999_999, "1 MB"),
      (1_500_000, "1.5 MB"), (2_000_000, "2 MB"), (2_940_000, "2.9 MB"),
      (1_234_567_890, "1.23 GB"), (1_200_000_000, "1.2 GB"), (5_000_000_000_000, "5 TB"),
    ]
    for (count, words) in cases {
      XCTAssertEqual(InfoCommand.bytes(count), words, "\(count)")
    }
  }
}
