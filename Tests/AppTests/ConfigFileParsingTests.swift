import Screen
import XCTest

@testable import App

/// config.toml through TOMLKit: malformed files are plain errors naming the line, never a
/// crash inside the parser.
final class ConfigFileParsingTests: XCTestCase {
  private func message(_ toml: String) -> String? {
    do {
      _ = try ConfigFile(parsing: toml, path: "c.toml")
      return nil
    } catch {
      return (error as ReelError).message
    }
  }

  func testInputsThatStopTomlPlusPlusAreRefusedFirst() {
    // Each of these reached an assertion in toml++ (found by fuzzing).
    for (toml, line) in [
      ("api_key = \"x\"\n[\u{202E}eys.home]\n", 2),
      ("a = 1\n[\nx]]\n", 2),
      ("a = 1\nd = 1979-05-27T'07:32:00Z\n", 2),
      ("a = 1\ny = {z = [}]}\n", 2), ("a = 1\nb = ]\n", 2), ("a = [1,\n,]\n", 2),
      ("a = 1\nb =\n", 2),
      ("\n\r\n[\n\n# 2\"\n", 3), ("a = 1\rb = 2\n", 1),
      ("a = 1\n\n[keys]\nquit = \"\u{1B}[31m\"\n", 4),
    ] {
      let text = message(toml) ?? "accepted"
      XCTAssertTrue(text.hasPrefix("c.toml line \(line): "), "\(toml.debugDescription): \(text)")
      XCTAssertFalse(text.contains("\u{1B}") || text.contains("\u{202E}"), text.debugDescription)
    }
  }

  func testCRLFFilesNameTheRightLines() {
    let text = message("language = \"en\"\r\n[home]\r\nrows = [\"best\"]\r\n") ?? ""
    XCTAssertTrue(text.hasPrefix("c.toml line 3: "), text)
  }

  func testEveryDocumentedTableParses() throws {
    let config = try ConfigFile(
      parsing: """
        # comment
        language = "de-DE"
        start = "home"
        images = 'symbols'

        [home]
        rows = ["trending", "watchlist"]

        [keys]
        quit = ["q", "ctrl-c"]

        [keys.detail]
        back = ["h", "esc"]

        [theme]
        name = "light"
        accent = "#ff8800"
        selection = 24
        """, path: "c.toml")
    XCTAssertEqual(config.warnings, [])
    XCTAssertEqual(config.language, "de-DE")
    XCTAssertEqual(config.images, "symbols")
    XCTAssertEqual(config.themeName, "light")
    XCTAssertEqual(config.homeRows, [.row(.category(.trending)), .row(.watchlist)])
    XCTAssertEqual(
      config.keyRemaps,
      [
        KeyRemap(context: nil, action: "quit", keys: ["q", "ctrl-c"], line: 10),
        KeyRemap(context: .detail, action: "back", keys: ["h", "esc"], line: 13),
      ])
    XCTAssertEqual(
      config.themeColors,
      [
        ThemeColorSetting(role: "accent", value: "#ff8800", line: 17),
        ThemeColorSetting(role: "selection", value: "24", line: 18),
      ])
  }
}

extension ConfigFileParsingTests {
  func testThemeMistakesNameTheirLine() {
    XCTAssertEqual(
      message("theme = \"sepia\"\n"),
      "c.toml line 1: there is no built-in theme \"sepia\"; use dark, light, high-contrast")
    XCTAssertEqual(
      message("[theme]\naccent = \"cyan\"\nglow = \"red\"\n"),
      "c.toml line 3: [theme] has no \"glow\"; use name, text, dim, accent, header, selection, inactive_selection, error, border, watchlist_mark, rating"
    )
    XCTAssertEqual(
      message("\n[theme]\nselection = \"#12345\"\n"),
      "c.toml line 3: \"#12345\" is not a colour; use a name (cyan, bright-blue, default), 0-255 or #rrggbb"
    )
    XCTAssertEqual(
      message("[theme]\nselection = 300\n"),
      "c.toml line 2: \"300\" is not a colour; use a name (cyan, bright-blue, default), 0-255 or #rrggbb"
    )
  }

  func testTheThemeReachesTheServices() throws {
    let config = try ConfigFile(
      parsing: "[theme]\nname = \"high-contrast\"\naccent = \"#ff8700\"\n", path: "c.toml")
    var options = ConnectionOptions()
    options.forceReplay = true
    let services = try Services.make(options, environment: [:], config: config)
    XCTAssertEqual(services.theme.base, .highContrast)
    XCTAssertEqual(services.theme.colors[.accent], .indexed(208))
  }
}
