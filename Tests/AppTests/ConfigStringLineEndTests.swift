import XCTest

@testable import App

/// review46: a one-line string whose line ends in a backslash (`start = "x\` then a line end)
/// was read on into the next line by Reel's own check: the file was said to have "the string
/// is not closed" on a line past its end, or toml++'s "unknown escape sequence" came instead,
/// in English whatever the language. TOML allows a line-ending backslash only in a multi-line
/// string: the line the string starts on is named, and the words are Reel's own.
final class ConfigStringLineEndTests: XCTestCase {
  private func error(_ text: String) -> String {
    do {
      _ = try ConfigFile(parsing: text, path: "c.toml")
      return "no error"
    } catch {
      return error.message
    }
  }

  func testABackslashEndingAOneLineStringsLineNamesThatLine() {
    for text in [
      "# a\nstart = \"x\\\n", "# a\nstart = \"x\\\n\"\n[home]\n", "# a\nstart = \"\\\r\n\"\n",
    ] {
      XCTAssertEqual(
        error(text), "c.toml line 2: a string must end on the line it starts", text.debugDescription
      )
    }
  }

  func testABackslashEndingAMultiLineStringsLineIsTOMLs() throws {
    let config = try ConfigFile(parsing: "start = \"\"\"ho\\\n  me\"\"\"\n", path: "c.toml")
    XCTAssertEqual(config.start, "home")
  }
}
