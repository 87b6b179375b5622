import Browser
import Synchronization
import TMDB
import XCTest

@testable import Screen

/// Posters the tests hand out: ready for the titles in `ready`, asked-for paths recorded.
private final class FakePosters: PosterProvider, Sendable {
  struct Asked: Sendable {
    var shown: [String] = []
    var prefetched: [String] = []
  }

  let ready = Mutex<Set<String>>([])
  let asked = Mutex(Asked())

  func poster(path: String?, title: String, size: Size) -> PosterArt? {
    asked.withLock { $0.shown.append(title) }
    guard ready.withLock({ $0.contains(title) }) else { return nil }
    // A poster of its own for each film: the first letter of its title in colour.
    let letter = String(title.first(where: { $0.isASCII && $0.isLetter }) ?? "x")
    let cell = Cell(letter, style: Style(fg: .indexed(UInt8(100 + title.count % 100))))
    return PosterArt(
      width: size.width, height: size.height,
      cells: Array(repeating: cell, count: size.width * size.height))
  }

  func prefetch(path: String?, title: String, size: Size) -> Bool {
    asked.withLock { $0.prefetched.append(title) }
    return ready.withLock { $0.contains(title) }
  }

  func forgetAsked() { asked.withLock { $0 = Asked() } }
}

/// The home screen's remembered cards: a frame drawn from them is the frame drawn afresh,
/// whatever changed (the selection, the watchlist, a poster arriving, the size, the language,
/// the colours), and a step sideways draws only the cards that changed.
final class HomeCardCacheTests: XCTestCase {
  private static let size = Size(width: 120, height: 40)

  /// Films with poster paths, so the home rows ask for posters; each row's films their own
  /// (the same titles under other ids), so no two rows show the same card.
  private static func pages(_ source: MovieListSource, _ page: Int) -> MoviePage? {
    var result = RenderFixtures.categoryPage(page)
    let row = String(describing: source).utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
    for index in result.results.indices {
      result.results[index].id += row * 10_000_000
      result.results[index].posterPath = "/\(result.results[index].id).jpg"
    }
    return result
  }

  private func home(size: Size = size) -> RenderDriver {
    var driver = RenderDriver(size: size, pages: Self.pages)
    driver.state.settings.start = .home
    driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
    driver.send(.homeViewportChanged(Layout.homeViewport(for: size)))
    driver.send(.start)
    return driver
  }

  private func forgetCards() {
    HomeCardCache.entries.withLock { $0 = HomeCardCache.Entries() }
  }

  /// The frame with the cards remembered so far, and the same frame drawn with none.
  private func assertSameAsFresh(
    _ driver: RenderDriver, size: Size = size, context: RenderContext, _ step: String,
    line: UInt = #line
  ) {
    let remembered = Screen.render(driver.state, size: size, context: context)
    let entries = HomeCardCache.entries.withLock { $0 }
    forgetCards()
    let fresh = Screen.render(driver.state, size: size, context: context)
    HomeCardCache.entries.withLock { $0 = entries }
    XCTAssertEqual(remembered.buffer.lines(), fresh.buffer.lines(), step, line: line)
    // Colours and attributes too (not printed: a whole buffer is thousands of lines).
    XCTAssertTrue(remembered.buffer == fresh.buffer, "\(step): the same styles", line: line)
  }

  func testRememberedCardsDrawWhatFreshCardsWouldWhateverChanged() throws {
    forgetCards()
    let posters = FakePosters()
    var context = testContext(colors: .extended)
    context.posters = PosterSlot(posters)
    var driver = home()
    assertSameAsFresh(driver, context: context, "first frame, no posters yet")
    driver.command(.moveRight)
    driver.command(.moveRight)
    assertSameAsFresh(driver, context: context, "two cards along")
    let shownTitles = driver.state.lists.values.flatMap { list in
      (0..<list.rowCount).compactMap { list.movie(atRow: $0)?.title }
    }
    posters.ready.withLock { $0.formUnion(shownTitles.prefix(5)) }
    assertSameAsFresh(driver, context: context, "some posters arrived")
    let selected = try XCTUnwrap(driver.state.selectedMovie)
    driver.send(.watchlistChanged([selected.id]))
    assertSameAsFresh(driver, context: context, "the selected film on the watchlist: ★")
    driver.send(.watchlistChanged([]))
    assertSameAsFresh(driver, context: context, "and off it again")
    for _ in 0..<12 { driver.command(.moveRight) }
    assertSameAsFresh(driver, context: context, "the row scrolled sideways")
    driver.command(.moveDown)
    assertSameAsFresh(driver, context: context, "the next row")
    posters.ready.withLock { $0.formUnion(shownTitles) }
    assertSameAsFresh(driver, context: context, "every poster arrived")
    context.colors = .none
    assertSameAsFresh(driver, context: context, "NO_COLOR")
    context.colors = .basic
    assertSameAsFresh(driver, context: context, "16 colours")
    for code in ["fa-IR", "ja-JP", "ar-SA", "en-US"] {
      context.language = try XCTUnwrap(ScreenLanguage(code: code))
      assertSameAsFresh(driver, context: context, code)
    }
    context.posters = nil
    assertSameAsFresh(driver, context: context, "images off")
    for size in [
      Size(width: 80, height: 24), Size(width: 60, height: 20), Size(width: 200, height: 50),
    ] {
      var resized = driver
      resized.send(.homeViewportChanged(Layout.homeViewport(for: size)))
      assertSameAsFresh(resized, size: size, context: context, "resized to \(size)")
    }
  }

  /// The card a step selects, made from its cells drawn unselected (`selectInPlace`), is the
  /// card drawn selected afresh: with a poster and without, on the watchlist, failed and not
  /// arrived, titles cut, wide and right to left, at several sizes and in every colour depth.
  func testASelectedCardMadeFromItsUnselectedCellsIsTheCardDrawnSelected() throws {
    let posters = FakePosters()
    var films = Array(RenderFixtures.categoryPage(1).results.prefix(6))
    films[1].title = "A Very Long Title That Never Fits On One Small Card At All"
    films[2].title = "千と千尋の神隠し"
    films[3].title = "שלום עולם: סרט ארוך"
    films[4].posterPath = nil
    for index in films.indices where films[index].posterPath != nil {
      films[index].posterPath = "/\(films[index].id).jpg"
    }
    posters.ready.withLock { $0 = [films[0].title, films[2].title, films[3].title] }
    let cases: [(MovieSummary?, Bool)] = films.map { ($0, false) } + [(nil, false), (nil, true)]
    let words = Words(try XCTUnwrap(ScreenLanguage(code: "en-US")), keys: .standard)
    var madeInPlace = 0
    for colors in [ColorSupport.extended, .basic, .none] {
      let widget = HomeWidget(
        home: HomeScreen(kinds: []), lists: [:], marks: [films[0].id, films[2].id],
        focused: true, words: words, posters: PosterSlot(posters),
        theme: Theme(colors))
      for size in [
        Size(width: 120, height: 40), Size(width: 80, height: 24), Size(width: 60, height: 8),
        Size(width: 60, height: 7), Size(width: 60, height: 5),
      ] {
        let geometry = HomeGeometry(
          body: Rect(x: 0, y: 1, width: size.width, height: size.height - 2))
        let card = Rect(x: 1, y: 2, width: geometry.cardWidth, height: geometry.rowHeight - 1)
        for (movie, failed) in cases {
          let step = "\(colors) \(size) \(movie?.title ?? (failed ? "failed" : "not arrived"))"
          var entries = HomeCardCache.Entries()
          var unselected = Buffer(width: size.width, height: size.height)
          _ = widget.drawCard(
            movie, failed: failed, selected: false, in: card, geometry, &unselected, &entries)
          var inPlace = Buffer(width: size.width, height: size.height)
          _ = widget.drawCard(
            movie, failed: failed, selected: true, in: card, geometry, &inPlace, &entries)
          madeInPlace += entries.selectedInPlace
          var fresh = Buffer(width: size.width, height: size.height)
          widget.drawCardAfresh(movie, failed: failed, selected: true, in: card, geometry, &fresh)
          XCTAssertEqual(inPlace.lines(), fresh.lines(), step)
          XCTAssertTrue(inPlace == fresh, "\(step): the same styles")
        }
      }
    }
    XCTAssertGreaterThan(madeInPlace, 40, "most selected cards made in place")
  }

  /// Cards are filed under plain numbers (the film's id, the card's state and size); a card
  /// filed under the same numbers but showing something else (the film's facts reloaded, its
  /// poster replaced) is drawn afresh, never given the other's cells.
  func testACardShowingSomethingElseUnderTheSameKeyIsDrawnAfresh() throws {
    var entries = HomeCardCache.Entries()
    let movie = try XCTUnwrap(RenderFixtures.categoryPage(1).results.first)
    let card = HomeCardCache.Card(
      movie: movie, failed: false, selected: false, marked: false,
      size: Size(width: 12, height: 12), posterHeight: 9, poster: nil)
    entries.remember([Cell("a")], for: card)
    XCTAssertEqual(entries.cells(for: card), [Cell("a")])

    var reloaded = card
    reloaded.movie?.voteAverage = 1.5
    XCTAssertEqual(reloaded.key, card.key)
    XCTAssertNil(entries.cells(for: reloaded), "the rating changed")

    var withPoster = card
    withPoster.poster = [Cell("x")]
    entries.remember([Cell("b")], for: withPoster)
    var otherPoster = withPoster
    otherPoster.poster = [Cell("y")]
    XCTAssertEqual(otherPoster.key, withPoster.key)
    XCTAssertNil(entries.cells(for: otherPoster), "another poster")
    XCTAssertEqual(entries.cells(for: withPoster), [Cell("b")])
  }

  /// A step along a row draws two cards (the one left and the one reached); the others come
  /// from memory.
  func testAStepSidewaysDrawsOnlyTheTwoCardsThatChanged() {
    forgetCards()
    let posters = FakePosters()
    var context = testContext(colors: .extended)
    context.posters = PosterSlot(posters)
    var driver = home()
    _ = driver.render(context: context)
    XCTAssertEqual(
      HomeCardCache.entries.withLock { $0.drawn }, 24, "three rows of eight cards at 120x40")
    // The selected card drawn unselected, remembered, and selected in place.
    XCTAssertEqual(HomeCardCache.entries.withLock { $0.selectedInPlace }, 1)
    driver.command(.moveRight)
    _ = driver.render(context: context)
    // The card left, remembered unselected; the card reached, made from its unselected cells.
    XCTAssertEqual(HomeCardCache.entries.withLock { $0.drawn }, 24)
    XCTAssertEqual(HomeCardCache.entries.withLock { $0.selectedInPlace }, 2)
    // Drawn whole again (this frame remembers no regions): the selected card is made from
    // its unselected cells again, not remembered selected.
    _ = driver.render(context: context)
    XCTAssertEqual(HomeCardCache.entries.withLock { $0.drawn }, 24, "the same frame again")
    XCTAssertEqual(HomeCardCache.entries.withLock { $0.selectedInPlace }, 3)
  }

  /// The card a row turns over to and selects (the second of the new screen of cards) is
  /// drawn unselected, remembered, and selected in place: the step that leaves it draws no
  /// card afresh, as no step inside a screen of cards does. It drew the card again,
  /// unselected, after every turn of a row.
  func testAStepAfterARowTurnsOverDrawsNoCardAfresh() {
    forgetCards()
    let posters = FakePosters()
    var context = testContext(colors: .extended)
    context.posters = PosterSlot(posters)
    var driver = home()
    _ = driver.render(context: context)
    let first = driver.state.lists[.homeRow(0)]?.topRow
    for _ in 0..<8 {
      driver.command(.moveRight)
      _ = driver.render(context: context)
    }
    XCTAssertNotEqual(driver.state.lists[.homeRow(0)]?.topRow, first, "the row turned over")
    let drawn = HomeCardCache.entries.withLock { $0.drawn }
    driver.command(.moveRight)
    _ = driver.render(context: context)
    XCTAssertEqual(
      HomeCardCache.entries.withLock { $0.drawn }, drawn,
      "the card left and the card reached both made from cells kept")
  }

  /// A very wide screen's cards (three rows of 24) are all remembered from one frame to the
  /// next: the same frame again draws none afresh.
  func testAWideScreensCardsAreRememberedWhole() {
    HomeCardCache.entries.withLock { $0 = HomeCardCache.Entries() }
    let size = Size(width: 440, height: 60)
    XCTAssertEqual(Layout.homeViewport(for: size), HomeViewport(cardsPerRow: 24, rowsShown: 3))
    let driver = home(size: size)
    _ = driver.render()
    let drawn = HomeCardCache.entries.withLock { $0.drawn }
    XCTAssertEqual(drawn, 72)
    _ = driver.render()
    XCTAssertEqual(HomeCardCache.entries.withLock { $0.drawn }, drawn)
  }

  /// Memory stays bounded however far the rows scroll.
  func testRememberedCardsAreBounded() {
    forgetCards()
    var driver = home()
    for _ in 0..<200 {
      driver.command(.moveRight)
      _ = driver.render()
    }
    XCTAssertLessThanOrEqual(
      HomeCardCache.entries.withLock { $0.count }, 2 * HomeCardCache.generationSize)
  }

  /// The selected row's posters come first; once they have, and the selection nears an edge
  /// of the row, the cards a step past that edge turns over to are fetched ahead (a screen
  /// of them less the card kept for context), and only the selected row's.
  func testTheNextScreenOfTheSelectedRowIsFetchedAheadWhenTheSelectionNearsItsEdge() throws {
    let posters = FakePosters()
    var context = testContext(colors: .extended)
    context.posters = PosterSlot(posters)
    var driver = home()
    _ = driver.render(context: context)
    XCTAssertEqual(posters.asked.withLock { $0.prefetched }, [], "the screen's posters first")

    let trending = try XCTUnwrap(driver.state.home?.rows.first?.list)
    let row = try XCTUnwrap(driver.state.lists[trending])
    let titles = (0..<row.rowCount).compactMap { row.movie(atRow: $0)?.title }
    posters.ready.withLock { $0.formUnion(titles.prefix(8)) }
    posters.forgetAsked()
    _ = driver.render(context: context)
    XCTAssertEqual(posters.asked.withLock { $0.prefetched }, [], "far from both edges")

    for _ in 0..<6 { driver.command(.moveRight) }
    posters.forgetAsked()
    _ = driver.render(context: context)
    XCTAssertEqual(
      posters.asked.withLock { $0.prefetched }, Array(titles[8..<15]),
      "a card from the right edge: the next screen's seven new cards")

    for _ in 0..<2 { driver.command(.moveRight) }
    XCTAssertEqual(driver.state.lists[trending]?.topRow, 7, "turned over, card 7 kept")
    posters.ready.withLock { $0.formUnion(titles.prefix(15)) }
    posters.forgetAsked()
    _ = driver.render(context: context)
    XCTAssertEqual(
      posters.asked.withLock { $0.prefetched }, Array(titles[0..<7]),
      "next to the left edge: the screen before (shown already, so ready)")
  }
}
