import Browser
import CNcurses
import CVTerm
import Glibc
import ReelTestSupport
import Screen
import TMDB
import XCTest

@testable import Terminal

/// review31: what a real terminal emulator (libvterm) shows after Reel's own frame writer
/// sent its bytes must be exactly the last frame, characters, colours and attributes, on
/// xterm-256color, on 16 and 8 colours and with NO_COLOR, through random frames and random damage
/// between them (one row, a column strip, the whole frame, a resize).
final class FrameWriterChaosTests: XCTestCase {
  override func setUp() {
    setlocale(LC_CTYPE, "C.UTF-8")
  }

  /// libvterm's screen, read cell by cell.
  final class Emulator {
    private let vterm: OpaquePointer
    private let screen: OpaquePointer

    init(columns: Int, rows: Int) {
      vterm = vterm_new(Int32(rows), Int32(columns))
      vterm_set_utf8(vterm, 1)
      screen = vterm_obtain_screen(vterm)
      vterm_screen_enable_altscreen(screen, 1)
      vterm_screen_reset(screen, 1)
    }

    deinit { vterm_free(vterm) }

    func feed(_ bytes: [UInt8]) {
      bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          _ = vterm_input_write(vterm, $0.baseAddress, $0.count)
        }
      }
      vterm_screen_flush_damage(screen)
    }

    func resize(columns: Int, rows: Int) {
      vterm_set_size(vterm, Int32(rows), Int32(columns))
      vterm_screen_flush_damage(screen)
    }

    var cursor: Point {
      var position = VTermPos()
      vterm_state_get_cursorpos(vterm_obtain_state(vterm), &position)
      return Point(x: Int(position.col), y: Int(position.row))
    }

    /// A cell as "text|fg|bg|flags", "C" for the right half of a wide character.
    func cell(x: Int, y: Int) -> String {
      var cell = VTermScreenCell()
      _ = vterm_screen_get_cell(screen, VTermPos(row: Int32(y), col: Int32(x)), &cell)
      let first = withUnsafeBytes(of: cell.chars) { $0.load(as: UInt32.self) }
      if first == UInt32.max { return "C" }
      let scalars = withUnsafeBytes(of: cell.chars) { raw in
        raw.bindMemory(to: UInt32.self).prefix { $0 != 0 }.compactMap(Unicode.Scalar.init)
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      let fg =
        reel_vterm_color_is_default_fg(&cell.fg) != 0 ? -1 : Int(reel_vterm_color_index(&cell.fg))
      let bg =
        reel_vterm_color_is_default_bg(&cell.bg) != 0 ? -1 : Int(reel_vterm_color_index(&cell.bg))
      var flags = ""
      if cell.attrs.bold != 0 { flags += "b" }
      if cell.attrs.reverse != 0 { flags += "r" }
      if cell.attrs.underline != 0 { flags += "u" }
      if cell.attrs.italic != 0 { flags += "i" }
      return "\(text.isEmpty ? " " : text)|\(fg)|\(bg)|\(flags)"
    }
  }

  /// The cell a terminal of `colors` colours should show for `cell` (dim is not tracked by
  /// libvterm).
  static func expected(_ cell: Cell, colors: Int) -> String {
    if cell.isContinuation { return "C" }
    let rendition = Rendition(cell.style, colorCount: colors, hasDefaultColors: true)
    var flags = ""
    if rendition.attributes.contains(.bold) { flags += "b" }
    if rendition.attributes.contains(.reverse) { flags += "r" }
    if rendition.attributes.contains(.underline) { flags += "u" }
    if rendition.attributes.contains(.italic) { flags += "i" }
    let text = cell.grapheme.isEmpty ? " " : cell.grapheme
    return "\(text)|\(rendition.foreground)|\(rendition.background)|\(flags)"
  }

  /// Whether the terminal may draw `cell` otherwise than as one grapheme in its columns: a
  /// grapheme of several scalars (a terminal cell keeps a few; a cluster the C library counts
  /// otherwise than Reel is drawn as its parts, see `FrameWriter.writeGrapheme`), or a scalar
  /// whose width the C library counts otherwise.
  static func isDrawnInParts(_ cell: Cell) -> Bool {
    guard let scalar = cell.scalar else { return !cell.isContinuation }
    return Int(reel_wcwidth(wchar_t(bitPattern: scalar.value))) != DisplayWidth.of(scalar)
  }

  static func mismatches(_ emulator: Emulator, _ buffer: Buffer, colors: Int) -> [String] {
    var found: [String] = []
    for y in 0..<buffer.height {
      var parts: Set<Unicode.Scalar> = []
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        let want = expected(cell, colors: colors)
        let shown = emulator.cell(x: x, y: y)
        if isDrawnInParts(cell) {
          // Its first scalar (or U+FFFD) with some of the rest, in its style, in its columns.
          // U+FFFD stands for a scalar the C library does not know.
          parts = Set(cell.grapheme.unicodeScalars).union(["\u{FFFD}"])
          let (text, style) = split(shown)
          let first = text.unicodeScalars.first
          if first != cell.grapheme.unicodeScalars.first && first != "\u{FFFD}"
            || !text.unicodeScalars.allSatisfy(parts.contains) || style != split(want).style
          {
            found.append("(\(x),\(y)) want parts of \(want) shown \(shown)")
          }
          continue
        }
        if cell.isContinuation, !parts.isEmpty, shown != "C" {
          // The second column of a grapheme drawn in parts: a blank or one of its scalars.
          let left = expected(buffer[x - 1, y], colors: colors)
          let (text, style) = split(shown)
          if !(text == " " || text.unicodeScalars.allSatisfy(parts.contains))
            || style != split(left).style
          {
            found.append("(\(x),\(y)) want the rest of \(left) shown \(shown)")
          }
          continue
        }
        parts = []
        if want != shown { found.append("(\(x),\(y)) want \(want) shown \(shown)") }
      }
    }
    return found
  }

  /// A described cell's text and its rendition.
  static func split(_ described: String) -> (text: String, style: Substring) {
    guard let bar = described.firstIndex(of: "|") else { return (described, "") }
    return (String(described[..<bar]), described[bar...])
  }

  static let texts = [
    "Dune: Part Two", "漢字のタイトル", "e\u{301}\u{302}te\u{303}", "مرحبا بالعالم", "שלום עולם",
    "─┼─│┌┐", "Ünïcödé ★ 8.5", "█▓▒░ ⣿", "Spirited Away (千と千尋)", "a  b   c", "🎬 Film 😀",
    "x界y界z", "   ", "«»—…", "ＡＢＣ全角",
    "👨‍👩‍👧‍👦 fam", "क्षत्रिय किताब", "🇯🇵 flag", "1️⃣ key", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}b",
    "\u{E000}\u{FFFD}", "❤️‍🔥 ok", "ت\u{651}\u{64E}", "䷀ I Ching ䷁", "㉈x",
    "\u{378}\u{FFFE}\u{10FFFF}\u{F0000}y",
  ]
  static let foregrounds: [Color] = [
    .default, .red, .green, .brightCyan, .brightBlack, .indexed(208), .indexed(244), .white,
    .indexed(17), .brightYellow,
  ]
  static let backgrounds: [Color] = [
    .default, .default, .default, .blue, .indexed(236), .brightBlack, .indexed(52),
  ]
  static let attributeSets: [Attributes] = [
    [], [], [.bold], [.reverse], [.underline], [.italic], [.dim], [.bold, .reverse],
    [.underline, .italic, .bold],
  ]

  static func style(_ random: inout SeededGenerator) -> Style {
    Style(
      fg: foregrounds.randomElement(using: &random)!,
      bg: backgrounds.randomElement(using: &random)!,
      attributes: attributeSets.randomElement(using: &random)!)
  }

  /// A few edits inside `area`: text, a filled box, a cleared stretch.
  static func edit(_ buffer: inout Buffer, in area: Rect, _ random: inout SeededGenerator) {
    guard area.width > 0, area.height > 0 else { return }
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      let y = area.y + Int.random(in: 0..<area.height, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        let x = area.x + Int.random(in: 0..<area.width, using: &random)
        let rect = Rect(
          x: x, y: y,
          width: min(1 + Int.random(in: 0..<12, using: &random), area.x + area.width - x),
          height: min(1 + Int.random(in: 0..<3, using: &random), area.y + area.height - y))
        buffer.fill(rect, style: Style(bg: backgrounds.randomElement(using: &random)!))
      case 1:
        buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1))
      default:
        let text = texts.randomElement(using: &random)!
        // libvterm drops a combining mark that comes at the right margin (it waits there to
        // wrap); real terminals put it on the last letter.
        let combines = text.unicodeScalars.contains { (0x300...0x36F).contains($0.value) }
        let room = area.width - (combines ? 12 : 0)
        guard room > 0 else { continue }
        let x = area.x + Int.random(in: 0..<room, using: &random)
        buffer.putVisual(
          text, x: x, y: y, maxWidth: area.x + area.width - x, style: style(&random))
      }
    }
  }

  static func writer(colors: Int) -> FrameWriter {
    var capabilities = colors == 8 ? FrameWriterTests.xterm8 : FrameWriterTests.xterm256
    capabilities.colors = colors
    if colors == 0 {
      capabilities.setForeground = nil
      capabilities.setBackground = nil
    }
    return FrameWriter(capabilities: capabilities, colorCount: colors, hasDefaultColors: true)
  }

  func testTheTerminalShowsTheLastFrameThroughRandomFramesAndDamage() {
    var frames = 0
    for colors in [256, 16, 8, 0] {
      for seed: UInt64 in 1...20 {
        var random = SeededGenerator(seed: seed &* 1_000 &+ UInt64(colors))
        var size = Size(
          width: Int.random(in: 1...90, using: &random),
          height: Int.random(in: 1...30, using: &random))
        var writer = Self.writer(colors: colors)
        let emulator = Emulator(columns: size.width, rows: size.height)
        var buffer = Buffer(width: size.width, height: size.height)
        var previous: Buffer?
        for step in 0..<40 {
          var damage: [Rect]?
          switch Int.random(in: 0..<10, using: &random) {
          case 0:
            // A resize: the next frame is written from nothing.
            size = Size(
              width: Int.random(in: 1...90, using: &random),
              height: Int.random(in: 1...30, using: &random))
            emulator.resize(columns: size.width, rows: size.height)
            buffer = Buffer(width: size.width, height: size.height)
            previous = nil
            Self.edit(&buffer, in: buffer.area, &random)
          case 1, 2:
            let y = Int.random(in: 0..<size.height, using: &random)
            let row = Rect(x: 0, y: y, width: size.width, height: 1)
            Self.edit(&buffer, in: row, &random)
            damage = [row]
          case 3, 4:
            let x = Int.random(in: 0..<size.width, using: &random)
            let strip = Rect(
              x: x, y: 0, width: Int.random(in: 1...(size.width - x), using: &random),
              height: size.height)
            Self.edit(&buffer, in: strip, &random)
            // A wide character cut by the strip's edge changes the cell beside it too: the
            // damage a renderer reports covers what it drew, a column either side.
            let x0 = max(strip.x - 1, 0)
            damage = [
              Rect(
                x: x0, y: 0, width: min(strip.x + strip.width + 1, size.width) - x0,
                height: size.height)
            ]
          default:
            Self.edit(&buffer, in: buffer.area, &random)
            damage = Bool.random(using: &random) ? [buffer.area] : nil
          }
          var out: [UInt8] = []
          // Now and then the writer loses track of the terminal (ncurses wrote, a write failed
          // half way) and the terminal was left anywhere in any rendition.
          if Int.random(in: 0..<12, using: &random) == 0 {
            writer.forgetTerminalState()
            emulator.feed(Array("\u{1B}[1;4;7;38;5;200;41m\u{1B}[2;3H".utf8))
          }
          // A row written whole (a picture painted over it is gone).
          let rewriting =
            Int.random(in: 0..<6, using: &random) == 0
            ? [Int.random(in: 0..<size.height, using: &random)] : []
          writer.writeCells(
            of: buffer, since: previous, comparingOnly: damage, screen: size,
            rewriting: rewriting, into: &out)
          writer.resetRendition(into: &out)
          // A text field's cursor now and then.
          let cursor =
            Bool.random(using: &random)
            ? Point(
              x: Int.random(in: 0..<size.width, using: &random),
              y: Int.random(in: 0..<size.height, using: &random)) : nil
          writer.placeCursor(cursor, screen: size, into: &out)
          emulator.feed(out)
          if let cursor {
            XCTAssertEqual(
              emulator.cursor, cursor, "colors \(colors) seed \(seed) step \(step) \(size)")
          }
          let found = Self.mismatches(emulator, buffer, colors: colors)
          XCTAssertEqual(
            Array(found.prefix(4)), [], "colors \(colors) seed \(seed) step \(step) \(size)")
          if !found.isEmpty { break }
          previous = buffer
          frames += 1
        }
      }
    }
    XCTAssertEqual(frames, 4 * 20 * 40)
  }
  // MARK: Frames the renderer draws

  static let hostile = [
    "\u{1B}[2JEsc\u{1B}]0;t\u{07}ape", "C1\u{9B}31m\u{85}x",
    "\u{202E}rev\u{202C} \u{2066}iso\u{2069}",
    "👨‍👩‍👧‍👦 fam 🇯🇵 1️⃣", "a" + String(repeating: "\u{301}", count: 200), "x漢字のタイトル漢字",
    "مرحبا بالعالم 2024", "שלום עולם", "", "क्षत्रिय किताब", String(repeating: "界", count: 90),
    "Ame\u{301}lie — 🎬", "Tab\there\nnew", "䷀ I Ching ㉈", "\u{378}\u{FFFE}\u{10FFFF}\u{F0000}x",
  ]

  /// A browser driven through the reducer, its network answered at once with hostile films.
  struct Browsing {
    var state = BrowserState()

    static func film(_ id: Int) -> MovieSummary {
      MovieSummary(
        id: id, title: hostile[id % hostile.count] + hostile[(id / 3) % hostile.count],
        originalTitle: hostile[(id / 7) % hostile.count],
        overview: hostile[(id + 1) % hostile.count],
        releaseDate: "2020-02-02", voteAverage: 7.5, voteCount: 10, genreIDs: [18])
    }

    mutating func send(_ event: Event) {
      var queue = reduce(&state, event)
      while !queue.isEmpty {
        let reply: Event? =
          switch queue.removeFirst() {
          case .loadConfiguration(let id):
            .configurationLoaded(
              id,
              TMDBConfiguration(
                images: ImageConfiguration(
                  secureBaseURL: "https://image.tmdb.org/t/p/", posterSizes: ["w92"])),
              [Genre(id: 18, name: hostile[0])])
          case .loadPage(_, _, let page, let id) where page <= 3:
            .pageLoaded(
              id,
              MoviePage(
                page: page, results: (0..<20).map { Self.film(page * 100 + $0) }, totalPages: 5,
                totalResults: 100))
          case .loadDetails(let movieID, let id):
            .detailsLoaded(
              id,
              {
                var details = MovieDetails(id: movieID, title: hostile[movieID % hostile.count])
                details.overview = hostile.joined(separator: "\n")
                details.tagline = hostile[(movieID + 2) % hostile.count]
                return details
              }())
          case .startTimer(let key, let token, _) where key != .statusFade:
            .timerFired(key, token: token)
          default: nil
          }
        if let reply { queue += reduce(&state, reply) }
      }
    }
  }

  /// Frames of a browsing session (the list, the detail, home, search, help; en, ar, ja) drawn
  /// by a kept `FrameRenderer` and written over the frame shown, comparing only where the
  /// renderer says cells changed, as the app does: the terminal shows each frame.
  func testTheTerminalShowsEveryRenderedFrame() {
    let commands: [Command] = [
      .moveDown, .moveDown, .moveDown, .moveUp, .pageDown, .openDetail, .nextPane, .back,
      .moveRight, .moveLeft, .showHome, .showCategory(.popular), .toggleHelp, .cancel,
      .focusSearch, .insertText("界x\u{301}"), .submitSearch, .scroll(2), .last, .first,
    ]
    var frames = 0
    var cursors = 0
    for (colors, language) in [(256, "en-US"), (16, "ar-EG"), (0, "ja-JP"), (256, "fa-IR")] {
      for seed: UInt64 in 1...4 {
        var random = SeededGenerator(seed: seed &+ UInt64(colors))
        var size = Size(width: 100, height: 30)
        var browsing = Browsing()
        if seed % 2 == 0 { browsing.state.settings.start = .home }
        func resize() {
          browsing.send(.viewportChanged(rows: Layout.listRows(for: size)))
          browsing.send(.homeViewportChanged(Layout.homeViewport(for: size)))
        }
        resize()
        browsing.send(.start)
        XCTAssertGreaterThan(browsing.state.rowCount, 0, "the hostile films are listed")
        var context = RenderContext(
          colors: colors == 0 ? .none : colors == 16 ? .basic : .extended,
          language: ScreenLanguage(code: language) ?? .english)
        context.help = [
          KeyHelpSection(
            title: Self.hostile[5], entries: [KeyHelpEntry(keys: "j", action: Self.hostile[6])])
        ]
        var renderer = FrameRenderer()
        var writer = Self.writer(colors: colors)
        let emulator = Emulator(columns: size.width, rows: size.height)
        var shown: ShownFrame?
        for step in 0..<30 {
          if Int.random(in: 0..<10, using: &random) == 0 {
            size = Size(
              width: Int.random(in: 1...140, using: &random),
              height: Int.random(in: 1...45, using: &random))
            emulator.resize(columns: size.width, rows: size.height)
            shown = nil
            resize()
          } else {
            browsing.send(.command(commands.randomElement(using: &random)!))
          }
          let frame = renderer.render(browsing.state, size: size, context: context)
          var out: [UInt8] = []
          writer.writeCells(of: frame, over: shown, screen: size, into: &out)
          writer.resetRendition(into: &out)
          writer.placeCursor(frame.cursor, screen: size, into: &out)
          emulator.feed(out)
          if let cursor = frame.cursor {
            XCTAssertEqual(emulator.cursor, cursor, "\(language) seed \(seed) step \(step)")
            cursors += 1
          }
          shown = ShownFrame(frame)
          let found = Self.mismatches(emulator, frame.buffer, colors: colors)
          XCTAssertEqual(
            Array(found.prefix(4)), [],
            "\(language) colors \(colors) seed \(seed) step \(step) \(size)")
          if !found.isEmpty { break }
          frames += 1
        }
      }
    }
    XCTAssertEqual(frames, 4 * 4 * 30)
    XCTAssertGreaterThan(cursors, 0, "the search field's cursor was placed")
  }
  // MARK: Regressions found by the chaos tests

  /// A title with a Yijing hexagram or a circled number on a black square beside a border
  /// and at a row's end: Reel counted them one column, the C library (and so the frame writer
  /// and the terminal) two; the glyph covered the border, and at the right margin wrapped
  /// onto the next row.
  func testScalarsTheCLibraryCountsWideStayInTheirColumns() {
    var buffer = Buffer(width: 6, height: 2)
    buffer.put("䷀│㉈", x: 0, y: 0)
    buffer.put("ab䷁", x: 2, y: 1)
    XCTAssertEqual(buffer.lines(), ["䷀│㉈", "  ab䷁"])
    var writer = Self.writer(colors: 256)
    let emulator = Emulator(columns: 6, rows: 2)
    var out: [UInt8] = []
    writer.writeCells(of: buffer, since: nil, screen: Size(width: 6, height: 2), into: &out)
    writer.resetRendition(into: &out)
    emulator.feed(out)
    XCTAssertEqual(Self.mismatches(emulator, buffer, colors: 256), [])
  }

  /// Every scalar a cell can hold takes at least the columns the C library's wcwidth gives it:
  /// one the C library counts wider is drawn over the next cell by the frame writer and the
  /// terminal. (Narrower is safe: the writer fills the second column with a blank.)
  func testNoScalarIsNarrowerThanTheCLibraryCountsIt() {
    var narrower: [String] = []
    for value in UInt32(0x20)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value),
        Sanitizer.singleLine(String(scalar)) == String(scalar)
      else { continue }
      let columns = Int(reel_wcwidth(wchar_t(bitPattern: value)))
      if columns > DisplayWidth.of(scalar) { narrower.append(String(value, radix: 16)) }
    }
    XCTAssertEqual(narrower, [])
  }
}
