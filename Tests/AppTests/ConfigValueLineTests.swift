import XCTest

@testable import App

/// Every problem with a value in config.toml names its line (review25): `start = "…"` was
/// warned about with no line, and a language, region or image setting Reel could not read
/// stopped it naming neither the file nor the line. `start` is a warning on its line (home is
/// opened); the others stop Reel naming their line, as a mistake in `[keys]` does.
final class ConfigValueLineTests: XCTestCase {
  private let path = "/home/u/.config/reel/config.toml"

  func testAnUnknownStartIsAWarningOnItsLine() throws {
    let config = try ConfigFile(parsing: "# Reel\nstart = \"bogus\"\n", path: path)
    XCTAssertEqual(
      config.warnings,
      [
        "\(path) line 2: start = \"bogus\" is not one of home, popular, top-rated, now-playing, "
          + "upcoming, trending, watchlist; opening on home"
      ])
    XCTAssertNil(config.start)
  }

  func testAnUnreadableLanguageRegionOrImagesIsAnErrorNamingItsLine() throws {
    let cases = [
      (
        "# Reel\n\nlanguage = \"zz-!!\"\n",
        "\(path) line 3: language \u{201C}zz-!!\u{201D} is not a language tag; use one like "
          + "en-US, fa-IR, ar-SA or ja-JP"
      ),
      (
        "# Reel\nregion = \"XYZ1\"\n",
        "\(path) line 2: region must be a two-letter country code such as US, DE or IR, not "
          + "\u{201C}XYZ1\u{201D}"
      ),
      (
        "images = \"png\"\n",
        "\(path) line 1: images = \"png\" is not one of: auto, kitty, sixel, iterm, symbols, off"
      ),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try ConfigFile(parsing: text, path: path), text) {
        XCTAssertEqual(userMessage(for: $0), expected)
      }
    }
  }

  /// What Reel knows is kept, and says nothing.
  func testKnownNamesAreKeptWithoutAWord() throws {
    let config = try ConfigFile(
      parsing: "start = \"top_rated\"\nlanguage = \"fa-IR\"\nregion = \"ir\"\nimages = \"Kitty\"\n",
      path: path)
    XCTAssertEqual(config.warnings, [])
    XCTAssertEqual(config.start, "top_rated")
    XCTAssertEqual(config.language, "fa-IR")
    XCTAssertEqual(config.region, "ir")
    XCTAssertEqual(config.images, "Kitty")
  }

  /// A value that hides what it is, on a CRLF file: quoted as it is, the line still right.
  func testAHiddenValueIsQuotedAsItIs() throws {
    let config = try ConfigFile(
      parsing: "# a\r\n\r\nstart = \"\\u202Ehome\"\r\n", path: path)
    XCTAssertEqual(
      config.warnings.first?.hasPrefix("\(path) line 3: start = \"\\u202Ehome\" is not one of"),
      true, "\(config.warnings)")
  }
}
