import Browser
import ReelTestSupport
import Synchronization
import TMDB
import XCTest

@testable import Screen

/// review14: frames drawn on the last one (jmeta's reused canvas, the memo's look kept on
/// incremental frames, the overlay switched only when there is one, the list moved into its
/// pane, the rows' cache asked whether it `holds` the look) while what the frame is drawn
/// with besides the state changes between presses: the key map (remapped to keys of several
/// characters, categories unbound, no map at all), the theme and the colours, the badge, the
/// spinner, the time zone and the country, the language (right to left and back), the size
/// (down to too small), posters; and the state moving on the list, home and watchlist screens
/// with overlays, the filter, the sort, the search field and watchlist toggles between.
/// Every frame must be the frame drawn from nothing, and every changed cell in its damage.
final class FrameReuseContextSessionTests: XCTestCase {
  private static let keyMaps: [(name: String, keys: KeyLabels)] = [
    ("standard keys", .standard),
    ("no key map", KeyLabels()),
    (
      "wide keys",
      KeyLabels([
        .focusSearch: "ctrl-f", .showCategory(.popular): "f12", .showCategory(.topRated): "pgdn",
        .showCategory(.nowPlaying): "3", .showCategory(.upcoming): "ctrl-u",
        .showCategory(.trending): "f5", .moveDown: "down", .toggleHelp: "f1", .quit: "ctrl-q",
        .refresh: "ctrl-r", .toggleWatchlist: "insert",
      ])
    ),
    (
      "categories unbound",
      KeyLabels([.focusSearch: "s", .moveDown: "j", .moveUp: "k", .toggleHelp: "?"])
    ),
  ]

  private static let themes: [(name: String, colors: ColorSupport, spec: ThemeSpec)] = [
    ("standard", .extended, .standard),
    ("high contrast", .extended, ThemeSpec(base: .highContrast)),
    ("no colour", .none, .standard),
    ("16 colours, light", .basic, ThemeSpec(base: .light)),
    ("selection painted", .extended, ThemeSpec(colors: [.selection: .indexed(33)])),
  ]

  private typealias Session = RenderSession<HeldPosters>

  private typealias Step = Session.Step

  private static let steps: [Step] = {
    var steps: [Step] = []
    func command(_ command: Command, weight: Int = 1) {
      steps += Session.command(command, weight: weight)
    }
    command(.moveDown, weight: 24)
    command(.moveUp, weight: 6)
    command(.moveRight, weight: 8)
    command(.moveLeft, weight: 3)
    for other: Command in [
      .showHome, .showHome, .showCategory(.popular), .showCategory(.topRated), .showWatchlist,
      .toggleWatchlist, .toggleWatchlist, .toggleHelp, .toggleInspector, .toggleMessages,
      .showDiscover, .cancel, .back, .nextPane, .first, .last, .pageDown, .refresh,
      .filterLoaded, .insertText("a"), .insertText("e"), .deleteBackward, .submitSearch,
      .cycleLoadedOrder, .cycleLoadedOrder, .cycleWatchlistOrder, .focusSearch,
      .insertText("dune"), .openDetail,
    ] {
      command(other)
    }
    steps.append(
      (
        "posters arrived",
        { session in
          guard let id = session.driver.state.selectedMovie?.id else { return }
          session.posters.ready.withLock { $0.formUnion(id...(id + 6)) }
        }
      ))
    steps.append(("posters off", { $0.context.posters = nil }))
    steps.append(("posters on", { $0.context.posters = PosterSlot($0.posters) }))
    for map in keyMaps {
      for _ in 0..<2 { steps.append((map.name, { $0.context.keys = map.keys })) }
    }
    for theme in themes {
      steps.append(
        (
          "theme \(theme.name)",
          { session in
            session.context.colors = theme.colors
            session.context.theme = theme.spec
          }
        ))
    }
    steps.append(("mode LIVE", { $0.context.mode = "LIVE" }))
    steps.append(("mode REPLAY", { $0.context.mode = "REPLAY" }))
    steps.append(("spinner turns", { $0.context.spinnerFrame += 1 }))
    steps.append(("spinner turns", { $0.context.spinnerFrame += 1 }))
    steps.append(("time zone Tokyo", { $0.context.timeZone = TimeZone(identifier: "Asia/Tokyo")! }))
    steps.append(("time zone GMT", { $0.context.timeZone = .gmt }))
    steps.append(("country DE", { $0.context.country = "DE" }))
    steps.append(("country US", { $0.context.country = "US" }))
    for code in ["ar-EG", "fa-IR", "en-US", "en-US"] {
      steps.append(("language \(code)", { $0.context.language = ScreenLanguage(code: code)! }))
    }
    for size in [
      Size(width: 120, height: 40), Size(width: 120, height: 40), Size(width: 80, height: 24),
      Size(width: 47, height: 13), Size(width: 200, height: 50), Size(width: 12, height: 4),
      Size(width: 61, height: 17),
    ] {
      steps.append(("resize \(size.width)x\(size.height)", { $0.resize(size) }))
    }
    return steps
  }()

  private func run(seed: UInt64, steps count: Int) {
    var generator = SeededGenerator(seed: seed)
    let size = Size(width: 120, height: 40)
    var driver = RenderDriver(size: size)
    driver.state.settings.start = seed % 2 == 0 ? .home : driver.state.settings.start
    driver.holdsTimers = seed % 3 == 0
    driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
    driver.send(.homeViewportChanged(Layout.homeViewport(for: size)))
    driver.send(.detailPaneShown(true))
    driver.watchlistRows = RenderFixtures.categoryPage(2).results.prefix(9).enumerated().map {
      index, film in
      WatchlistRow(
        movie: film, addedAt: Date(timeIntervalSince1970: Double(index) * 86_400),
        note: index % 2 == 0 ? "A note" : nil)
    }
    driver.send(.start)
    let posters = HeldPosters(
      drawnByTerminal: { id, _ in id % 3 == 0 },
      cell: { id in Cell(id % 2 == 0 ? "千" : "▀", style: Style(fg: .indexed(UInt8(id % 200)))) })
    var context = testContext(colors: .extended)
    context.posters = PosterSlot(posters)
    var session = Session(driver: driver, size: size, context: context, posters: posters)
    var renderer = FrameRenderer()
    var last: Frame?
    var history: [String] = []
    for number in 0..<count {
      let closes = session.driver.state.overlay != nil && Bool.random(using: &generator)
      let step: Step =
        closes
        ? ("overlay closed", { $0.closeOverlay() }) : Self.steps.randomElement(using: &generator)!
      step.apply(&session)
      history.append(step.name)
      let shown = renderer.render(
        session.driver.state, size: session.size, context: session.context)
      let fresh = Screen.render(session.driver.state, size: session.size, context: session.context)
      let place = "seed \(seed), step \(number): \(history.suffix(6).joined(separator: " → "))"
      guard assertSameCells(shown, fresh, place) else { return }
      assertDamageHolds(shown, after: last, place)
      XCTAssertEqual(shown.cursor, fresh.cursor, place)
      XCTAssertEqual(shown.hyperlinks, fresh.hyperlinks, place)
      XCTAssertEqual(shown.images, fresh.images, place)
      if let limit = shown.detailScrollLimit { session.driver.send(.detailScrollLimit(limit)) }
      last = shown
    }
  }

  func testFramesDrawnOnTheLastWhileTheContextChangesDrawWhatAFreshFrameDraws() {
    for seed: UInt64 in 41...48 { run(seed: seed, steps: 300) }
  }
}
