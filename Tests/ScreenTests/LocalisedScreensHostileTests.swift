import Browser
import Screen
import TMDB
import Testing

/// The localised screens at the sizes people use and at a tiny one, with hostile titles: the
/// words shown whole where they fit, no direction control reaching a cell, and every title
/// drawn in its own visual order.
@Suite struct LocalisedScreensHostileTests {
  static let languages = ["ar-SA", "fa-IR", "ja-JP", "en-US"]
  static let sizes = [
    Size(width: 120, height: 40), Size(width: 80, height: 24), Size(width: 60, height: 20),
    Size(width: 20, height: 6),
  ]

  static let hostileTitles = [
    "\u{202E}evil\u{202C} (فيلم) 2",
    "\u{2067}عنوان [٢٠٢٤] «x»",
    "فيلم 👨‍👩‍👧 東京 عائلة",
    String(repeating: "عنوان ", count: 200),
    "ب" + String(repeating: "\u{0651}", count: 50),
    "\u{200F}\u{2069}\u{2069}",
    String(repeating: "\u{2066}", count: 130) + "Dune (2) شسي",
  ]

  static func hostileDriver(size: Size) -> RenderDriver {
    let movies = hostileTitles.enumerated().map { index, title in
      RenderFixtures.movie(
        900 + index, title, date: "2024-01-0\(index + 1)", vote: 7.5, votes: 11 + index,
        overview: title + "\n" + title)
    }
    return RenderDriver.started(size: size) { source, page in
      guard source == .category(.popular), page == 1 else { return nil }
      return MoviePage(page: 1, results: movies, totalPages: 1, totalResults: movies.count)
    }
  }

  /// The year and rating headings of the list are its columns' names: cut to "الس…" and
  /// "التق…" (Arabic) or "امتی…" (Persian) they named nothing.
  @Test func theListsColumnHeadingsAreWholeInEveryLanguage() throws {
    for code in Self.languages {
      let language = try #require(ScreenLanguage(code: code))
      for size in Self.sizes.prefix(2) {
        var driver = RenderDriver.started(size: size)
        driver.command(.moveDown)
        let header = driver.render(context: languageContext(code)).buffer.lines()[1]
        for key in [MessageKey.printedColumnYear, .printedColumnRating] {
          let word = BidiLine(
            language.text(Message(key)), base: BaseDirection(language.direction)
          ).text
          #expect(header.contains(word), "\(code) \(size): \(key) in \(header)")
        }
      }
    }
  }

  @Test func noDirectionControlReachesACellOnAnyScreenOrSize() {
    for code in Self.languages {
      for size in Self.sizes {
        var driver = Self.hostileDriver(size: size)
        var frames = [driver.render(context: languageContext(code))]
        for _ in 0..<6 {
          driver.command(.moveDown)
          frames.append(driver.render(context: languageContext(code)))
        }
        driver.command(.openDetail)
        frames.append(driver.render(context: languageContext(code)))
        for frame in frames {
          let controls = frame.buffer.cells.flatMap { $0.grapheme.unicodeScalars }.filter {
            BidiLevels.isDirectionalControl($0)
          }
          #expect(controls.isEmpty, "\(code) \(size)")
        }
      }
    }
  }

  /// Each hostile title, in the list, is the bidi layer's visual line of its cleaned text (or
  /// of its start, cut with an ellipsis): nothing reordered across the row.
  @Test func eachHostileTitleIsDrawnInItsOwnVisualOrder() throws {
    for code in ["ar-SA", "fa-IR", "en-US"] {
      let driver = Self.hostileDriver(size: Size(width: 120, height: 40))
      let lines = driver.render(context: languageContext(code)).buffer.lines()
      for title in Self.hostileTitles.prefix(3) {
        let clean = BidiLine.withoutDirectionControls(title)
        let visual = BidiLine(clean, base: .auto).text
        #expect(lines.contains { $0.contains(visual) }, "\(code): \(visual)")
      }
    }
  }
}
