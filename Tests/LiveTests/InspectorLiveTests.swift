import App
import Foundation
import Screen
import TMDB
import XCTest

/// The inspector in live mode against the stand-in server: whatever it shows, copies or
/// writes, the key or token is not in it.
final class InspectorLiveTests: XCTestCase {
  private func session(credential: [String: String], secret: String) throws {
    let server = try StandInServer { request in
      // The server quotes the key back in a header, as some proxies do.
      guard
        case .respond(let status, var headers, let body, let delay) = await catalogReply(request)
      else { return await catalogReply(request) }
      headers["X-Request-Query"] = request.query.map { "\($0.name)=\($0.value)" }.joined(
        separator: "&")
      return .respond(status: status, headers: headers, body: body, delay: delay)
    }
    defer { server.stop() }
    var options = ConnectionOptions()
    options.apiBaseURL = server.baseURL.absoluteString
    let services = try Services.make(options, environment: credential)
    XCTAssertEqual(services.mode, .live)
    var screens: [String] = []
    let runner = ScriptRunner(
      services: services, size: Size(width: 160, height: 40), start: .category(.popular),
      output: { screens.append($0) })
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-inspector-live-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    runner.harFolder = folder
    // Every request's detail, one after the other, from the newest up.
    var script = "wait idle\ninspect\nexpect text \"network\"\nsnap\n"
    for _ in 0..<6 {
      script += "key enter\nsnap\nkey j 40\nsnap\nkey y\nkey escape\nkey k\n"
    }
    script += "key x\nexpect text \"HAR written to\"\n"
    try runner.run(try Script(parsing: script))
    let shown = screens.joined(separator: "\n")
    XCTAssertTrue(shown.contains("/3/movie/popular"), shown)
    XCTAssertTrue(shown.contains("x-request-query") || shown.contains("X-Request-Query"), shown)
    XCTAssertFalse(shown.contains(secret), "the credential is on the screen")
    // Where the credential goes, the mask stands.
    XCTAssertTrue(
      shown.contains("api_key=••••") || shown.contains("Authorization: Bearer ••••"), shown)
    let copied = try XCTUnwrap(runner.copied)
    XCTAssertFalse(copied.contains(secret))
    XCTAssertTrue(
      copied.contains("$TMDB_API_KEY") || copied.contains("$TMDB_ACCESS_TOKEN"), copied)
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let text = try String(
        contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)
      XCTAssertFalse(text.contains(secret), file)
      XCTAssertTrue(text.contains("\"version\" : \"1.2\""), file)
    }
  }

  func testWithAKeyTheInspectorNeverShowsIt() throws {
    try session(credential: ["TMDB_API_KEY": testKey], secret: testKey)
  }

  func testWithATokenTheInspectorNeverShowsIt() throws {
    try session(credential: ["TMDB_ACCESS_TOKEN": testToken], secret: testToken)
  }
}
