import Foundation
import ReelTestSupport
import XCTest

@testable import App

/// `--replay-dir` naming a folder with no recorded answer in it (one not recorded into yet, a
/// mistyped sibling) started, and every request failed as "Not found: TMDB has no popular
/// page 1.", as if TMDB had been asked: the same class as a `REEL_CATALOG_DIR` without a
/// catalog (fix42). It is refused at start, saying what the folder lacks.
final class EmptyReplayFolderTests: XCTestCase {
  func testAFolderWithNoRecordedAnswerIsRefusedAtStart() throws {
    let folder = try makeTemporaryFolder(self)
    try Data("notes".utf8).write(to: folder.appendingPathComponent("README.txt"))
    var options = ConnectionOptions()
    options.replayDirectory = folder.path
    XCTAssertThrowsError(try Services.make(options, environment: [:])) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message,
        "the replay folder \(folder.path) holds no recorded answers (.json files); record "
          + "some into it with --record \(folder.path)")
    }
    // One recorded answer is a replay folder.
    try Data("{}".utf8).write(to: folder.appendingPathComponent("3_configuration.json"))
    XCTAssertNoThrow(try Services.make(options, environment: [:]))
  }
}
