import Foundation
import TMDB
import XCTest

/// What Reel sends to the live API: the credential exactly where its kind belongs, the base
/// URL, the headers, and gzip.
final class LiveRequestTests: XCTestCase {
  private func firstRequest(
    credential: Credential?, base: String = "", file: StaticString = #filePath,
    line: UInt = #line
  ) async throws -> ServedRequest {
    let server = try StandInServer { request in
      var unprefixed = request
      unprefixed.path = String(request.path.dropFirst(base.count - (base.hasSuffix("/") ? 1 : 0)))
      return await catalogReply(unprefixed)
    }
    defer { server.stop() }
    let transport = HTTPTransport(
      baseURL: URL(string: server.baseURL.absoluteString + base)!, credential: credential)
    let client = TMDBClient(transport: transport, language: "en-US")
    _ = try await client.search("dune", page: 1)
    return try XCTUnwrap(server.requests.first, file: file, line: line)
  }

  func testAV3KeyIsSentAsTheApiKeyParameterOnly() async throws {
    let request = try await firstRequest(
      credential: Credential(testKey, declared: .apiKey, origin: "TMDB_API_KEY"))
    XCTAssertEqual(request.path, "/3/search/movie")
    XCTAssertEqual(request.query.filter { $0.name == "api_key" }.map(\.value), [testKey])
    XCTAssertNil(request.headers["authorization"])
    XCTAssertEqual(request.value("query"), "dune")
    XCTAssertEqual(request.value("language"), "en-US")
  }

  func testAV4TokenIsSentAsABearerHeaderOnly() async throws {
    let request = try await firstRequest(
      credential: Credential(testToken, declared: .accessToken, origin: "TMDB_ACCESS_TOKEN"))
    XCTAssertEqual(request.headers["authorization"], "Bearer \(testToken)")
    XCTAssertFalse(request.query.contains { $0.name == "api_key" })
  }

  func testATokenGivenAsAKeyIsSentAsAToken() async throws {
    let request = try await firstRequest(
      credential: Credential(testToken, declared: .apiKey, origin: "--api-key"))
    XCTAssertEqual(request.headers["authorization"], "Bearer \(testToken)")
    XCTAssertFalse(request.query.contains { $0.name == "api_key" })
  }

  func testAKeyGivenAsATokenIsSentAsAKey() async throws {
    let request = try await firstRequest(
      credential: Credential(testKey, declared: .accessToken, origin: "--access-token"))
    XCTAssertEqual(request.query.filter { $0.name == "api_key" }.map(\.value), [testKey])
    XCTAssertNil(request.headers["authorization"])
  }

  func testATokenPastedWithItsBearerPrefixIsTheToken() throws {
    let credential = try XCTUnwrap(
      Credential("Bearer \(testToken)\n", declared: .apiKey, origin: "TMDB_API_KEY"))
    XCTAssertEqual(credential.kind, .accessToken)
    XCTAssertEqual(credential.value, testToken)
    XCTAssertEqual(credential.description, "access token from TMDB_API_KEY")
  }

  func testHeadersNameReelAndAcceptGzipAndJSON() async throws {
    let request = try await firstRequest(credential: nil)
    XCTAssertEqual(
      request.headers["user-agent"], "Reel/\(ReelVersion.current) (terminal movie browser)")
    XCTAssertEqual(request.headers["accept"], "application/json")
    XCTAssertTrue(request.headers["accept-encoding"]?.contains("gzip") == true)
  }

  func testTheBaseURLMayCarryAPathPrefix() async throws {
    let request = try await firstRequest(credential: nil, base: "/tmdb-mirror/")
    XCTAssertEqual(request.path, "/tmdb-mirror/3/search/movie")
  }

  func testAGzippedBodyIsUnpacked() async throws {
    let gzipped = try XCTUnwrap(
      Data(
        base64Encoded:
          "H4sIAAAAAAACA6tWSk/NK0otVrJSiK5WykwB0oYWOgpKeYm5qUC2kktRYm6iUq2OAlTS2BRJ0jk/NzWlUqk2thYAdBwgwkcAAAA="
      ))
    let server = try StandInServer { _ in
      .respond(
        status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"],
        body: gzipped)
    }
    defer { server.stop() }
    let client = TMDBClient(transport: HTTPTransport(baseURL: server.baseURL, credential: nil))
    let genres = try await client.genres()
    XCTAssertEqual(genres.map(\.name), ["Drama", "Comedy"])
  }

  func testLoggedURLsHaveTheKeyRedacted() async throws {
    let server = try StandInServer { await catalogReply($0) }
    defer { server.stop() }
    let lines = Collector<String>()
    let credential = Credential(testKey, declared: .apiKey, origin: "TMDB_API_KEY")
    let transport = HTTPTransport(
      baseURL: server.baseURL, credential: credential, log: { lines.append($0) })
    _ = try await TMDBClient(transport: transport).configuration()
    XCTAssertEqual(lines.all.count, 1)
    let line = try XCTUnwrap(lines.all.first)
    XCTAssertTrue(
      line.contains("api_key=%3Credacted%3E") || line.contains("api_key=<redacted>"), line)
    XCTAssertTrue(line.contains("/3/configuration"), line)
    XCTAssertFalse(line.contains(testKey), line)
  }
}
