import Browser
import ReelTestSupport
import Synchronization
import TMDB
import XCTest

@testable import Screen

/// Posters that arrive when the test says (the others never do: their loads failed), cells
/// for films whose title has an odd number of bytes, a picture the terminal draws for the
/// others. A poster once given is given again: the home screen does not ask again for a poster
/// it drew (a poster dropped from the provider's cache after it was drawn stays shown).
private func flakyPosters() -> HeldPosters {
  HeldPosters(
    drawnByTerminal: { _, title in title.utf8.count % 2 == 0 },
    cell: { id in Cell("P", style: Style(fg: .indexed(UInt8(100 + id % 100)))) })
}

/// review9: the renderer's fast paths on the key-press path (the list's selection-only redraw
/// and remembered rows, the home screen's cards made in place, the detail pane's summary in
/// cells) fed what a hostile server could send: titles of every script, wide and combining
/// characters where a row or card cuts them, controls and escape sequences, empty and blank
/// titles, pages replaced between presses by other films under the same ids, posters arriving
/// and failing, the watchlist, the focus and the terminal's size changing between presses.
/// Every frame must be, cell for cell, the frame drawn from nothing.
final class HostileRenderSessionTests: XCTestCase {
  /// Titles a row or a card cuts somewhere awkward: wide characters at every parity, marks
  /// after the last column, right to left, emoji sequences, controls the sanitiser removes.
  static let titles: [String] = [
    "", " ", "   ", "\u{1B}[2J", "\u{200B}", "\u{200D}", "\u{202E}evil\u{202C}", "a\u{0}b",
    "千と千尋の神隠し千と千尋の神隠し千と千尋の神隠し", "x千と千尋の神隠し千と千尋の神隠し千と千尋",
    "e\u{301}\u{302}\u{303}" + String(repeating: "e\u{301}", count: 40), "Amélie", "WALL·E",
    "שלום עולם שלום עולם שלום", "فيلم عربي جميل جدا جدا جدا", "दिलवाले दुल्हनिया ले जायेंगे",
    "ฉลาดเกมส์โกง", "👩‍👩‍👧 family 👨🏽‍🚀 astronaut 🏳️‍🌈", "tab\there\r\nnew",
    "\u{9B}31mred\u{9C}", String(repeating: "W", count: 300), "기생충 기생충 기생충 기생충 기생충",
    "Ωmega λ ★ ─ ⣿ Москва", "a\u{A0}b\u{A0}", "\u{FEFF}bom", "\u{FFFD}\u{FFFD}",
    "ｆｕｌｌ　ｗｉｄｔｈ", "\u{3164}\u{115F}", "mixed 千 a 千 b 千 c 千 d 千 e 千 f 千 g",
  ]

  /// The films of `page` of `source` in generation `generation`: ids that depend only on the
  /// row and the place, titles and figures that change with the generation.
  static func page(_ source: MovieListSource, _ page: Int, generation: Int) -> MoviePage {
    var result = RenderFixtures.categoryPage(page)
    let row = String(describing: source).utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
    let original = result.results
    for index in result.results.indices {
      // Now and then the id of the film before: a server may repeat a film on a page.
      let id =
        (index % 6 == 5 ? original[index - 1].id : original[index].id) + row
        * 10_000_000
      let pick = (index * 7 + page * 3 + generation * 5) % titles.count
      result.results[index].id = id
      result.results[index].title = titles[pick]
      result.results[index].originalTitle = titles[(pick + 1) % titles.count]
      result.results[index].overview = titles[(pick + 2) % titles.count]
      result.results[index].posterPath = index % 5 == 2 ? nil : "/\(id).jpg"
      result.results[index].voteAverage =
        generation % 3 == 0 ? result.results[index].voteAverage : [0, -0.0, 10, 9.95][index % 4]
      result.results[index].releaseDate =
        ["", "abcd", "2001-01-01", "99999-1"][(index + generation) % 4]
    }
    return result
  }

  private typealias Session = RenderSession<HeldPosters>

  private typealias Step = Session.Step

  private static let steps: [Step] = {
    var steps: [Step] = []
    func command(_ command: Command, weight: Int = 1) {
      steps += Session.command(command, weight: weight)
    }
    command(.moveDown, weight: 14)
    command(.moveUp, weight: 6)
    command(.moveRight, weight: 6)
    command(.moveLeft, weight: 3)
    for other: Command in [
      .pageDown, .pageUp, .halfPageDown, .first, .last, .nextPane, .nextPane, .back,
      .openDetail, .toggleWatchlist, .toggleWatchlist, .showWatchlist, .cancel,
      .showCategory(.topRated), .showCategory(.popular), .showHome, .showHome, .scroll(3),
      .selectVisibleRow(4), .selectCard(row: 1, card: 3),
    ] {
      command(other)
    }
    for _ in 0..<3 {
      steps.append(("pages replaced, same ids", { $0.replacePages(same: false) }))
    }
    steps.append(("pages replaced by equal films", { $0.replacePages(same: true) }))
    steps.append(
      (
        "watchlist changed elsewhere",
        { session in
          let id = session.driver.state.selectedMovie?.id ?? 550
          session.driver.send(.watchlistChanged([id, id + 1, 13]))
        }
      ))
    steps.append(("watchlist emptied", { $0.driver.send(.watchlistChanged([])) }))
    steps.append(
      (
        "the selected film's poster arrived",
        { session in
          guard let id = session.driver.state.selectedMovie?.id else { return }
          session.posters.ready.withLock { _ = $0.insert(id) }
        }
      ))
    steps.append(
      (
        "the posters near the selection arrived",
        { session in
          guard let id = session.driver.state.selectedMovie?.id else { return }
          session.posters.ready.withLock { $0.formUnion((id - 3)...(id + 3)) }
        }
      ))
    steps.append(("pages 2 fail", { $0.driver.failingPages[2] = "HTTP 500" }))
    steps.append(("pages serve", { $0.driver.failingPages = [:] }))
    for size in [
      Size(width: 120, height: 40), Size(width: 81, height: 25), Size(width: 120, height: 41),
      Size(width: 121, height: 40), Size(width: 47, height: 13), Size(width: 200, height: 50),
    ] {
      steps.append(("resize \(size.width)x\(size.height)", { $0.resize(size) }))
    }
    steps.append(("posters on", { $0.context.posters = PosterSlot($0.posters) }))
    steps.append(("posters off", { $0.context.posters = nil }))
    return steps
  }()

  private func run(start: StartScreen?, seed: UInt64, steps count: Int) {
    var generator = SeededGenerator(seed: seed)
    let size = Size(width: 120, height: 40)
    var driver = RenderDriver(size: size) { source, page in
      HostileRenderSessionTests.page(source, page, generation: 0)
    }
    driver.holdsTimers = seed % 2 == 0
    if let start { driver.state.settings.start = start }
    driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
    driver.send(.homeViewportChanged(Layout.homeViewport(for: size)))
    driver.send(.start)
    let posters = flakyPosters()
    var context = testContext(colors: .extended)
    context.posters = PosterSlot(posters)
    var session = Session(driver: driver, size: size, context: context, posters: posters)
    var renderer = FrameRenderer()
    var history: [String] = []
    var framesWithHostileFilms = 0
    defer {
      // Most frames show the hostile films (not a message, a failed page or an empty list).
      XCTAssertGreaterThan(framesWithHostileFilms, count / 2, "seed \(seed)")
    }
    for number in 0..<count {
      let step = Self.steps.randomElement(using: &generator)!
      step.apply(&session)
      history.append(step.name)
      let shown = renderer.render(
        session.driver.state, size: session.size, context: session.context)
      // Without the render caches too: what a row is drawn from, not a cached copy of it.
      let cards = HomeCardCache.entries.withLock { $0 }
      ListRowCache.removeAll()
      ListHeaderCache.removeAll()
      BarCache.removeAll()
      HomeCardCache.entries.withLock { $0 = HomeCardCache.Entries() }
      let fresh = Screen.render(session.driver.state, size: session.size, context: session.context)
      if Bool.random(using: &generator) { HomeCardCache.entries.withLock { $0 = cards } }
      let place = "seed \(seed), step \(number): \(history.suffix(6).joined(separator: " → "))"
      guard assertSameCells(shown, fresh, place) else { return }
      if shown.buffer.lines().contains(where: { $0.contains("千") || $0.contains("Ω") }) {
        framesWithHostileFilms += 1
      }
      XCTAssertEqual(shown.detailScrollLimit, fresh.detailScrollLimit, place)
      XCTAssertEqual(shown.hyperlinks, fresh.hyperlinks, place)
      XCTAssertEqual(shown.images, fresh.images, place)
    }
  }

  func testHostileListSessionsDrawWhatAFreshFrameDraws() {
    for seed: UInt64 in [1, 2, 3, 4] { run(start: nil, seed: seed, steps: 250) }
  }

  func testHostileHomeSessionsDrawWhatAFreshFrameDraws() {
    for seed: UInt64 in [5, 6, 7, 8] { run(start: .home, seed: seed, steps: 250) }
  }
}

extension RenderSession {
  /// Every loaded page of every list replaced: the same ids where they were, other titles
  /// (or, `same`, equal films in a new array).
  fileprivate mutating func replacePages(same: Bool) {
    if !same { generation += 1 }
    for (id, list) in driver.state.lists {
      guard var window = list.window else { continue }
      for number in window.pages.keys.sorted() {
        guard let films = window.pages[number] else { continue }
        var page = HostileRenderSessionTests.page(window.source, number, generation: generation)
        if same { page.results = films.map { $0 } }
        page.results = Array(page.results.prefix(films.count))
        window.insert(page, near: list.topRow)
      }
      driver.state.lists[id]?.window = window
    }
  }
}
