import Browser
import Foundation
import Screen
import TMDB
import XCTest

/// The inspector overlay as drawn: newest at the bottom, the selection followed, and network
/// text sanitised before it reaches a cell.
final class InspectorOverlayRenderTests: XCTestCase {
  private func exchange(_ id: Int, path: String, status: Int? = 200, body: String = "{}")
    -> InspectedExchange
  {
    var exchange = InspectedExchange(
      id: id, startedAt: Date(timeIntervalSince1970: 3600 + Double(id)), method: "GET",
      path: path, query: [QueryItem("page", "1")], requestHeaders: [], source: .replay,
      browserRequest: nil)
    exchange.status = status
    exchange.body = Data(body.utf8)
    exchange.bodySize = exchange.body.count
    exchange.duration = .milliseconds(12)
    return exchange
  }

  private func screen(_ view: InspectorView, _ snapshot: InspectorSnapshot, height: Int = 12)
    -> [String]
  {
    var state = BrowserState()
    state.overlay = .inspector(view)
    var context = testContext()
    context.inspector = snapshot
    return render(state, size: Size(width: 90, height: height), context: context).buffer.lines()
  }

  func testTheListShowsTheNewestAtTheBottomAndFollowsIt() {
    let exchanges = (1...30).map { exchange($0, path: "/3/movie/\($0)") }
    let lines = screen(InspectorView(), InspectorSnapshot(exchanges: exchanges, version: 1))
    XCTAssertTrue(lines[0].contains("Network inspector: 30 requests"), lines[0])
    let rows = lines.filter { $0.contains("/3/movie/") }
    XCTAssertEqual(rows.count, 9)
    XCTAssertTrue(rows.last?.contains("/3/movie/30?page=1") == true, "\(rows)")
    XCTAssertFalse(lines.joined().contains("/3/movie/21?"))
  }

  func testAChosenRequestStaysInViewAndTheFilterNarrows() {
    let exchanges = (1...30).map {
      exchange($0, path: $0 == 5 ? "/3/search/movie" : "/3/movie/\($0)")
    }
    var view = InspectorView()
    view.selected = 3
    let lines = screen(view, InspectorSnapshot(exchanges: exchanges, version: 1))
    XCTAssertTrue(
      lines.contains { $0.contains("/3/movie/3?page=1") }, lines.joined(separator: "\n"))
    view.filter = "search"
    let filtered = screen(view, InspectorSnapshot(exchanges: exchanges, version: 2))
    XCTAssertTrue(filtered[0].contains("1 request matching \"search\""), filtered[0])
    XCTAssertEqual(filtered.filter { $0.contains("/3/") }.count, 1)
  }

  func testHostileTextFromTheNetworkIsSanitised() {
    var hostile = exchange(1, path: "/3/movie/1\u{1B}[2J")
    hostile.responseHeaders = [(name: "x-evil", value: "\u{1B}]52;c;ZXZpbA==\u{07}")]
    var view = InspectorView()
    view.pane = .detail(1)
    let lines = screen(
      view,
      InspectorSnapshot(
        exchanges: [hostile], detailLines: ["{", "  \"title\" : \"\u{1B}[31mred\u{202E}\"", "}"],
        version: 1), height: 10)
    let text = lines.joined(separator: "\n")
    XCTAssertFalse(text.contains("\u{1B}"))
    XCTAssertFalse(text.contains("\u{202E}"))
    // Indentation survives: pretty JSON is read by its shape.
    XCTAssertTrue(lines.contains { $0.contains("│   \"title\" : \"") }, text)
    let list = screen(InspectorView(), InspectorSnapshot(exchanges: [hostile], version: 2))
    XCTAssertFalse(list.joined().contains("\u{1B}"))
  }

  func testAPausedAnswerShowsItsCountdownAndChoices() {
    var held = exchange(1, path: "/3/movie/popular", status: 200)
    held.breakpoint = .paused
    let paused = PausedAnswer(
      exchangeID: 1, path: "/3/movie/popular", pattern: "movie/popular", browserRequest: 4,
      deadline: Date(timeIntervalSince1970: 1057),
      response: TransportResponse(status: 200, body: Data()))
    let lines = screen(
      InspectorView(),
      InspectorSnapshot(
        exchanges: [held], paused: [paused], now: Date(timeIntervalSince1970: 1000), version: 1))
    XCTAssertTrue(
      lines.contains { $0.contains("PAUSED at movie/popular (57 s)") },
      lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains { $0.contains("⏸") })
    // Following, the held answer is the one selected, even with newer requests below it.
    let newer = exchange(2, path: "/3/movie/42")
    let snapshot = InspectorSnapshot(
      exchanges: [held, newer], paused: [paused], now: Date(timeIntervalSince1970: 1000),
      version: 2)
    XCTAssertEqual(snapshot.selected(InspectorView())?.id, 1)
    XCTAssertTrue(
      screen(InspectorView(), snapshot).contains { $0.contains("PAUSED at movie/popular") })
  }
}
