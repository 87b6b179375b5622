import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// An `https://` request through a proxy is a CONNECT tunnel: the proxy learns the host, never
/// the token (libcurl would send the request's own headers to the proxy too if told to).
final class ProxyCredentialTests: XCTestCase {
  func testTheTokenIsNotSentToTheProxyInTheTunnelsRequest() throws {
    let proxy = try StandInServer { _ in .respond(status: 403, body: Data()) }
    defer { proxy.stop() }
    let home = try makeTemporaryFolder(self)
    let run = try runProcess(
      try builtProduct("reel"),
      ["--api-base-url", "https://reel-test.invalid", "--no-cache", "list", "popular"],
      environment: [
        "HOME": home.path, "XDG_CONFIG_HOME": home.path, "XDG_CACHE_HOME": home.path,
        "XDG_DATA_HOME": home.path, "XDG_STATE_HOME": home.path,
        "TMDB_ACCESS_TOKEN": testToken, "https_proxy": "http://127.0.0.1:\(proxy.port)",
      ])
    XCTAssertNotEqual(run.status, 0, run.stdout)
    let connect = try XCTUnwrap(proxy.requests.first { $0.method == "CONNECT" })
    XCTAssertNil(connect.headers["authorization"], "\(connect.headers)")
    for (name, value) in connect.headers {
      XCTAssertFalse(value.contains(testToken), "\(name): \(value)")
    }
    XCTAssertFalse(run.stderr.contains(testToken), run.stderr)
  }
}
