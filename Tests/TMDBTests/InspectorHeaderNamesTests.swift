import Foundation
import XCTest

@testable import TMDB

/// A server may quote the credential anywhere in its head, the name of a header included
/// (`X-Key-0123…: 1`, a careless proxy's debugging): the record masks it there too, so the
/// inspector and a HAR file never show it.
final class InspectorHeaderNamesTests: XCTestCase {
  private let key = "0123456789abcdef0123456789abcdef"

  private struct HeaderEcho: Transport {
    var secret: String
    func send(_ request: TransportRequest) async throws -> TransportResponse {
      TransportResponse(
        status: 200,
        headers: ["x-key-\(secret)": "1", "x-\(secret.prefix(16))": "half", "content-type": "a/b"],
        body: Data("{}".utf8))
    }
  }

  func testAKeyInAHeadersNameIsMasked() async throws {
    let record = NetworkRecord()
    let credential = try XCTUnwrap(Credential(key, declared: .apiKey, origin: "test"))
    let transport = InspectingTransport(
      wrapping: HeaderEcho(secret: key), record: record, source: .network, credential: credential)
    _ = try await transport.send(TransportRequest(path: "/3/movie/popular"))
    let exchange = try XCTUnwrap(record.exchanges().first)
    let names = exchange.responseHeaders.map(\.name)
    XCTAssertFalse(names.contains { $0.contains(key) }, "\(names)")
    XCTAssertTrue(names.contains("x-key-••••"), "\(names)")
    XCTAssertTrue(names.contains("content-type"), "\(names)")
  }
}
