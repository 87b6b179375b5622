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

  /// `discover --genre 27` takes TMDB's genre ids; `[home] rows` refused `genre:27` as "not one
  /// of TMDB's genres". It takes an id TMDB has, as the same row as its name (so listing both is
  /// a repeat), and still refuses a number that is no genre.
  func testAGenreRowTakesTMDBsGenreID() throws {
    XCTAssertNil(message("[home]\nrows = [\"genre:27\", \"genre: 878 \", \"popular\"]\n"))
    let config = try ConfigFile(parsing: "[home]\nrows = [\"genre:27\"]\n", path: "c.toml")
    XCTAssertEqual(config.homeRows, [.genre("27")])
    let repeated = try XCTUnwrap(
      message("[home]\nrows = [\"genre:Horror\", \"genre:27\"]\n"), "a repeat was taken")
    XCTAssertTrue(repeated.contains("\"genre:27\" is a row already"), repeated)
    for number in ["genre:99999", "genre:-27", "genre:0"] {
      let said = try XCTUnwrap(message("[home]\nrows = [\"\(number)\"]\n"), "\(number) was taken")
      XCTAssertTrue(said.contains("is not one of TMDB's genres"), said)
    }
  }
}
