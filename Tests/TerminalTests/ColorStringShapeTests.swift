import XCTest

@testable import Terminal

/// The colour strings whose parameters `RenditionTable` writes itself give, for every colour
/// number, what tiparm makes of them; other strings are left to tiparm.
final class ColorStringShapeTests: XCTestCase {
  /// setaf and setab as terminfo has them for xterm-256color (tmux, screen), xterm and linux
  /// (8 colours) and rxvt-unicode-256color.
  private static let known = [
    "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m",
    "\u{1B}[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m",
    "\u{1B}[3%p1%dm", "\u{1B}[4%p1%dm", "\u{1B}[38;5;%p1%dm", "\u{1B}[48;5;%p1%dm",
  ]

  func testEveryColourOfTheKnownStringsIsWhatTiparmMakes() throws {
    for string in Self.known {
      let bytes = Array(string.utf8)
      let shape = try XCTUnwrap(ColorStringShape(bytes), string.debugDescription)
      for number in 0..<256 {
        var made: [UInt8] = []
        shape.appendParameters(number, to: &made)
        let expected = RenditionTable.parameters(of: TerminalCapabilities.format(bytes, number))
        XCTAssertEqual(
          made, expected,
          "\(string.debugDescription) \(number): \(String(decoding: made, as: UTF8.self))")
      }
    }
  }

  func testOtherStringsAreLeftToTiparm() {
    for string in [
      "\u{1B}[4%p1%dm\u{1B}(B", "\u{1B}[%?%p1%{8}%<%t%p1%{30}%+%e%p1%{82}%+%;%dm",
      "\u{1B}[38:5:%p1%dm", "\u{1B}]4%p1%dm", "%p1%dm", "\u{1B}[%p1%dm%p1%dm",
      "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;2;%p1%d%;m",
    ] {
      XCTAssertNil(ColorStringShape(Array(string.utf8)), string.debugDescription)
    }
  }
}
