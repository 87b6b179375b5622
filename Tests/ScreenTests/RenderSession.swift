import Browser
import XCTest

@testable import Screen

/// The state and everything else a frame is drawn from, for the screen tests that drive a
/// session of random steps and compare each frame drawn on the last with one drawn from nothing.
struct RenderSession<Posters: PosterProvider> {
  var driver: RenderDriver
  var size: Size
  var context: RenderContext
  let posters: Posters
  /// How many times the films shown were replaced by others with the same ids.
  var generation = 0

  /// One thing that can happen between two frames, named for the failure message.
  typealias Step = (name: String, apply: @Sendable (inout RenderSession) -> Void)

  /// `weight` steps that each send `command`: the heavier, the more often a random pick
  /// takes it.
  static func command(_ command: Command, weight: Int = 1) -> [Step] {
    Array(repeating: ("\(command)", { $0.driver.command(command) }), count: weight)
  }

  /// The screen resized: the events the app sends then (`BrowserSession.applyLayout`).
  mutating func resize(_ size: Size) {
    self.size = size
    driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
    driver.send(.homeViewportChanged(Layout.homeViewport(for: size)))
    driver.send(.detailPaneShown(size.width >= Layout.sideBySideMinimumWidth))
  }

  /// The overlay open, if any, closed by the key that opened it.
  mutating func closeOverlay() {
    switch driver.state.overlay {
    case .help: driver.command(.toggleHelp)
    case .inspector: driver.command(.toggleInspector)
    case .messages: driver.command(.toggleMessages)
    case .discover, nil: driver.command(.cancel)
    }
  }
}

extension XCTestCase {
  /// Fails, naming `place` and the first row that differs, unless `shown` has `fresh`'s cells
  /// (text and styles). Returns whether it has.
  @discardableResult
  func assertSameCells(
    _ shown: Frame, _ fresh: Frame, _ place: @autoclosure () -> String,
    file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    guard shown.buffer != fresh.buffer else { return true }
    let shownLines = shown.buffer.lines()
    let freshLines = fresh.buffer.lines()
    let row = shownLines.indices.first { shownLines[$0] != freshLines[$0] }
    XCTFail(
      row.map { "\(place()): row \($0) shows\n\(shownLines[$0])\ninstead of\n\(freshLines[$0])" }
        ?? "\(place()): the same text in other styles", file: file, line: line)
    return false
  }
}
