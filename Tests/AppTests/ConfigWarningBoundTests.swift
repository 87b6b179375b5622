import XCTest

@testable import App

/// A config.toml full of keys Reel does not know warns about the first of them and says how
/// many more there are, not one line each (30,000 lines on stderr, as many status messages).
final class ConfigWarningBoundTests: XCTestCase {
  func testManyUnknownKeysGiveTwentyLines() throws {
    let toml = (1...30_000).map { "unknown_\($0) = 1" }.joined(separator: "\n") + "\n"
    let config = try ConfigFile(parsing: toml, path: "c.toml")
    XCTAssertEqual(config.warnings.count, 20)
    XCTAssertTrue(config.warnings[0].contains("c.toml line 1"), config.warnings[0])
    XCTAssertTrue(config.warnings[18].contains("c.toml line 19"), config.warnings[18])
    XCTAssertEqual(config.warnings.last, "c.toml: 29981 more warnings not shown")
  }

  func testTwentyWarningsAreAllShown() throws {
    let toml = (1...20).map { "unknown_\($0) = 1" }.joined(separator: "\n") + "\n"
    let config = try ConfigFile(parsing: toml, path: "c.toml")
    XCTAssertEqual(config.warnings.count, 20)
    XCTAssertTrue(config.warnings[19].contains("c.toml line 20"), config.warnings[19])
  }
}
