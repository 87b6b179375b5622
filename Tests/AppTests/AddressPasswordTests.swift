import App
import Foundation
import ReelTestSupport
import XCTest

/// The API address may carry a password (an authenticating proxy in front of TMDB): it is a
/// secret like the key, wherever Reel quotes the address.
final class AddressPasswordTests: XCTestCase {
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

  /// An API address with a password that works (an authenticating proxy in front of TMDB):
  /// every request line in reel.log quoted it whole (`GET http://me:PASSWORD@host/3/…`).
  func testAnAddressPasswordNeverReachesTheLog() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("reel.log")
    let log = try LogFile(url: url)
    log.write("GET http://me:Hunter2Secret@127.0.0.1:9/3/movie/popular?api_key=<redacted> 200")
    log.write("GET https://proxy.example/3/movie/550?api_key=0123456789abcdef0123456789abcdef")
    let logged = try String(contentsOf: url, encoding: .utf8)
    XCTAssertEqual(
      logged,
      "GET http://me:<redacted>@127.0.0.1:9/3/movie/popular?api_key=<redacted> 200\n"
        + "GET https://proxy.example/3/movie/550?api_key=<redacted>\n")
  }

  /// The same password on the network inspector's screen, in what `y` copies and in the HAR
  /// it writes: the records keep the request's URL whole.
  func testAnAddressPasswordNeverReachesTheInspector() throws {
    var options = ConnectionOptions()
    options.apiKey = "0123456789abcdef0123456789abcdef"
    options.apiBaseURL = "http://me:Hunter2Secret@127.0.0.1:9"
    options.timeout = 1
    let services = try Services.make(options, environment: [:])
    let run = try ScriptSupport.run(
      "size 160x40\nwait idle\ninspect\nsnap\nkey enter\nsnap\n", services: services)
    let shown = run.output.joined(separator: "\n")
    XCTAssertTrue(shown.contains("127.0.0.1:9/3/"), shown)
    XCTAssertFalse(shown.contains("Hunter2Secret"), shown)
  }
}
