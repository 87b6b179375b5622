import Foundation
import ReelTestSupport
import XCTest

/// Reel started with standard output or input closed (`reel search dune >&-`, a service or
/// cron job started without them): the next file opened took the closed descriptor's number.
final class ClosedStandardOutputTests: XCTestCase {
  /// The log took standard output: the table went into reel.log and the run ended 0. Now the
  /// write fails as a write to a closed descriptor does, and the log holds no table.
  func testAClosedStandardOutputIsAFailureAndTheLogGetsNoOutput() throws {
    let folder = try makeTemporaryFolder(self)
    let environment = [
      "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
      "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
      "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
    ]
    let reel = try builtProduct("reel").path
    for (closing, arguments) in [
      (">&-", "search dune --replay"), (">&- <&-", "list popular --replay"),
      (">&- <&-", "watchlist list"), (">&-", "keys"),
    ] {
      let run = try runProcess(
        URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \(arguments) \(closing)", reel],
        environment: environment)
      XCTAssertEqual(run.status, 1, "\(arguments) \(closing): \(run.stderr)")
      XCTAssertTrue(
        run.stderr.hasPrefix("reel: cannot write the output: bad file descriptor"), run.stderr)
      let log = folder.appendingPathComponent("state/reel/reel.log")
      let logged = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      for printed in ["Dune", "Popular", "Watchlist", "[keys."] {
        XCTAssertFalse(logged.contains(printed), "\(arguments) \(closing) logged:\n\(logged)")
      }
    }
  }

  /// Standard error closed: the table still reaches standard output, and nothing else.
  func testAClosedStandardErrorLeavesTheOutputAlone() throws {
    let folder = try makeTemporaryFolder(self)
    let run = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" search dune --replay 2>&-", try builtProduct("reel").path],
      environment: ["XDG_STATE_HOME": folder.path, "XDG_CACHE_HOME": folder.path])
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.stdout.hasPrefix("Search \u{201C}dune\u{201D}"), run.stdout)
  }
}
