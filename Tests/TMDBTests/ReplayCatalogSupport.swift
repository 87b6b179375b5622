import Foundation
import ReplayCatalog
import XCTest

@testable import TMDB

/// Requests to the bundled catalog through the replay transport, answered as parsed JSON, so
/// a test states what TMDB's client would read.
struct BundledReplay {
  let transport: ReplayTransport

  init() throws {
    guard let dir = ReplayCatalog.directory() else {
      throw XCTSkip("the bundled catalog (Resources/Catalog) is not built yet")
    }
    transport = ReplayTransport(directory: dir)
  }

  func get(
    _ path: String, _ query: [String: String] = [:]
  ) async throws -> (status: Int, body: ReplayJSON) {
    let response = try await transport.send(
      TransportRequest(
        path: path, query: query.sorted { $0.key < $1.key }.map { QueryItem($0.key, $0.value) }))
    let body = try XCTUnwrap(ReplayJSON.parse(response.body), "\(path) answered no JSON")
    return (response.status, body)
  }

  /// The body of a 200 answer.
  func ok(_ path: String, _ query: [String: String] = [:]) async throws -> ReplayJSON {
    let (status, body) = try await get(path, query)
    XCTAssertEqual(status, 200, "\(path): \(body)")
    return body
  }
}

extension ReplayJSON {
  var array: [ReplayJSON] {
    if case .array(let items) = self { return items }
    return []
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var int: Int? {
    if case .integer(let value) = self { return Int(value) }
    return nil
  }

  var double: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    default: nil
    }
  }

  var keys: Set<String> {
    if case .object(let fields) = self { return Set(fields.keys) }
    return []
  }

  /// The ids of a page's results.
  var resultIDs: [Int] { (self["results"]?.array ?? []).compactMap { $0["id"]?.int } }
}

/// TMDB's 404 body for an id it does not have.
func assertTMDBNotFound(
  _ answer: (status: Int, body: ReplayJSON), file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(answer.status, 404, file: file, line: line)
  XCTAssertEqual(answer.body["status_code"], .integer(34), file: file, line: line)
  XCTAssertEqual(answer.body["success"], .bool(false), file: file, line: line)
}
