import Foundation
import XCTest

@testable import App

/// README's `[keys]` ("action = "key" or ["key", "key"]") given what a stranger's file can
/// hold: a list of thousands of keys for one action.
final class ReadmeConfigContractTests: XCTestCase {
  private func remaps(_ text: String) throws -> [KeyRemap] {
    try ConfigFile(parsing: text, path: "config.toml").keyRemaps
  }

  /// 20,000 keys for `quit` (a 200 KB config.toml) kept `reel keys` and the browser's start
  /// busy for over a minute, each key checked against all before it; a megabyte, half an
  /// hour. More than 64 keys for one action is now an error naming the line.
  func testAnActionGivenThousandsOfKeysIsRefusedNamingTheLine() throws {
    let names = (0..<20_000).map { "\"alt-\(Character(UnicodeScalar(0x4E00 + $0)!))\"" }
    let text = "# many\n[keys]\nquit = [" + names.joined(separator: ", ") + "]\n"
    XCTAssertThrowsError(try KeyMap.standard.remapped(try remaps(text))) { error in
      XCTAssertEqual(
        (error as? ReelError)?.message,
        "config.toml line 3: quit is given more than 64 keys; an action takes at most 64")
    }
  }

  /// 64 keys are kept, in the order written, and a key repeated in the list counts once.
  func testSixtyFourKeysAndRepeatsAreKept() throws {
    let letters = (0..<64).map { "alt-\(Character(UnicodeScalar(0x4E00 + $0)!))" }
    let written = letters + letters
    let text = "[keys]\nhelp = [" + written.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n"
    let map = try KeyMap.standard.remapped(try remaps(text))
    let help = try XCTUnwrap(
      map.tables.filter { $0.context == .list }.flatMap(\.bindings).first {
        KeyAction.name(of: $0.command) == "help"
      })
    XCTAssertEqual(help.keys.map(\.name), letters)
  }

  /// README: a colour is "a name, 0-255, or #rrggbb". `accent = 1.5` said it "must be a quoted
  /// string", which 0-255 is not.
  func testAColourOfTheWrongTypeSaysWhatAColourIs() {
    for (value, type) in [("1.5", "floating-point number"), ("true", "bool"), ("[1]", "array")] {
      XCTAssertThrowsError(try remaps("[theme]\naccent = \(value)\n"), value) { error in
        XCTAssertEqual(
          (error as? ReelError)?.message,
          "config.toml line 2: theme.accent must be a colour (a quoted name or #rrggbb, or a "
            + "number 0-255), not \(type)")
      }
    }
    XCTAssertNoThrow(try remaps("[theme]\naccent = 208\nheader = \"#ff8700\"\n"))
  }
}
