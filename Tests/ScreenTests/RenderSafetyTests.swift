import Browser
import Screen
import TMDB
import XCTest

/// Hostile text and absurd sizes: nothing from the network reaches a cell raw, and no size
/// crashes or draws outside the grid.
final class RenderSafetyTests: XCTestCase {
  static let hostileTitle =
    "\u{1B}[2JEvil \u{1B}]52;c;SGVsbG8=\u{07}Clip \u{9B}31mRed\u{07}Bell\u{0}Nul"

  private func hostileDriver(size: Size) -> RenderDriver {
    let movie = RenderFixtures.movie(
      7, Self.hostileTitle, original: "\u{202E}desrever\u{202C}", date: "2020-02-02",
      vote: 6.6, votes: 10, genres: [18],
      overview: "Line one\u{1B}[31m red\u{1B}[0m.\r\nLine two\u{1B}]0;pwned\u{07} \u{202E}rlo")
    var driver = RenderDriver(size: size) { _, _ in
      MoviePage(page: 1, results: [movie], totalPages: 1, totalResults: 1)
    }
    var details = MovieDetails(id: 7, title: Self.hostileTitle)
    details.originalTitle = movie.originalTitle
    details.tagline = "\u{1B}[?1049hTag\u{7F}line"
    details.overview = movie.overview
    details.credits = Credits(
      cast: [CastMember(name: "A\u{9B}2J\u{1B}[1mctor", character: "\u{1B}]8;;x\u{07}Role")],
      crew: [CrewMember(name: "Di\u{0}rector", job: "Director")])
    driver.details[7] = details
    driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
    driver.send(.start)
    driver.send(.notice(.loadFailed(Failure(.storage, "Disk\u{1B}[2J full\u{07}"))))
    return driver
  }

  func testHostileTitleRendersAsHarmlessText() {
    let driver = hostileDriver(size: Size(width: 80, height: 24))
    let lines = driver.render().buffer.lines()
    XCTAssertEqual(
      lines[2],
      "   Evil Clip RedBellNul                                              2020   6.6")
    XCTAssertEqual(lines[23].prefix(29), " REPLAY  Disk full           ")
    assertNoControlCharacters(driver.render().buffer)
  }

  func testHostileDetailsRenderAsHarmlessText() {
    var driver = hostileDriver(size: Size(width: 120, height: 40))
    driver.command(.openDetail)
    let buffer = driver.render().buffer
    let detail = buffer.lines().map { line in
      line.split(separator: "│", maxSplits: 1).dropFirst().first.map { String($0.dropFirst()) }
        ?? ""
    }
    XCTAssertEqual(detail[1], "Evil Clip RedBellNul")
    XCTAssertEqual(detail[2], "desrever")
    XCTAssertEqual(detail[3], "No ratings yet")
    XCTAssertEqual(detail[4], "\u{201C}Tagline\u{201D}")
    XCTAssertEqual(detail[6], "Director: Director")
    XCTAssertEqual(detail[7], "Cast: Actor (Role)")
    XCTAssertEqual(detail[9], "Line one red.")
    XCTAssertEqual(detail[10], "Line two rlo")
    assertNoControlCharacters(buffer)
  }

  func testZeroSizeGivesAnEmptyBuffer() {
    let state = RenderDriver.started(size: Size(width: 80, height: 24)).state
    for size in [Size(width: 0, height: 0), Size(width: 0, height: 10), Size(width: 10, height: 0)]
    {
      let frame = render(state, size: size, context: testContext())
      XCTAssertEqual(frame.buffer.cells.count, 0)
      XCTAssertNil(frame.cursor)
    }
    let negative = render(state, size: Size(width: -5, height: -1), context: testContext())
    XCTAssertEqual(negative.buffer.width, 0)
    XCTAssertEqual(negative.buffer.height, 0)
  }

  func testOneByOneShowsTheStartOfTheMessage() {
    let state = RenderDriver.started(size: Size(width: 80, height: 24)).state
    let frame = render(state, size: Size(width: 1, height: 1), context: testContext())
    XCTAssertEqual(frame.buffer.lines(), ["T"])
    XCTAssertNil(frame.cursor)
  }

  func testTooSmallSaysSo() {
    let state = RenderDriver.started(size: Size(width: 80, height: 24)).state
    let lines = render(state, size: Size(width: 19, height: 4), context: testContext())
      .buffer.lines()
    XCTAssertEqual(lines, ["", "Terminal too small", "", ""])
    let narrow = render(state, size: Size(width: 8, height: 3), context: testContext())
    XCTAssertEqual(narrow.buffer.lines(), ["Terminal", "  too", " small"])
  }

  /// Every screen at every small size: no crash, no row wider than the terminal, the cursor
  /// inside it, no control characters anywhere.
  func testEverySmallSizeIsSafe() {
    let sizes =
      (0...26).flatMap { width in (0...9).map { Size(width: width, height: $0) } }
      + [Size(width: 300, height: 1), Size(width: 1, height: 80), Size(width: 99, height: 7)]
      + [Size(width: 100, height: 7), Size(width: 101, height: 5)]
    let context = testContext(spinnerFrame: -7, help: RenderFixtures.help, colors: .extended)
    for (name, state) in sampleStates() {
      for size in sizes {
        let frame = render(state, size: size, context: context)
        let buffer = frame.buffer
        XCTAssertEqual(buffer.width, max(size.width, 0), name)
        XCTAssertEqual(buffer.cells.count, max(size.width, 0) * max(size.height, 0), name)
        for line in buffer.lines() { XCTAssertLessThanOrEqual(line.displayWidth, size.width) }
        if let cursor = frame.cursor {
          XCTAssertTrue((0..<size.width).contains(cursor.x), "\(name) \(size)")
          XCTAssertTrue((0..<size.height).contains(cursor.y), "\(name) \(size)")
        }
        assertNoControlCharacters(buffer)
      }
    }
  }

  private func sampleStates() -> [(String, BrowserState)] {
    let size = Size(width: 80, height: 24)
    var states: [(String, BrowserState)] = []
    var driver = RenderDriver.started(size: size)
    states.append(("popular", driver.state))
    driver.command(.moveDown)
    driver.command(.openDetail)
    states.append(("detail", driver.state))
    driver.command(.toggleHelp)
    states.append(("help", driver.state))
    driver.command(.toggleHelp)
    driver.holdsTimers = true
    driver.command(.focusSearch)
    driver.command(.insertText("千と千尋の神隠し 👨‍👩‍👧 \u{1B}[2J"))
    states.append(("typing", driver.state))
    var failed = RenderDriver(size: size)
    _ = reduce(&failed.state, .start)
    _ = reduce(&failed.state, .configurationFailed(RequestID(1), Failure(.offline, "x")))
    states.append(("configFailure", failed.state))
    var empty = RenderDriver.started(size: size)
    empty.command(.focusSearch)
    empty.command(.insertText("xyz"))
    empty.command(.submitSearch)
    states.append(("empty", empty.state))
    states.append(("hostile", hostileDriver(size: size).state))
    return states
  }

  private func assertNoControlCharacters(
    _ buffer: Buffer, file: StaticString = #filePath, line: UInt = #line
  ) {
    for cell in buffer.cells {
      for scalar in cell.grapheme.unicodeScalars {
        let value = scalar.value
        let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
        let isBidi = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        XCTAssertFalse(
          isControl || isBidi, "U+\(String(value, radix: 16)) in a cell", file: file, line: line)
      }
    }
  }
}
