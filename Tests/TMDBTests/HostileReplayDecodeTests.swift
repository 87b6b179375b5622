import Foundation
import XCTest

@testable import TMDB

/// Hostile record files and payloads against the fast paths of the replay scan and the lenient
/// decoding: whatever the bytes, a film list, its drop report and its error words must be what
/// the general path gives (the full record reader; the generic lenient calls; the old
/// two-step required list).
final class HostileReplayDecodeTests: XCTestCase {
  // MARK: - The record scan against the full reader

  /// What a user is shown for a record: the response's status and headers, and its body
  /// decoded as a page of films (the films' ids and titles, the drop report) or the error words.
  private struct Served: Equatable {
    var status: Int
    var headers: [String: String]
    var body: ReplayJSON?
    var page: String
  }

  private func outcome(_ response: TransportResponse) -> Served {
    let report = DecodeReport()
    let page: String
    do {
      let decoded = try PayloadDecoder.decode(
        MoviePage.self, from: response.body, endpoint: "movie/popular", report: report)
      page =
        decoded.results.map { "\($0.id) \($0.title)" }.joined(separator: "|")
        + " fields \(report.droppedFields) items \(report.droppedItems)"
    } catch {
      page = "error: \(error.message)"
    }
    return Served(
      status: response.status, headers: response.headers, body: ReplayJSON.parse(response.body),
      page: page)
  }

  /// The record read the full way, and the way `ReplayStore` serves it (scan, else full).
  private func bothWays(_ data: Data, file: String = "x.json") throws -> (
    full: Result<Served, ReplayRecordError>, served: Result<Served, ReplayRecordError>
  ) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent(file)
    try data.write(to: url)
    func full() -> Result<Served, ReplayRecordError> {
      let loaded: ResponseRecord
      do { loaded = try ResponseRecord.load(from: url) } catch { return .failure(error) }
      guard let response = try? loaded.response.transportResponse() else {
        return .failure(ReplayRecordError(file: file, reason: "its body could not be written"))
      }
      return .success(outcome(response))
    }
    let served: Result<Served, ReplayRecordError>? = ReplayRecordScan.scan(data).map {
      .success(outcome($0.transportResponse))
    }
    return (full(), served ?? full())
  }

  private func record(response: String) -> String {
    #"{"request": {"method": "GET", "path": "/3/movie/popular", "query": {"page": "1"}}, "#
      + #""response": \#(response)}"#
  }

  private func record(body: String) -> String {
    record(response: #"{"status": 200, "body": \#(body)}"#)
  }

  private func page(_ results: String) -> String {
    #"{"page": 1, "total_pages": 3, "total_results": 60, "results": [\#(results)]}"#
  }

  private func assertServedAsTheFullReaderServes(
    _ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    for (what, text) in cases {
      let (full, served) = try bothWays(Data(text.utf8))
      XCTAssertEqual(served, full, what, file: file, line: line)
    }
  }

  func testHostileFilmFieldsAreServedAsTheFullReaderServesThem() throws {
    let film = { (fields: String) in #"{"id": 7, "title": "T", \#(fields)}"# }
    try assertServedAsTheFullReaderServes(
      [
        ("ids as floats", page(#"{"id": 1.0, "title": "a"}, {"id": 1e3, "title": "b"}"#)),
        ("negative zero id", page(#"{"id": -0, "title": "a"}, {"id": -0.0, "title": "b"}"#)),
        ("a fractional id", page(#"{"id": 1.5, "title": "a"}, {"id": 2, "title": "b"}"#)),
        ("an id past Int64", page(#"{"id": 18446744073709551616, "title": "a"}"#)),
        ("an id past 2^53", page(#"{"id": 9007199254740993, "title": "a"}"#)),
        ("an id as text", page(#"{"id": "12", "title": "a"}, {"id": 3, "title": "b"}"#)),
        ("an id as a flag", page(#"{"id": true, "title": "a"}, {"id": 3, "title": "b"}"#)),
        ("null everywhere", page(#"{"id": 3, "title": null, "overview": null, "adult": null}"#)),
        ("a null film", page(#"null, {"id": 3, "title": "b"}, null"#)),
        ("nested lists for films", page(#"[{"id": 3}], [[]], {"id": 4, "title": "c"}"#)),
        ("numbers as text", page(film(#""vote_count": "12", "vote_average": "7.5""#))),
        ("flags as numbers", page(film(#""adult": 0, "video": 1"#))),
        ("numbers as flags", page(film(#""vote_count": true, "popularity": false"#))),
        ("genre ids mixed", page(film(#""genre_ids": [1, "2", 3.0, null, [4], 1e2]"#))),
        ("genre ids an object", page(film(#""genre_ids": {"a": 1}"#))),
        ("a title a list", page(film(#""original_title": ["a"]"#))),
        ("duplicate keys in a film", page(#"{"id": 3, "id": 4, "title": "a", "title": "b"}"#)),
        ("a NUL in a title", page(#"{"id": 3, "title": "a\u0000b"}"#)),
        ("a surrogate pair", page(#"{"id": 3, "title": "\ud83c\udfac"}"#)),
        ("results missing", #"{"page": 1}"#),
        ("results null", #"{"page": 1, "results": null}"#),
        ("results text", #"{"page": 1, "results": "x"}"#),
        ("results an object", #"{"page": 1, "results": {"id": 3}}"#),
        ("results twice", #"{"page": 1, "results": [], "results": [{"id": 5, "title": "e"}]}"#),
        ("page a float", #"{"page": 1.0, "results": []}"#),
        ("page null", #"{"page": null, "results": []}"#),
        ("a top-level list", #"[{"id": 3}]"#),
        ("a top-level string", #""x""#),
      ].map { ($0.0, record(body: $0.1)) })
  }

  func testHostileStringsAtEveryOffsetAreServedAsTheFullReaderServesThem() throws {
    let inserts = [
      #"\""#, #"\\"#, #"\/"#, #"\u0000"#, #"\ud83c\udfac"#, "é", "🎬", "\u{7F}",
      #"\n"#, #"\u00e9"#,
    ]
    var cases: [(String, String)] = []
    for insert in inserts {
      for padding in 0..<9 {
        let title = String(repeating: "a", count: padding) + insert + "bcdefghij"
        cases.append(
          ("\(insert) after \(padding)", record(body: page(#"{"id": 1, "title": "\#(title)"}"#))))
      }
    }
    try assertServedAsTheFullReaderServes(cases)
  }

  /// A body the full reader's tree cannot hold (a lone surrogate, which no Swift string holds;
  /// a number past Double's range) makes it refuse the whole record, with words about the list
  /// around the bad value. The scan serves the body as written, so it is decoded as the same
  /// body arriving live would be: the bad field dropped and counted, the films shown. This is
  /// where the scan and the full reader knowingly differ.
  func testABodyTheFullReaderCannotHoldIsServedAsALivePayloadIs() throws {
    var bodies = [
      page(#"{"id": 3, "title": "\udc00"}, {"id": 4, "title": "d"}"#),
      page(#"{"id": 3, "title": "T", "vote_count": 1e309}"#),
    ]
    for padding in 0..<9 {
      let title = String(repeating: "a", count: padding) + #"\ud800"# + "bcdefghij"
      bodies.append(page(#"{"id": 1, "title": "\#(title)"}"#))
    }
    for body in bodies {
      let (full, served) = try bothWays(Data(record(body: body).utf8))
      var live = outcome(TransportResponse(status: 200, headers: [:], body: Data(body.utf8)))
      live.body = nil
      XCTAssertEqual(try served.get(), live, body)
      XCTAssertTrue(live.page.contains("fields ["), body)
      XCTAssertThrowsError(try full.get(), body)
    }
  }

  /// A body of lists `depth` deep (the record's own two objects make the file two deeper).
  private func nested(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  func testHostileRecordShapesAreServedAsTheFullReaderServesThem() throws {
    let body = page(#"{"id": 3, "title": "c"}"#)
    try assertServedAsTheFullReaderServes([
      ("an escaped body key", record(response: #"{"status": 200, "b\u006fdy": \#(body)}"#)),
      (
        "an escaped headers key",
        record(response: #"{"status": 200, "h\u0065aders": {"A": "1"}, "body": \#(body)}"#)
      ),
      (
        "an escaped text key",
        record(response: #"{"status": 200, "bodyT\u0065xt": "down"}"#)
      ),
      ("an escaped status key", record(response: #"{"st\u0061tus": 200, "body": \#(body)}"#)),
      ("two bodies", record(response: #"{"status": 200, "body": [], "body": \#(body)}"#)),
      ("two statuses", record(response: #"{"status": 500, "status": 200, "body": \#(body)}"#)),
      (
        "two responses",
        record(response: #"{"status": 200, "body": \#(body)}, "response": {"status": 404}"#)
      ),
      (
        "a body and a text",
        record(response: #"{"status": 200, "body": \#(body), "bodyText": "x"}"#)
      ),
      (
        "a null body and a text",
        record(response: #"{"status": 200, "body": null, "bodyText": "x"}"#)
      ),
      ("a status as a float", record(response: #"{"status": 200.0, "body": \#(body)}"#)),
      ("a status with an exponent", record(response: #"{"status": 2e2, "body": \#(body)}"#)),
      ("a negative status", record(response: #"{"status": -200, "body": \#(body)}"#)),
      ("a huge status", record(response: #"{"status": 99999999999999999999, "body": \#(body)}"#)),
      ("a status of nine digits", record(response: #"{"status": 200000000, "body": \#(body)}"#)),
      ("a text body", record(response: #"{"status": 200, "bodyText": "{\"page\": 1}"}"#)),
      (
        "headers with a number",
        record(response: #"{"status": 200, "headers": {"A": 1}, "body": {}}"#)
      ),
      ("headers null", record(response: #"{"status": 200, "headers": null, "body": \#(body)}"#)),
      (
        // (Two names that differ only in case are served in either order, by both readers:
        // which one wins depends on the dictionary's hashing, so that is not compared.)
        "a header twice",
        record(response: #"{"status": 200, "headers": {"A": "1", "A": "2"}, "body": {}}"#)
      ),
      ("a CRLF file", record(body: body).replacingOccurrences(of: " ", with: "\r\n")),
      ("a tabbed file", record(body: body).replacingOccurrences(of: " ", with: "\t")),
      (
        "an escaped request key",
        #"{"request": {"p\u0061th": "/3/x"}, "response": {"status": 200, "body": {}}}"#
      ),
      (
        "an escaped method key",
        #"{"request": {"path": "/3/x", "m\u0065thod": 1}, "response": {"status": 200, "body": {}}}"#
      ),
      (
        "an escaped query key",
        #"{"request": {"path": "/3/x", "qu\u0065ry": []}, "response": {"status": 200, "body": {}}}"#
      ),
      (
        "two requests",
        #"{"request": {"path": 3}, "request": {"path": "/3/x"}, "response": {"status": 200, "body": {}}}"#
      ),
      (
        "two paths",
        #"{"request": {"path": "/3/x", "path": 3}, "response": {"status": 200, "body": {}}}"#
      ),
      ("an empty object", "{}"),
      ("nested 61 deep", record(body: nested(59))),
      ("nested 64 deep", record(body: nested(62))),
      ("nested 65 deep", record(body: nested(63))),
      ("nested 66 deep", record(body: nested(64))),
      ("a string of brackets", record(body: "[\"" + String(repeating: "[{", count: 80) + "\"]")),
      ("an empty file", ""),
      ("only whitespace", " \n\t "),
      ("null", "null"),
    ])
  }

  func testHostileBytesAreServedAsTheFullReaderServesThem() throws {
    let good = Data(record(body: page(#"{"id": 3, "title": "Amélie 🎬"}"#)).utf8)
    var cases: [(String, Data)] = [
      ("a byte order mark", Data([0xEF, 0xBB, 0xBF]) + good),
      ("a NUL after the end", good + Data([0])),
    ]
    // Cut at every byte: mid-string, mid-escape, mid-UTF-8, mid-number, mid-literal.
    for length in 0..<good.count { cases.append(("cut at \(length)", good.prefix(length))) }
    // Every byte of the accented and the emoji characters broken in turn.
    let accent = try XCTUnwrap(good.firstRange(of: Data("é".utf8)))
    let emoji = try XCTUnwrap(good.firstRange(of: Data("🎬".utf8)))
    for index in Array(accent) + Array(emoji) {
      for byte: UInt8 in [0x00, 0x41, 0x80, 0xBF, 0xC0, 0xED, 0xF5, 0xFF] {
        var bad = good
        bad[index] = byte
        cases.append(("byte \(index) as \(byte)", bad))
      }
    }
    for (what, data) in cases {
      let (full, served) = try bothWays(data)
      XCTAssertEqual(served, full, what)
    }
  }

  func testAHugeRecordIsServedAsTheFullReaderServesIt() throws {
    let title = String(repeating: "x\\\"é", count: 50_000)
    let films = (1...10).map { #"{"id": \#($0), "title": "\#($0)\#(title)"}"# }
    let (full, served) = try bothWays(
      Data(record(body: page(films.joined(separator: ","))).utf8))
    XCTAssertEqual(served, full)
  }

  // MARK: - The UTF-8 check against the call it replaced

  /// `PayloadDecoder` and the full reader asked `String(data:encoding: .utf8)` before; the
  /// check must refuse exactly what that refused, at every boundary of the encoding and in
  /// every lane of a word.
  func testTheUTF8CheckRefusesWhatFoundationRefused() {
    let pieces: [[UInt8]] = [
      [0x00], [0x7F], [0xEF, 0xBB, 0xBF], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF],
      [0xE0, 0xA0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xBF, 0xBF],
      [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x80, 0x80, 0x80],
      [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
      [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE], [0xF0, 0x90, 0x80], [0xE2, 0x82], [0xBF],
      [0xC3, 0x28], [0xE2, 0x28, 0xA1], [0xF0, 0x28, 0x8C, 0xBC],
    ]
    var state: UInt64 = 11
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    var checked = 0
    for piece in pieces {
      for padding in 0..<17 {
        for tail in 0..<3 {
          let bytes =
            [UInt8](repeating: 0x61, count: padding) + piece
            + [UInt8](repeating: 0x62, count: tail)
          let data = Data(bytes)
          XCTAssertEqual(
            data.withUnsafeBytes(UTF8Check.isValid), String(data: data, encoding: .utf8) != nil,
            "\(bytes)")
          checked += 1
        }
      }
    }
    for _ in 0..<20_000 {
      let bytes = (0..<Int(next() % 24)).map { _ in
        next() % 3 == 0 ? UInt8(0x61) : UInt8(truncatingIfNeeded: next())
      }
      let data = Data(bytes)
      XCTAssertEqual(
        data.withUnsafeBytes(UTF8Check.isValid), String(data: data, encoding: .utf8) != nil,
        "\(bytes)")
      checked += 1
    }
    XCTAssertGreaterThan(checked, 21_000)
  }

  // MARK: - The lenient container's concrete calls against its generic ones

  /// Decodes every field both through the concrete overloads (as the models do) and through
  /// the generic calls (forced by a generic context), each into its own report.
  private struct BothWays: Decodable {
    enum CodingKeys: String, CodingKey { case text, whole, real, flag, ids }
    var concrete: [String]
    var generic: [String]

    init(from decoder: Decoder) throws {
      let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
      func viaGeneric<T: Decodable>(_ type: T.Type, _ key: CodingKeys) -> T? {
        c.optional(type, key)
      }
      func genericList<T: Decodable>(_ type: T.Type, _ key: CodingKeys) -> [T] {
        c.lossyArray(type, key)
      }
      let report = c.report!
      let before = (report.droppedFields, report.droppedItems)
      concrete = [
        "\(String(describing: c.optional(String.self, .text)))",
        "\(String(describing: c.optional(Int.self, .whole)))",
        "\(String(describing: c.optional(Double.self, .real)))",
        "\(String(describing: c.optional(Bool.self, .flag)))",
        "\(c.lossyArray(Int.self, .ids))",
      ]
      concrete.append("\(report.droppedFields.dropFirst(before.0.count))")
      concrete.append("\(report.droppedItems.dropFirst(before.1.count))")
      let middle = (report.droppedFields, report.droppedItems)
      generic = [
        "\(String(describing: viaGeneric(String.self, .text)))",
        "\(String(describing: viaGeneric(Int.self, .whole)))",
        "\(String(describing: viaGeneric(Double.self, .real)))",
        "\(String(describing: viaGeneric(Bool.self, .flag)))",
        "\(genericList(Int.self, .ids))",
      ]
      generic.append("\(report.droppedFields.dropFirst(middle.0.count))")
      generic.append("\(report.droppedItems.dropFirst(middle.1.count))")
    }
  }

  func testTheConcreteCallsReadHostileValuesAsTheGenericOnesDo() throws {
    let values = [
      #""x""#, #""""#, #""12""#, #""true""#, "0", "-0", "-0.0", "1", "1.0", "1.5", "1e3",
      "1E-2", "-7", "9007199254740993", "9223372036854775807", "9223372036854775808",
      "18446744073709551616", "1e300", "true", "false", "null", "[]", "[1]", "{}",
      #"{"a": 1}"#, #""\u0000""#, #""\ud83c\udfac""#,
    ]
    let lists = [
      "[]", "[1, 2, 3]", "[1.0, 2e1]", #"[1, "2"]"#, "[1, null]", "[null]", "[[1]]", "[1, 1.5]",
      "[9223372036854775808]", "[true]", #"{"a": 1}"#, "null", "3", #""1,2""#, "[{}]",
    ]
    var payloads: [String] = []
    for value in values {
      payloads.append(
        #"{"text": \#(value), "whole": \#(value), "real": \#(value), "flag": \#(value)}"#)
    }
    for list in lists { payloads.append(#"{"ids": \#(list)}"#) }
    payloads.append(#"{"text": "a", "text": 3, "whole": 1, "whole": "x", "ids": [1], "ids": 2}"#)
    payloads.append("{}")
    for payload in payloads {
      let decoded = try PayloadDecoder.decode(
        BothWays.self, from: Data(payload.utf8), endpoint: "x")
      XCTAssertEqual(decoded.concrete, decoded.generic, payload)
    }
  }

  private struct RequiredConcrete: Decodable {
    enum CodingKeys: String, CodingKey { case id }
    var id: Int
    init(from decoder: Decoder) throws {
      id = try LenientContainer(decoder, keyedBy: CodingKeys.self).required(Int.self, .id)
    }
  }

  private struct RequiredGeneric: Decodable {
    enum CodingKeys: String, CodingKey { case id }
    var id: Int
    init(from decoder: Decoder) throws {
      let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
      func viaGeneric<T: Decodable>(_ type: T.Type) throws -> T { try c.required(type, .id) }
      id = try viaGeneric(Int.self)
    }
  }

  func testARequiredIdSaysWhatIsWrongAsTheGenericCallDid() {
    let values = [
      "1", "1.0", "1e3", "-0", "1.5", "1e300", "9223372036854775808", #""1""#, "true", "null",
      "[]", "{}", "[1]",
    ]
    var payloads = values.map { #"{"id": \#($0)}"# }
    payloads += ["{}", #"{"id": "x", "id": 2}"#, #"{"id": 2, "id": "x"}"#, "[]"]
    for payload in payloads {
      XCTAssertEqual(
        words(RequiredConcrete.self, payload) { "\($0.id)" },
        words(RequiredGeneric.self, payload) { "\($0.id)" }, payload)
    }
  }

  // MARK: - A required lossy list against the old two-step check

  /// Accepts any JSON value: the old check that the list itself was there.
  private struct AnyValue: Decodable {
    init(from decoder: Decoder) throws {}
  }

  private struct OneStep: Decodable {
    enum CodingKeys: String, CodingKey { case results }
    var results: [MovieSummary]
    init(from decoder: Decoder) throws {
      let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
      results = try c.requiredLossyArray(MovieSummary.self, .results)
    }
  }

  private struct TwoSteps: Decodable {
    enum CodingKeys: String, CodingKey { case results }
    var results: [MovieSummary]
    init(from decoder: Decoder) throws {
      let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
      _ = try c.required([AnyValue].self, .results)
      results = c.lossyArray(MovieSummary.self, .results)
    }
  }

  private func words<T: Decodable>(_ type: T.Type, _ payload: String, _ films: (T) -> String)
    -> String
  {
    let report = DecodeReport()
    do {
      let value = try PayloadDecoder.decode(
        T.self, from: Data(payload.utf8), endpoint: "movie/popular", report: report)
      return films(value) + " fields \(report.droppedFields) items \(report.droppedItems)"
    } catch {
      return "error: \(error.message)"
    }
  }

  func testARequiredListReadsHostileListsAsTheTwoStepCheckDid() {
    let lists = [
      "[]", #"[{"id": 1, "title": "a"}]"#, #"[null, {"id": 1}, 3, "x", [], {}]"#,
      #"[{"id": "1"}, {"id": 1.5}, {"id": 2, "genre_ids": "x"}]"#, "null", "3", #""x""#, "{}",
      #"{"id": 1}"#, "true", "[[[]]]", #"[{"id": 1, "id": "x"}]"#,
    ]
    var payloads = lists.map { #"{"results": \#($0)}"# }
    payloads += ["{}", #"{"Results": []}"#, #"{"results": [], "results": null}"#, "[]"]
    for payload in payloads {
      let one = words(OneStep.self, payload) { $0.results.map { "\($0.id)" }.joined() }
      let two = words(TwoSteps.self, payload) { $0.results.map { "\($0.id)" }.joined() }
      XCTAssertEqual(one, two, payload)
    }
  }
}
