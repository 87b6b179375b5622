import Foundation
import ReplayCatalog
import XCTest

@testable import TMDB

/// review46: every bundled record's body is served byte for byte as the file writes it, less
/// the whitespace between its tokens (what was served before perf45 compacted it while
/// validating): numbers as written (`7.50`, not `7.5`), escapes as written, keys in the file's
/// order. The scan's own tests compared parsed values, which would not see a byte changed.
final class ReplayCatalogBodyBytesTests: XCTestCase {
  func testEveryBundledBodyIsServedAsItsOwnBytesLessTheWhitespaceBetweenTokens() throws {
    guard let dir = ReplayCatalog.directory() else { throw XCTSkip("no bundled catalog") }
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    var compared = 0
    for file in files {
      let data = try Data(contentsOf: dir.appendingPathComponent(file))
      let bytes = [UInt8](data)
      guard let scanned = ReplayRecordScan.scan(data) else { continue }
      guard let body = Self.bodyRange(in: bytes) else { continue }
      let raw = Array(bytes[body])
      let expected = raw == Array("null".utf8) ? [] : Self.compacted(raw)
      XCTAssertEqual([UInt8](scanned.transportResponse.body), expected, file)
      compared += 1
    }
    XCTAssertGreaterThan(compared, 10)
  }

  /// The bytes with the whitespace outside strings left out.
  private static func compacted(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        out.append(byte)
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
        out.append(byte)
      } else if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
        out.append(byte)
      }
    }
    return out
  }

  /// The range of `response.body`'s value in a record's bytes (a small walker: objects,
  /// arrays, strings and the rest as runs of bytes).
  private static func bodyRange(in bytes: [UInt8]) -> Range<Int>? {
    var index = 0
    func skip() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
    func string() -> String {
      let start = index + 1
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      index += 1
      return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
    }
    /// Skips a value; at `path` == ["response", "body"] records its range.
    var found: Range<Int>?
    func value(_ path: [String]) {
      skip()
      let start = index
      defer { if path == ["response", "body"] { found = start..<index } }
      guard index < bytes.count else { return }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        skip()
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
          let key = string()
          skip()
          index += 1  // :
          value(path + [key])
          skip()
          if bytes[index] == UInt8(ascii: ",") { index += 1 }
          skip()
        }
        index += 1
      case UInt8(ascii: "["):
        index += 1
        skip()
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
          value(path + ["[]"])
          skip()
          if bytes[index] == UInt8(ascii: ",") { index += 1 }
          skip()
        }
        index += 1
      case UInt8(ascii: "\""):
        _ = string()
      default:
        while index < bytes.count, !",}] \t\r\n".utf8.contains(bytes[index]) { index += 1 }
      }
    }
    value([])
    return found
  }
}
