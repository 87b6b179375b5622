import CNcurses
import Screen
import XCTest

@testable import Terminal

final class InputDecodingTests: XCTestCase {
  func testCharacterCodes() {
    XCTAssertEqual(InputDecoding.key(forCharacter: 27), .escape)
    XCTAssertEqual(InputDecoding.key(forCharacter: 127), .backspace)
    XCTAssertEqual(InputDecoding.key(forCharacter: 8), .backspace)
    XCTAssertEqual(InputDecoding.key(forCharacter: 10), .enter)
    XCTAssertEqual(InputDecoding.key(forCharacter: 13), .enter)
    XCTAssertEqual(InputDecoding.key(forCharacter: 9), .tab)
    XCTAssertEqual(InputDecoding.key(forCharacter: 1), .ctrl("a"))
    XCTAssertEqual(InputDecoding.key(forCharacter: 4), .ctrl("d"))
    XCTAssertEqual(InputDecoding.key(forCharacter: 21), .ctrl("u"))
    XCTAssertEqual(InputDecoding.key(forCharacter: 26), .ctrl("z"))
    XCTAssertEqual(InputDecoding.key(forCharacter: 0x6A), .character("j"))
    XCTAssertEqual(InputDecoding.key(forCharacter: 0x20), .character(" "))
    XCTAssertEqual(InputDecoding.key(forCharacter: 0x65E5), .character("日"))
    XCTAssertEqual(InputDecoding.key(forCharacter: 0x1F600), .character("😀"))
    for ignored: UInt32 in [0, 28, 31, 0x9B, 0x202E, 0xD800, 0x110000] {
      XCTAssertNil(InputDecoding.key(forCharacter: ignored), "\(ignored)")
    }
  }

  // keys2: printable ASCII takes a short way past the Unicode tables; it must decode exactly as
  // the general path would.
  func testEveryPrintableASCIICodeIsItsCharacter() {
    for code: UInt32 in 32..<127 {
      let character = Character(Unicode.Scalar(code)!)
      XCTAssertEqual(InputDecoding.key(forCharacter: code), .character(character), "\(code)")
    }
    XCTAssertEqual(InputDecoding.key(forCharacter: 0x7E), .character("~"))
    XCTAssertEqual(InputDecoding.key(forCharacter: 0xA0), .character("\u{A0}"))
  }

  func testKeyCodes() {
    XCTAssertEqual(InputDecoding.key(forKeyCode: reel_key_up()), .up)
    XCTAssertEqual(InputDecoding.key(forKeyCode: reel_key_npage()), .pageDown)
    XCTAssertEqual(InputDecoding.key(forKeyCode: reel_key_ppage()), .pageUp)
    XCTAssertEqual(InputDecoding.key(forKeyCode: reel_key_btab()), .backTab)
    XCTAssertEqual(InputDecoding.key(forKeyCode: reel_key_dc()), .delete)
    XCTAssertEqual(InputDecoding.key(forKeyCode: reel_key_backspace()), .backspace)
    XCTAssertEqual(InputDecoding.key(forKeyCode: reel_key_enter()), .enter)
    XCTAssertEqual(InputDecoding.key(forKeyCode: reel_key_f(1)), .function(1))
    XCTAssertEqual(InputDecoding.key(forKeyCode: reel_key_f(12)), .function(12))
    XCTAssertNil(InputDecoding.key(forKeyCode: reel_key_resize()))
  }

  func testMouse() {
    XCTAssertEqual(
      InputDecoding.mouse(x: 3, y: 4, buttons: reel_button4_pressed()),
      MouseEvent(x: 3, y: 4, kind: .scrollUp))
    XCTAssertEqual(
      InputDecoding.mouse(x: 0, y: 1, buttons: reel_button5_pressed()),
      MouseEvent(x: 0, y: 1, kind: .scrollDown))
    XCTAssertEqual(
      InputDecoding.mouse(x: 7, y: 2, buttons: reel_button1_pressed()),
      MouseEvent(x: 7, y: 2, kind: .click))
    XCTAssertNil(InputDecoding.mouse(x: 7, y: 2, buttons: reel_button1_released()))
  }

  // keys2: Escape with a character already behind it is Alt; alone it stays Escape.
  func testAnEscapeFollowedByACharacterIsAlt() {
    XCTAssertEqual(InputDecoding.altKey(following: .character("b")), .alt("b"))
    XCTAssertEqual(InputDecoding.altKey(following: .character("F")), .alt("F"))
    XCTAssertNil(InputDecoding.altKey(following: nil))
    XCTAssertNil(InputDecoding.altKey(following: .escape))
    XCTAssertNil(InputDecoding.altKey(following: .up))
    XCTAssertNil(InputDecoding.altKey(following: .character(" ")))
  }
}
