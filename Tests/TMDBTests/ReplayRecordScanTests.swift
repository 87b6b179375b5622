import Foundation
import ReplayCatalog
import XCTest

@testable import TMDB

/// The byte scan that serves a record's body without parsing it into a tree: it must serve
/// what the full reader serves, and step aside for every file the full reader would refuse.
final class ReplayRecordScanTests: XCTestCase {
  private func scan(_ text: String) -> ReplayRecordScan? {
    ReplayRecordScan.scan(Data(text.utf8))
  }

  private func record(body: String, extra: String = "") -> String {
    #"{"request": {"method": "GET", "path": "/3/movie/popular", "query": {"page": "1"}}, "#
      + #""response": {"status": 200, "body": \#(body)\#(extra)}}"#
  }

  func testEveryBundledRecordIsServedAsTheFullReaderServesIt() throws {
    guard let dir = ReplayCatalog.directory() else { throw XCTSkip("no bundled catalog yet") }
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    XCTAssertFalse(files.isEmpty)
    for file in files {
      let url = dir.appendingPathComponent(file)
      let full = try ResponseRecord.load(from: url).response.transportResponse()
      let scanned = try XCTUnwrap(
        ReplayRecordScan.scan(try Data(contentsOf: url)), "\(file) was not scanned")
      let served = scanned.transportResponse
      XCTAssertEqual(served.status, full.status, file)
      XCTAssertEqual(served.headers, full.headers, file)
      XCTAssertEqual(ReplayJSON.parse(served.body), ReplayJSON.parse(full.body), file)
    }
  }

  func testTheBodyIsServedCompactWithItsNumbersAndStringsAsWritten() throws {
    let scanned = try XCTUnwrap(
      scan(record(body: "{\n  \"vote_average\" : 7.50,\n \"title\": \"A  \\u00e9 b\" }")))
    XCTAssertEqual(scanned.status, 200)
    XCTAssertEqual(
      String(decoding: scanned.transportResponse.body, as: UTF8.self),
      #"{"vote_average":7.50,"title":"A  \u00e9 b"}"#)
  }

  func testHeadersAreServedLowerCasedAndATextBodyAsText() throws {
    let scanned = try XCTUnwrap(
      scan(
        #"{"request": {"path": "/3/x"}, "response": {"status": 503, "headers": {"Retry-After": "2"}, "#
          + #""bodyText": "<html>down</html>"}}"#))
    let response = scanned.transportResponse
    XCTAssertEqual(response.status, 503)
    XCTAssertEqual(response.headers, ["retry-after": "2"])
    XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "<html>down</html>")
  }

  func testAFileTheFullReaderRefusesIsLeftToIt() {
    let refused: [(String, String)] = [
      ("truncated", String(record(body: "{}").dropLast())),
      ("trailing text", record(body: "{}") + " x"),
      ("bad escape", record(body: #"{"a": "\q"}"#)),
      ("control character", record(body: "{\"a\": \"\u{1}\"}")),
      ("bad number", record(body: #"{"a": 01}"#)),
      ("bad literal", record(body: #"{"a": tru}"#)),
      ("missing comma", record(body: #"[1 2]"#)),
      ("no response", #"{"request": {"path": "/3/x"}}"#),
      ("no request path", #"{"request": {}, "response": {"status": 200, "body": {}}}"#),
      ("request not an object", #"{"request": [], "response": {"status": 200, "body": {}}}"#),
      (
        "request path not text",
        #"{"request": {"path": 3}, "response": {"status": 200, "body": {}}}"#
      ),
      (
        "request method not text",
        #"{"request": {"path": "/3/x", "method": 1}, "response": {"status": 200, "body": {}}}"#
      ),
      (
        "request query a list",
        #"{"request": {"path": "/3/x", "query": []}, "response": {"status": 200, "body": {}}}"#
      ),
      ("status not a number", #"{"request": {"path": "/3/x"}, "response": {"status": "200"}}"#),
      ("top level an array", "[]"),
      (
        "too deep",
        record(body: String(repeating: "[", count: 70) + String(repeating: "]", count: 70))
      ),
    ]
    for (what, text) in refused {
      XCTAssertNil(scan(text), what)
    }
    var badUTF8 = Data(record(body: #"{"a": "x"}"#).utf8)
    badUTF8[badUTF8.count - 5] = 0xFF
    XCTAssertNil(ReplayRecordScan.scan(badUTF8), "invalid UTF-8")
  }

  func testEveryRefusedFileIsOneTheFullReaderRefusesToo() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for (index, text) in [
      #"{"request": {"path": 3}, "response": {"status": 200, "body": {}}}"#,
      #"{"request": {"path": "/3/x", "method": 1}, "response": {"status": 200, "body": {}}}"#,
      #"{"request": {"path": "/3/x", "query": []}, "response": {"status": 200, "body": {}}}"#,
    ].enumerated() {
      let url = dir.appendingPathComponent("\(index).json")
      try Data(text.utf8).write(to: url)
      XCTAssertThrowsError(try ResponseRecord.load(from: url), text)
    }
    // And a request the full reader takes (numbers in the query, a null method) is scanned.
    XCTAssertNotNil(
      scan(
        #"{"request": {"path": "/3/x", "method": null, "query": {"page": 1, "x": [1]}}, "#
          + #""response": {"status": 200, "body": {}}}"#))
  }

  func testANullBodyServesAnEmptyBody() throws {
    let scanned = try XCTUnwrap(scan(record(body: "null")))
    XCTAssertEqual(scanned.transportResponse.body, Data())
  }
}
