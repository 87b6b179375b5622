import Browser
import Foundation
import ReelTestSupport
import TMDB
import XCTest

@testable import Screen

/// review31: random browser states reached through the reducer, with hostile text in every
/// field the network fills, drawn by a `FrameRenderer` kept from frame to frame at every small
/// size and random large ones, in four languages, three colour supports, every theme, with and
/// without posters. Every frame must be exactly the terminal's size, hold no control or
/// invisible character in a cell, never cut a wide character in half, keep its cursor,
/// pictures and links inside it, and equal the frame drawn from nothing.
final class RenderChaosTests: XCTestCase {
  /// Text a hostile or broken server could send, each a class of trouble.
  static let hostile: [String] = [
    "\u{1B}[2JEsc\u{1B}]0;title\u{07}ape \u{1B}[31mred",
    "C1\u{9B}31m \u{85}next\u{9C}\u{90}dcs\u{9C} end",
    "\u{202E}reversed\u{202C} \u{2066}isolate\u{2069} \u{200F}rlm\u{061C}alm\u{200E}",
    "👨‍👩‍👧‍👦 family 🏳️‍🌈 flag 👍🏽 1️⃣ 🇯🇵",
    "a" + String(repeating: "\u{301}", count: 1_000) + "b",
    "x漢字のタイトル漢字のタイトル漢字",
    "مرحبا بالعالم 2024 فيلم",
    "שלום עולם (2019) סרט",
    "",
    "\u{200B}\u{FEFF}\u{AD}\u{2060}\u{180E}",
    "\u{0300}\u{0301}lone marks first",
    "Tab\there\nnew line\rcarriage\u{0}nul\u{7F}del",
    "क्षत्रिय किताब",
    "\u{1160}\u{3164}\u{115F}Hangul fillers\u{FFA0}",
    String(repeating: "界", count: 301),
    "\u{E000}private \u{FFFD} \u{FE0F}vs16 \u{200D}zwj",
    "Ame\u{301}lie — 🎬 «Film» ✓",
    " ",
    "䷀ I Ching ㉈ \u{378}\u{FFFE}\u{10FFFF}",
  ]

  static func text(_ index: Int) -> String { hostile[abs(index) % hostile.count] }

  static func movie(_ id: Int) -> MovieSummary {
    var movie = RenderFixtures.movie(
      id, text(id) + text(id / 3), original: text(id / 7),
      date: ["2020-02-02", "", "99999-99-99", "\u{1B}[2J", "1999-1"][id % 5],
      vote: [8.5, 0, -3, 1e308, 10][id % 5], votes: [10, 0, -1, Int.max, 3][id % 5],
      genres: [[18], [], [99_999], [12, 14, 16, 18, 28, 35]][id % 4],
      overview: (0..<(id % 4)).map { text(id + $0) }.joined(separator: "\n"))
    if id % 5 != 2 { movie.posterPath = "/\(id).jpg" }
    return movie
  }

  static func page(_ source: MovieListSource, _ page: Int) -> MoviePage? {
    let row = String(describing: source).utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFF }
    if page > 3 { return nil }  // stays in flight: placeholders
    let count = (row + page) % 4 == 0 ? 3 : 20
    let results = (0..<count).map { movie(row * 1_000 + page * 100 + $0) }
    return MoviePage(page: page, results: results, totalPages: 5, totalResults: 100)
  }

  static func details(_ id: Int) -> MovieDetails {
    var details = MovieDetails(id: id, title: text(id) + text(id + 1))
    details.originalTitle = text(id + 2)
    details.tagline = text(id + 3)
    details.overview = (0..<6).map { text(id + $0) }.joined(separator: "\n\n")
    details.releaseDate = "2001-07-20"
    details.runtime = [125, 0, -5, Int.max][id % 4]
    details.genres = (0..<3).map { Genre(id: $0 + 1, name: text(id + $0 + 4)) }
    details.voteAverage = 7.1
    details.voteCount = 99
    details.credits = Credits(
      cast: (0..<8).map {
        CastMember(id: 7_000 + $0, name: text(id + $0), character: text(id + $0 + 5), order: $0)
      },
      crew: [CrewMember(name: text(id + 9), job: "Director")])
    if id % 3 == 0 { details.collection = CollectionReference(id: 8_000 + id % 4, name: text(id)) }
    details.videos = VideoList(results: [
      Video(name: text(id + 6), site: "YouTube", key: text(id + 7), type: "Trailer", official: true)
    ])
    details.releaseDates = ReleaseDateList(results: [
      CountryReleaseDates(
        country: "US",
        releaseDates: [ReleaseDateEntry(certification: text(id + 8), releaseDate: nil, type: 3)])
    ])
    return details
  }

  static let commands: [Command] = [
    .moveDown, .moveDown, .moveDown, .moveUp, .moveLeft, .moveRight, .moveRight, .pageDown,
    .pageUp, .halfPageDown, .first, .last, .openDetail, .openDetail, .openDetail, .back, .back,
    .nextPane, .nextPane, .showHome, .showHome, .showCategory(.popular),
    .showCategory(.topRated), .showCategory(.trending), .toggleWatchlist, .showWatchlist,
    .showDiscover, .toggleHelp, .toggleMessages, .refresh, .cancel, .cancel, .cancel,
    .scroll(3), .scroll(-2), .selectVisibleRow(4), .selectCard(row: 1, card: 3),
    .cycleLoadedOrder, .filterLoaded, .focusSearch, .focusSearch, .submitSearch,
    .deleteBackward, .deleteWord, .clearSearch, .cycleWatchlistOrder, .undoWatchlistRemoval,
    .countDigit(3, otherwise: nil),
  ]

  struct Variant {
    var language: String
    var colors: ColorSupport
    var theme: BuiltInTheme
    var posters: Bool
    /// Keys mapped to characters of every width and direction (config.toml's `[keys]`).
    var oddKeys = false
  }

  static let oddKeys = KeyLabels([
    .moveDown: "界", .moveUp: "é", .first: "\u{301}", .last: "ج", .focusSearch: "👨‍👩‍👧",
    .openDetail: "Ctrl-\u{1B}", .back: "Alt-ש", .cancel: "", .nextPane: "क्ष", .toggleWatchlist: "w",
    .showWatchlist: "Ｗ", .refresh: "\u{200B}", .toggleHelp: "\u{9B}", .quit: "q\u{202E}x",
    .showCategory(.popular): "١", .showCategory(.topRated): "2", .showCategory(.nowPlaying): "3",
    .showCategory(.upcoming): "4", .showCategory(.trending): "5",
    .cycleWatchlistOrder: "s", .undoWatchlistRemoval: "u", .submitSearch: "⏎",
  ])

  static let variants: [Variant] = {
    var variants: [Variant] = []
    for (index, language) in ["en-US", "ar-EG", "fa-IR", "ja-JP"].enumerated() {
      for (colorIndex, colors) in [ColorSupport.extended, .basic, .none].enumerated() {
        let theme = BuiltInTheme.allCases[(index + colorIndex) % BuiltInTheme.allCases.count]
        variants.append(
          Variant(
            language: language, colors: colors, theme: theme,
            posters: (index + colorIndex) % 2 == 0, oddKeys: colorIndex == 1))
      }
    }
    return variants
  }()

  static let posters: HeldPosters = {
    let posters = HeldPosters(
      drawnByTerminal: { id, _ in id % 3 == 0 },
      cell: { id in
        Cell(
          scalar: ["▚", "█", "⣿", "▒"][id % 4],
          style: Style(fg: .indexed(UInt8(id % 256)), bg: .blue))
      })
    return posters
  }()

  static func context(_ variant: Variant, spinner: Int) -> RenderContext {
    var context = testContext(
      spinnerFrame: spinner, help: RenderFixtures.help, colors: variant.colors)
    context.language = ScreenLanguage(code: variant.language) ?? .english
    context.theme = ThemeSpec(base: variant.theme)
    context.posters = variant.posters ? PosterSlot(posters) : nil
    if variant.oddKeys { context.keys = oddKeys }
    return context
  }

  /// A driver with hostile pages and details, on home or the list.
  static func driver(home: Bool, size: Size) -> RenderDriver {
    var driver = RenderDriver(size: size, pages: Self.page)
    for source in [MovieListSource.category(.popular)] {
      for page in 1...3 {
        for film in Self.page(source, page)?.results ?? [] {
          driver.details[film.id] = details(film.id)
        }
      }
    }
    driver.holdsTimers = true
    driver.watchlistRows = (0..<30).map {
      WatchlistRow(
        movie: movie(5_000 + $0), addedAt: Date(timeIntervalSince1970: Double($0) * 86_400),
        note: text($0 + 4))
    }
    for person in 0..<8 {
      var details = PersonDetails(
        id: 7_000 + person, name: text(person),
        movieCredits: PersonMovieCredits(
          cast: (0..<12).map { PersonMovieCredit(movie: movie(6_000 + $0), character: text($0)) },
          crew: (0..<3).map { PersonMovieCredit(movie: movie(6_100 + $0), job: text($0 + 2)) }))
      details.biography = (0..<5).map { text(person + $0) }.joined(separator: "\n")
      details.placeOfBirth = text(person + 3)
      details.alsoKnownAs = [text(person + 1), text(person + 2)]
      details.birthday = ["1970-01-01", "\u{1B}x", ""][person % 3]
      driver.people[7_000 + person] = details
    }
    for collection in 0..<4 {
      driver.collections[8_000 + collection] = MovieCollection(
        id: 8_000 + collection, name: text(collection + 5), overview: text(collection + 6),
        parts: (0..<6).map { movie(6_200 + collection * 10 + $0) })
    }
    if home { driver.state.settings.start = .home }
    resize(&driver, size)
    driver.send(.start)
    return driver
  }

  static func resize(_ driver: inout RenderDriver, _ size: Size) {
    driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
    driver.send(.homeViewportChanged(Layout.homeViewport(for: size)))
  }

  /// One random step: a command, typed or pasted hostile text, a notice, a failure.
  static func step(_ driver: inout RenderDriver, _ random: inout SeededGenerator) {
    switch Int.random(in: 0..<18, using: &random) {
    case 4:
      // The inspector now and then; open, it takes the keys, so it is mostly closed again.
      if case .inspector = driver.state.overlay {
        driver.command(.toggleInspector)
      } else if Int.random(in: 0..<3, using: &random) == 0 {
        driver.command(.toggleInspector)
      }
    case 6:
      // The watchlist changed in another Reel: the selected film in it or not.
      let id = driver.state.selectedMovie?.id ?? 0
      driver.send(.watchlistChanged(Bool.random(using: &random) ? [id, 5_001] : [5_002]))
    case 5:
      // Into the detail's links: a person, a collection, a related film.
      driver.command(.openDetail)
      driver.command(.nextPane)
      for _ in 0..<Int.random(in: 0..<12, using: &random) { driver.command(.moveDown) }
      driver.command(.openDetail)
    case 0:
      driver.command(.insertText(hostile.randomElement(using: &random)!))
    case 1:
      driver.command(.paste(hostile.randomElement(using: &random)!))
    case 2:
      driver.send(.notice(.notice(hostile.randomElement(using: &random)!)))
    case 3:
      driver.send(
        .notice(.loadFailed(Failure(.other, hostile.randomElement(using: &random)!))))
    default:
      let command = commands.randomElement(using: &random)!
      driver.command(command)
      // Details, offers and related films of films met on other lists arrive too.
      if let id = driver.state.selectedMovie?.id, driver.details[id] == nil {
        driver.details[id] = details(id)
        driver.related[id] = RelatedMovies(
          movieID: id, source: .similar,
          page: MoviePage(
            page: 1, results: (0..<9).map { movie(id &* 7 % 100_000 + $0) }, totalPages: 1,
            totalResults: 9))
      }
    }
  }

  // MARK: The invariants

  /// `boxes`: whether every box must be whole (no overlay drawn over the screen).
  static func problems(_ frame: Frame, size: Size, language: String, boxes: Bool = true)
    -> [String]
  {
    var found: [String] = []
    let buffer = frame.buffer
    let width = max(size.width, 0)
    let height = max(size.height, 0)
    if buffer.width != width || buffer.height != height || buffer.cells.count != width * height {
      found.append("frame \(buffer.width)x\(buffer.height) (\(buffer.cells.count) cells)")
      return found
    }
    for y in 0..<height {
      for x in 0..<width {
        let cell = buffer[x, y]
        if cell.isContinuation {
          let left = x > 0 ? buffer[x - 1, y] : nil
          if let left, !left.isContinuation, DisplayWidth.of(left.grapheme) == 2 { continue }
          found.append("(\(x),\(y)) continuation without a wide character on its left")
          continue
        }
        let grapheme = cell.grapheme
        for scalar in grapheme.unicodeScalars where Self.isForbidden(scalar) {
          found.append("(\(x),\(y)) U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
        if let first = grapheme.unicodeScalars.first, DisplayWidth.of(first) == 0,
          first != "\u{200D}" || grapheme.unicodeScalars.count == 1
        {
          found.append(
            "(\(x),\(y)) starts with zero-width U+\(String(first.value, radix: 16, uppercase: true))"
          )
        }
        let columns = DisplayWidth.of(grapheme)
        if columns == 0 {
          found.append("(\(x),\(y)) invisible cell \(grapheme.unicodeScalars.map(\.value))")
        } else if columns == 2, x + 1 >= width || !buffer[x + 1, y].isContinuation {
          found.append("(\(x),\(y)) wide \(grapheme) cut in half")
        } else if columns == 1, x + 1 < width, buffer[x + 1, y].isContinuation {
          found.append("(\(x),\(y)) narrow \(grapheme) followed by a continuation")
        }
      }
    }
    if let cursor = frame.cursor,
      !(0..<width).contains(cursor.x) || !(0..<height).contains(cursor.y)
    {
      found.append("cursor \(cursor) outside")
    }
    for image in buffer.images {
      let rect = image.rect
      if rect.x < 0 || rect.y < 0 || rect.x + rect.width > width || rect.y + rect.height > height {
        found.append("picture \(rect) outside")
      }
    }
    for link in frame.hyperlinks
    where link.row < 0 || link.row >= height || link.column < 0 || link.width < 1
      || link.column + link.width > width
    {
      found.append("link \(link.row),\(link.column)+\(link.width) outside")
    }
    for link in frame.hyperlinks
    where !(link.url.hasPrefix("https://") || link.url.hasPrefix("http://"))
      || !link.url.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    {
      found.append("link address \(link.url.debugDescription)")
    }
    if boxes { found += boxProblems(buffer) }
    let rightToLeft = ["ar-EG", "fa-IR"].contains(language)
    if width > 0, height > 0, (buffer.direction == .rightToLeft) != rightToLeft {
      found.append("direction \(buffer.direction) in \(language)")
    }
    return found
  }

  /// A cell that changed from `previous` outside the rectangles where `frame` says its cells
  /// can differ from it (a terminal comparing only there would keep showing the old cell).
  static func undamagedChange(_ frame: Frame, after previous: Frame) -> String? {
    guard let damage = frame.damage, let base = damage.base, base == previous.damage?.serial,
      frame.buffer.width == previous.buffer.width, frame.buffer.height == previous.buffer.height
    else { return nil }
    for y in 0..<frame.buffer.height {
      for x in 0..<frame.buffer.width where frame.buffer[x, y] != previous.buffer[x, y] {
        if !damage.rects.contains(where: { $0.contains(x: x, y: y) }) {
          return "(\(x),\(y)) changed from \(previous.buffer[x, y].grapheme.debugDescription) to "
            + "\(frame.buffer[x, y].grapheme.debugDescription) outside the damage \(damage.rects)"
        }
      }
    }
    return nil
  }

  /// Every box drawn is whole down its sides: below each top corner, side lines to the bottom
  /// corner under it. Text that runs past its pane, or a pane drawn over another, breaks one.
  static func boxProblems(_ buffer: Buffer) -> [String] {
    var found: [String] = []
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        let corner = buffer[x, y].grapheme
        guard corner == "┌" || corner == "┐" else { continue }
        let bottom = corner == "┌" ? "└" : "┘"
        let side: Set<String> = corner == "┌" ? ["│", "├"] : ["│", "┤"]
        var row = y + 1
        while row < buffer.height, side.contains(buffer[x, row].grapheme) { row += 1 }
        // A box cut by the screen's bottom edge has no bottom corner.
        if row < buffer.height, buffer[x, row].grapheme != bottom {
          found.append(
            "(\(x),\(row)) \(buffer[x, row].grapheme.debugDescription) in the side of the box at (\(x),\(y))"
          )
        }
      }
    }
    return found
  }

  /// Controls, bidi controls and format characters that would move or hide text on a terminal.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: return true
    case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
    case 0x200C, 0x200D: return false
    default: return scalar.properties.generalCategory == .format
    }
  }

  // MARK: Tests

  /// Random walks; after every step the state is drawn by a renderer kept from frame to frame
  /// (now and then in another variant or at another size), and again after a key that moves
  /// the selection or scrolls, as a user goes through a list.
  func testRandomStatesKeepEveryInvariant() {
    var frames = 0
    var damaged = 0
    let keys: [Command] = [.moveDown, .moveDown, .moveUp, .moveRight, .moveLeft, .scroll(1)]
    for seed: UInt64 in 1...16 {
      var random = SeededGenerator(seed: seed)
      let home = seed % 2 == 0
      var size = Size(width: 120, height: 40)
      var driver = Self.driver(home: home, size: size)
      var renderer = FrameRenderer()
      var variant = Self.variants[Int(seed) % Self.variants.count]
      var previous: Frame?
      for number in 0..<40 {
        Self.step(&driver, &random)
        if Int.random(in: 0..<8, using: &random) == 0 {
          variant = Self.variants.randomElement(using: &random)!
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
          size =
            Bool.random(using: &random)
            ? Size(
              width: Int.random(in: 1...300, using: &random),
              height: Int.random(in: 1...100, using: &random))
            : Size(
              width: Int.random(in: 1...40, using: &random),
              height: Int.random(in: 1...12, using: &random))
          Self.resize(&driver, size)
        }
        let context = Self.context(variant, spinner: number)
        for press in 0..<3 {
          if press > 0 { driver.command(keys.randomElement(using: &random)!) }
          let name = "seed \(seed) step \(number) press \(press) \(size) \(variant) home \(home)"
          let frame = renderer.render(driver.state, size: size, context: context)
          let found = Self.problems(
            frame, size: size, language: variant.language, boxes: driver.state.overlay == nil)
          XCTAssertEqual(found.prefix(5), [], name)
          if frame.damage?.base != nil, frame.damage?.base == previous?.damage?.serial {
            damaged += 1
          }
          if let previous, let missed = Self.undamagedChange(frame, after: previous) {
            XCTFail("\(name): \(missed)")
          }
          previous = frame
          let fresh = Screen.render(driver.state, size: size, context: context)
          if fresh.buffer != frame.buffer {
            XCTFail(
              "\(name): kept renderer differs from a fresh one\n"
                + zip(frame.buffer.lines(), fresh.buffer.lines()).filter { $0 != $1 }.prefix(3)
                .map { "\($0)\n\($1)" }.joined(separator: "\n"))
          }
          frames += 1
        }
      }
    }
    XCTAssertEqual(frames, 16 * 40 * 3)
    // Most key presses are drawn on the frame before, so their damage is checked.
    XCTAssertGreaterThan(damaged, frames / 4)
  }

  /// Every size from 1x1 to 40x12, for a few states in every variant.
  func testEverySmallSizeKeepsEveryInvariant() {
    var states: [(String, BrowserState)] = []
    for home in [false, true] {
      var random = SeededGenerator(seed: home ? 7 : 8)
      var driver = Self.driver(home: home, size: Size(width: 40, height: 12))
      states.append(("\(home ? "home" : "list") start", driver.state))
      driver.command(.moveDown)
      driver.command(.openDetail)
      states.append(("\(home ? "home" : "list") detail", driver.state))
      for _ in 0..<30 { Self.step(&driver, &random) }
      states.append(("\(home ? "home" : "list") walked", driver.state))
    }
    for (index, variant) in Self.variants.enumerated() {
      let (name, state) = states[index % states.count]
      var renderer = FrameRenderer()
      let context = Self.context(variant, spinner: index)
      for width in 1...40 {
        for height in 1...12 {
          let size = Size(width: width, height: height)
          let frame = renderer.render(state, size: size, context: context)
          let found = Self.problems(
            frame, size: size, language: variant.language, boxes: state.overlay == nil)
          XCTAssertEqual(found.prefix(5), [], "\(name) \(size) \(variant)")
        }
      }
    }
  }
}

extension RenderChaosTests {
  /// The frame lines of a right-to-left screen mirror the left-to-right one's: every box line
  /// (the list's and the pane's borders, the cards) sits at the mirrored column, its corners
  /// swapped, whatever the words in between.
  func testRightToLeftScreensMirrorTheBoxLines() {
    let mirror: [Character: Character] = [
      "│": "│", "─": "─", "┌": "┐", "┐": "┌", "└": "┘", "┘": "└", "├": "┤", "┤": "├", "┼": "┼",
      "┬": "┬", "┴": "┴",
    ]
    func boxes(_ buffer: Buffer, mirrored: Bool) -> [[Int: Character]] {
      (0..<buffer.height).map { y in
        var found: [Int: Character] = [:]
        for x in 0..<buffer.width {
          guard let character = buffer[x, y].grapheme.first, let flipped = mirror[character],
            character != "─"
          else { continue }
          found[mirrored ? buffer.width - 1 - x : x] = mirrored ? flipped : character
        }
        return found
      }
    }
    for home in [false, true] {
      var driver = Self.driver(home: home, size: Size(width: 120, height: 40))
      var random = SeededGenerator(seed: home ? 3 : 4)
      for number in 0..<30 {
        Self.step(&driver, &random)
        driver.state.overlay = nil
        for size in [Size(width: 120, height: 40), Size(width: 81, height: 23)] {
          Self.resize(&driver, size)
          for language in ["ar-EG", "fa-IR"] {
            var left = Variant(language: "en-US", colors: .extended, theme: .dark, posters: false)
            var right = left
            right.language = language
            let en = Screen.render(
              driver.state, size: size, context: Self.context(left, spinner: 0))
            let rtl = Screen.render(
              driver.state, size: size, context: Self.context(right, spinner: 0))
            // Latin words read left to right on a mirrored screen too: none shows reversed.
            let words = Set(
              en.buffer.lines().joined(separator: " ").split { !$0.isASCII || !$0.isLetter }
                .filter { $0.count >= 5 }.map(String.init))
            let rtlText = rtl.buffer.lines().joined(separator: "\n")
            for word in words where String(word.reversed()) != word {
              XCTAssertFalse(
                rtlText.contains(String(word.reversed())),
                "home \(home) step \(number) \(size) \(language): \(word) reversed")
            }
            let a = boxes(en.buffer, mirrored: false)
            let b = boxes(rtl.buffer, mirrored: true)
            for y in a.indices where a[y] != b[y] {
              XCTFail(
                "home \(home) step \(number) \(size) \(language) row \(y):\n"
                  + en.buffer.lines()[y] + "\n" + rtl.buffer.lines()[y])
              break
            }
            left.posters = true
          }
        }
      }
    }
  }
}

extension RenderChaosTests {
  /// The checks above see each fault they look for (so a pass means something).
  func testTheChecksSeeEachFault() {
    let size = Size(width: 6, height: 2)
    func frame(_ change: (inout Buffer) -> Void) -> Frame {
      var buffer = Buffer(width: 6, height: 2)
      buffer.put("ab界c", x: 0, y: 0)
      change(&buffer)
      return Frame(buffer: buffer, cursor: nil)
    }
    XCTAssertEqual(Self.problems(frame { _ in }, size: size, language: "en-US"), [])
    let faults: [(String, (inout Buffer) -> Void)] = [
      ("escape", { $0.cells[4] = Cell(scalar: "\u{1B}") }),
      ("C1", { $0.cells[4] = Cell(scalar: "\u{9B}") }),
      ("bidi override", { $0.cells[4] = Cell("x\u{202E}") }),
      ("zero width space", { $0.cells[4] = Cell(scalar: "\u{200B}") }),
      ("lone mark", { $0.cells[4] = Cell(scalar: "\u{301}") }),
      ("wide cut", { $0.cells[3] = Cell(scalar: "x") }),
      ("wide at the edge", { $0.cells[5] = Cell(scalar: "界") }),
      ("stray continuation", { $0.cells[0] = .continuation() }),
      ("narrow then continuation", { $0.cells[7] = .continuation() }),
    ]
    for (name, change) in faults {
      XCTAssertNotEqual(Self.problems(frame(change), size: size, language: "en-US"), [], name)
    }
    XCTAssertNotEqual(
      Self.problems(frame { _ in }, size: Size(width: 7, height: 2), language: "en-US"), [])
    XCTAssertNotEqual(Self.problems(frame { _ in }, size: size, language: "ar-EG"), [])
    var outside = frame { _ in }
    outside.cursor = Point(x: 6, y: 0)
    XCTAssertNotEqual(Self.problems(outside, size: size, language: "en-US"), [])
  }
}
