import Screen
import Terminal
import XCTest

final class KeyTests: XCTestCase {
  private let allKinds: [Key] = [
    .character("j"), .character("G"), .character(" "), .character("/"), .character("?"),
    .character("é"), .character("日"), .character("😀"), .ctrl("d"), .ctrl("u"), .ctrl("a"),
    .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .tab, .backTab,
    .backspace, .delete, .function(1), .function(12),
  ]

  func testNames() {
    XCTAssertEqual(
      allKinds.map(\.name),
      [
        "j", "G", "space", "/", "?", "é", "日", "😀", "ctrl-d", "ctrl-u", "ctrl-a", "up", "down",
        "left", "right", "home", "end", "pgup", "pgdn", "enter", "esc", "tab", "backtab",
        "backspace", "delete", "f1", "f12",
      ])
    XCTAssertEqual("\(Key.pageDown)", "pgdn")
  }

  func testNamesRoundTrip() {
    for key in allKinds {
      XCTAssertEqual(Key(name: key.name), key, key.name)
    }
  }

  func testScriptVocabulary() {
    let names = [
      "j", "enter", "esc", "up", "down", "left", "right", "pgup", "pgdn", "home", "end", "tab",
      "backtab", "backspace", "delete", "space", "ctrl-d", "ctrl-u", "f1", "f12",
    ]
    XCTAssertEqual(names.compactMap { Key(name: $0) }.count, names.count)
  }

  func testAliasesAndCase() {
    XCTAssertEqual(Key(name: "Enter"), .enter)
    XCTAssertEqual(Key(name: "escape"), .escape)
    XCTAssertEqual(Key(name: "return"), .enter)
    XCTAssertEqual(Key(name: "PageDown"), .pageDown)
    XCTAssertEqual(Key(name: "shift-tab"), .backTab)
    XCTAssertEqual(Key(name: "CTRL-D"), .ctrl("d"))
    XCTAssertEqual(Key(name: "F5"), .function(5))
    XCTAssertEqual(Key(name: "f"), .character("f"))
    XCTAssertEqual(Key(name: "G"), .character("G"))
  }

  func testRejectsUnknownNames() {
    for name in [
      "", "jj", "ctrl-", "ctrl-dd", "ctrl-1", "f0", "f64", "fx", "f-1", "pgupp", "\u{1B}", "\n",
    ] {
      XCTAssertNil(Key(name: name), name)
    }
  }

  // keys2: Alt keys, named as config.toml and scripts write them.
  func testAltKeysRoundTripAndKeepTheirCase() {
    XCTAssertEqual(Key(name: "alt-b"), .alt("b"))
    XCTAssertEqual(Key(name: "ALT-f"), .alt("f"))
    XCTAssertEqual(Key(name: "alt-B"), .alt("B"))
    XCTAssertEqual(Key.alt("b").name, "alt-b")
    XCTAssertEqual(Key(name: Key.alt("日").name), .alt("日"))
    XCTAssertNil(Key(name: "alt-"))
    XCTAssertNil(Key(name: "alt-bb"))
  }
}
