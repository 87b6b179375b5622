import Foundation
import ReelTestSupport
import XCTest

/// review48: the parser's "Did you mean" names the nearest option however far it is:
/// `reel list popular --sort rating` said "Did you mean '--har'?" (a file to write, nothing
/// like an order), `--yaer` the same; a slip of a letter or two still gets its suggestion.
final class FarOptionSuggestionTests: XCTestCase {
  private func reel(_ arguments: String...) throws -> String {
    let home = try makeTemporaryFolder(self)
    return try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments,
      environment: [
        "HOME": home.path, "LANG": "C.UTF-8",
        "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
      ]
    ).stderr
  }

  func testAnOptionNothingLikeTheOneTypedIsNotSuggested() throws {
    XCTAssertEqual(
      try reel("list", "popular", "--sort", "rating"), "reel: Unknown option '--sort'\n")
    XCTAssertEqual(try reel("list", "popular", "--yaer", "1999"), "reel: Unknown option '--yaer'\n")
    let japanese = try reel("list", "popular", "--sort", "rating", "--language", "ja-JP")
    XCTAssertFalse(japanese.contains("--har"), japanese)
    XCTAssertTrue(japanese.contains("--sort"), japanese)
  }

  func testASlipOfALetterStillGetsItsSuggestion() throws {
    XCTAssertEqual(
      try reel("list", "popular", "--pagez", "2"),
      "reel: Unknown option '--pagez'. Did you mean '--page'?\n")
  }
}
