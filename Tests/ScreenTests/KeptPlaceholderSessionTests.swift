import Browser
import ReelTestSupport
import Synchronization
import TMDB
import XCTest

@testable import Screen

/// review46: the detail pane keeps a placeholder poster's box between frames and leaves its
/// rows out of the damage (perf44). Whatever happens between two frames that the kept box did
/// not foresee (the theme or the colours changed, the language turned, an overlay, Tab, a
/// poster arriving just then, a film with no poster after one with, a resize to a pane of one
/// row or 200 columns), every frame must be the frame drawn from nothing, and every changed
/// cell must be in its damage (the terminal compares only there: a cell left out stays stale).
final class KeptPlaceholderSessionTests: XCTestCase {
  private typealias Session = RenderSession<HeldPosters>
  private typealias Step = Session.Step

  /// Films whose titles make one- and two-letter initials, some with no poster at all.
  private static func page(_ page: Int) -> MoviePage {
    var result = RenderFixtures.categoryPage(page)
    let titles = [
      "Alien", "Blade Runner", "Casablanca", "Dune Part Two", "E", "Fargo", "Gattaca Again",
      "Heat", "Ikiru", "Jaws", "千と千尋", "Lola Rennt", "Memento", "Nosferatu the Vampyre",
    ]
    for index in result.results.indices {
      let id = 7_000 + page * 100 + index
      result.results[index].id = id
      result.results[index].title = titles[(page * 7 + index) % titles.count]
      result.results[index].overview = index % 3 == 0 ? nil : "A short overview, \(index)."
      result.results[index].posterPath = index % 4 == 3 ? nil : "/\(id).jpg"
    }
    return result
  }

  private static let sizes: [Size] = [
    Size(width: 120, height: 40), Size(width: 200, height: 50), Size(width: 120, height: 12),
    Size(width: 90, height: 24), Size(width: 200, height: 9), Size(width: 60, height: 20),
  ]

  private static let steps: [Step] = {
    var steps: [Step] = []
    steps += Session.command(.moveDown, weight: 40)
    steps += Session.command(.moveUp, weight: 12)
    for other: Command in [
      .nextPane, .nextPane, .back, .toggleHelp, .toggleMessages, .toggleInspector, .refresh,
      .toggleWatchlist, .showWatchlist, .showCategory(.popular), .pageDown, .first, .scroll(2),
    ] {
      steps += Session.command(other)
    }
    for theme in [
      ThemeSpec(base: .light), ThemeSpec(base: .highContrast), ThemeSpec.standard,
      ThemeSpec(base: .dark, colors: [.border: .indexed(196), .dim: .indexed(33)]),
      ThemeSpec(base: .dark, colors: [.border: .indexed(46)]),
    ] {
      steps.append(("theme \(theme.base) \(theme.colors.count)", { $0.context.theme = theme }))
    }
    for colors: ColorSupport in [.none, .basic, .extended] {
      steps.append(("colours \(colors)", { $0.context.colors = colors }))
    }
    for code in ["ar-EG", "fa-IR", "ja-JP", "en-US", "en-US"] {
      steps.append(("language \(code)", { $0.context.language = ScreenLanguage(code: code)! }))
    }
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
        "the next film's poster arrived",
        { session in
          guard let id = session.driver.state.selectedMovie?.id else { return }
          session.posters.ready.withLock { _ = $0.insert(id + 1) }
        }
      ))
    steps.append(
      (
        "details arrive",
        { session in
          guard let film = session.driver.state.selectedMovie else { return }
          var details = RenderFixtures.fightClubDetails
          details.id = film.id
          details.title = film.title
          details.posterPath = film.posterPath
          session.driver.details[film.id] = details
          if let token = session.driver.state.timers[.detailPreview] {
            session.driver.send(.timerFired(.detailPreview, token: token))
          }
        }
      ))
    steps.append(("posters off", { $0.context.posters = nil }))
    steps.append(("posters on", { $0.context.posters = PosterSlot($0.posters) }))
    for size in sizes + [sizes[0], sizes[0]] {
      steps.append(("resize \(size.width)x\(size.height)", { $0.resize(size) }))
    }
    return steps
  }()

  /// Frames whose placeholder's rows (but the initials') were left out of the damage: the kept
  /// box was in play.
  private var keptFrames = 0

  private func run(seed: UInt64, steps count: Int) -> Bool {
    var generator = SeededGenerator(seed: seed)
    let size = Self.sizes[0]
    var driver = RenderDriver(size: size) { _, page in Self.page(page) }
    driver.holdsTimers = true
    driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
    driver.send(.detailPaneShown(true))
    driver.send(.start)
    let posters = HeldPosters(
      drawnByTerminal: { id, _ in id % 5 == 1 },
      cell: { id in Cell("P", style: Style(fg: .indexed(UInt8(100 + id % 100)))) })
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
      let place = "seed \(seed), step \(number): \(history.suffix(8).joined(separator: " → "))"
      guard assertSameCells(shown, fresh, place) else { return false }
      assertDamageHolds(shown, after: last, place)
      if shown.damage?.base != nil, let box = Self.placeholderBox(in: shown.buffer),
        let rects = shown.damage?.rects,
        !rects.contains(where: {
          $0.y <= box.y && box.y < $0.maxY && $0.x < box.maxX && box.x < $0.maxX
        })
      {
        keptFrames += 1
      }
      last = shown
    }
    return true
  }

  func testAKeptPlaceholderIsNeverLeftStaleWhateverHappensBetweenFrames() {
    for seed: UInt64 in 4_600...4_615 where !run(seed: seed, steps: 300) { return }
    XCTAssertGreaterThan(keptFrames, 200)
  }

  /// A placeholder's box in the right half: from its ┌ to its ┘.
  private static func placeholderBox(in buffer: Buffer) -> Rect? {
    for y in 0..<buffer.height {
      for x in buffer.width / 3..<buffer.width where buffer[x, y].scalar == "┌" {
        var right = x + 1
        while right < buffer.width, buffer[right, y].scalar != "┐" { right += 1 }
        var bottom = y + 1
        while bottom < buffer.height, buffer[x, bottom].scalar != "└" { bottom += 1 }
        guard right < buffer.width, bottom < buffer.height else { return nil }
        return Rect(x: x, y: y, width: right - x + 1, height: bottom - y + 1)
      }
    }
    return nil
  }
}
