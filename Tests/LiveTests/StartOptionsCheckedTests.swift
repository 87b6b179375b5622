import Foundation
import ReelTestSupport
import XCTest

@testable import App

/// What the command line gives Reel to reach TMDB is checked before anything is asked, and a
/// fault is named where it is: not later, as a network error of every request.
final class StartOptionsCheckedTests: XCTestCase {
  private let testKey = "0123456789abcdef0123456789abcdef"

  /// A port past 65535 made every request fail as "the API base URL is not valid", once the
  /// browser was up.
  func testABaseURLWhosePortIsOutOfRangeIsRefusedAtStart() {
    for port in ["99999", "0", "65536"] {
      var options = ConnectionOptions()
      options.apiKey = testKey
      options.apiBaseURL = "http://localhost:\(port)"
      XCTAssertThrowsError(try Services.make(options, environment: [:])) {
        XCTAssertEqual(
          ($0 as? ReelError)?.message,
          "the API base URL \"http://localhost:\(port)\" from --api-base-url has port \(port); a port is 1 to 65535"
        )
      }
    }
    var fine = ConnectionOptions()
    fine.apiKey = testKey
    fine.apiBaseURL = "http://localhost:65535"
    XCTAssertNoThrow(try Services.make(fine, environment: [:]))
  }

  /// `--replay-dir` given a file said the folder "does not exist", of a file the user can see.
  func testAReplayFolderThatIsAFileIsSaidToBeAFile() throws {
    let folder = try makeTemporaryFolder(self)
    let file = folder.appendingPathComponent("catalog.json")
    try Data("{}".utf8).write(to: file)
    var options = ConnectionOptions()
    options.replayDirectory = file.path
    XCTAssertThrowsError(try Services.make(options, environment: [:])) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message, "the replay folder \(file.path) is a file, not a folder")
    }
    options.replayDirectory = folder.appendingPathComponent("missing").path
    XCTAssertThrowsError(try Services.make(options, environment: [:])) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message,
        "the replay folder \(folder.appendingPathComponent("missing").path) does not exist")
    }
  }
}
