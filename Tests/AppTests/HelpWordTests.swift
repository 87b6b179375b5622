import Foundation
import ReelTestSupport
import XCTest

/// `reel help` and `reel help COMMAND`, as git and cargo take them.
final class HelpWordTests: XCTestCase {
  /// The word was refused (`reel: unknown command "help"; the commands are: …`, exit 1).
  func testHelpBeforeACommandShowsThatCommandsHelp() throws {
    let reel = try builtProduct("reel")
    let cases: [([String], String)] = [
      (["help"], "USAGE: reel <subcommand>"),
      (["help", "search"], "USAGE: reel search"),
      (["help", "watchlist", "add"], "USAGE: reel watchlist add"),
    ]
    for (arguments, usage) in cases {
      let run = try runProcess(reel, arguments)
      XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
      XCTAssertTrue(run.stdout.contains(usage), "\(arguments):\n\(run.stdout)")
    }
    let unknown = try runProcess(reel, ["help", "serch"])
    XCTAssertEqual(unknown.status, 64, "a usage error, as an unknown option is")
    XCTAssertEqual(unknown.stderr, "reel: unknown command \"serch\"; did you mean `search`?\n")
  }
}
