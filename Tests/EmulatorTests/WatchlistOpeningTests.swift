import Foundation
import ReelTestSupport
import XCTest

/// The watchlist database opens beside the first frame, not before it: a file Reel cannot use
/// no longer keeps the browser from opening.
final class WatchlistOpeningTests: XCTestCase {
  func testAWatchlistFileThatIsNoDatabaseStillOpensTheBrowserAndIsLeftAsItIs() throws {
    let folder = try makeTemporaryFolder(self)
    let file = folder.appendingPathComponent("library.sqlite")
    let bytes = Data("my film notes, not a database\n".utf8)
    try bytes.write(to: file)
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, environment: ["REEL_WATCHLIST_DB": file.path])

    // The list is up and usable; the status bar says why there are no ★ marks.
    reel.waitFor("Could not read the watchlist")
    XCTAssertNil(reel.exitStatus, "reel ended:\n\(reel.terminal.text)")
    reel.type("j")
    reel.pump(upTo: 0.5)
    XCTAssertTrue(reel.terminal.text.contains("Popular"), reel.terminal.text)
    // `w` saves nothing and says so; the file is never touched.
    reel.type("w")
    reel.waitFor("Could not save the watchlist", seconds: 10)
    XCTAssertEqual(try Data(contentsOf: file), bytes)

    reel.type("q")
    XCTAssertEqual(reel.waitForExit().map { _ in reel.shellStatus }, 0)
    XCTAssertEqual(try Data(contentsOf: file), bytes)
  }
}
