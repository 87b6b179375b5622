import App
import Foundation
import XCTest

@testable import TMDB

/// A server that attacks the client: endless and bomb-sized bodies, redirects that would carry
/// the credential elsewhere, echoed secrets, and answers that are not HTTP. Each is one plain
/// sentence, with nothing kept past the limit and no secret shown.
final class HostileServerTests: XCTestCase {
  private let megabyte = 1024 * 1024

  func testAnEndlessBodyIsCutOffAtTheLimitWithAClearMessage() async throws {
    let chunk = Data(repeating: UInt8(ascii: " "), count: 64 * 1024)
    let server = try StandInServer { _ in
      .endless(headers: ["Content-Type": "application/json"], chunk: chunk, limit: .max)
    }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server, timeout: 60).genres() }
    XCTAssertEqual(
      error?.message, "TMDB sent more than 8 MB for genre list; the answer was not used.")
    XCTAssertEqual(server.requests.count, 1, "a body too large is not retried")
    // The server would send forever: only the client hanging up ends it.
    try await waitUntil { !server.clientHangUps.isEmpty }
  }

  func testALengthOverTheLimitIsRefusedBeforeTheBodyArrives() async throws {
    let server = try StandInServer { _ in
      .json(200, "{" + String(repeating: " ", count: 9 * 1024 * 1024) + "}")
    }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).genres() }
    XCTAssertEqual(
      error?.message, "TMDB sent more than 8 MB for genre list; the answer was not used.")
  }

  func testAGzipBombIsCutOffWhileInflatingNotAfter() async throws {
    let bomb = gzipOfSpaces(count: 64 * megabyte)
    XCTAssertLessThan(bomb.count, megabyte / 2)
    let server = try StandInServer { _ in
      .respond(
        status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"],
        body: bomb)
    }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server, timeout: 60).genres() }
    XCTAssertEqual(
      error?.message, "TMDB sent more than 8 MB for genre list; the answer was not used.")
  }

  func testEveryRequestsDeadlineTimerEndsWithTheRequest() async throws {
    let server = try StandInServer { await catalogReply($0) }
    defer { server.stop() }
    let transport = HTTPTransport(baseURL: server.baseURL, credential: nil, timeout: 30)
    let client = TMDBClient(transport: transport)
    _ = try await client.genres()
    _ = try await client.page(.category(.popular), page: 1)
    // The timer of each finished request is cancelled, not left to fire 30 s later.
    try await waitUntil { transport.armedDeadlines == 0 }
    let stalled = try StandInServer { _ in .stall }
    defer { stalled.stop() }
    let stalling = HTTPTransport(baseURL: stalled.baseURL, credential: nil, timeout: 30)
    let task = Task { try await TMDBClient(transport: stalling).genres() }
    try await waitUntil { stalled.requests.count == 1 }
    XCTAssertEqual(stalling.armedDeadlines, 1, "armed while the request is in flight")
    task.cancel()
    _ = await task.result
    try await waitUntil { stalling.armedDeadlines == 0 }
  }

  func testARedirectToAnotherHostIsRefusedAndTheTokenNeverLeaves() async throws {
    let elsewhere = try StandInServer { await catalogReply($0) }
    defer { elsewhere.stop() }
    for status in [301, 302, 303, 307, 308] {
      let server = try StandInServer { request in
        .respond(
          status: status,
          headers: ["Location": "http://localhost:\(elsewhere.port)\(request.path)"],
          body: Data())
      }
      defer { server.stop() }
      let token = Credential(testToken, declared: .accessToken, origin: "TMDB_API_KEY")
      let (_, error) = await timed { try await liveClient(server, credential: token).genres() }
      XCTAssertEqual(
        error?.message,
        "TMDB redirected genre list to http://localhost:\(elsewhere.port), another server; "
          + "Reel does not follow it, so the credentials stay with the API server "
          + "(check --api-base-url).", "\(status)")
    }
    XCTAssertEqual(elsewhere.requests.count, 0, "nothing reached the other server")
  }

  func testARedirectWithinTheSameServerIsFollowed() async throws {
    let server = try StandInServer { request in
      if request.path.hasPrefix("/old") {
        return .respond(
          status: 301, headers: ["Location": String(request.path.dropFirst(4))], body: Data())
      }
      return await catalogReply(request)
    }
    defer { server.stop() }
    let transport = HTTPTransport(
      baseURL: server.baseURL.appendingPathComponent("old"), credential: nil)
    let genres = try await TMDBClient(transport: transport).genres()
    XCTAssertFalse(genres.isEmpty)
  }

  func testAKeyEchoedByTheServerIsRedactedEverywhere() async throws {
    for status in [400, 422, 500] {
      let server = try StandInServer { request in
        .json(
          status,
          #"{"status_code": 22, "status_message": "Bad key \#(request.value("api_key") ?? "")", "errors": ["api_key=\#(request.value("api_key") ?? "")"]}"#
        )
      }
      defer { server.stop() }
      let lines = Collector<String>()
      let credential = Credential(testKey, declared: .apiKey, origin: "TMDB_API_KEY")
      let transport = HTTPTransport(
        baseURL: server.baseURL, credential: credential, log: { lines.append($0) })
      let (_, error) = await timed { try await TMDBClient(transport: transport).genres() }
      let message = try XCTUnwrap(error?.message)
      XCTAssertTrue(message.contains("Bad key <redacted>"), message)
      XCTAssertFalse(message.contains(testKey), message)
      for line in lines.all { XCTAssertFalse(line.contains(testKey), line) }
      let response = try await transport.send(TransportRequest(path: "/3/genre/movie/list"))
      XCTAssertNil(
        String(decoding: response.body, as: UTF8.self).range(of: testKey),
        "the body handed on (to the cache, say) has no key")
    }
  }

  func testAnAnswerThatIsNotHTTPIsOnePlainSentence() async throws {
    let server = try StandInServer { _ in .raw(Data("SSH-2.0-OpenSSH_9.6\r\n\r\n".utf8)) }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).genres() }
    let message = try XCTUnwrap(error?.message)
    XCTAssertEqual(
      message,
      "Network error loading genre list: the server at 127.0.0.1:\(server.port) sent something "
        + "that is not a readable HTTP answer.")
    assertNoRawCode(message)
  }

  func testTLSToAPlainHTTPServerSaysSoInWords() async throws {
    let answer = "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    let server = try StandInServer(greeting: Data(answer.utf8))
    defer { server.stop() }
    let client = TMDBClient(
      transport: Services.live(
        baseURL: URL(string: "https://127.0.0.1:\(server.port)")!, credential: nil, timeout: 5,
        policy: fastPolicy()))
    let (_, error) = await timed { try await client.genres() }
    XCTAssertEqual(
      error?.message,
      "Network error loading genre list: the secure connection to 127.0.0.1:\(server.port) "
        + "failed (is it an HTTPS server? check --api-base-url).")
  }

  func testARedirectLoopIsOnePlainSentence() async throws {
    let server = try StandInServer { request in
      .respond(status: 302, headers: ["Location": request.path], body: Data())
    }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).genres() }
    let message = try XCTUnwrap(error?.message)
    XCTAssertEqual(
      message,
      "Network error loading genre list: the server at 127.0.0.1:\(server.port) redirected "
        + "too many times (a redirect loop).")
  }

  private func assertNoRawCode(
    _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let numbers = message.split(whereSeparator: { !$0.isNumber && $0 != "-" })
    for number in numbers where number.hasPrefix("-") || number.count == 4 {
      XCTFail("a raw code in: \(message)", file: file, line: line)
    }
  }
}

/// A gzip member inflating to `count` spaces: one fixed-Huffman deflate block of a literal
/// space and back-references of 258 bytes at distance 1 (13 bits each, about 160:1). The
/// trailer's CRC is left zero: a client that stops at its limit never reads it.
func gzipOfSpaces(count: Int) -> Data {
  var bits = BitWriter()
  bits.write(1, count: 1)  // BFINAL
  bits.write(1, count: 2)  // BTYPE 01: fixed Huffman
  bits.writeCode(0x30 + 0x20, length: 8)  // literal ' '
  var produced = 1
  while produced + 258 <= count {
    bits.writeCode(0b1100_0101, length: 8)  // length code 285: 258 bytes
    bits.writeCode(0, length: 5)  // distance code 0: distance 1
    produced += 258
  }
  while produced < count {
    bits.writeCode(0x30 + 0x20, length: 8)
    produced += 1
  }
  bits.writeCode(0, length: 7)  // end of block
  var data = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 255])
  data.append(contentsOf: bits.bytes())
  data.append(contentsOf: [0, 0, 0, 0])  // CRC-32 (not checked before the limit)
  let size = UInt32(truncatingIfNeeded: count)
  data.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * $0)) })
  return data
}

/// Deflate's bit order: fields least significant bit first, Huffman codes most significant
/// bit first.
struct BitWriter {
  private var output: [UInt8] = []
  private var current: UInt8 = 0
  private var used = 0

  mutating func write(_ value: Int, count: Int) {
    for bit in 0..<count { push((value >> bit) & 1) }
  }

  mutating func writeCode(_ code: Int, length: Int) {
    for bit in stride(from: length - 1, through: 0, by: -1) { push((code >> bit) & 1) }
  }

  private mutating func push(_ bit: Int) {
    current |= UInt8(bit) << used
    used += 1
    if used == 8 {
      output.append(current)
      current = 0
      used = 0
    }
  }

  func bytes() -> [UInt8] { used > 0 ? output + [current] : output }
}
