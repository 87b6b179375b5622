import Foundation
import ReelTestSupport
import XCTest

@testable import App

/// An API base URL that carries the key in its path (a proxy that takes it there, or a paste
/// gone wrong): the address the inspector shows, copies and writes into HAR files, and the one
/// `reel info` prints, never quote the key, in any case or percent-encoded.
final class SecretInBaseAddressTests: XCTestCase {
  private let key = "0123456789abcdef0123456789abcdef"

  func testTheInspectorsAddressHidesAKeyInTheBasePath() throws {
    for base in [
      "http://127.0.0.1:9/\(key)/", "http://127.0.0.1:9/p/\(key.uppercased())",
      "http://127.0.0.1:9/k=\(key)x",
    ] {
      var options = ConnectionOptions()
      options.apiKey = key
      options.apiBaseURL = base
      let services = try Services.make(options, environment: [:])
      let shown = services.inspection.baseURL
      XCTAssertFalse(shown.lowercased().contains(key), shown)
      XCTAssertTrue(shown.hasPrefix("http://127.0.0.1:9/"), shown)
    }
  }

  func testInfoHidesAKeyInTheBasePath() throws {
    let folder = try makeTemporaryFolder(self)
    let run = try runProcess(
      try builtProduct("reel"), ["info"],
      environment: [
        "XDG_CONFIG_HOME": folder.appendingPathComponent("conf").path,
        "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
        "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
        "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
        "TMDB_API_KEY": key,
        "TMDB_API_BASE_URL": "http://127.0.0.1:9/\(key)/",
      ])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertFalse(run.stdout.contains(key), run.stdout)
    XCTAssertTrue(run.stdout.contains("api:        http://127.0.0.1:9/<redacted>/"), run.stdout)
  }
}
