import XCTest

@testable import App

/// review46: a one-line string holding three quotes (`start = "'''"`) or a multi-line string
/// with an escaped `\"""` in it was taken for a multi-line string's delimiter: every later line
/// was read as inside a string, and a mistake there was said with no line at all
/// (`config.toml: "nope" is not a home row`), in every language.
final class ConfigLinesStringTests: XCTestCase {
  private func error(_ text: String) -> String {
    do {
      _ = try ConfigFile(parsing: text, path: "c.toml")
      return "no error"
    } catch {
      return error.message
    }
  }

  func testThreeQuotesInsideAOneLineStringDoNotHideTheLinesAfterIt() {
    for opening in [
      "start = \"'''\"", "start = '\"\"\"'", "start = \"a \\\"\\\"\\\" b\"", "start = \"#'''\"",
      "start = '''x''' # \"\"\"", "start = \"\" # '''",
    ] {
      let said = error(opening + "\n\n[home]\nrows = [\"nope\"]\n")
      XCTAssertTrue(
        said.hasPrefix("c.toml line 4: \"nope\" is not a home row"), "\(opening): \(said)")
    }
  }

  func testAnEscapedQuoteRunInAMultiLineStringDoesNotEndIt() {
    let text = "note_ = \"\"\"a \\\"\"\" b\nc\n\"\"\"\n[home]\nrows = [\"nope\"]\n"
    let said = error(text)
    XCTAssertTrue(said.hasPrefix("c.toml line 5: \"nope\" is not a home row"), said)
  }

  func testAKeyNamedAfterAMultiLineStringClosedWithExtraQuotesHasItsLine() {
    let text = "note_ = \"\"\"a\n\"\"\"\"\"\n[home]\nrows = [\"nope\"]\n"
    let said = error(text)
    XCTAssertTrue(said.hasPrefix("c.toml line 4: \"nope\" is not a home row"), said)
  }

  func testAQuotedKeyWithAnEqualsSignNamesItsLine() throws {
    let config = try ConfigFile(parsing: "# x\n\"a=b\" = 1\n", path: "c.toml")
    XCTAssertEqual(config.warnings, ["c.toml line 2: unknown key \"a=b\" ignored"])
  }
}
