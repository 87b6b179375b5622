import Browser
import ReelTestSupport
import Synchronization
import TMDB
import XCTest

@testable import Screen

/// Posters that arrive when the test says: the same film draws a placeholder, then its poster,
/// without the state changing.
private final class ArrivingPosters: PosterProvider, Sendable {
  let ready = Mutex<Set<String>>([])

  func poster(path: String?, title: String, size: Size) -> PosterArt? {
    guard ready.withLock({ $0.contains(title) }) else { return nil }
    let cell = Cell("P", style: Style(fg: .indexed(UInt8(100 + title.count % 100))))
    return PosterArt(
      width: size.width, height: size.height,
      cells: Array(repeating: cell, count: size.width * size.height))
  }
}

/// `FrameRenderer` draws only the regions whose inputs changed since its last frame: what it
/// shows must be, cell for cell, what rendering the same state from nothing shows, whatever
/// happened between two frames.
final class FrameRendererTests: XCTestCase {
  private typealias Step = Session.Step

  private typealias Session = RenderSession<ArrivingPosters>

  private static let languages = ["en-US", "fa-IR", "ja-JP", "ar-SA"]

  private static let steps: [Step] = {
    var steps: [Step] = []
    func command(_ command: Command, weight: Int = 1) {
      steps += Session.command(command, weight: weight)
    }
    command(.moveDown, weight: 12)
    command(.moveUp, weight: 6)
    for other: Command in [
      .pageDown, .pageUp, .halfPageDown, .first, .last, .nextPane, .back, .openDetail,
      .toggleWatchlist, .toggleWatchlist, .showWatchlist, .cancel, .focusSearch,
      .insertText("du"), .insertText("砂"), .deleteBackward, .moveSearchCursor(.left),
      .submitSearch, .showCategory(.topRated), .showCategory(.popular), .toggleHelp,
      .toggleMessages, .filterLoaded, .insertText("a"), .cycleLoadedOrder, .refresh,
      .scroll(3), .scroll(-2), .showHome, .selectVisibleRow(4),
    ] {
      command(other)
    }
    steps.append(("a notice", { $0.driver.send(.notice(.notice("Saved to your watchlist."))) }))
    steps.append(("offline", { $0.driver.send(.connectivity(offline: "Offline: from cache.")) }))
    steps.append(("online", { $0.driver.send(.connectivity(offline: nil)) }))
    steps.append(("spinner", { $0.context.spinnerFrame += 1 }))
    steps.append(("watchlist changed elsewhere", { $0.driver.send(.watchlistChanged([550, 13])) }))
    for size in [
      Size(width: 120, height: 40), Size(width: 80, height: 24), Size(width: 200, height: 50),
      Size(width: 120, height: 40), Size(width: 30, height: 8), Size(width: 12, height: 4),
    ] {
      steps.append(("resize \(size.width)x\(size.height)", { $0.resize(size) }))
    }
    for code in languages {
      steps.append(("language \(code)", { $0.context.language = ScreenLanguage(code: code)! }))
    }
    steps.append(("colours none", { $0.context.colors = .none }))
    steps.append(("colours extended", { $0.context.colors = .extended }))
    steps.append(("light theme", { $0.context.theme = ThemeSpec(base: .light) }))
    steps.append(("standard theme", { $0.context.theme = .standard }))
    steps.append(("posters on", { $0.context.posters = PosterSlot($0.posters) }))
    steps.append(("posters off", { $0.context.posters = nil }))
    steps.append(
      (
        "the selected film's poster arrived",
        { session in
          guard let title = session.driver.state.selectedMovie?.title else { return }
          session.posters.ready.withLock { _ = $0.insert(title) }
        }
      ))
    return steps
  }()

  func testEveryFrameIsTheFrameDrawnFromNothingOverLongRandomSessions() {
    for seed: UInt64 in [1, 2, 3] {
      var generator = SeededGenerator(seed: seed)
      var driver = RenderDriver.started(size: Size(width: 120, height: 40))
      driver.failingPages = [3: "HTTP 500"]
      var session = Session(
        driver: driver, size: Size(width: 120, height: 40), context: testContext(),
        posters: ArrivingPosters())
      var renderer = FrameRenderer()
      var history: [String] = []
      var kept: (shown: Buffer, drawn: Buffer)?
      var last: Frame?
      for number in 0..<300 {
        let step = Self.steps.randomElement(using: &generator)!
        step.apply(&session)
        history.append(step.name)
        let shown = renderer.render(
          session.driver.state, size: session.size, context: session.context)
        if Bool.random(using: &generator) {
          // The global caches are checked elsewhere; a fresh frame without them too is stricter.
          ListRowCache.removeAll()
          BarCache.removeAll()
          ListHeaderCache.removeAll()
        }
        let fresh = Screen.render(
          session.driver.state, size: session.size, context: session.context)
        let context = "seed \(seed), step \(number): \(history.suffix(6).joined(separator: " → "))"
        assertSame(shown, fresh, context)
        // What the terminal trusts to compare only the damage (writer5).
        assertDamageHolds(shown, after: last, context)
        last = shown
        // The frame handed out before (which the terminal keeps to diff against) is untouched
        // by drawing this one in the renderer's other buffer.
        if let kept { XCTAssertTrue(kept.shown == kept.drawn, "\(context): the last frame kept") }
        kept = (shown.buffer, fresh.buffer)
        if shown.buffer != fresh.buffer { return }  // one failure says it; the rest would repeat
      }
    }
  }

  /// A `j` after a `j`: the case the renderer is for, frame after frame down a long list and
  /// back, with the preview's timer both held and fired (the details arriving redraw the
  /// pane).
  func testHoldingJDownTheListDrawsWhatAFreshFrameDraws() {
    for holdsTimers in [true, false] {
      var driver = RenderDriver.started(size: Size(width: 120, height: 40))
      driver.holdsTimers = holdsTimers
      var renderer = FrameRenderer()
      // Down past the screen's last row (the list scrolls up a row a press), then back up.
      for press in 0..<140 {
        driver.command(press < 70 ? .moveDown : .moveUp)
        let shown = renderer.render(driver.state, size: driver.size, context: testContext())
        let fresh = Screen.render(driver.state, size: driver.size, context: testContext())
        assertSame(shown, fresh, "press \(press), timers held: \(holdsTimers)")
      }
    }
  }

  /// Closing an overlay shows the panes under it again, not what the overlay drew.
  func testClosingTheHelpShowsThePanesAgain() {
    var driver = RenderDriver.started(size: Size(width: 120, height: 40))
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    let before = renderer.render(driver.state, size: driver.size, context: testContext())
    driver.command(.toggleHelp)
    let help = renderer.render(driver.state, size: driver.size, context: testContext())
    XCTAssertNotEqual(help.buffer.lines(), before.buffer.lines())
    driver.command(.toggleHelp)
    let after = renderer.render(driver.state, size: driver.size, context: testContext())
    XCTAssertEqual(after.buffer.lines(), before.buffer.lines())
    XCTAssertTrue(after.buffer == before.buffer)
  }

  private func assertSame(
    _ shown: Frame, _ fresh: Frame, _ context: String, line: UInt = #line
  ) {
    assertSameCells(shown, fresh, context, line: line)
    XCTAssertEqual(shown.cursor, fresh.cursor, context, line: line)
    XCTAssertEqual(shown.detailScrollLimit, fresh.detailScrollLimit, context, line: line)
    XCTAssertEqual(shown.overlayScrollLimit, fresh.overlayScrollLimit, context, line: line)
    XCTAssertEqual(shown.hyperlinks, fresh.hyperlinks, context, line: line)
    XCTAssertEqual(shown.images, fresh.images, context, line: line)
  }
}

extension FrameRendererTests {
  /// A `j` draws the position in the list's title ("2/10000", seven columns), the row left,
  /// the row reached, the detail pane and the status bar (its spinner, while the preview waits): everything else is the last frame's cells.
  func testAJDrawsOnlyTheTitleTheTwoRowsAndTheDetailPane() {
    var driver = RenderDriver.started(size: Size(width: 120, height: 40))
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    _ = renderer.render(driver.state, size: driver.size, context: testContext())
    XCTAssertEqual(renderer.damage, [Rect(x: 0, y: 0, width: 120, height: 40)])
    driver.command(.moveDown)
    _ = renderer.render(driver.state, size: driver.size, context: testContext())
    XCTAssertEqual(
      renderer.damage,
      [
        Rect(x: 10, y: 1, width: 7, height: 1), Rect(x: 0, y: 2, width: 66, height: 1),
        Rect(x: 0, y: 3, width: 66, height: 1), Rect(x: 67, y: 1, width: 53, height: 38),
        Rect(x: 0, y: 39, width: 120, height: 1),
      ])
  }

  /// While the preview waits, the spinner turns: a frame for each turn draws the status bar
  /// and nothing else.
  func testTheSpinnerTurningDrawsOnlyTheStatusBar() {
    var driver = RenderDriver.started(size: Size(width: 120, height: 40))
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    driver.command(.moveDown)
    var context = testContext()
    let before = renderer.render(driver.state, size: driver.size, context: context)
    context.spinnerFrame += 1
    let after = renderer.render(driver.state, size: driver.size, context: context)
    XCTAssertEqual(renderer.damage, [Rect(x: 0, y: 39, width: 120, height: 1)])
    XCTAssertNotEqual(after.buffer.lines()[39], before.buffer.lines()[39])
    XCTAssertEqual(Array(after.buffer.lines()[..<39]), Array(before.buffer.lines()[..<39]))
    assertSame(after, Screen.render(driver.state, size: driver.size, context: context), "spinner")
  }

  /// A poster that arrives changes the detail pane with nothing in the state changed: the
  /// next frame shows it.
  func testAPosterArrivingShowsInTheNextFrame() throws {
    let driver = RenderDriver.started(size: Size(width: 120, height: 40))
    let posters = ArrivingPosters()
    var context = testContext()
    context.posters = PosterSlot(posters)
    var renderer = FrameRenderer()
    XCTAssertNotNil(driver.state.cachedDetails(for: 550), "Fight Club's details are in")
    let before = renderer.render(driver.state, size: driver.size, context: context)
    XCTAssertFalse(before.buffer.lines().joined().contains("PPPP"))
    posters.ready.withLock { _ = $0.insert("Fight Club") }
    let after = renderer.render(driver.state, size: driver.size, context: context)
    XCTAssertTrue(after.buffer.lines().joined().contains("PPPP"))
    assertSame(after, Screen.render(driver.state, size: driver.size, context: context), "poster")
  }
}
