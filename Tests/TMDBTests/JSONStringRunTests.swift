import Foundation
import ReplayCatalog
import XCTest

@testable import TMDB

/// The eight-bytes-at-a-time string skip (`JSONStringRun`) and the walks built on it (the
/// record scan, its compaction, the nesting check) must stop exactly where a byte-by-byte walk
/// stops: a special byte in any of a word's eight lanes, or in the tail shorter than a word.
final class JSONStringRunTests: XCTestCase {
  /// Bytes a string's plain run must stop at, and bytes next to them that it must not stop at.
  private let specials: [UInt8] = [0x22, 0x5C, 0x00, 0x01, 0x0A, 0x1F, 0x80, 0xC3, 0xFF]
  private let nearMisses: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x41]

  private func withBytes<T>(_ bytes: [UInt8], _ body: (UnsafeRawBufferPointer) -> T) -> T {
    bytes.withUnsafeBytes(body)
  }

  private func plainEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var offset = start
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 { return offset }
      offset += 1
    }
    return offset
  }

  func testThePlainRunStopsAtASpecialByteInEveryLaneAndInTheTail() {
    for length in 0..<26 {
      for filler in nearMisses {
        let plain = [UInt8](repeating: filler, count: length)
        for start in 0...min(length, 9) {
          XCTAssertEqual(
            withBytes(plain) { JSONStringRun.endOfPlainASCII($0, from: start) }, length)
        }
        for position in 0..<length {
          for special in specials {
            var bytes = plain
            bytes[position] = special
            XCTAssertEqual(
              withBytes(bytes) { JSONStringRun.endOfPlainASCII($0, from: 0) }, position,
              "\(special) at \(position) of \(length)")
            let isQuoteOrBackslash = special == 0x22 || special == 0x5C
            XCTAssertEqual(
              withBytes(bytes) { JSONStringRun.nextQuoteOrBackslash($0, from: 0) },
              isQuoteOrBackslash ? position : length, "\(special) at \(position) of \(length)")
          }
        }
      }
    }
  }

  func testThePlainRunAgreesWithAByteByByteWalkOnRandomBytes() {
    var random = SplitMix(seed: 12)
    let alphabet: [UInt8] = specials + nearMisses + [0x61, 0x62, 0x7B, 0x7D]
    for _ in 0..<3000 {
      let bytes = (0..<Int(random.next() % 40)).map { _ in
        alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      for start in 0...bytes.count {
        XCTAssertEqual(
          withBytes(bytes) { JSONStringRun.endOfPlainASCII($0, from: start) },
          plainEnd(bytes, from: start), "\(bytes) from \(start)")
      }
    }
  }

  func testTheUTF8CheckAgreesWithSwiftsOwnInEveryLane() {
    var random = SplitMix(seed: 3)
    let pieces: [[UInt8]] = [
      [0x61], [0x7F], Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x80], [0xFF],
      [0xC0, 0xAF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xF0, 0x8F, 0xBF, 0xBF], [0xE0, 0x9F, 0x80],
    ]
    for _ in 0..<5000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(random.next() % 12) {
        // Runs of ASCII of any length put the next piece in every lane of a word.
        bytes += [UInt8](repeating: 0x61, count: Int(random.next() % 10))
        bytes += pieces[Int(random.next() % UInt64(pieces.count))]
      }
      XCTAssertEqual(
        withBytes(bytes, UTF8Check.isValid), String(validating: bytes, as: UTF8.self) != nil,
        "\(bytes)")
    }
  }

  /// The nesting check as it was, a byte at a time.
  private func referenceDepth(_ bytes: [UInt8]) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == 0x5C {
          escaped = true
        } else if byte == 0x22 {
          inString = false
        }
        continue
      }
      switch byte {
      case 0x22: inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        deepest = max(deepest, depth)
        if deepest > PayloadDecoder.maximumDepth { return deepest }
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      default: break
      }
    }
    return deepest
  }

  func testTheNestingCheckSkipsStringsAsTheByteWalkDid() throws {
    var random = SplitMix(seed: 7)
    let alphabet = Array(#"[]{}"\\ab:,"#.utf8) + [0xC3, 0xA9]
    for _ in 0..<5000 {
      let bytes = (0..<Int(random.next() % 48)).map { _ in
        alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      XCTAssertEqual(
        PayloadDecoder.nestingDepth(of: Data(bytes)), referenceDepth(bytes),
        String(decoding: bytes, as: UTF8.self))
    }
    // Brackets hidden in strings behind escaped quotes, with the escape in every lane.
    for padding in 0..<17 {
      let text = #"{"a": ""# + String(repeating: "x", count: padding) + #"\"[[[\\", "b": [1]}"#
      XCTAssertEqual(PayloadDecoder.nestingDepth(of: Data(text.utf8)), 2, text)
    }
    guard let dir = ReplayCatalog.directory() else { throw XCTSkip("no bundled catalog") }
    for file in try FileManager.default.contentsOfDirectory(atPath: dir.path)
    where file.hasSuffix(".json") {
      let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent(file)))
      XCTAssertEqual(PayloadDecoder.nestingDepth(of: Data(bytes)), referenceDepth(bytes), file)
    }
  }

  // MARK: The record scan's strings

  private func record(body: [UInt8]) -> Data {
    Data(#"{"request": {"path": "/3/movie/popular"}, "response": {"status": 200, "body": "#.utf8)
      + Data(body) + Data("}}".utf8)
  }

  private func record(body: String) -> Data { record(body: Array(body.utf8)) }

  /// A record whose body is `{"t": "xx…X…yy"}` with the bytes X at `position` of a string long
  /// enough to put them in every lane of a word and in the tail.
  private func record(with special: [UInt8], at position: Int, length: Int = 20) -> Data {
    var text = Array(#"{"t": ""#.utf8)
    text += [UInt8](repeating: UInt8(ascii: "x"), count: position) + special
    text += [UInt8](repeating: UInt8(ascii: "y"), count: max(0, length - position))
    text += Array(#""}"#.utf8)
    return record(body: text)
  }

  func testTheScanRefusesABadByteInAStringWhereverItFalls() {
    let bad: [(String, [UInt8])] = [
      ("control character", [0x01]), ("newline", [0x0A]), ("unit separator", [0x1F]),
      ("bad escape", Array(#"\q"#.utf8)), ("short \\u", Array(#"\u12"#.utf8)),
      ("lone continuation byte", [0x80]), ("invalid byte", [0xFF]), ("overlong", [0xC0, 0xAF]),
      ("surrogate", [0xED, 0xA0, 0x80]), ("truncated sequence", [0xE2, 0x82]),
    ]
    for (what, bytes) in bad {
      for position in 0..<20 {
        XCTAssertNil(
          ReplayRecordScan.scan(record(with: bytes, at: position)), "\(what) at \(position)")
      }
    }
  }

  func testTheScanServesEveryGoodStringWhereverItsEscapesFall() throws {
    let good: [[UInt8]] = [
      Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8),
      Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x7F], Array(#"\/"#.utf8),
    ]
    for bytes in good {
      for position in 0..<20 {
        let data = record(with: bytes, at: position)
        let scanned = try XCTUnwrap(
          ReplayRecordScan.scan(data), "\(bytes) at \(position) was refused")
        let full = try JSONDecoder().decode(ResponseRecord.self, from: data).response
        XCTAssertEqual(
          ReplayJSON.parse(scanned.transportResponse.body), full.body, "\(bytes) at \(position)")
      }
    }
  }

  /// Compaction as it was, a byte at a time.
  private func referenceCompact(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == 0x5C {
          escaped = true
        } else if byte == 0x22 {
          inString = false
        }
      } else if byte == 0x22 {
        inString = true
      } else if [0x20, 0x0A, 0x0D, 0x09].contains(byte) {
        continue
      }
      out.append(byte)
    }
    return out
  }

  func testTheCompactBodyKeepsEveryStringByteWhereverItsEscapesFall() throws {
    for padding in 0..<18 {
      let pad = String(repeating: "a b", count: padding)
      let body =
        "{\n \"t\" : \"\(pad)\\\" }\\\\\" ,\n \"u\": [ \"\(pad)\\\\\", \"\\\"\(pad)\" ,"
        + " \"x\\u0022 \\n\\t y\", 1.5 ] }"
      let scanned = try XCTUnwrap(ReplayRecordScan.scan(record(body: body)), body)
      XCTAssertEqual(
        [UInt8](scanned.transportResponse.body), referenceCompact(Array(body.utf8)), body)
    }
  }

  func testEveryBundledRecordIsCompactedAsTheByteWalkDid() throws {
    guard let dir = ReplayCatalog.directory() else { throw XCTSkip("no bundled catalog") }
    for file in try FileManager.default.contentsOfDirectory(atPath: dir.path)
    where file.hasSuffix(".json") {
      let data = try Data(contentsOf: dir.appendingPathComponent(file))
      let scanned = try XCTUnwrap(ReplayRecordScan.scan(data), file)
      // The catalog writes `body` as a member of its own: the compact file holds it whole.
      let body = scanned.transportResponse.body
      guard !body.isEmpty else { continue }
      let compactFile = Data(referenceCompact([UInt8](data)))
      XCTAssertNotNil(compactFile.range(of: Data(#""body":"#.utf8) + body), file)
    }
  }
}

/// A small deterministic generator, so a failure repeats.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
