import Foundation
import TMDB
import XCTest

@testable import App

/// A HAR file is read by other tools, which may replay its requests: each entry's URL must be
/// the request as it was sent, and the file valid JSON whatever the exchange held.
final class HARHostileEntriesTests: XCTestCase {
  private func exchange(query: [QueryItem], body: Data = Data()) -> InspectedExchange {
    var exchange = InspectedExchange(
      id: 1, startedAt: Date(timeIntervalSince1970: 0), method: "GET", path: "/3/search/movie",
      query: query, requestHeaders: [(name: "Accept", value: "application/json")],
      source: .network, browserRequest: nil)
    exchange.status = 200
    exchange.body = body
    exchange.bodySize = body.count
    return exchange
  }

  func testAPlusInAQueryIsWrittenAsSentNotAsASpace() {
    // HTTPTransport sends "+" as %2B (servers read a bare "+" as a space).
    let url = HARDocument.url(
      exchange(query: [QueryItem("query", "c++ & a=b #1 é")]), baseURL: "https://api.example/")
    XCTAssertEqual(
      url, "https://api.example/3/search/movie?query=c%2B%2B%20%26%20a%3Db%20%231%20%C3%A9")
  }

  func testHostileBodiesAndQueriesMakeValidJSON() throws {
    let bodies: [Data] = [
      Data([0xFF, 0xFE, 0x00, 0x41]), Data("\u{0}\u{1B}[2J\u{202E}".utf8), Data(),
      Data(String(repeating: "[", count: 10_000).utf8),
    ]
    let exchanges = bodies.map { exchange(query: [QueryItem("q", "\u{0}\"\\\n")], body: $0) }
    let data = try HARDocument.data(exchanges, baseURL: "https://api.example")
    let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let log = try XCTUnwrap(root["log"] as? [String: Any])
    XCTAssertEqual((log["entries"] as? [Any])?.count, bodies.count)
  }
}
