import App
import Foundation
import Screen
import XCTest

/// A request's detail on a mirrored screen: the request, its headers and the JSON read left to
/// right as ever, but the summary of the answer ("→ 200 · از replay · …") is Reel's words and
/// reads in the screen's direction, right-aligned, as the rest of the inspector does.
final class MirroredInspectorSummaryTests: XCTestCase {
  private func detail(language: String) throws -> [String] {
    var services = try InspectorScriptTests.services()
    services.language = try LanguageSetting.resolve(
      flag: language, configValue: nil, environment: [:])
    var snaps: [String] = []
    let runner = ScriptRunner(
      services: services, size: Size(width: 100, height: 30), start: .category(.popular),
      output: { snaps.append($0) })
    try runner.run(try Script(parsing: "wait idle\ninspect\nkey enter\nsnap"))
    return snaps.joined(separator: "\n").components(separatedBy: "\n")
  }

  /// The box's inside of a line: between its two borders and their one space of margin.
  private func inside(_ line: String) -> String {
    guard let open = line.firstIndex(of: "│"), let close = line.lastIndex(of: "│"), open < close
    else { return line }
    return String(line[line.index(after: open)..<close].dropFirst().dropLast())
  }

  func testTheSummaryReadsRightToLeftInPersian() throws {
    let screen = try detail(language: "fa-IR")
    let summary = try XCTUnwrap(screen.first { $0.contains("replay") && $0.contains("200") })
    let text = inside(summary)
    // Right to left: the arrow, said first, stands at the right; the line is right-aligned.
    XCTAssertTrue(text.hasSuffix("200 →"), "[\(text)]\n" + screen.joined(separator: "\n"))
    XCTAssertFalse(text.hasPrefix("→"), text)
    // The request itself still reads left to right, at the left.
    let request = try XCTUnwrap(screen.first { $0.contains("GET http") })
    XCTAssertTrue(inside(request).hasPrefix("GET http"), request)
  }

  func testTheSummaryReadsLeftToRightInJapanese() throws {
    let screen = try detail(language: "ja-JP")
    let summary = try XCTUnwrap(screen.first { $0.contains("replay") && $0.contains("200") })
    XCTAssertTrue(inside(summary).hasPrefix("→ 200 · "), summary)
  }
}
