import Foundation
import XCTest

@testable import TMDB

/// review33: a record's name is the one key between Tools/catalog/build.py, which writes the
/// catalog, and the Swift reader, which looks answers up by it. Both must name every request
/// alike; no two requests may share a name (one would be served the other's answer); and no
/// name may leave the folder or pass the filesystem's 255 bytes.
final class RecordNameParityTests: XCTestCase {
  /// Pieces a hostile query is made of: the separators, escapes, a path's steps, and text
  /// that is more than one byte (emoji, a right-to-left override), newlines and a NUL.
  private static let pieces = [
    "_", "__", "___", "-", "--", "%", "%5F", "%2D", "/", "..", ".", ",", "a", "Z", "0", "9f",
    "é", "😀", "\u{202E}", " ", "~", "\n", "\0", "0123456789abcdef", "__region-US", "page-1",
    ".json", "", "api_key",
  ]
  private static let keys = [
    "query", "page", "region", "language", "append_to_response", "with_genres", "a-b", "_x",
    "x_", "a__b", "", "%", "é", "api_key",
  ]
  private static let paths = [
    "/3/search/movie", "/3/movie/popular", "/3/movie/550", "/3/discover/movie", "/3/person/1",
  ]

  /// A deterministic stream, so a failure can be replayed.
  private struct Stream: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state ^ (state >> 29)
    }
  }

  private struct Case: Codable, Hashable {
    var path: String
    var query: [String: String]
  }

  private static func text(_ random: inout Stream) -> String {
    let count = Int.random(in: 0...6, using: &random)
    var text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    // Some values as long as a pasted paragraph.
    if Int.random(in: 0..<20, using: &random) == 0 {
      text += String(repeating: pieces.randomElement(using: &random)!, count: 1_000)
    }
    return text
  }

  private static func cases(count: Int) -> [Case] {
    var random = Stream(state: 33)
    var cases: [Case] = []
    for _ in 0..<count {
      var query: [String: String] = [:]
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let key =
          Bool.random(using: &random) ? keys.randomElement(using: &random)! : text(&random)
        query[key] = text(&random)
      }
      cases.append(Case(path: paths.randomElement(using: &random)!, query: query))
      // A search alone, as typed: the request a user's text can shape whole.
      cases.append(Case(path: "/3/search/movie", query: ["query": text(&random)]))
    }
    // Each long name forged as a short one: a search for its kept start, "_" and its hash.
    let prefix = "3_search_movie__query-"
    for index in cases.indices {
      let name = recordName(path: cases[index].path, query: cases[index].query)
      guard name.hasPrefix(prefix), name.utf8.count == 142 else { continue }
      let forged = String(name.dropFirst(prefix.count).dropLast(".json".count))
      cases.append(Case(path: "/3/search/movie", query: ["query": forged]))
    }
    return cases
  }

  /// build.py's `record_name` for each case, run by python3.
  private func pythonNames(_ cases: [Case]) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let catalog = root.appendingPathComponent("Tools/catalog").path
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("record-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("cases.json")
    let output = folder.appendingPathComponent("names.json")
    try JSONEncoder().encode(cases).write(to: input)
    let script = """
      import json, sys
      sys.dont_write_bytecode = True
      sys.path.insert(0, sys.argv[1])
      import build
      cases = json.load(open(sys.argv[2], encoding="utf-8"))
      names = [build.record_name(c["path"], c["query"]) for c in cases]
      json.dump(names, open(sys.argv[3], "w", encoding="utf-8"))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script, catalog, input.path, output.path]
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "python3 could not name the cases")
    return try JSONDecoder().decode([String].self, from: Data(contentsOf: output))
  }

  func testSwiftAndBuildPyNameThousandsOfHostileRequestsAlikeAndApart() throws {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3")
    let cases = Self.cases(count: 3_000)
    let swift = cases.map { recordName(path: $0.path, query: $0.query) }
    let python = try pythonNames(cases)
    XCTAssertEqual(python.count, cases.count)
    var differing = 0
    for (index, (ours, theirs)) in zip(swift, python).enumerated() where ours != theirs {
      differing += 1
      if differing <= 3 { XCTFail("case \(cases[index]): Swift \(ours), build.py \(theirs)") }
    }
    XCTAssertEqual(differing, 0, "names that differ between Swift and build.py")

    var requestByName: [String: Case] = [:]
    for (index, name) in swift.enumerated() {
      var request = cases[index]
      request.query = request.query.filter { !QueryItem.credentialNames.contains($0.key) }
      if let other = requestByName[name], other != request {
        XCTFail("\(other) and \(request) are both named \(name)")
      }
      requestByName[name] = request
      XCTAssertLessThanOrEqual(name.utf8.count, 255, name)
      XCTAssertFalse(name.contains("/") || name.contains("\0"), name)
      XCTAssertTrue(name.hasSuffix(".json") && !name.hasPrefix("."), name)
      XCTAssertEqual(
        URL(fileURLWithPath: "/r").appendingPathComponent(name).standardized.path,
        "/r/" + name)
    }
    XCTAssertGreaterThan(requestByName.count, 4_000, "the cases are mostly distinct")
    XCTAssertGreaterThan(
      swift.filter { $0.utf8.count == 142 }.count, 200, "long names (and forgeries of them)")
  }

  /// A search for a long search's kept start, "_" and the hash of its name was given the long
  /// search's record: the shortened names' shape was open to any value.
  func testASearchCannotTakeTheNameOfALongOne() {
    let long = String(repeating: "a", count: 300)
    let longName = recordName(path: "/3/search/movie", query: [QueryItem("query", long)])
    XCTAssertEqual(longName.utf8.count, 142)
    let forged = String(longName.dropFirst("3_search_movie__query-".count).dropLast(5))
    XCTAssertNotEqual(
      recordName(path: "/3/search/movie", query: [QueryItem("query", forged)]), longName)
  }
}
