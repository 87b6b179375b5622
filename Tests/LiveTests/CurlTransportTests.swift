import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// The live transport over libcurl's multi interface: a waiting request costs no CPU (the
/// transfer thread sleeps until the answer comes), many requests share the host's connection
/// limit, cancellation racing the answer resumes each caller once, connections that break
/// mid-body are `connectionLost`, and nothing but http(s) is ever fetched.
final class CurlTransportTests: XCTestCase {
  private let genres = TransportRequest(path: "/3/genre/movie/list")

  /// URLSession kept a write source on the socket, which fired without end while the answer
  /// was awaited (thousands of wake-ups a second). The thread now wakes for the request, the
  /// connection, the answer, and libcurl's once-a-second silence check: a handful.
  func testARequestWaitingASecondWakesTheThreadAHandfulOfTimes() async throws {
    let server = try StandInServer { _ in .json(200, #"{"genres": []}"#, delay: 1) }
    defer { server.stop() }
    let transport = HTTPTransport(baseURL: server.baseURL, credential: nil)
    let response = try await transport.send(genres)
    XCTAssertEqual(response.status, 200)
    XCTAssertEqual(String(decoding: response.body, as: UTF8.self), #"{"genres": []}"#)
    let afterAnswer = transport.driverWakeUps
    XCTAssertLessThanOrEqual(afterAnswer, 12, "wake-ups for one request waiting 1 s")
    // Idle, the thread sleeps until the next request: no timer wakes it.
    try await Task.sleep(for: .milliseconds(300))
    XCTAssertEqual(transport.driverWakeUps, afterAnswer, "an idle transport never wakes")
    XCTAssertEqual(transport.armedDeadlines, 0)
  }

  func testSixtyRequestsAtOnceAllAnswerWithinTheHostsConnectionLimit() async throws {
    let server = try StandInServer { request in
      .json(200, #"{"path": "\#(request.path)"}"#, delay: 0.1)
    }
    defer { server.stop() }
    let transport = HTTPTransport(baseURL: server.baseURL, credential: nil)
    let answers = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for index in 0..<60 {
        group.addTask {
          let response = try await transport.send(TransportRequest(path: "/3/movie/\(index)"))
          return (index, String(decoding: response.body, as: UTF8.self))
        }
      }
      var answers: [Int: String] = [:]
      for try await (index, body) in group { answers[index] = body }
      return answers
    }
    XCTAssertEqual(answers.count, 60)
    for (index, body) in answers {
      XCTAssertEqual(body, #"{"path": "/3/movie/\#(index)"}"#, "each caller gets its own answer")
    }
    XCTAssertEqual(server.requests.count, 60)
    XCTAssertLessThanOrEqual(server.peakConcurrency, RequestGate.standardMaxInFlight)
    XCTAssertEqual(transport.armedDeadlines, 0)
  }

  /// Cancelling as the answer arrives: each caller gets the answer or `.cancelled`, once (a
  /// second resume of a continuation would crash the test), and nothing stays in flight.
  func testCancellationRacingTheAnswerResumesEachCallerOnce() async throws {
    let server = try StandInServer { _ in .json(200, #"{"genres": []}"#) }
    defer { server.stop() }
    let transport = HTTPTransport(baseURL: server.baseURL, credential: nil)
    let genres = genres
    var outcomes: [String: Int] = [:]
    for round in 0..<40 {
      let tasks = (0..<5).map { _ in Task { try await transport.send(genres) } }
      // Cancel some at once, some after the request went out, some after the answer.
      if round % 4 == 1 { await Task.yield() }
      if round % 4 == 2 { try await Task.sleep(for: .milliseconds(1)) }
      if round % 4 == 3 { try await Task.sleep(for: .milliseconds(5)) }
      for task in tasks { task.cancel() }
      for task in tasks {
        switch await task.result {
        case .success(let response):
          XCTAssertEqual(response.status, 200)
          outcomes["answered", default: 0] += 1
        case .failure(let failure as NetworkFailure):
          XCTAssertEqual(failure, .cancelled)
          outcomes["cancelled", default: 0] += 1
        case .failure(let error):
          XCTFail("unexpected \(error)")
        }
      }
    }
    XCTAssertEqual(outcomes.values.reduce(0, +), 200, "\(outcomes)")
    XCTAssertEqual(transport.armedDeadlines, 0)
    // The transport still works afterwards.
    let response = try await transport.send(genres)
    XCTAssertEqual(response.status, 200)
  }

  func testAServerThatClosesOrResetsMidBodyIsALostConnection() async throws {
    let body = Data(String(repeating: #"{"genres": []}  "#, count: 400).utf8)
    for reply in [Reply.truncated(body: body, after: 1000), .resetMidBody(body: body, after: 1000)]
    {
      let server = try StandInServer { _ in reply }
      defer { server.stop() }
      let transport = HTTPTransport(baseURL: server.baseURL, credential: nil)
      do {
        _ = try await transport.send(genres)
        XCTFail("a cut-off body is not an answer")
      } catch let failure as NetworkFailure {
        XCTAssertEqual(failure, .connectionLost, "\(reply)")
      }
      XCTAssertEqual(transport.armedDeadlines, 0)
    }
  }

  /// The head as the server sent it: names lower-cased, values without their line ends,
  /// repeated names joined, and an interim (1xx) head not mixed in.
  func testTheAnswersHeadersReachTheCaller() async throws {
    let answer =
      "HTTP/1.1 100 Continue\r\nX-Interim: yes\r\n\r\n"
      + "HTTP/1.1 429 Too Many Requests\r\nContent-Length: 2\r\nRetry-After: 7\r\n"
      + "X-Pair: a\r\nX-Pair: b\r\nContent-Type: application/json\r\n\r\n{}"
    let server = try StandInServer { _ in .raw(Data(answer.utf8)) }
    defer { server.stop() }
    let response = try await HTTPTransport(baseURL: server.baseURL, credential: nil).send(genres)
    XCTAssertEqual(response.status, 429)
    XCTAssertEqual(
      response.headers,
      [
        "content-length": "2", "retry-after": "7", "x-pair": "a, b",
        "content-type": "application/json",
      ])
    XCTAssertEqual(response.body, Data("{}".utf8))
  }

  /// A Content-Length over the limit ends the exchange at the head: the server here never
  /// sends the body, so only the head can have told.
  func testALengthOverTheLimitIsRefusedAtTheHead() async throws {
    let head = "HTTP/1.1 200 OK\r\nContent-Length: \(9 << 20)\r\n\r\n{"
    let server = try StandInServer { _ in .raw(Data(head.utf8)) }
    defer { server.stop() }
    do {
      _ = try await HTTPTransport(baseURL: server.baseURL, credential: nil).send(genres)
      XCTFail("a head announcing 9 MB was accepted")
    } catch let failure as NetworkFailure {
      XCTAssertEqual(failure, .tooLarge(limit: PayloadDecoder.maximumBodySize))
    }
  }

  /// libcurl speaks many protocols; an image base URL from TMDB's configuration, say, must
  /// not get it to read a local file.
  func testOnlyHTTPAndHTTPSAreEverFetched() async throws {
    for base in ["file:///etc", "ftp://127.0.0.1", "gopher://127.0.0.1"] {
      let transport = HTTPTransport(baseURL: URL(string: base)!, credential: nil)
      do {
        _ = try await transport.send(TransportRequest(path: "/passwd"))
        XCTFail("\(base) was fetched")
      } catch let failure as NetworkFailure {
        XCTAssertEqual(failure, .other("the API base URL is not valid"), base)
      }
    }
  }

  func testAHeaderWithALineBreakIsRefusedAndNothingIsSent() async throws {
    let server = try StandInServer { _ in .json(200, "{}") }
    defer { server.stop() }
    let transport = HTTPTransport(baseURL: server.baseURL, credential: nil)
    let request = TransportRequest(
      path: "/3/genre/movie/list", headers: ["X-Note": "a\r\nX-Injected: yes"])
    do {
      _ = try await transport.send(request)
      XCTFail("a header with a line break was sent")
    } catch let failure as NetworkFailure {
      XCTAssertEqual(failure, .other("the request header X-Note holds a control character"))
    }
    XCTAssertEqual(server.requests.count, 0)
  }

  /// A transport that goes away ends its thread.
  func testTransportsComeAndGo() async throws {
    let server = try StandInServer { _ in .json(200, #"{"genres": []}"#) }
    defer { server.stop() }
    let before = CurlDriver.threadsRunning
    for _ in 0..<20 {
      let transport = HTTPTransport(baseURL: server.baseURL, credential: nil)
      let response = try await transport.send(genres)
      XCTAssertEqual(response.status, 200)
    }
    XCTAssertEqual(server.requests.count, 20)
    try await waitUntil { CurlDriver.threadsRunning <= before }
  }

  /// Proxies come from the environment as for curl: `http_proxy` here. The stand-in plays the
  /// proxy for an API host that does not exist, so only the proxy can have answered.
  func testTheProxyFromTheEnvironmentCarriesTheRequests() throws {
    let proxy = try StandInServer { await catalogReply($0) }
    defer { proxy.stop() }
    let home = try makeTemporaryFolder(self)
    let run = try runProcess(
      try builtProduct("reel"),
      ["--api-base-url", "http://reel-test.invalid", "--no-cache", "list", "popular"],
      environment: [
        "HOME": home.path, "XDG_CONFIG_HOME": home.path, "XDG_CACHE_HOME": home.path,
        "XDG_DATA_HOME": home.path, "XDG_STATE_HOME": home.path, "TMDB_API_KEY": testKey,
        "http_proxy": "http://127.0.0.1:\(proxy.port)",
      ])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertFalse(run.stdout.isEmpty)
    let request = try XCTUnwrap(proxy.requests.first { $0.path == "/3/movie/popular" })
    XCTAssertEqual(request.headers["host"], "reel-test.invalid")
  }
}
