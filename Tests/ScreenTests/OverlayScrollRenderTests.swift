import Browser
import XCTest

@testable import Screen

/// keys2: the help and the message history scroll at small sizes and say what is hidden; the
/// offline indicator stays beside the mode while other messages come and go.
final class OverlayScrollRenderTests: XCTestCase {
  func testHelpAtSixtyByTwentyScrollsToItsLastLineAndSaysWhereItIs() {
    var driver = RenderDriver.started(size: Size(width: 60, height: 20))
    driver.command(.toggleHelp)
    let context = testContext(help: RenderFixtures.help)
    let top = driver.render(context: context)
    let lines = top.buffer.lines()
    let total =
      RenderFixtures.help.reduce(0) { $0 + $1.entries.count + 1 }
      + RenderFixtures.help
      .count - 1
    XCTAssertTrue(
      lines.contains { $0.contains("esc close  16/\(total)") }, lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains { $0.contains("↓") })
    XCTAssertEqual(top.overlayScrollLimit, total - 16)
    driver.command(.last)
    driver.send(.overlayScrollLimit(top.overlayScrollLimit ?? 0))
    let bottom = driver.render(context: context).buffer.lines()
    XCTAssertTrue(
      bottom.contains { $0.contains("\(total)/\(total)") }, bottom.joined(separator: "\n"))
    let lastEntry = RenderFixtures.help.last?.entries.last?.action ?? ""
    XCTAssertTrue(bottom.contains { $0.contains(lastEntry) }, bottom.joined(separator: "\n"))
    XCTAssertFalse(bottom.contains { $0.contains("↓") })
  }

  func testTheMessageHistoryListsTheNewestFirst() {
    var driver = RenderDriver.started(size: Size(width: 80, height: 24))
    driver.send(.notice(.skippedUnreadable(count: 2)))
    driver.send(.notice(.cancelled))
    driver.command(.toggleMessages)
    let lines = driver.render().buffer.lines()
    let text = lines.joined(separator: "\n")
    XCTAssertTrue(text.contains("Messages"), text)
    let cancelled = lines.firstIndex { $0.contains("• Cancelled") }
    let skipped = lines.firstIndex { $0.contains("• Skipped 2") }
    XCTAssertNotNil(cancelled, text)
    XCTAssertNotNil(skipped, text)
    XCTAssertLessThan(cancelled ?? 0, skipped ?? 0, "newest first")
  }

  func testAnEmptyHistorySaysSo() {
    var driver = RenderDriver.started(size: Size(width: 80, height: 24))
    driver.command(.toggleMessages)
    XCTAssertTrue(driver.render().buffer.lines().contains { $0.contains("No messages yet.") })
  }

  func testTheOfflineBadgeStaysWhileAnotherMessageIsShown() {
    var driver = RenderDriver.started(size: Size(width: 100, height: 24))
    let why = "No connection to TMDB: showing its answer from the cache (2 h old)."
    driver.send(.connectivity(offline: why))
    var status = driver.render().buffer.lines().last ?? ""
    XCTAssertTrue(status.hasPrefix(" REPLAY   OFFLINE  No connection to TMDB"), status)
    driver.send(.notice(.skippedUnreadable(count: 1)))
    status = driver.render().buffer.lines().last ?? ""
    XCTAssertTrue(status.hasPrefix(" REPLAY   OFFLINE  Skipped 1"), status)
    driver.send(.connectivity(offline: nil))
    status = driver.render().buffer.lines().last ?? ""
    XCTAssertFalse(status.contains("OFFLINE"), status)
  }
}
