import Browser
import ReelTestSupport
import Synchronization
import TMDB
import XCTest

@testable import Screen

/// Posters that arrive when the test says, each film's its own: symbols for most, a picture
/// the terminal draws for films whose title has an even length. Every request is counted.
private final class HomePosters: PosterProvider, Sendable {
  let ready = Mutex<Set<String>>([])
  let asked = Mutex<[String]>([])

  func poster(path: String?, title: String, size: Size) -> PosterArt? {
    asked.withLock { $0.append(title) }
    guard let path, !path.isEmpty, ready.withLock({ $0.contains(title) }) else { return nil }
    if title.count % 2 == 0 {
      return PosterArt(
        width: size.width, height: size.height,
        image: OutOfBandImage(
          key: "\(path)@\(size.width)x\(size.height)", kind: .stored(id: UInt32(title.count)),
          size: size, transmit: Array(path.utf8)))
    }
    let cell = Cell("P", style: Style(fg: .indexed(UInt8(100 + title.count % 100))))
    return PosterArt(
      width: size.width, height: size.height,
      cells: Array(repeating: cell, count: size.width * size.height))
  }
}

/// The home screen drawn by region (`HomeWidget.draw(in:canvas:)`): each frame is, cell for
/// cell and picture for picture, the frame drawn from nothing, and an `l` inside a screen of
/// cards draws two cards and the row's title, and asks for no poster it drew before.
final class HomeFrameRendererTests: XCTestCase {
  private static let size = Size(width: 120, height: 40)

  private typealias Session = RenderSession<HomePosters>

  private typealias Step = Session.Step

  /// Films with poster paths, each row's its own ids; page 3 of the Drama row fails while
  /// `failing` says so.
  private static func pages(_ source: MovieListSource, _ page: Int) -> MoviePage? {
    var result = RenderFixtures.categoryPage(page)
    let row = String(describing: source).utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
    for index in result.results.indices {
      result.results[index].id += row * 10_000_000
      // Every seventh film has no poster.
      if index % 7 != 3 { result.results[index].posterPath = "/\(result.results[index].id).jpg" }
    }
    return result
  }

  private static func home(size: Size = size) -> RenderDriver {
    var driver = RenderDriver(size: size, pages: Self.pages)
    driver.state.settings.start = .home
    driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
    driver.send(.homeViewportChanged(Layout.homeViewport(for: size)))
    driver.send(.start)
    return driver
  }

  private static let steps: [Step] = {
    var steps: [Step] = []
    func command(_ command: Command, weight: Int = 1) {
      steps += Session.command(command, weight: weight)
    }
    command(.moveRight, weight: 14)
    command(.moveLeft, weight: 6)
    command(.moveDown, weight: 3)
    command(.moveUp, weight: 3)
    for other: Command in [
      .first, .last, .pageDown, .pageUp, .toggleWatchlist, .toggleWatchlist, .refresh,
      .nextPane, .back, .cancel, .toggleHelp, .focusSearch, .showHome, .scroll(2),
      .showCategory(.popular), .selectCard(row: 1, card: 3),
    ] {
      command(other)
    }
    steps.append(
      (
        "a screen of cards along",
        { session in for _ in 0..<8 { session.driver.command(.moveRight) } }
      ))
    steps.append(
      (
        "another row's films changed where they show",
        { session in
          // Each film of the first page renamed and rated anew, in every row but the
          // selected one (whose cards are gone through at every frame anyway).
          let state = session.driver.state
          let selected = state.home?.selected?.list
          for (id, list) in state.lists where id != selected {
            guard var window = list.window, let films = window.pages[1] else { continue }
            var page = RenderFixtures.categoryPage(1)
            page.results = films.map { film in
              var film = film
              film.title =
                film.title.hasSuffix(" II") ? String(film.title.dropLast(3)) : film.title + " II"
              film.voteAverage = (film.voteAverage ?? 5) + 0.5
              return film
            }
            window.insert(page, near: list.topRow)
            session.driver.state.lists[id]?.window = window
          }
        }
      ))
    steps.append(("pages 2 fail", { $0.driver.failingPages[2] = "HTTP 500" }))
    steps.append(("pages 1 fail", { $0.driver.failingPages[1] = "HTTP 503" }))
    steps.append(("pages serve", { $0.driver.failingPages = [:] }))
    steps.append(("a notice", { $0.driver.send(.notice(.notice("Saved to your watchlist."))) }))
    steps.append(("spinner", { $0.context.spinnerFrame += 1 }))
    steps.append(
      (
        "watchlist changed elsewhere",
        { session in
          let id = session.driver.state.selectedMovie?.id ?? 550
          session.driver.send(.watchlistChanged([id, 13]))
        }
      ))
    steps.append(("watchlist emptied elsewhere", { $0.driver.send(.watchlistChanged([])) }))
    for size in [
      Size(width: 120, height: 40), Size(width: 80, height: 24), Size(width: 200, height: 50),
      Size(width: 120, height: 40), Size(width: 40, height: 12),
    ] {
      steps.append(("resize \(size.width)x\(size.height)", { $0.resize(size) }))
    }
    for code in ["en-US", "fa-IR", "ja-JP"] {
      steps.append(("language \(code)", { $0.context.language = ScreenLanguage(code: code)! }))
    }
    steps.append(("light theme", { $0.context.theme = ThemeSpec(base: .light) }))
    steps.append(("standard theme", { $0.context.theme = .standard }))
    steps.append(("posters on", { $0.context.posters = PosterSlot($0.posters) }))
    steps.append(("posters off", { $0.context.posters = nil }))
    steps.append(
      (
        "the selected card's poster arrived",
        { session in
          guard let title = session.driver.state.selectedMovie?.title else { return }
          session.posters.ready.withLock { _ = $0.insert(title) }
        }
      ))
    steps.append(
      (
        "posters on screen arrived",
        { session in
          let titles = session.titlesShown
          session.posters.ready.withLock { $0.formUnion(titles.prefix(9)) }
        }
      ))
    return steps
  }()

  func testEveryHomeFrameIsTheFrameDrawnFromNothingOverLongRandomSessions() {
    for seed: UInt64 in [1, 2, 3, 4] {
      var generator = SeededGenerator(seed: seed)
      let posters = HomePosters()
      var context = testContext(colors: .extended)
      context.posters = PosterSlot(posters)
      var session = Session(
        driver: Self.home(), size: Self.size, context: context, posters: posters)
      var renderer = FrameRenderer()
      var history: [String] = []
      var last: Frame?
      for number in 0..<300 {
        let step = Self.steps.randomElement(using: &generator)!
        step.apply(&session)
        history.append(step.name)
        let shown = renderer.render(
          session.driver.state, size: session.size, context: session.context)
        if Bool.random(using: &generator) {
          HomeCardCache.entries.withLock { $0 = HomeCardCache.Entries() }
        }
        let fresh = Screen.render(
          session.driver.state, size: session.size, context: session.context)
        let where_ = "seed \(seed), step \(number): \(history.suffix(6).joined(separator: " → "))"
        guard assertSame(shown, fresh, where_) else { return }
        // What the terminal trusts to compare only the damage (writer5).
        assertDamageHolds(shown, after: last, where_)
        last = shown
      }
    }
  }

  /// An `l` inside a screen of cards draws the position in the row's title line, the card
  /// left and the card reached; the other cells are the last frame's.
  func testAnLDrawsOnlyThePositionAndTheTwoCards() throws {
    var driver = Self.home()
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    _ = renderer.render(driver.state, size: Self.size, context: testContext())
    XCTAssertEqual(renderer.damage, [Rect(x: 0, y: 0, width: 120, height: 40)])
    driver.command(.moveRight)
    let frame = renderer.render(driver.state, size: Self.size, context: testContext())
    let geometry = HomeGeometry(body: ScreenLayout(size: Self.size, showsDetailAlone: false).body)
    let body = ScreenLayout(size: Self.size, showsDetailAlone: false).body
    let stride = geometry.cardWidth + HomeGeometry.gap
    let card = { (slot: Int) in
      Rect(
        x: body.x + 1 + slot * stride, y: body.y + 1, width: geometry.cardWidth,
        height: geometry.rowHeight - 1)
    }
    let drawn = Set(renderer.damage.map { "\($0)" })
    XCTAssertEqual(
      drawn,
      Set(
        [
          Rect(x: 112, y: body.y, width: 7, height: 1), card(0), card(1),
        ].map { "\($0)" }), "the position at the end of the title line, and two cards")
    XCTAssertEqual(String(frame.buffer.lines()[body.y].suffix(9)), "  2/10000")
    assertSame(frame, Screen.render(driver.state, size: Self.size, context: testContext()), "l")
  }

  /// The selected card's position on home is drawn from a kept sample (`ListPosition`): in
  /// every language, holding `l` across 9 → 10, it is cell for cell what wording it and laying
  /// it out with `Buffer.put` draws, and a Persian or Arabic reader sees their digits with the
  /// sentence at the mirrored end of the title line.
  func testThePositionOnHomeReadsAsWordingItInEveryLanguage() throws {
    let body = ScreenLayout(size: Self.size, showsDetailAlone: false).body
    let shownAtTen: [String: String] = [
      "en-US": "10/10000", "ja-JP": "10/10000", "fa-IR": "۱۰۰۰۰ ﺯﺍ ۱۰", "ar-SA": "١٠٠٠٠ ﻦﻣ ١٠",
      "ar-MA": "10000 ﻦﻣ 10",
    ]
    for (code, shown) in shownAtTen {
      ListPosition.removeAll()
      var context = testContext()
      context.language = try XCTUnwrap(ScreenLanguage(code: code))
      let words = Words(context.language, keys: .standard)
      var driver = Self.home()
      driver.holdsTimers = true
      var renderer = FrameRenderer()
      _ = renderer.render(driver.state, size: Self.size, context: context)
      for press in 1...11 {
        driver.command(.moveRight)
        let frame = renderer.render(driver.state, size: Self.size, context: context).buffer
        let worded = words.position(press + 1, of: 10_000)
        var expected = Buffer(width: Self.size.width, height: 1)
        expected.direction = frame.direction
        let width = expected.put(
          worded, x: body.maxX - 1 - worded.displayWidth, y: 0,
          style: Theme(context.colors, spec: context.theme).dim)
        let placed = expected.placed(
          Rect(x: body.maxX - 1 - width, y: 0, width: width, height: 1))
        XCTAssertEqual(width, worded.displayWidth, "\(code), press \(press)")
        for column in placed.x..<placed.maxX {
          XCTAssertEqual(
            frame[column, body.y], expected[column, 0], "\(code), press \(press), \(column)")
        }
        guard press == 9 else { continue }
        let line = frame.lines()[body.y]
        let rightToLeft = frame.direction == .rightToLeft
        XCTAssertTrue(
          rightToLeft ? line.hasPrefix(" " + shown + "  ") : line.hasSuffix("  " + shown),
          "\(code): \(line)")
      }
    }
  }

  /// A frame asks for the posters of the cards it draws anew and of those still loading, not
  /// for a poster already drawn: an `l` with every poster on screen in asks for none but the
  /// card left when it was never drawn unselected.
  func testAnLAsksOnlyForThePostersOfTheCardsItDraws() throws {
    let posters = HomePosters()
    var context = testContext(colors: .extended)
    context.posters = PosterSlot(posters)
    var driver = Self.home()
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    _ = renderer.render(driver.state, size: Self.size, context: context)
    let trending = try XCTUnwrap(driver.state.home?.rows.first?.list)
    let row = try XCTUnwrap(driver.state.lists[trending])
    let titles = Session(driver: driver, size: Self.size, context: context, posters: posters)
      .titlesShown
    posters.ready.withLock { $0.formUnion(titles) }
    _ = renderer.render(driver.state, size: Self.size, context: context)
    posters.asked.withLock { $0 = [] }
    _ = renderer.render(driver.state, size: Self.size, context: context)
    XCTAssertEqual(posters.asked.withLock { $0 }, [], "nothing changed, nothing asked")
    driver.command(.moveRight)
    var frame = renderer.render(driver.state, size: Self.size, context: context)
    XCTAssertEqual(
      posters.asked.withLock { $0 }, [row.movie(atRow: 0)?.title].compactMap { $0 },
      "the card left, never drawn unselected with its poster; the card reached is made from "
        + "its kept cells")
    assertSame(frame, Screen.render(driver.state, size: Self.size, context: context), "l")
    posters.asked.withLock { $0 = [] }
    driver.command(.moveRight)
    frame = renderer.render(driver.state, size: Self.size, context: context)
    XCTAssertEqual(posters.asked.withLock { $0 }, [], "both cards made from their kept cells")
    assertSame(frame, Screen.render(driver.state, size: Self.size, context: context), "l l")
  }

  /// Films under titles that test the card's text: long, Japanese (two columns a letter),
  /// Hebrew (right to left), with the rows' own ids and posters as `pages` gives them.
  private static func titledPages(_ source: MovieListSource, _ page: Int) -> MoviePage? {
    guard var result = pages(source, page) else { return nil }
    let titles = [
      "A Very Long Title That Never Fits On One Card At All", "千と千尋の神隠し",
      "ואלס עם באשיר", "Amélie", "",
    ]
    for index in result.results.indices where index % 6 < titles.count {
      result.results[index].title = titles[index % 6]
    }
    return result
  }

  /// An `l` or `h` that only moves the selection along a screen of cards makes the card left
  /// and the card reached from the unselected cells their row's memo kept (no look-up among
  /// the remembered cards, no poster asked for): every such frame is, cell for cell, the
  /// frame drawn from nothing, whatever the card shows (posters, pictures the terminal draws,
  /// placeholders, watchlist marks, failed and loading cards, long, Japanese and Hebrew
  /// titles), in every colour depth, size and direction, and the way taken is that one.
  func testAStepAlongARowMakesItsTwoCardsFromTheirKeptCellsAsDrawnFromNothing() throws {
    var reselected = 0
    for colors: ColorSupport in [.extended, .basic, .none] {
      for size in [Size(width: 120, height: 40), Size(width: 80, height: 24)] {
        for code in ["en-US", "he-IL", "ja-JP"] {
          for postersOn in [true, false] {
            let posters = HomePosters()
            var context = testContext(colors: colors)
            context.language = try XCTUnwrap(ScreenLanguage(code: code))
            if postersOn { context.posters = PosterSlot(posters) }
            var driver = RenderDriver(size: size, pages: Self.titledPages)
            driver.state.settings.start = .home
            driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
            driver.send(.homeViewportChanged(Layout.homeViewport(for: size)))
            driver.send(.start)
            driver.holdsTimers = true
            var renderer = FrameRenderer()
            // Some posters in (symbols, or a picture the terminal draws), the rest waiting.
            let titles = Session(driver: driver, size: size, context: context, posters: posters)
              .titlesShown
            posters.ready.withLock {
              $0.formUnion(titles.enumerated().filter { $0.offset % 3 != 2 }.map(\.element))
            }
            var script: [Command] = Array(repeating: .moveRight, count: 3)
            script += [.toggleWatchlist, .moveRight, .moveRight, .moveLeft, .toggleWatchlist]
            script += Array(repeating: .moveRight, count: 17)
            script += [.moveDown] + Array(repeating: .moveRight, count: 4)
            script += Array(repeating: .moveLeft, count: 20) + [.moveUp]
            script += Array(repeating: .moveLeft, count: 6)
            let setting = "\(colors) \(size.width)x\(size.height) \(code) posters \(postersOn)"
            _ = renderer.render(driver.state, size: size, context: context)
            for (number, command) in script.enumerated() {
              if number == 12 { driver.failingPages[2] = "HTTP 500" }
              // The watchlist changed elsewhere in the frame of the step: the card reached
              // (and the card left) marked, then not, as they turn.
              if number % 4 == 1 || number % 4 == 3, let list = driver.state.home?.selected?.list,
                let row = driver.state.lists[list]
              {
                let near = (row.selectedRow - 1...row.selectedRow + 1).compactMap {
                  row.movie(atRow: $0)?.id
                }
                driver.send(.watchlistChanged(number % 4 == 1 ? Set(near) : []))
              }
              driver.command(command)
              let before = HomeCardCache.entries.withLock { $0.reselected }
              let shown = renderer.render(driver.state, size: size, context: context)
              reselected += HomeCardCache.entries.withLock { $0.reselected } - before
              let fresh = Screen.render(driver.state, size: size, context: context)
              guard assertSame(shown, fresh, "\(setting), step \(number) \(command)") else {
                return
              }
            }
          }
        }
      }
    }
    XCTAssertGreaterThan(reselected, 500, "cards made from their kept unselected cells")
  }

  /// Near the edge of a row the cards past it are fetched ahead until all are ready: a film
  /// without a poster counts as ready (asked for, it never would be, and the row asked at
  /// every frame), and after the row turns over, the screen just left is not asked for again
  /// (its posters were drawn ready the frame before).
  func testFetchingAheadStopsOnceTheCardsPastTheEdgeNeedNothing() throws {
    let posters = HomePosters()
    var context = testContext(colors: .extended)
    context.posters = PosterSlot(posters)
    var driver = Self.home()
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    let trending = try XCTUnwrap(driver.state.home?.rows.first?.list)
    let row = try XCTUnwrap(driver.state.lists[trending])
    let titles = (0..<20).compactMap { row.movie(atRow: $0)?.title }
    XCTAssertEqual(titles.count, 20)
    XCTAssertEqual(row.movie(atRow: 10)?.posterPath, nil, "a film past the edge has no poster")
    posters.ready.withLock { $0.formUnion(titles) }
    var frame = renderer.render(driver.state, size: Self.size, context: context)
    for _ in 0..<6 {
      driver.command(.moveRight)
      frame = renderer.render(driver.state, size: Self.size, context: context)
    }
    posters.asked.withLock { $0 = [] }
    driver.command(.moveRight)
    frame = renderer.render(driver.state, size: Self.size, context: context)
    let asked = Set(posters.asked.withLock { $0 })
    XCTAssertTrue(
      asked.isDisjoint(with: titles[8..<15]), "the next screen, fetched already: \(asked)")
    assertSame(frame, Screen.render(driver.state, size: Self.size, context: context), "7")
    posters.asked.withLock { $0 = [] }
    driver.command(.moveRight)
    frame = renderer.render(driver.state, size: Self.size, context: context)
    XCTAssertEqual(driver.state.lists[trending]?.topRow, 7, "turned over")
    XCTAssertEqual(
      Set(posters.asked.withLock { $0 }), Set(titles[7..<15]).subtracting([titles[10]]),
      "the cards drawn (but the one without a poster), none behind")
    assertSame(frame, Screen.render(driver.state, size: Self.size, context: context), "turned")
  }

  @discardableResult
  private func assertSame(
    _ shown: Frame, _ fresh: Frame, _ context: String, line: UInt = #line
  ) -> Bool {
    guard assertSameCells(shown, fresh, context, line: line) else { return false }
    XCTAssertEqual(shown.cursor, fresh.cursor, context, line: line)
    XCTAssertEqual(shown.hyperlinks, fresh.hyperlinks, context, line: line)
    XCTAssertEqual(shown.images, fresh.images, context, line: line)
    return shown.images == fresh.images
  }
}

extension RenderSession {
  /// The films of every home row on screen now.
  fileprivate var titlesShown: [String] {
    driver.state.lists.values.flatMap { list in
      (list.topRow..<min(list.topRow + 8, list.rowCount)).compactMap {
        list.movie(atRow: $0)?.title
      }
    }
  }
}
