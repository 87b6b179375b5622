import Foundation
import ReelTestSupport
import XCTest

/// What Reel writes to stderr quotes what the user gave it; a secret in it stays hidden.
final class SecretsOnStandardErrorTests: XCTestCase {
  /// An API address with a password that is not an http(s) URL was quoted whole on stderr
  /// (`the API base URL "ftp://user:PASSWORD@host/" … is not an http(s) URL`), from the
  /// environment or config.toml; `reel info` already left the password out.
  func testAnAddressPasswordNeverReachesStandardError() throws {
    let folder = try makeTemporaryFolder(self)
    let config = folder.appendingPathComponent("config/reel")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try Data("api_base_url = \"gopher://me:Hunter2Secret@example.org/\"\n".utf8)
      .write(to: config.appendingPathComponent("config.toml"))
    let base = [
      "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
      "XDG_STATE_HOME": folder.path, "XDG_CACHE_HOME": folder.path,
      "TMDB_API_KEY": "0123456789abcdef0123456789abcdef",
    ]
    let reel = try builtProduct("reel")
    let fromEnvironment = base.merging(
      ["TMDB_API_BASE_URL": "ftp://me:Hunter2Secret@example.org/?api_key=QuerySecret9"]) { $1 }
    for environment in [fromEnvironment, base] {
      let run = try runProcess(reel, ["search", "dune"], environment: environment)
      XCTAssertEqual(run.status, 1, run.stderr)
      XCTAssertTrue(run.stderr.contains("is not an http(s) URL"), run.stderr)
      XCTAssertTrue(run.stderr.contains("://me:<redacted>@example.org/"), run.stderr)
      XCTAssertFalse(run.stderr.contains("Hunter2Secret"), run.stderr)
      XCTAssertFalse(run.stderr.contains("QuerySecret9"), run.stderr)
    }
  }
}
