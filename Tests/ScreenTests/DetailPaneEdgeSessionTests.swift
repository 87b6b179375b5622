import Browser
import ReelTestSupport
import Synchronization
import TMDB
import XCTest

@testable import Screen

/// Posters that arrive when the test says: cells for films with an even id, a picture the
/// terminal draws for the others; a wide grapheme in every cell but the last column's (a poster
/// cut at its edge).
private func edgePosters() -> HeldPosters {
  HeldPosters(
    drawnByTerminal: { id, _ in id % 2 == 1 },
    cell: { id in Cell(id % 4 == 0 ? "千" : "P", style: Style(fg: .indexed(UInt8(100 + id % 100)))) }
  )
}

/// review10: the detail pane blanked and damaged only as far as the last two frames reached
/// (`DetailPaneReach`, pane9), fed text that ends exactly where the pane does: lines of every
/// length around the pane's width, a wide character in the last column or one past it, marks
/// after the last column, words that fill a line to the edge; details and posters arriving
/// between presses; the pane scrolled (▲/▼); overlays opened and closed; the language turned
/// right to left and back; the focus moving; the size changing (panes of 18 columns up). Every
/// frame must be the frame drawn from nothing, and every cell that changed since the frame
/// before must be in the frame's damage (else the terminal, comparing only there, leaves it).
final class DetailPaneEdgeSessionTests: XCTestCase {
  /// Widths of the pane's text area at the sizes the sessions take (the side-by-side pane's,
  /// and the whole screen's when the pane is shown alone).
  private static let sizes: [Size] = [
    Size(width: 120, height: 40), Size(width: 100, height: 30), Size(width: 101, height: 24),
    Size(width: 150, height: 45), Size(width: 80, height: 24), Size(width: 20, height: 5),
    Size(width: 21, height: 7), Size(width: 33, height: 12),
  ]

  private static let widths: [Int] = {
    var widths: Set<Int> = []
    for size in sizes {
      for alone in [false, true] {
        let layout = ScreenLayout(size: size, showsDetailAlone: alone)
        if layout.showsDetail { widths.insert(layout.detailPane.width - 2) }
      }
    }
    return widths.sorted()
  }()

  /// Text that ends at, just before or just past the edge of a line `width` columns wide.
  private static func edgeTexts(_ width: Int) -> [String] {
    let a = { (count: Int) in String(repeating: "a", count: max(count, 0)) }
    let wide = { (count: Int) in String(repeating: "千", count: max(count, 0)) }
    return [
      a(width - 1), a(width), a(width + 1),
      a(width - 1) + "千", a(width - 2) + "千", a(width - 3) + "千x",
      wide(width / 2), wide(width / 2) + "a", "a" + wide(width / 2), wide(width / 2 + 1),
      a(width - 1) + "e\u{301}", a(width) + "\u{301}\u{302}", a(width - 1) + "👩‍👩‍👧",
      a(width - 4) + " " + a(width), a(width) + " " + a(3), a(width - 1) + " " + wide(width),
      (0..<40).map { _ in a(width / 3) }.joined(separator: " "),
      (0..<40).map { _ in wide(width / 4) }.joined(separator: " "),
      a(width) + "\n\n" + a(width - 1) + "\n" + wide(width / 2),
      a(width - 1) + "\u{200B}" + a(2), "שלום " + a(width - 5), "فيلم" + a(width),
    ]
  }

  private static let texts: [String] = widths.flatMap(edgeTexts) + ["", " ", "Short"]

  /// The films of `page`: titles, overviews and taglines from `texts`, in turn.
  private static func page(_ page: Int) -> MoviePage {
    var result = RenderFixtures.categoryPage(page)
    for index in result.results.indices {
      let id = 5_000 + page * 100 + index
      let pick = (page * 20 + index) * 7
      result.results[index].id = id
      result.results[index].title = texts[pick % texts.count]
      result.results[index].originalTitle = texts[(pick + 3) % texts.count]
      result.results[index].overview = index % 4 == 3 ? nil : texts[(pick + 1) % texts.count]
      result.results[index].posterPath = index % 5 == 2 ? nil : "/\(id).jpg"
    }
    return result
  }

  fileprivate static func details(_ film: MovieSummary) -> MovieDetails {
    var details = RenderFixtures.fightClubDetails
    details.id = film.id
    details.title = film.title
    let pick = film.id * 11
    details.overview = texts[pick % texts.count]
    details.tagline = texts[(pick + 5) % texts.count]
    details.posterPath = film.posterPath
    details.credits = Credits(
      cast: (0..<6).map { CastMember(name: texts[(pick + $0 * 13) % texts.count], order: $0) },
      crew: [CrewMember(name: texts[(pick + 2) % texts.count], job: "Director")])
    return details
  }

  private typealias Session = RenderSession<HeldPosters>

  private typealias Step = Session.Step

  private static let closeOverlay: Step = ("overlay closed", { $0.closeOverlay() })

  private static let steps: [Step] = {
    var steps: [Step] = []
    func command(_ command: Command, weight: Int = 1) {
      steps += Session.command(command, weight: weight)
    }
    command(.moveDown, weight: 30)
    command(.moveUp, weight: 10)
    // The focus back on the list, where `j` moves on to the next film.
    command(.back, weight: 3)
    for other: Command in [
      .nextPane, .nextPane, .scroll(3), .scroll(-2), .scroll(40), .pageDown, .first,
      .toggleHelp, .toggleInspector, .toggleMessages, .toggleWatchlist,
      .showWatchlist, .showCategory(.popular), .openDetail, .halfPageDown, .showDiscover,
    ] {
      command(other)
    }
    command(.cancel)
    for _ in 0..<4 { steps.append(("details arrive", { $0.detailsArrive() })) }
    steps.append(
      (
        "the selected film's poster arrived",
        { session in
          guard let id = session.driver.state.selectedMovie?.id else { return }
          session.posters.ready.withLock { _ = $0.insert(id) }
        }
      ))
    steps.append(("posters on", { $0.context.posters = PosterSlot($0.posters) }))
    steps.append(("posters off", { $0.context.posters = nil }))
    for code in ["ar-EG", "fa-IR", "ja-JP", "en-US", "en-US", "en-US", "en-US"] {
      steps.append(("language \(code)", { $0.context.language = ScreenLanguage(code: code)! }))
    }
    for size in sizes + [sizes[0], sizes[0], sizes[0]] {
      steps.append(("resize \(size.width)x\(size.height)", { $0.resize(size) }))
    }
    steps.append(("timers held", { $0.driver.holdsTimers = true }))
    steps.append(("timers fire", { $0.driver.holdsTimers = false }))
    return steps
  }()

  private func run(seed: UInt64, steps count: Int) {
    var generator = SeededGenerator(seed: seed)
    let size = Self.sizes[0]
    var driver = RenderDriver(size: size) { _, page in Self.page(page) }
    driver.holdsTimers = seed % 2 == 0
    driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
    driver.send(.detailPaneShown(true))
    // The watchlist screen's films are such films too, with notes that end at the edge.
    driver.watchlistRows = Self.page(3).results.prefix(12).enumerated().map { index, film in
      WatchlistRow(
        movie: film, addedAt: Date(timeIntervalSince1970: Double(index) * 86_400),
        note: index % 2 == 0 ? Self.texts[(index * 17) % Self.texts.count] : nil)
    }
    driver.send(.start)
    let posters = edgePosters()
    var context = testContext(colors: .extended)
    context.posters = PosterSlot(posters)
    var session = Session(driver: driver, size: size, context: context, posters: posters)
    var renderer = FrameRenderer()
    var last: Frame?
    var history: [String] = []
    var narrowed = 0
    for number in 0..<count {
      // An overlay is closed soon after it opens: the panes are drawn again from nothing, and
      // then by reach.
      let closes = session.driver.state.overlay != nil && Bool.random(using: &generator)
      let step = closes ? Self.closeOverlay : Self.steps.randomElement(using: &generator)!
      step.apply(&session)
      history.append(step.name)
      let shown = renderer.render(
        session.driver.state, size: session.size, context: session.context)
      let fresh = Screen.render(session.driver.state, size: session.size, context: session.context)
      let place = "seed \(seed), step \(number): \(history.suffix(6).joined(separator: " → "))"
      guard assertSameCells(shown, fresh, place) else { return }
      assertDamageHolds(shown, after: last, place)
      XCTAssertEqual(shown.detailScrollLimit, fresh.detailScrollLimit, place)
      XCTAssertEqual(shown.hyperlinks, fresh.hyperlinks, place)
      XCTAssertEqual(shown.images, fresh.images, place)
      let layout = ScreenLayout(size: session.size, state: session.driver.state)
      let damaged = Self.damagedCells(shown, in: layout.detailPane)
      if shown.damage?.base != nil, layout.showsDetail, damaged > 0,
        damaged < layout.detailPane.area
      {
        narrowed += 1
      }
      if let limit = shown.detailScrollLimit { session.driver.send(.detailScrollLimit(limit)) }
      last = shown
    }
    // The pane was often drawn again the narrowed way: damaged in part.
    XCTAssertGreaterThan(narrowed, count / 20, "seed \(seed)")
  }

  func testPanesEndingAtTheEdgeDrawWhatAFreshFrameDrawsAndChangeNothingOutsideTheDamage() {
    for seed: UInt64 in 11...20 { run(seed: seed, steps: 400) }
  }

  /// Down a list of such films, one press at a time, with nothing else happening: each pane
  /// drawn the narrowed way after the one before, at each size.
  func testJAlongFilmsEndingAtTheEdgeAtEverySize() {
    for size in Self.sizes {
      for alone in [false, true] {
        var driver = RenderDriver(size: size) { _, page in Self.page(page) }
        driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
        driver.send(.detailPaneShown(size.width >= Layout.sideBySideMinimumWidth))
        driver.send(.start)
        for film in Self.page(1).results + Self.page(2).results where film.id % 3 == 0 {
          driver.details[film.id] = Self.details(film)
        }
        if alone { driver.command(.nextPane) }
        var renderer = FrameRenderer()
        var last: Frame?
        for press in 0..<45 {
          // Alone, `j` scrolls the pane; a `tab` back and forth moves on to the next film.
          driver.command(alone && press % 5 == 4 ? .nextPane : .moveDown)
          let shown = renderer.render(driver.state, size: driver.size, context: testContext())
          let fresh = Screen.render(driver.state, size: driver.size, context: testContext())
          let place = "\(size.width)x\(size.height), alone \(alone), press \(press)"
          XCTAssertEqual(shown.buffer.lines(), fresh.buffer.lines(), place)
          XCTAssertTrue(shown.buffer == fresh.buffer, place)
          assertDamageHolds(shown, after: last, place)
          if let limit = shown.detailScrollLimit { driver.send(.detailScrollLimit(limit)) }
          last = shown
          if shown.buffer != fresh.buffer { break }
        }
      }
    }
  }

  /// How many of `pane`'s cells `frame`'s damage names.
  private static func damagedCells(_ frame: Frame, in pane: Rect) -> Int {
    guard let rects = frame.damage?.rects else { return pane.area }
    var count = 0
    for y in pane.y..<pane.maxY {
      for x in pane.x..<pane.maxX where rects.contains(where: { $0.contains(x: x, y: y) }) {
        count += 1
      }
    }
    return count
  }
}

extension RenderSession {
  /// The details of the film shown arrive (its preview's timer fires, and they are served).
  fileprivate mutating func detailsArrive() {
    guard let film = driver.state.selectedMovie else { return }
    driver.details[film.id] = DetailPaneEdgeSessionTests.details(film)
    if let token = driver.state.timers[.detailPreview] {
      driver.send(.timerFired(.detailPreview, token: token))
    } else {
      // Asked for already (the request in flight): asked again, as `r` does.
      driver.command(.refresh)
    }
  }
}
