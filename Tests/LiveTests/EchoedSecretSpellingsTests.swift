import App
import Foundation
import XCTest

@testable import TMDB

/// A hostile server echoes the credential back spelled another way than it was sent: upper-
/// cased, JSON-escaped (`\u0053`, `\/`), in a header's name or value. Whatever reaches the
/// client (the error's words, the log, the body handed on to the cache and the recorder, the
/// headers the inspector shows) must not hold it in any spelling.
final class EchoedSecretSpellingsTests: XCTestCase {
  /// Not 32 hex characters nor a JWT: a key read as it was declared, with a "/" in it so its
  /// JSON spelling can be `\/`.
  private let key = "SECRETv3KEY0123456789abcdef/zz"

  /// The ways a JSON body can spell the key and still decode to it (or to its upper case).
  private var echoes: [String] {
    let escapedFirst = "\\u0053" + key.dropFirst().replacingOccurrences(of: "/", with: "\\/")
    let allEscaped = key.unicodeScalars.map { String(format: "\\u%04X", $0.value) }.joined()
    return [
      key.uppercased(), escapedFirst, allEscaped, key.replacingOccurrences(of: "/", with: "\\/"),
    ]
  }

  private func holdsKey(_ text: String) -> Bool {
    text.lowercased().contains(key.lowercased())
  }

  func testAnEchoedKeyInAnySpellingNeverReachesTheMessageTheLogOrTheBody() async throws {
    for echo in echoes {
      for status in [200, 422, 500] {
        let server = try StandInServer { _ in
          .json(
            status,
            #"{"status_code": 7, "status_message": "Invalid key \#(echo)", "genres": [{"id": 1, "name": "\#(echo)"}]}"#,
            headers: ["X-Echo": "key=\(echo)"])
        }
        defer { server.stop() }
        let lines = Collector<String>()
        let credential = Credential(key, declared: .apiKey, origin: "TMDB_API_KEY")
        let transport = HTTPTransport(
          baseURL: server.baseURL, credential: credential, log: { lines.append($0) })
        let client = TMDBClient(transport: transport)
        do {
          let genres = try await client.genres()
          for genre in genres {
            XCTAssertFalse(holdsKey(genre.name), "status \(status), echo \(echo): \(genre.name)")
          }
        } catch {
          XCTAssertFalse(holdsKey(error.message), "echo \(echo): \(error.message)")
        }
        for line in lines.all { XCTAssertFalse(holdsKey(line), line) }
        let response = try await transport.send(TransportRequest(path: "/3/genre/movie/list"))
        let decoded = try JSONSerialization.jsonObject(with: response.body)
        let text = String(
          decoding: try JSONSerialization.data(withJSONObject: decoded), as: UTF8.self
        ).replacingOccurrences(of: "\\/", with: "/")
        XCTAssertFalse(holdsKey(text), "status \(status), echo \(echo): the body \(text)")
        for (name, value) in response.headers {
          XCTAssertFalse(holdsKey(name) || holdsKey(value), "header \(name): \(value)")
        }
      }
    }
  }

  /// A v4 token echoed in the head (as a server quoting the request's Authorization would).
  func testATokenEchoedInTheHeadIsRedactedFromTheHeaders() async throws {
    let server = try StandInServer { request in
      .json(
        200, #"{"genres": []}"#,
        headers: [
          "X-Seen-Authorization": request.headers["authorization"] ?? "",
          "X-Seen-Upper": (request.headers["authorization"] ?? "").uppercased(),
        ])
    }
    defer { server.stop() }
    let credential = Credential(testToken, declared: .accessToken, origin: "TMDB_ACCESS_TOKEN")
    let transport = HTTPTransport(baseURL: server.baseURL, credential: credential)
    let response = try await transport.send(TransportRequest(path: "/3/genre/movie/list"))
    XCTAssertNotNil(response.headers["x-seen-authorization"])
    for (name, value) in response.headers {
      XCTAssertFalse(
        value.lowercased().contains(testToken.lowercased()), "header \(name): \(value)")
    }
  }

  /// A redirect whose target names the key (as a host, lower-cased by the URL parser, or in
  /// its path): refused, and the words saying where it pointed do not quote the key.
  func testARefusedRedirectNamingTheKeyDoesNotQuoteIt() async throws {
    let hexKey = "0123456789abcdef0123456789abcdef"
    for location in [
      "http://\(hexKey.uppercased()).example:1/x", "http://\(hexKey).example/",
      "http://user:\(hexKey)@elsewhere.example/",
    ] {
      let server = try StandInServer { _ in
        .respond(status: 302, headers: ["Location": location], body: Data())
      }
      defer { server.stop() }
      let lines = Collector<String>()
      let credential = Credential(hexKey, declared: .apiKey, origin: "TMDB_API_KEY")
      let transport = HTTPTransport(
        baseURL: server.baseURL, credential: credential, log: { lines.append($0) })
      let (_, error) = await timed { try await TMDBClient(transport: transport).genres() }
      let message = try XCTUnwrap(error?.message)
      XCTAssertTrue(message.contains("redirected"), message)
      XCTAssertFalse(message.lowercased().contains(hexKey), message)
      for line in lines.all { XCTAssertFalse(line.lowercased().contains(hexKey), line) }
    }
  }

  /// JSON may come in UTF-16 or UTF-32 (the decoder reads either): the echoed key has NUL
  /// bytes between its letters, which a search of the bytes as they are never finds.
  func testAKeyEchoedInAWideEncodingIsRedacted() async throws {
    let encodings: [String.Encoding] = [.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian]
    for encoding in encodings {
      let body = #"{"status_code": 7, "status_message": "Invalid key \#(key)"}"#
      let bytes = try XCTUnwrap(body.data(using: encoding))
      let server = try StandInServer { _ in
        .respond(status: 422, headers: ["Content-Type": "application/json"], body: bytes)
      }
      defer { server.stop() }
      let credential = Credential(key, declared: .apiKey, origin: "TMDB_API_KEY")
      let transport = HTTPTransport(baseURL: server.baseURL, credential: credential)
      let (_, error) = await timed { try await TMDBClient(transport: transport).genres() }
      let message = try XCTUnwrap(error?.message)
      XCTAssertFalse(holdsKey(message), "\(encoding): \(message)")
    }
  }
}
