import Browser
import Foundation
import Screen
import TMDB
import XCTest

/// The network inspector on a right-to-left screen: its table and the request's text are
/// technical (times, methods, paths, JSON), written left to right in every language.
///
/// Fault (review17; fixed by the lead in Sources/Screen/Widgets/InspectorOverlayWidget.swift):
/// each table row and each detail line is drawn as one string with the screen's right-to-left
/// base, so the bidi algorithm reorders it. A row reads, from the right, time, path, bytes, ms,
/// source, status, method, under headings that read time, method, status, source, ms, bytes,
/// path; the request's JSON reads `,page" : 1"` and `] : "results"`, an ellipsis lands on the
/// wrong end and `"君の名は。"` becomes `"。…君の名は"`. Fix: draw each row's columns with
/// `put` one by one at their mirrored places (as the headings are), and the detail lines with
/// `base: .leftToRight` (left-aligned: indentation is how JSON reads).
final class RTLInspectorHostileTests: XCTestCase {
  private func inspector(_ view: InspectorView, language: String, detail: [String] = []) -> [String]
  {
    var exchange = InspectedExchange(
      id: 1, startedAt: Date(timeIntervalSince1970: 3601), method: "GET",
      path: "/3/movie/popular", query: [QueryItem("page", "1")], requestHeaders: [],
      source: .replay, browserRequest: nil)
    exchange.status = 200
    exchange.body = Data("{}".utf8)
    exchange.bodySize = 2
    exchange.duration = .milliseconds(12)
    var state = BrowserState()
    state.overlay = .inspector(view)
    var context = languageContext(language)
    context.inspector = InspectorSnapshot(
      exchanges: [exchange], detailLines: detail, now: Date(timeIntervalSince1970: 3700),
      version: 1)
    return render(state, size: Size(width: 80, height: 24), context: context).buffer.lines()
  }

  func testATableRowReadsInTheOrderOfItsHeadingsInPersian() throws {
    let lines = inspector(InspectorView(), language: "fa-IR")
    let row = try XCTUnwrap(lines.first { $0.contains("GET") })
    // Right to left: the time, then the method, ..., the path last (leftmost).
    let method = try XCTUnwrap(row.range(of: "GET")).lowerBound
    let path = try XCTUnwrap(row.range(of: "/3/movie/popular")).lowerBound
    XCTAssertLessThan(path, method, row)
  }

  func testTheRequestsJSONIsNotReorderedInArabic() throws {
    var view = InspectorView()
    view.pane = .detail(1)
    let json = ["{", "  \"page\" : 1,", "  \"original_title\" : \"君の名は。\",", "}"]
    let lines = inspector(view, language: "ar-SA", detail: json)
    for line in json.dropFirst().dropLast() {
      XCTAssertTrue(
        lines.contains { $0.contains(line.trimmingCharacters(in: .whitespaces)) },
        "\(line) in\n\(lines.joined(separator: "\n"))")
    }
  }
}
