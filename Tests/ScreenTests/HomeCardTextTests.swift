import XCTest

@testable import Screen

/// A card's lines are cut exactly as `TextLayout.truncate` cuts them, whatever the text: the
/// byte count that cuts printable ASCII gives the same string, and anything else goes the
/// general way.
final class HomeCardTextTests: XCTestCase {
  func testCardLinesAreCutAsTextLayoutCutsThem() {
    let printable = String(decoding: Array(0x20...0x7E as ClosedRange<UInt8>), as: UTF8.self)
    var texts = [
      "", " ", "A", "Dune: Part Two", "Spirited Away", "The Lord of the Rings: The Return",
      "Up", "Twelve chars", "Eleven char", "Thirteen char", "Ends with space ",
      "Space at the cut x", "Spaces   at    cut", "           ", "2024  8.1", "2024", "8.1 (12k)",
      "~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./", printable,
      // Not printable ASCII: the general way.
      "★Dune: Part Two", "★Up", "千と千尋の神隠し", "Amélie", "Ame\u{301}lie", "אהבה בזמנים",
      "Tab\there", "CR\r\nLF", "Del\u{7F}ete", "Escape\u{1B}[31m", "🎬 Movie night here",
      "Café society in Paris", "A\u{200B}B", "\u{2066}Isolated\u{2069}",
    ]
    for byte in 0x20...0x7E as ClosedRange<UInt8> {
      texts.append(String(repeating: String(UnicodeScalar(byte)), count: 14))
      texts.append("Title " + String(UnicodeScalar(byte)) + " end of it")
    }
    for text in texts {
      for width in -1...20 {
        XCTAssertEqual(
          HomeCardText.truncate(text, toWidth: width), TextLayout.truncate(text, toWidth: width),
          "\(text.debugDescription) at \(width)")
      }
    }
  }
}
