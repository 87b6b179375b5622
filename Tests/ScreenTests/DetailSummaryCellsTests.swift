import Browser
import ReelTestSupport
import TMDB
import XCTest

@testable import Screen

/// A film's summary laid straight into cells (`DetailSummaryCells`, what every `j` draws) gives
/// the cells the general path gives (`DetailContent` lines put by `DetailWidget`), for hostile
/// text of every kind: the fast path either lays the same cells or hands the text over.
final class DetailSummaryCellsTests: XCTestCase {
  private static let posters = PosterSlot(NoPosters())

  /// Titles, overviews and names that exercise every branch: the shortcut's (ASCII, Latin,
  /// quotes and dashes) and the general one's (CJK at the margin, right to left, combining
  /// marks, zero-width joiners, emoji, controls and escapes the sanitiser removes, white space
  /// at the ends, a 2,000-letter word, line feeds, an empty text).
  static let texts: [String] = [
    "", " ", "Spirited Away", "Amélie’s “world” — überlänge…", "  padded title  ",
    "\u{A0}no-break ends\u{A0}", "tab\there", "control\u{7}bell\u{1B}[31mred\u{1B}[0m",
    "千と千尋の神隠し 千と千尋の神隠し 千と千尋の神隠し", "a千b千c千d千e千f千g千h千i千j千k千l千m千",
    "שלום עולם, a film", "فيلم عربي جميل جدا", "e\u{301}clair cafe\u{301}",
    "👩‍👩‍👧 family 👨🏽‍🚀 astronaut", "zero\u{200D}width\u{200C}joiners", "\u{202E}override",
    String(repeating: "x", count: 2000), "word " + String(repeating: "é", count: 130) + " end",
    "One.\nTwo paragraphs.\n\nThree after a gap", "\nleading line feed", "trailing feed\n",
    "carriage\r\nreturn", "double  spaces   between    words", "x", "Ωmega λ ★ ─ ⣿",
    "line\u{2028}separator", "soft\u{AD}hyphen",
    // detail5: original titles the fast path hands over, one line when they fit.
    "दिलवाले दुल्हनिया ले जायेंगे", "ฉลาดเกมส์โกง", "I ♥️ Huckabees", "বাহুবলী ২", "a \u{301}b",
    "千 a 千", "\u{301}lead mark",
  ]

  static let overview =
    "Set in the 22nd century, The Matrix tells the story of a computer hacker who joins a "
    + "group of underground insurgents fighting the vast and powerful computers who now rule "
    + "the earth."

  private func model(
    _ movie: MovieSummary, language: ScreenLanguage = .english, posters: Bool,
    loading: Bool = true, watchlist: Bool = false, genres: [Int: String]
  ) -> DetailModel {
    var model = DetailModel(
      BrowserState(),
      context: RenderContext(posters: posters ? Self.posters : nil, language: language))
    model.movie = movie
    model.details = nil
    model.isLoading = loading
    model.onWatchlist = watchlist
    model.genres = genres
    model.emptyHint = nil
    return model
  }

  /// Both ways on the same buffer (blank, or full of wide graphemes to be cut); the fast one
  /// must also have been taken where it applies.
  private func assertSame(
    _ model: DetailModel, pane: Rect, size: Size = Size(width: 80, height: 30),
    direction: TextDirection = .leftToRight, underlay: Bool = false, theme: Theme = Theme(.basic),
    _ message: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line
  ) {
    var fast = Buffer(width: size.width, height: size.height)
    fast.direction = direction
    if underlay {
      for row in 0..<size.height {
        fast.putVisual(String(repeating: "漢", count: size.width), x: row % 2, y: row)
      }
    }
    var general = fast
    var fastLinks: [Hyperlink] = []
    var generalLinks: [Hyperlink] = []
    let widget = DetailWidget(model: model, theme: theme)
    let fastLimit = widget.draw(
      in: pane, buffer: &fast, hyperlinks: &fastLinks, summaryInCells: true)
    let generalLimit = widget.draw(
      in: pane, buffer: &general, hyperlinks: &generalLinks, summaryInCells: false)
    XCTAssertEqual(fastLimit, generalLimit, message(), file: file, line: line)
    XCTAssertEqual(fastLinks, generalLinks, message(), file: file, line: line)
    if fast != general {
      XCTFail(
        "\(message())\nfast:\n\(fast.lines().joined(separator: "\n"))\ngeneral:\n"
          + general.lines().joined(separator: "\n"), file: file, line: line)
    }
  }

  func testHostileTextGivesTheSameCells() {
    let genres = [1: "Action", 2: "Science Fiction", 3: "  ", 4: "ドラマ", 5: "Drama\tTab"]
    for (index, text) in Self.texts.enumerated() {
      let movie = MovieSummary(
        id: index, title: text, originalTitle: Self.texts[(index + 3) % Self.texts.count],
        overview: text, posterPath: nil, releaseDate: "1999-03-30", voteAverage: 8.25,
        voteCount: 25_500, genreIDs: [1, 3, 2, 4])
      for width in [1, 2, 3, 7, 12, 31, 46, 79] {
        for posters in [false, true] {
          let pane = Rect(x: 80 - width - 1, y: 2, width: width + 1, height: 27)
          assertSame(
            model(movie, posters: posters, genres: genres), pane: pane,
            "\(index) \(text.prefix(40)) width \(width) posters \(posters)")
        }
      }
      // Wide graphemes under the pane, cut by its text and its frame.
      assertSame(
        model(movie, posters: true, genres: genres), pane: Rect(x: 31, y: 1, width: 48, height: 29),
        underlay: true, "\(index) over wide graphemes")
    }
  }

  func testRandomLatinTextGivesTheSameCells() {
    var generator = SeededGenerator(seed: 23)
    let alphabet = Array("abc déf  ghïj ’“”—–…ÀÉÎõüß ★ \u{A0}xyz,.\n  Ωλ 千")
    for round in 0..<200 {
      func random(_ range: ClosedRange<Int>) -> String {
        let length = Int.random(in: range, using: &generator)
        return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      }
      let movie = MovieSummary(
        id: round, title: random(0...50), originalTitle: random(0...20), overview: random(0...400),
        releaseDate: round % 3 == 0 ? nil : "20\(10 + round % 15)-01-02",
        voteAverage: round % 4 == 0 ? nil : Double(round % 101) / 10,
        voteCount: round % 5 == 0 ? 0 : round * 37, genreIDs: round % 2 == 0 ? [1] : [2, 1])
      let width = Int.random(in: 3...70, using: &generator)
      let height = Int.random(in: 3...28, using: &generator)
      assertSame(
        model(
          movie, posters: round % 3 != 0, loading: round % 2 == 0, watchlist: round % 7 == 0,
          genres: [1: random(0...12), 2: "Comedy"]),
        pane: Rect(x: 78 - width, y: 29 - height, width: width + 1, height: height),
        theme: round % 2 == 0 ? Theme(.basic) : Theme(.none), "round \(round)")
    }
  }

  /// Japanese, Chinese and Korean text among Latin (the shortcut's wide scalars, each a word
  /// of its own), at widths down to one column, where a wide scalar is left out.
  func testRandomWideTextGivesTheSameCells() {
    var generator = SeededGenerator(seed: 31)
    let alphabet = Array("千と千尋の神隠し 기생충 ＡＢ、。「」ー々 ab  cé\nΩλ Москва ҂҃")
    for round in 0..<200 {
      func random(_ range: ClosedRange<Int>) -> String {
        let length = Int.random(in: range, using: &generator)
        return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      }
      let movie = MovieSummary(
        id: round, title: random(0...30), originalTitle: random(0...12), overview: random(0...200),
        releaseDate: "2001-07-20", voteAverage: 8.5, voteCount: round, genreIDs: [1])
      let width = Int.random(in: 2...40, using: &generator)
      assertSame(
        model(movie, posters: round % 2 == 0, genres: [1: random(0...8)]),
        pane: Rect(x: 78 - width, y: 1, width: width + 1, height: 28), underlay: round % 3 == 0,
        "round \(round) width \(width)")
    }
  }

  /// The wide scalars the shortcut lays two columns each, no grapheme joined to a neighbour,
  /// kept by the sanitiser, none white space: what `wrapped` and `Buffer.put` make of them.
  func testLoneWideScalarsAreWhatTheGeneralPathMeasures() {
    var wide: [Unicode.Scalar] = []
    for value in UInt32(0x3000)...0xFFFF where DetailLineWriter.isLoneWide(value) {
      let scalar = Unicode.Scalar(value)!
      wide.append(scalar)
      let text = String(scalar)
      XCTAssertEqual(DisplayWidth.of(scalar), 2, String(format: "U+%04X", value))
      XCTAssertEqual(DisplayWidth.of(Character(scalar)), 2, String(format: "U+%04X", value))
      XCTAssertEqual(Sanitizer.singleLine(text), text, String(format: "U+%04X", value))
      XCTAssertFalse(scalar.properties.isWhitespace, String(format: "U+%04X", value))
    }
    var letters: [Unicode.Scalar] = []
    for value in UInt32(0x370)...0x4FF where DetailLineWriter.isLoneLetter(value) {
      let scalar = Unicode.Scalar(value)!
      letters.append(scalar)
      let text = String(scalar)
      XCTAssertEqual(DisplayWidth.of(scalar), 1, String(format: "U+%04X", value))
      XCTAssertEqual(DisplayWidth.of(Character(scalar)), 1, String(format: "U+%04X", value))
      XCTAssertEqual(Sanitizer.singleLine(text), text, String(format: "U+%04X", value))
      XCTAssertFalse(scalar.properties.isWhitespace, String(format: "U+%04X", value))
    }
    var generator = SeededGenerator(seed: 3)
    let single =
      (0x20..<0x7F).map { Unicode.Scalar(UInt8($0)) } + ["é", "—", "…", "★", "─"] + letters
    for _ in 0..<2_000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 1...12, using: &generator) {
        scalars.append(
          Bool.random(using: &generator)
            ? wide.randomElement(using: &generator)! : single.randomElement(using: &generator)!)
      }
      let text = String(scalars)
      XCTAssertEqual(text.count, text.unicodeScalars.count, text)
    }
  }

  /// The other languages' words (wide Japanese, Persian digits) on a left-to-right screen
  /// take the general path where they must; on a right-to-left screen the whole pane does.
  func testEveryLanguageGivesTheSameCells() {
    for code in ["en-US", "ja", "fa-IR", "ar", "ar-MA"] {
      let language = ScreenLanguage(code: code)!
      for watchlist in [false, true] {
        for (average, count) in [(7.84, 1), (7.25, 2), (0, 0), (9.99, 1_234_567), (5.0, nil)] {
          let movie = MovieSummary(
            id: 603, title: "The Matrix", originalTitle: "Matrix", overview: Self.overview,
            releaseDate: "1999-03-30", voteAverage: average, voteCount: count, genreIDs: [1])
          for direction in [TextDirection.leftToRight, .rightToLeft] {
            for width in [20, 46] {
              assertSame(
                model(
                  movie, language: language, posters: true, watchlist: watchlist,
                  genres: [1: "Action"]),
                pane: Rect(x: 80 - width - 1, y: 1, width: width + 1, height: 28),
                direction: direction, "\(code) \(average) \(String(describing: count)) \(width)")
            }
          }
        }
      }
    }
  }

  func testTheSummaryIsWhatAUserSees() {
    let movie = MovieSummary(
      id: 603, title: "The Matrix", overview: Self.overview, releaseDate: "1999-03-30",
      voteAverage: 8.2, voteCount: 25_500, genreIDs: [1, 2])
    var buffer = Buffer(width: 40, height: 14)
    DetailWidget(
      model: model(movie, posters: false, watchlist: true, genres: [1: "Action", 2: "Sci-Fi"]),
      theme: Theme(.basic)
    ).draw(in: buffer.area, buffer: &buffer)
    XCTAssertEqual(
      buffer.lines(),
      [
        " The Matrix", " 1999 · Action, Sci-Fi", " 8.2/10 (25,500 votes) · on your",
        " watchlist", "", " Loading details…", "", " Set in the 22nd century, The Matrix",
        " tells the story of a computer hacker",
        " who joins a group of underground",
        " insurgents fighting the vast and",
        " powerful computers who now rule the",
        " earth.", "",
      ])
    // The accent and dim runs of the rating line, when it fits.
    var wide = Buffer(width: 60, height: 6)
    let shown = model(movie, posters: false, genres: [1: "Action"])
    XCTAssertTrue(DetailSummaryCells.applies(to: shown, direction: .leftToRight))
    DetailWidget(model: shown, theme: Theme(.basic)).draw(in: wide.area, buffer: &wide)
    XCTAssertEqual(wide.lines()[2], " 8.2/10 (25,500 votes)")
    XCTAssertEqual(wide[1, 2].style, Theme(.basic).accent)
    XCTAssertEqual(wide[4, 2].style, Theme(.basic).dim)
  }

  func testVotesAreWordedAsTheMessageWordsThem() {
    for code in ["en-US", "ja", "fa-IR", "ar", "ar-MA"] {
      let words = Words(ScreenLanguage(code: code)!, keys: KeyLabels())
      let summary = DetailSummaryWords(words)
      for count in [0, 1, 2, 3, 10, 11, 99, 100, 101, 1_234, 25_500, 1_000_000] {
        guard let form = summary.votes(count) else {
          XCTAssertNotEqual(code, "en-US", "\(count)")
          continue
        }
        XCTAssertEqual(
          form.prefix + words.format.count(count) + form.suffix, words(.votes(count)),
          "\(code) \(count)")
        XCTAssertEqual(
          SummaryNumbers.countColumns(count), words.format.count(count).count, "\(count)")
      }
    }
  }

  /// detail5: the year read from the date's bytes is `MovieSummary.year`, for dates of every
  /// shape.
  func testTheYearReadFromBytesIsTheMoviesYear() {
    let dates: [String?] = [
      nil, "", "1999-03-30", "0033-01-01", "1800-01-01", "1801", "180", "abcd", "19٩9-01-01",
      "1999\u{301}-01-01", "199\u{301}9", "１９９９-01-01", "+1999", " 1999", "2024-\u{301}",
      "2024é", "2024", "9999-99-99", "1999\r\n", "12345",
    ]
    for date in dates {
      let movie = MovieSummary(id: 1, title: "x", releaseDate: date)
      XCTAssertEqual(DetailSummaryCells.year(of: movie), movie.year, String(describing: date))
    }
  }

  /// detail5: a text the writer puts as one line without wrapping it is one that `wrap`
  /// leaves as it is, for text of every kind at every width.
  func testAOneLineTextIsWhatWrappingGives() {
    var generator = SeededGenerator(seed: 41)
    let alphabet = Array(
      "ab  c\u{301}千 दि ล\u{E49}ا♥️👩‍👩‍👧\u{200B}\u{A0}\u{7}\n\r\u{3000}\u{2028}é")
    var texts = Self.texts
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...16, using: &generator)
      texts.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
    }
    var oneLine = 0
    for text in texts {
      for width in [1, 2, 3, 5, 8, 13, 30] {
        guard DetailLineWriter.fitsOneLine(text, width: width) else { continue }
        oneLine += 1
        XCTAssertEqual(TextLayout.wrap(text, width: width), [text], "\(text) \(width)")
      }
    }
    XCTAssertGreaterThan(oneLine, 1_000)
  }

  /// detail5: the check of eight bytes at once agrees with the check of each scalar.
  func testSimpleParagraphsAreFoundAsEachScalarSays() {
    var generator = SeededGenerator(seed: 43)
    let alphabet = Array("abcdefgh  .,\n\t\u{7F}\u{1F}\u{0}é千Ωд\u{301}\u{AD}😀\u{A0}—~")
    for _ in 0..<3_000 {
      let length = Int.random(in: 0...40, using: &generator)
      var text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      let expected = text.unicodeScalars.allSatisfy {
        $0 == "\n" || DetailLineWriter.isLone($0.value)
      }
      XCTAssertEqual(
        text.withUTF8 { DetailLineWriter.isSimpleParagraphs($0) }, expected,
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
    }
  }

  /// detail7: ASCII titles and overviews, the commonest, whose single-spaced paragraphs are
  /// laid a line of bytes at a time: words at and around every width, words longer than a
  /// line (cut), line feeds, empty paragraphs, double and edge spaces (the word-by-word way),
  /// over blank cells and over wide graphemes that the lines cut, on panes reaching the
  /// buffer's edges and running past its foot, in colour and in NO_COLOR.
  func testRandomASCIITextGivesTheSameCells() {
    var generator = SeededGenerator(seed: 47)
    let words = [
      "a", "an", "the", "Matrix", "hacker,", "story.", "x", "underground", "(1999)", "—",
      "insurgents", String(repeating: "w", count: 9), String(repeating: "long", count: 6),
    ]
    var laidByLines = 0
    for round in 0..<400 {
      func random(_ range: ClosedRange<Int>) -> String {
        var text = ""
        for index in 0..<Int.random(in: range, using: &generator) {
          if index > 0 {
            switch Int.random(in: 0..<200, using: &generator) {
            case 0: text += "  "
            case 1: text += "\n"
            case 2: text += "\n\n"
            case 3: text += " \n"
            default: text += " "
            }
          }
          var word = words.randomElement(using: &generator)!
          // The one non-ASCII word sends its paragraph the word-by-word way.
          if word == "—", round % 4 != 0 { word = "-" }
          text += word
        }
        return text
      }
      let overview = random(0...90)
      let width = Int.random(in: 1...40, using: &generator)
      var bytes = overview
      if bytes.withUTF8({ DetailLineWriter.isSingleSpacedASCII($0, from: 0, to: $0.count) }),
        !overview.contains("\n")
      {
        laidByLines += 1
      }
      let movie = MovieSummary(
        id: round, title: random(1...8), originalTitle: round % 5 == 0 ? random(1...4) : nil,
        overview: overview, releaseDate: "1999-03-30", voteAverage: 7.5, voteCount: round,
        genreIDs: [1])
      let height = Int.random(in: 3...28, using: &generator)
      // Left and right edges of the buffer, and a pane whose foot is below the buffer's.
      let x = [0, 79 - width, Int.random(in: 0...(79 - width), using: &generator)][round % 3]
      let y = round % 7 == 0 ? 30 - height / 2 : 29 - height
      assertSame(
        model(movie, posters: round % 3 == 1, loading: round % 2 == 0, genres: [1: "Drama"]),
        pane: Rect(x: x, y: y, width: width + 1, height: height), underlay: round % 2 == 1,
        theme: round % 4 < 2 ? Theme(.basic) : Theme(.none), "round \(round) width \(width)")
    }
    XCTAssertGreaterThan(laidByLines, 100)
  }

  /// detail7: the eight-bytes-at-a-time check of a single-spaced ASCII paragraph agrees with
  /// reading it byte by byte, from every start (the steps of eight fall everywhere).
  func testSingleSpacedASCIIIsFoundAsEachByteSays() {
    var generator = SeededGenerator(seed: 53)
    let alphabet = Array("ab   c!~é千 \u{7F}")
    for _ in 0..<3_000 {
      let length = Int.random(in: 0...40, using: &generator)
      var text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      let bytes = Array(text.utf8)
      for first in 0...bytes.count {
        let part = bytes[first...]
        let expected =
          part.isEmpty
          || (part.first != 0x20 && part.last != 0x20 && part.allSatisfy { $0 < 0x80 }
            && !zip(part, part.dropFirst()).contains { $0 == 0x20 && $1 == 0x20 })
        XCTAssertEqual(
          text.withUTF8 {
            DetailLineWriter.isSingleSpacedASCII($0, from: first, to: $0.count)
          }, expected, "\(Array(text.utf8)) from \(first)")
      }
    }
  }

  /// detail7: the eight-bytes-at-a-time check of a whole text of single-spaced printable
  /// ASCII agrees with reading it byte by byte, and such text is clean as it stands.
  func testSingleSpacedPrintableASCIIIsFoundAsEachByteSays() {
    var generator = SeededGenerator(seed: 59)
    let alphabet = Array("ab   c!~é千 \n\t\u{7F}\u{1F}\u{0}\u{80}")
    let printable = Array("abcdefg ~!.,")
    let odd = Array("\u{7F}\u{1F}\u{0}\n\té\u{80}")
    var accepted = 0
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...40, using: &generator)
      // Half the texts printable ASCII, spaced at random.
      let letters = Bool.random(using: &generator) ? printable : alphabet
      var characters = (0..<length).map { _ in letters.randomElement(using: &generator)! }
      // Now and then one byte that is not printable ASCII among printable ones.
      if !characters.isEmpty, Int.random(in: 0..<3, using: &generator) == 0 {
        characters[Int.random(in: characters.indices, using: &generator)] =
          odd.randomElement(using: &generator)!
      }
      let text = String(characters)
      let bytes = Array(text.utf8)
      let expected =
        !bytes.isEmpty && bytes.first != 0x20 && bytes.last != 0x20
        && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        && !zip(bytes, bytes.dropFirst()).contains { $0 == 0x20 && $1 == 0x20 }
      let found = DetailSummaryCells.isSingleSpacedPrintableASCII(text)
      XCTAssertEqual(found, expected, "\(bytes)")
      if found {
        accepted += 1
        XCTAssertTrue(DetailSummaryCells.isClean(text), text)
        XCTAssertTrue(DetailSummaryCells.isCleanOverview(text), text)
      }
    }
    XCTAssertGreaterThan(accepted, 500)
  }

  /// More genres than the line writes itself, and names that wrapping would change.
  func testManyAndSpacedGenresGiveTheSameCells() {
    let genres = [1: "Action", 2: "Science  Fiction", 3: "Drama", 4: "ドラマ", 5: "War", 6: "Kids"]
    for ids in [[1, 3, 4, 5, 6], [1, 3, 5, 6], [2], [4, 1], [], [9]] {
      for year in ["1999-03-30", nil, "0033-01-01"] {
        let movie = MovieSummary(
          id: 1, title: "The Matrix", overview: Self.overview, releaseDate: year, voteAverage: 10,
          voteCount: 1, genreIDs: ids)
        for width in [12, 30, 46] {
          assertSame(
            model(movie, posters: false, watchlist: true, genres: genres),
            pane: Rect(x: 0, y: 0, width: width + 2, height: 20), "\(ids) \(year ?? "-") \(width)")
        }
      }
    }
  }

  func testQuickInitialsAreTheInitials() {
    var generator = SeededGenerator(seed: 5)
    // detail5: the Latin, wide and other scalars a word may hold past its letter, and those
    // that send a title the general way (marks, emoji, white space other than a space).
    let alphabet = Array(
      "ab Z9 -.'!  x(éß½·千Ω\u{A0}\u{301}\u{2003}\u{200B}\u{3000}♥️😀\u{7}\nÉ")
    var titles =
      Self.texts + [
        "the matrix", "2001: a space odyssey", "- -", "  ", "'a' 'b'", "Amélie",
        "Léon: The Professional", "8½", "WALL·E", "Joker: Folie à Deux", "a\u{301}b c",
        "x\u{A0}y", "ab\u{A0}\u{301}c", "é a", "a 😀b c", "a\u{E0100} b", "The ｍatrix",
      ]
    for _ in 0..<300 {
      let length = Int.random(in: 0...20, using: &generator)
      titles.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
    }
    for title in titles {
      XCTAssertEqual(
        PosterPlaceholder.quickInitials(of: title), PosterPlaceholder.initials(of: title), title)
    }
  }
}
