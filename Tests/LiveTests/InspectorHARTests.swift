import Foundation
import ReelTestSupport
import XCTest

/// `--har FILE` on the command line: a HAR 1.2 file of the run, with no credential in it,
/// live against the stand-in server (with a key and with a token) and in replay.
final class InspectorHARTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(_ arguments: [String], environment extra: [String: String] = [:]) throws
    -> ProcessResult
  {
    var environment = ["HOME": home.path]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = home.appendingPathComponent(name).path
    }
    return try runProcess(
      try builtProduct("reel"), arguments, environment: environment.merging(extra) { $1 })
  }

  /// A stand-in that also echoes the credential back, as a careless proxy might: the HAR must
  /// still not hold it.
  private func echoingServer() throws -> StandInServer {
    try StandInServer { request in
      guard
        case .respond(let status, var headers, let body, let delay) = await catalogReply(request)
      else { return await catalogReply(request) }
      headers["X-Echo-Key"] = request.value("api_key") ?? "none"
      // The key in the body too, as an error page might quote the URL.
      let echoed = String(decoding: body, as: UTF8.self).replacingOccurrences(
        of: "\"page\":", with: "\"echo\":\"\(request.value("api_key") ?? "")\",\"page\":")
      return .respond(status: status, headers: headers, body: Data(echoed.utf8), delay: delay)
    }
  }

  func testListPopularWithAKeyWritesAHARWithoutTheKey() throws {
    let server = try echoingServer()
    defer { server.stop() }
    let har = home.appendingPathComponent("key.har").path
    let run = try reel(
      ["--har", har, "--api-base-url", server.baseURL.absoluteString, "list", "popular"],
      environment: ["TMDB_API_KEY": testKey])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(server.requests.first?.value("api_key"), testKey)
    let text = try String(contentsOfFile: har, encoding: .utf8)
    XCTAssertFalse(text.contains(testKey), "the key is in the HAR file")
    let entry = try XCTUnwrap(try Self.validHAR(text).first)
    let request = try XCTUnwrap(entry["request"] as? [String: Any])
    let url = try XCTUnwrap(request["url"] as? String)
    XCTAssertTrue(url.hasPrefix(server.baseURL.absoluteString), url)
    XCTAssertTrue(url.contains("/3/movie/popular"), url)
    XCTAssertTrue(url.contains("api_key=%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2"), url)
    let response = try XCTUnwrap(entry["response"] as? [String: Any])
    XCTAssertEqual(response["status"] as? Int, 200)
    let content = try XCTUnwrap(response["content"] as? [String: Any])
    XCTAssertTrue((content["text"] as? String)?.contains("\"results\"") == true)
  }

  func testListPopularWithATokenWritesAHARWithoutTheToken() throws {
    let server = try StandInServer { await catalogReply($0) }
    defer { server.stop() }
    let har = home.appendingPathComponent("token.har").path
    let run = try reel(
      ["--api-base-url", server.baseURL.absoluteString, "--har", har, "list", "popular"],
      environment: ["TMDB_ACCESS_TOKEN": testToken])
    XCTAssertEqual(run.status, 0, run.stderr)
    let text = try String(contentsOfFile: har, encoding: .utf8)
    XCTAssertFalse(text.contains(testToken), "the token is in the HAR file")
    let entry = try XCTUnwrap(try Self.validHAR(text).first)
    let request = try XCTUnwrap(entry["request"] as? [String: Any])
    let headers = try XCTUnwrap(request["headers"] as? [[String: String]])
    XCTAssertTrue(
      headers.contains(["name": "Authorization", "value": "Bearer ••••"]), "\(headers)")
  }

  func testAFailingRunStillWritesItsHAR() throws {
    let server = try StandInServer { _ in .json(404, #"{"status_code":34,"status_message":"nope"}"#)
    }
    defer { server.stop() }
    let har = home.appendingPathComponent("failed.har").path
    let run = try reel(
      ["--api-base-url", server.baseURL.absoluteString, "--har", har, "show", "1"],
      environment: ["TMDB_API_KEY": testKey])
    XCTAssertNotEqual(run.status, 0)
    let text = try String(contentsOfFile: har, encoding: .utf8)
    XCTAssertFalse(text.contains(testKey))
    // `show` asks for several things at once; the first 404 cancels the others, which the HAR
    // keeps with status 0 (HAR's "no response"). Which of them started first is a race.
    let statuses = try Self.validHAR(text).map {
      ($0["response"] as? [String: Any])?["status"] as? Int
    }
    XCTAssertTrue(statuses.contains(404), "\(statuses)")
    XCTAssertTrue(statuses.allSatisfy { $0 == 404 || $0 == 0 }, "\(statuses)")
  }

  func testReplayWritesAHARToo() throws {
    let har = home.appendingPathComponent("replay.har").path
    let run = try reel(
      ["--replay", "--har", har, "list", "popular"], environment: ["TMDB_API_KEY": testKey])
    XCTAssertEqual(run.status, 0, run.stderr)
    let text = try String(contentsOfFile: har, encoding: .utf8)
    XCTAssertFalse(text.contains(testKey))
    let entries = try Self.validHAR(text)
    XCTAssertEqual(entries.count, 1)
    XCTAssertEqual(entries.first?["comment"] as? String, "source: replay")
  }

  func testAHARFileThatCannotBeWrittenIsAPlainError() throws {
    let har = home.appendingPathComponent("missing/folder/x.har").path
    let run = try reel(["--replay", "--har", har, "list", "popular"])
    XCTAssertNotEqual(run.status, 0)
    XCTAssertTrue(run.stderr.hasPrefix("reel: cannot write the HAR file"), run.stderr)
  }

  /// Checks the fields HAR 1.2 requires, and returns the entries.
  static func validHAR(_ text: String) throws -> [[String: Any]] {
    let root = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let log = try XCTUnwrap(root["log"] as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "1.2")
    let creator = try XCTUnwrap(log["creator"] as? [String: Any])
    XCTAssertEqual(creator["name"] as? String, "Reel")
    XCTAssertNotNil(creator["version"] as? String)
    let entries = try XCTUnwrap(log["entries"] as? [[String: Any]])
    let dateFormat = ISO8601DateFormatter()
    dateFormat.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    for entry in entries {
      XCTAssertNotNil(dateFormat.date(from: entry["startedDateTime"] as? String ?? ""))
      XCTAssertNotNil(entry["time"] as? Double)
      XCTAssertNotNil(entry["cache"] as? [String: Any])
      let timings = try XCTUnwrap(entry["timings"] as? [String: Any])
      for name in ["send", "wait", "receive"] { XCTAssertNotNil(timings[name] as? Double, name) }
      let request = try XCTUnwrap(entry["request"] as? [String: Any])
      for name in ["method", "url", "httpVersion"] {
        XCTAssertNotNil(request[name] as? String, name)
      }
      for name in ["headers", "queryString", "cookies"] {
        XCTAssertNotNil(request[name] as? [[String: Any]], name)
      }
      for name in ["headersSize", "bodySize"] { XCTAssertNotNil(request[name] as? Int, name) }
      let response = try XCTUnwrap(entry["response"] as? [String: Any])
      XCTAssertNotNil(response["status"] as? Int)
      for name in ["statusText", "httpVersion", "redirectURL"] {
        XCTAssertNotNil(response[name] as? String, name)
      }
      for name in ["headers", "cookies"] {
        XCTAssertNotNil(response[name] as? [[String: Any]], name)
      }
      for name in ["headersSize", "bodySize"] { XCTAssertNotNil(response[name] as? Int, name) }
      let content = try XCTUnwrap(response["content"] as? [String: Any])
      XCTAssertNotNil(content["size"] as? Int)
      XCTAssertNotNil(content["mimeType"] as? String)
    }
    return entries
  }
}
