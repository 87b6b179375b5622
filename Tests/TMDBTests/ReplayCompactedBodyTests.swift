import Foundation
import XCTest

@testable import TMDB

/// review46: the replay scan compacts a record's body in the pass that validates it (perf45).
/// Served bytes must be the body's own bytes with only the whitespace between tokens left out,
/// whatever whitespace the file has and wherever (inside strings it is the film's text).
final class ReplayCompactedBodyTests: XCTestCase {
  /// A seeded generator, so a failure names a body that can be made again.
  private struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  private let strings = [
    #""""#, #"" ""#, #""a  b""#, #""\"""#, #""\\""#, #""\\ ""#, #"" \" ""#, #""\u0020""#,
    #""tab\there""#, #""日本 語""#, #""}] ,:""#, #""\/""#,
  ]
  private let scalars = ["0", "-0", "7.50", "1e+10", "-3.25E-2", "true", "false", "null", "42"]

  /// A JSON value as its tokens, compact.
  private func value(_ depth: Int, _ random: inout Seeded) -> [String] {
    let pick =
      depth > 3 ? Int.random(in: 0..<2, using: &random) : Int.random(in: 0..<4, using: &random)
    switch pick {
    case 0: return [strings.randomElement(using: &random)!]
    case 1: return [scalars.randomElement(using: &random)!]
    case 2:
      var tokens = ["["]
      for index in 0..<Int.random(in: 0..<4, using: &random) {
        if index > 0 { tokens.append(",") }
        tokens += value(depth + 1, &random)
      }
      return tokens + ["]"]
    default:
      var tokens = ["{"]
      for index in 0..<Int.random(in: 0..<4, using: &random) {
        if index > 0 { tokens.append(",") }
        tokens += [strings.randomElement(using: &random)!, ":"] + value(depth + 1, &random)
      }
      return tokens + ["}"]
    }
  }

  func testABodyWithWhitespaceAnywhereBetweenTokensIsServedAsItsCompactBytes() throws {
    var random = Seeded(state: 46)
    let spaces = ["", "", " ", "\t", "\n", "\r\n", "  \n\t "]
    for round in 0..<2_000 {
      let tokens = value(0, &random)
      let compact = tokens.joined()
      var spaced = spaces.randomElement(using: &random)!
      for token in tokens { spaced += token + spaces.randomElement(using: &random)! }
      let text =
        #"{"request": {"path": "/3/movie/popular", "query": {"page": "1"}}, "response": "#
        + #"{"status": 200, "body":"# + spaced + #", "headers": {}}}"#
      let scanned = try XCTUnwrap(ReplayRecordScan.scan(Data(text.utf8)), "round \(round): \(text)")
      let served = String(decoding: scanned.transportResponse.body, as: UTF8.self)
      let expected = compact == "null" ? "" : compact
      XCTAssertEqual(served, expected, "round \(round): \(spaced.debugDescription)")
      if served != expected { return }
    }
  }

  /// The body last, first, and with keys after it: where the scan stops writing must not
  /// depend on what follows the body in the record.
  func testTheBodyIsServedTheSameWhereverItStandsInTheResponse() throws {
    let body = "{ \"a\" : [ 1 , \"x y\" ] }\n"
    let layouts = [
      #"{"status": 200, "body": \#(body)}"#,
      #"{"body": \#(body), "status": 200}"#,
      #"{"status": 200, "body": \#(body)  ,  "headers" : { "X-A" : "1" } }"#,
    ]
    for response in layouts {
      let text = #"{"request": {"path": "/3/x"}, "response": \#(response)}"#
      let scanned = try XCTUnwrap(ReplayRecordScan.scan(Data(text.utf8)), response)
      XCTAssertEqual(
        String(decoding: scanned.transportResponse.body, as: UTF8.self), #"{"a":[1,"x y"]}"#,
        response)
    }
  }
}
