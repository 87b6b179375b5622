import Foundation
import ReelTestSupport
import XCTest

@testable import App

/// review43: `--replay-dir` naming a folder of other JSON files (a project's, a download
/// folder) started as a replay folder, and every request failed as "Not found: TMDB has no
/// popular page 1.", as the empty folder did before fix42: no file there is one a replay
/// reads (a recorded answer is named for its path, `3_…json`).
final class ForeignJSONReplayFolderTests: XCTestCase {
  func testAFolderOfOtherJSONFilesIsRefusedAtStart() throws {
    let folder = try makeTemporaryFolder(self)
    for name in ["package.json", "settings.json", "3.json"] {
      try Data("{}".utf8).write(to: folder.appendingPathComponent(name))
    }
    var options = ConnectionOptions()
    options.replayDirectory = folder.path
    XCTAssertThrowsError(try Services.make(options, environment: [:])) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message,
        "the replay folder \(folder.path) holds no recorded answers (.json files); record "
          + "some into it with --record \(folder.path)")
    }
    try Data("{}".utf8).write(
      to: folder.appendingPathComponent("3_movie_popular__page-1.json"))
    XCTAssertNoThrow(try Services.make(options, environment: [:]))
  }
}
