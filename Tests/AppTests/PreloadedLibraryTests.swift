import Foundation
import ReelTestSupport
import XCTest

/// Reel started under a preloaded library that calls setenv() before main (libfaketime, as
/// people use it to test expiry and dates): Swift's own CommandLine.arguments comes back
/// empty then (swiftlang/swift#76080), and Reel used to ignore every argument, opening the
/// browser where a command was asked for.
final class PreloadedLibraryTests: XCTestCase {
  func testArgumentsSurviveALibraryThatMovesTheEnvironment() throws {
    let library = try Self.fakeTimeLibrary()
    let plain = try reel("search", "blade")
    let preloaded = try reel(
      ["search", "blade"], environment: ["LD_PRELOAD": library, "FAKETIME": "+0"])
    XCTAssertEqual(preloaded.status, 0, preloaded.stderr)
    XCTAssertEqual(preloaded.stdout, plain.stdout)
    XCTAssertTrue(preloaded.stdout.contains("Blade Runner 2049"), preloaded.stdout)
  }

  func testAFlagAfterTheCommandIsStillReadUnderThePreload() throws {
    let library = try Self.fakeTimeLibrary()
    let run = try reel(
      ["list", "popular", "--page", "10", "--json"],
      environment: ["LD_PRELOAD": library, "FAKETIME": "-1d"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(json["page"] as? Int, 10)
  }

  /// The built `reel` with no credentials and XDG folders of its own.
  func reel(_ arguments: String...) throws -> ProcessResult { try reel(arguments) }

  func reel(_ arguments: [String], environment extra: [String: String] = [:]) throws
    -> ProcessResult
  {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-preload-tests")
    var environment = extra
    for name in ["XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    return try runProcess(try builtProduct("reel"), arguments, environment: environment)
  }

  /// Debian's libfaketime (.ci/run installs it).
  static func fakeTimeLibrary() throws -> String {
    let folders = ["/usr/lib/x86_64-linux-gnu/faketime", "/usr/lib/aarch64-linux-gnu/faketime"]
    for folder in folders {
      let path = folder + "/libfaketime.so.1"
      if FileManager.default.fileExists(atPath: path) { return path }
    }
    throw XCTSkip("libfaketime is not installed (apt-get install libfaketime)")
  }
}
