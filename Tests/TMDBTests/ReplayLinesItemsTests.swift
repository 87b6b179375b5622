import Foundation
import ReplayCatalog
import XCTest

@testable import TMDB

/// The index file's list fields, split in one pass, must give what the generic splits gave:
/// empty items skipped, empty parts kept, separators anywhere.
final class ReplayLinesItemsTests: XCTestCase {
  /// The split as it was written before: items on RS (empty ones dropped), parts on US.
  private func reference(_ field: [UInt8]) -> [[String]] {
    field.split(separator: 0x1E).map { item in
      item.split(separator: 0x1F, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
  }

  /// The items of a one-field line holding `field`.
  private func items(_ field: [UInt8]) -> [[String]] {
    let line = Array("X\t".utf8) + field
    return ReplayLines(line).first { _ in true }?.fields.items(0) ?? []
  }

  func testEverySeparatorPlacementSplitsAsBefore() {
    // Every string of up to six bytes over {a, RS, US}: separators first, last, doubled.
    let alphabet: [UInt8] = [0x61, 0x1E, 0x1F]
    var fields: [[UInt8]] = [[]]
    for _ in 0..<6 {
      fields += fields.filter { $0.count == fields.last!.count }.flatMap { field in
        alphabet.map { field + [$0] }
      }
    }
    XCTAssertGreaterThan(fields.count, 1000)
    for field in fields {
      XCTAssertEqual(items(field), reference(field), "\(field)")
    }
  }

  func testTheBundledIndexSplitsAsBefore() throws {
    guard let dir = ReplayCatalog.directory() else { throw XCTSkip("no bundled catalog") }
    let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent(ReplayIndex.fileName)))
    var checked = 0
    for line in ReplayLines(bytes) where line.kind == "M" {
      for index in 18...21 {
        XCTAssertEqual(
          line.fields.items(index), reference(Array(line.fields.raw(index).utf8)),
          "\(line.fields.raw(0)) field \(index)")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 100)
  }

  /// Lines and fields as they were split before: lines on LF (empty ones dropped), fields on tab.
  private func referenceLines(_ bytes: [UInt8]) -> [[String]] {
    bytes.split(separator: 0x0A).map { line in
      line.split(separator: 0x09, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
  }

  /// Each line as its kind then its fields as text (an absent field reads as an empty one).
  private func lines(_ bytes: [UInt8], fields: Int) -> [[String]] {
    ReplayLines(bytes).map { line in [line.kind] + (0..<fields).map { line.fields.raw($0) } }
  }

  private func padded(_ lines: [[String]], to count: Int) -> [[String]] {
    lines.map { $0 + Array(repeating: "", count: max(0, count - $0.count)) }
  }

  func testEveryLineAndTabPlacementSplitsAsBefore() {
    let alphabet: [UInt8] = [0x61, 0x0A, 0x09]
    var inputs: [[UInt8]] = [[]]
    for _ in 0..<6 {
      inputs += inputs.filter { $0.count == inputs.last!.count }.flatMap { input in
        alphabet.map { input + [$0] }
      }
    }
    for input in inputs {
      XCTAssertEqual(lines(input, fields: 6), padded(referenceLines(input), to: 7), "\(input)")
    }
  }

  func testTheBundledIndexLinesSplitAsBefore() throws {
    guard let dir = ReplayCatalog.directory() else { throw XCTSkip("no bundled catalog") }
    let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent(ReplayIndex.fileName)))
    let expected = padded(referenceLines(bytes), to: 31)
    XCTAssertEqual(lines(bytes, fields: 30), expected)
    XCTAssertGreaterThan(expected.count, 200)
  }
}
