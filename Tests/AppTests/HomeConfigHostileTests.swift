import App
import Browser
import XCTest

/// review25: `[home] rows` and `start` as a hostile config.toml writes them.
final class HomeConfigHostileTests: XCTestCase {
  private func message(_ text: String) -> String? {
    do {
      _ = try ConfigFile(parsing: text, path: "c.toml")
      return nil
    } catch {
      return error.message
    }
  }

  /// `rows = []` left home with no row at all: "Nothing to show." and no word of why. It is
  /// an error naming the line, as every other row list that cannot be shown is.
  func testAnEmptyRowListIsAnErrorNamingItsLine() throws {
    let said = try XCTUnwrap(
      message("language = \"en\"\n[home]\nrows = []\n"), "rows = [] was taken")
    XCTAssertTrue(said.hasPrefix("c.toml line 3: rows lists no row; list one or more of "), said)
    XCTAssertTrue(said.contains("trending") && said.contains("genre:NAME"), said)
  }

  /// A row name of 10,000 characters was quoted back whole (an error of 10,000 characters);
  /// it is cut to what a line can show, and its controls still written as escapes.
  func testAHugeRowNameIsQuotedBackCut() throws {
    for name in [
      String(repeating: "x", count: 10_000),
      "genre:" + String(repeating: "\\u001B[2J", count: 3_000),
    ] {
      let said = try XCTUnwrap(message("[home]\nrows = [\"\(name)\"]\n"), "taken")
      XCTAssertTrue(said.hasPrefix("c.toml line 2: \""), said)
      XCTAssertLessThan(said.count, 600, "an error of \(said.count) characters")
      XCTAssertFalse(said.contains("\u{1B}"), "a raw escape in the error")
    }
  }

  /// `start` takes names as `[home] rows` does: any case, `_` or `-`. `top_rated` worked as a
  /// row and was refused as the start screen ("opening on home").
  func testStartTakesTheSpellingsRowsTake() {
    XCTAssertEqual(StartOption.screen(named: "top_rated"), .category(.topRated))
    XCTAssertEqual(StartOption.screen(named: "Now_Playing"), .category(.nowPlaying))
    XCTAssertEqual(StartOption.screen(named: "HOME"), .home)
    XCTAssertNil(StartOption.screen(named: "top rated"))
    XCTAssertNil(StartOption.screen(named: ""))
  }

  /// `genre:` with no name (or only spaces) said it "is not a home row" and listed the row
  /// kinds, `genre:NAME` among them; it says it is no genre and lists the genres.
  func testAGenreRowWithoutANameListsTheGenres() throws {
    for name in ["genre:", "genre:   ", "GENRE:"] {
      let said = try XCTUnwrap(message("[home]\nrows = [\"\(name)\"]\n"), "\(name) was taken")
      XCTAssertTrue(said.contains("is not one of TMDB's genres"), said)
      XCTAssertTrue(said.contains("Horror"), said)
    }
  }
}
