import Foundation
import ReelTestSupport
import XCTest

/// `--language`, `--region` and `--images` are options every command takes. The commands that
/// ask TMDB nothing (`keys`, `info`, the watchlist's own) never read them, so `reel keys
/// --language junk` printed the key map and exited 0, while `reel list … --language junk` was
/// refused: a typo went unnoticed until it mattered (faults left by review39).
final class SettingFlagsEveryCommandTests: XCTestCase {
  private func reel(_ arguments: [String], images: String? = nil) throws -> ProcessResult {
    let scratch = try makeTemporaryFolder(self)
    var environment: [String: String] = [:]
    environment["REEL_IMAGES"] = images
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    return try runProcess(try builtProduct("reel"), arguments, environment: environment)
  }

  private let commands: [[String]] = [
    ["keys"], ["info"], ["watchlist", "list"], ["watchlist", "export"],
    ["watchlist", "remove", "550"], ["--replay", "list", "popular"],
  ]

  func testAnUnknownLanguageIsRefusedByEveryCommand() throws {
    for command in commands {
      let run = try reel(command + ["--language", "junk"])
      XCTAssertEqual(run.status, 64, "\(command): \(run.stdout)")
      XCTAssertEqual(run.stdout, "", "\(command)")
      XCTAssertEqual(
        run.stderr,
        "reel: --language \u{201C}junk\u{201D} is not a language tag; use one like en-US, "
          + "fa-IR, ar-SA or ja-JP\n", "\(command)")
    }
  }

  func testAnUnknownRegionOrImageWordIsRefusedByEveryCommand() throws {
    for command in commands {
      let region = try reel(command + ["--region", "Narnia"])
      XCTAssertEqual(region.status, 64, "\(command): \(region.stdout)")
      XCTAssertTrue(
        region.stderr.hasPrefix("reel: --region must be a two-letter country code"),
        "\(command): \(region.stderr)")
      let images = try reel(command + ["--images", "crayons"])
      XCTAssertEqual(images.status, 64, "\(command): \(images.stdout)")
      XCTAssertTrue(
        images.stderr.contains("crayons") && images.stderr.contains("symbols"),
        "\(command): \(images.stderr)")
    }
  }

  /// REEL_IMAGES is the same setting as `--images`, from the shell's profile: a word Reel does
  /// not know was refused only by the commands that draw posters.
  func testAnUnknownREELIMAGESIsRefusedByEveryCommand() throws {
    for command in commands {
      let run = try reel(command, images: "crayons")
      XCTAssertEqual(run.status, 64, "\(command): \(run.stdout)")
      XCTAssertTrue(
        run.stderr.hasPrefix("reel: REEL_IMAGES is \"crayons\", which is not one of:"),
        "\(command): \(run.stderr)")
    }
    // --images, more specific, is the one read when both are given.
    let both = try reel(["keys", "--images", "symbols"], images: "crayons")
    XCTAssertEqual(both.status, 0, both.stderr)
  }

  /// An address Reel could never ask, in replay too (where it is not used, and was not looked at).
  func testAnAPIAddressThatIsNotOneIsRefusedByEveryCommand() throws {
    for command in commands {
      let run = try reel(command + ["--api-base-url", "ftp://example.org"])
      XCTAssertEqual(run.status, 64, "\(command): \(run.stdout)")
      XCTAssertEqual(
        run.stderr,
        "reel: the API base URL \"ftp://example.org\" from --api-base-url is not an http(s) URL\n",
        "\(command)")
    }
  }

  /// What is right stays accepted, the global options before the command as after it.
  func testAKnownLanguageIsStillTaken() throws {
    let run = try reel(["--language", "fa-IR", "--region", "ir", "--images", "off", "keys"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("# Reel's keys"), run.stdout)
  }
}
