import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// Recording a session through any transport, then replaying it from the files.
final class ReplayRecorderTests: XCTestCase {
  private let apiKey = "k3y-0f-7h3-v3ry-s3cr37-s0r7-42"
  private let token = "eyJhbGciOiJIUzI1NiJ9.v4-read-token"

  /// TMDB as a stub: a popular page, one movie, a 404, and an error that echoes the key.
  private func upstream() -> StubTransport {
    let key = apiKey
    return StubTransport { request in
      let json = [
        "content-type": "application/json;charset=utf-8", "Date": "Tue, 01 Jan 2030",
        "Set-Cookie": "s=1",
      ]
      switch request.path {
      case "/3/movie/popular":
        let body = pageJSON(
          page: 1, movies: [movieJSON(id: 550, title: "Fight Club")], totalPages: 7,
          totalResults: 130)
        return TransportResponse(status: 200, headers: json, body: Data(body.utf8))
      case "/3/movie/550":
        return TransportResponse(
          status: 200, headers: json, body: Data(DetailsDecodingTests.fightClub.utf8))
      case "/3/account":
        let body =
          #"{"status_code": 7, "status_message": "Invalid API key \#(key) for Bearer", "echo": {"\#(key)": ["\#(key)"]}}"#
        return TransportResponse(status: 401, headers: json, body: Data(body.utf8))
      default:
        return TransportResponse(
          status: 404, headers: json,
          body: Data(#"{"status_code": 34, "status_message": "Nope."}"#.utf8))
      }
    }
  }

  private func request(_ endpoint: Endpoint) -> TransportRequest {
    var request = TMDBClient(transport: StubTransport(body: ""), language: "en-US").request(
      for: endpoint)
    request.query.insert(QueryItem("api_key", apiKey), at: 0)
    request.headers["Authorization"] = "Bearer \(token)"
    return request
  }

  func testARecordedSessionReplaysAndHoldsNoCredentials() async throws {
    let dir = try makeTemporaryFolder(self)
    let stub = upstream()
    let recorder = ReplayRecorder(wrapping: stub, directory: dir)
    let requests = [
      request(.category(.popular, page: 1)), request(.details(id: 550)), request(.details(id: 1)),
      TransportRequest(path: "/3/account", query: [QueryItem("api_key", apiKey)]),
    ]
    var live: [TransportResponse] = []
    for request in requests { live.append(try await recorder.send(request)) }
    XCTAssertEqual(stub.requests, requests, "the recorder forwards requests untouched")

    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    XCTAssertEqual(
      files,
      [
        "3_account.json",
        "3_movie_1__append_to_response-credits,videos,release_dates__language-en-US.json",
        "3_movie_550__append_to_response-credits,videos,release_dates__language-en-US.json",
        "3_movie_popular__language-en-US__page-1.json",
      ])
    for file in files {
      let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
      XCTAssertFalse(text.contains(apiKey), "\(file) holds the api key")
      XCTAssertFalse(text.contains(token), "\(file) holds the token")
      XCTAssertFalse(text.contains("api_key"), file)
      XCTAssertFalse(text.contains("Set-Cookie") || text.contains("Date"), file)
    }
    let record = try ResponseRecord.load(
      from: dir.appendingPathComponent("3_movie_popular__language-en-US__page-1.json"))
    XCTAssertEqual(
      record.request,
      RecordedRequest(path: "/3/movie/popular", query: ["page": "1", "language": "en-US"]))
    XCTAssertEqual(record.response.headers, ["content-type": "application/json;charset=utf-8"])

    // The same requests, replayed from the folder, give the same answers.
    let replay = ReplayTransport(directory: dir)
    for (request, recorded) in zip(requests, live) {
      let replayed = try await replay.send(request)
      XCTAssertEqual(replayed.status, recorded.status, request.path)
      if request.path != "/3/account" {
        XCTAssertEqual(
          ReplayJSON.parse(replayed.body), ReplayJSON.parse(recorded.body), request.path)
      }
    }
    let client = TMDBClient(transport: replay, language: "en-US")
    let got1 = try await client.page(.category(.popular), page: 1).totalPages
    XCTAssertEqual(got1, 7)
    let got2 = try await client.details(id: 550).directors
    XCTAssertEqual(got2, ["David Fincher"])
    let gone = await expectError { try await client.details(id: 1) }
    XCTAssertEqual(gone, .notFound(endpoint: "movie 1"))
    let echoed = try await replay.send(TransportRequest(path: "/3/account"))
    XCTAssertEqual(
      ReplayJSON.parse(echoed.body)?["status_message"],
      .string("Invalid API key <redacted> for Bearer"))
  }

  func testSecretsTheUpstreamAddsItselfAreScrubbedToo() async throws {
    // HTTPTransport adds the key itself, so the request the recorder sees holds none.
    let dir = try makeTemporaryFolder(self)
    let echo = #"{"status_code": 7, "status_message": "Bad key \#(apiKey)"}"#
    let recorder = ReplayRecorder(
      wrapping: StubTransport(status: 401, body: echo), directory: dir, redacting: [apiKey])
    _ = try await recorder.send(TransportRequest(path: "/3/configuration"))
    let text = try String(
      contentsOf: dir.appendingPathComponent("3_configuration.json"), encoding: .utf8)
    XCTAssertFalse(text.contains(apiKey))
    XCTAssertTrue(text.contains("Bad key <redacted>"))
  }

  func testATextBodyIsKeptByteForByte() async throws {
    let dir = try makeTemporaryFolder(self)
    let page = "<!DOCTYPE html><html><body>Maintenance — back soon</body></html>"
    let recorder = ReplayRecorder(wrapping: StubTransport(status: 200, body: page), directory: dir)
    let request = TransportRequest(path: "/3/configuration")
    _ = try await recorder.send(request)
    let replayed = try await ReplayTransport(directory: dir).send(request)
    XCTAssertEqual(String(decoding: replayed.body, as: UTF8.self), page)
    XCTAssertEqual(
      try ResponseRecord.load(from: dir.appendingPathComponent("3_configuration.json")).response
        .bodyText, page)
  }

  func testMomentaryFailuresAreNotRecorded() async throws {
    let dir = try makeTemporaryFolder(self)
    for status in [429, 500, 503] {
      let recorder = ReplayRecorder(
        wrapping: StubTransport(status: status, body: "{}"), directory: dir)
      let response = try await recorder.send(TransportRequest(path: "/3/configuration"))
      XCTAssertEqual(response.status, status, "the caller still gets the answer")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
  }

  func testAFailedRequestWritesNothing() async throws {
    let dir = try makeTemporaryFolder(self)
    let recorder = ReplayRecorder(
      wrapping: StubTransport { _ in throw NetworkFailure.connectionLost }, directory: dir)
    let error = await expectError { try await TMDBClient(transport: recorder).configuration() }
    XCTAssertEqual(error, .network(.connectionLost, endpoint: "configuration"))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
  }

  func testAWriteFailureIsReported() async throws {
    let dir = try makeTemporaryFolder(self)
    let notAFolder = dir.appendingPathComponent("file")
    try Data("x".utf8).write(to: notAFolder)
    let recorder = ReplayRecorder(
      wrapping: StubTransport(body: ConfigurationTests.body), directory: notAFolder)
    let error = await expectError { try await TMDBClient(transport: recorder).configuration() }
    // Said as what failed (the recording, where), not as "Network error": the answer arrived.
    guard case .recordingFailed(let path, let reason)? = error else {
      return XCTFail("unexpected \(String(describing: error))")
    }
    XCTAssertEqual(path, notAFolder.appendingPathComponent("3_configuration.json").path)
    XCTAssertFalse(reason.english.isEmpty)
    XCTAssertEqual(
      error?.message, "Could not write the recording \(path): \(reason).")
    XCTAssertFalse(error?.message.contains("Network") ?? true)
  }

  /// Offline, answers come from the response cache (marked with its header): the recording
  /// said they were what TMDB answered. The record keeps the mark (the fetch time), and an
  /// answer TMDB gave is never replaced by a cached one.
  func testAnAnswerFromTheCacheIsRecordedAsOne() async throws {
    let dir = try makeTemporaryFolder(self)
    let fetched = "2026-01-01T00:00:00.000Z"
    let cached = StubTransport { _ in
      TransportResponse(
        status: 200, headers: ["x-reel-cache": fetched], body: Data(#"{"id":1,"v":"old"}"#.utf8))
    }
    _ = try await ReplayRecorder(wrapping: cached, directory: dir).send(
      TransportRequest(path: "/3/movie/1"))
    let record = try ResponseRecord.load(from: dir.appendingPathComponent("3_movie_1.json"))
    XCTAssertEqual(record.response.headers?["x-reel-cache"], fetched)
    let replayed = try await ReplayTransport(directory: dir).send(
      TransportRequest(path: "/3/movie/1"))
    XCTAssertEqual(replayed.headers["x-reel-cache"], fetched, "replayed as from the cache")

    let live = StubTransport(status: 200, body: #"{"id":2,"v":"live"}"#)
    _ = try await ReplayRecorder(wrapping: live, directory: dir).send(
      TransportRequest(path: "/3/movie/2"))
    _ = try await ReplayRecorder(wrapping: cached, directory: dir).send(
      TransportRequest(path: "/3/movie/2"))
    let kept = try ResponseRecord.load(from: dir.appendingPathComponent("3_movie_2.json"))
    XCTAssertNil(kept.response.headers?["x-reel-cache"])
    XCTAssertEqual(kept.response.body, ReplayJSON.parse(Data(#"{"id":2,"v":"live"}"#.utf8)))
  }
}
