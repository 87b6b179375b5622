import Browser
import ReelTestSupport
import TMDB
import XCTest

@testable import Screen

/// review9: text a hostile server could send, laid by the detail pane's fast path
/// (`DetailSummaryCells`, `DetailLineWriter`: eight bytes checked at a time, a line of bytes
/// laid at a time) and by the general one (`DetailContent` put by `DetailWidget`): the same
/// cells, scroll limit and links, whatever the text holds and wherever it holds it.
final class HostileDetailTextTests: XCTestCase {
  private static let posters = PosterSlot(NoPosters())

  /// Scalars that must send a text the general way or be laid exactly as it lays them:
  /// controls (C0, DEL, C1, an escape sequence's introducer), white space of every kind, format
  /// characters the sanitiser drops (bidi controls, zero-width space, soft hyphen), joiners it
  /// keeps, a combining mark, a wide scalar, one outside the fast path's set, an emoji, the
  /// replacement character (what invalid UTF-8 from the network decodes to).
  static let hostile: [String] = [
    "\u{0}", "\u{7}", "\t", "\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{1B}", "\u{1B}[2J",
    "\u{1B}]52;c;eA==\u{7}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}31m", "\u{9D}0;x\u{9C}", "\u{9F}",
    " ", "  ", "\u{A0}", "\u{AD}", "é", "\u{301}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}",
    "\u{202E}", "\u{2066}", "\u{2028}", "\u{2029}", "\u{3000}", "\u{2003}", "\u{FEFF}", "千", "ｗ",
    "\u{3099}", "Ω", "\u{483}", "😀", "👩‍👧", "\u{FFFD}", "\u{E0001}", "\u{1160}", "\u{3164}", "ب",
  ]

  /// Printable ASCII long enough that a scalar at each position falls at every place of an
  /// eight-byte step, at a word's start, middle and end, and at a line's end at every width.
  static let base = "Abc defgh ijklmnop qrs tuvwxyz0123 45"

  private func model(
    _ movie: MovieSummary, posters: Bool, loading: Bool = true, watchlist: Bool = false,
    genres: [Int: String]
  ) -> DetailModel {
    var model = DetailModel(
      BrowserState(), context: RenderContext(posters: posters ? Self.posters : nil))
    model.movie = movie
    model.details = nil
    model.isLoading = loading
    model.onWatchlist = watchlist
    model.genres = genres
    model.emptyHint = nil
    return model
  }

  /// Draws `model` both ways over the same cells; returns a failure's description, or nil.
  private func difference(
    _ model: DetailModel, pane: Rect, underlay: Bool = false,
    size: Size = Size(width: 60, height: 24)
  ) -> String? {
    var fast = Buffer(width: size.width, height: size.height)
    if underlay {
      for row in 0..<size.height {
        fast.putVisual(String(repeating: "漢", count: size.width), x: row % 2, y: row)
      }
    }
    var general = fast
    var fastLinks: [Hyperlink] = []
    var generalLinks: [Hyperlink] = []
    let widget = DetailWidget(model: model, theme: Theme(.basic))
    let fastLimit = widget.draw(
      in: pane, buffer: &fast, hyperlinks: &fastLinks, summaryInCells: true)
    let generalLimit = widget.draw(
      in: pane, buffer: &general, hyperlinks: &generalLinks, summaryInCells: false)
    if fastLimit == generalLimit, fastLinks == generalLinks, fast == general { return nil }
    return "limit \(fastLimit) vs \(generalLimit)\nfast:\n"
      + fast.lines().joined(separator: "\n") + "\ngeneral:\n"
      + general.lines().joined(separator: "\n")
  }

  private func assertSame(
    title: String, original: String? = nil, overview: String?, genres: [Int: String] = [1: "Drama"],
    widths: [Int], posters: Bool = false, underlay: Bool = false, _ message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let movie = MovieSummary(
      id: 7, title: title, originalTitle: original, overview: overview, posterPath: nil,
      releaseDate: "2001-02-03", voteAverage: 6.5, voteCount: 1_234,
      genreIDs: Array(genres.keys).sorted())
    for width in widths {
      // The pane's content is its width less the margin column.
      let pane = Rect(x: 59 - width - 1, y: 1, width: width + 1, height: 22)
      if let failure = difference(
        model(movie, posters: posters, genres: genres), pane: pane, underlay: underlay)
      {
        XCTFail("\(message) width \(width)\n\(failure)", file: file, line: line)
        return
      }
    }
  }

  /// One hostile scalar (or sequence) in place of each byte of an ASCII text, in the title, the
  /// original title and the overview: every eight-byte step and every line end meets it.
  func testOneHostileScalarAtEveryPositionGivesTheSameCells() {
    let bytes = Array(Self.base.utf8)
    for hostile in Self.hostile {
      for position in 0...bytes.count {
        var text = String(decoding: bytes[..<position], as: UTF8.self) + hostile
        if position < bytes.count {
          text += String(decoding: bytes[(position + 1)...], as: UTF8.self)
        }
        assertSame(
          title: text, original: position % 3 == 0 ? text + " " : nil, overview: text,
          widths: [1, 2, 3, 5, 8, 9, 16, 36, 37],
          "\(hostile.unicodeScalars.map { String($0.value, radix: 16) }) at \(position)")
        // Between the byte before and the byte at the position, the text's bytes kept.
        let inserted =
          String(decoding: bytes[..<position], as: UTF8.self) + hostile
          + String(decoding: bytes[position...], as: UTF8.self)
        assertSame(
          title: inserted, overview: inserted + "\n" + inserted, genres: [1: inserted, 2: "War"],
          widths: [1, 3, 7, 8, 17, 38],
          "\(hostile.unicodeScalars.map { String($0.value, radix: 16) }) before \(position)")
      }
    }
  }

  /// Lines that fill the pane exactly, end one column short or long, words as long as a line
  /// and longer, spaces at the ends and doubled, at widths of one to four columns and at the
  /// eight-byte steps.
  func testLinesAtTheWidthAndTinyPanesGiveTheSameCells() {
    var texts: [String] = []
    for word in 1...10 {
      let letters = String(repeating: "w", count: word)
      for count in 1...4 {
        let words = Array(repeating: letters, count: count)
        texts.append(words.joined(separator: " "))
        texts.append(words.joined(separator: "  "))
        texts.append(" " + words.joined(separator: " "))
        texts.append(words.joined(separator: " ") + " ")
        texts.append(words.joined(separator: "\n"))
        texts.append(words.joined(separator: " \n "))
        texts.append(words.joined(separator: "\r\n"))
        texts.append(words.joined(separator: "\r"))
        texts.append(words.joined(separator: "\n\n"))
        texts.append(words.joined(separator: "\t"))
      }
    }
    texts += [
      "\n", "\n\n", " ", "\u{A0}", "\r\n", "a\n", "\na", String(repeating: "x", count: 64),
      String(repeating: "xxxxxxx ", count: 8), String(repeating: "千", count: 9),
      "a千 b千 c千", "千a 千 a千", String(repeating: "ab ", count: 20) + "c",
    ]
    for text in texts {
      assertSame(
        title: text, original: "x" + text, overview: text,
        widths: [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 15, 16, 17], text.debugDescription)
      assertSame(
        title: text, overview: text, widths: [3, 8, 21], underlay: true,
        "\(text.debugDescription) over wide graphemes")
    }
  }

  /// Random text of printable ASCII with now and then a hostile scalar, at random widths:
  /// the general shape of every case above, mixed.
  func testRandomASCIIWithHostileScalarsGivesTheSameCells() {
    var generator = SeededGenerator(seed: 909)
    let letters = Array("abcdefgh  ijk.,;'\"-")
    for round in 0..<1_500 {
      func random(_ range: ClosedRange<Int>) -> String {
        var text = ""
        for _ in 0..<Int.random(in: range, using: &generator) {
          if Int.random(in: 0..<12, using: &generator) == 0 {
            text += Self.hostile.randomElement(using: &generator)!
          } else {
            text.append(letters.randomElement(using: &generator)!)
          }
        }
        return text
      }
      let title = random(0...30)
      assertSame(
        title: title, original: round % 4 == 0 ? random(0...12) : nil, overview: random(0...120),
        genres: [1: random(0...10), 2: "Science Fiction"],
        widths: [Int.random(in: 1...40, using: &generator)], posters: round % 5 == 0,
        underlay: round % 7 == 0, "round \(round) title \(title.debugDescription)")
    }
  }

  /// The poster placeholder's initials read from the bytes are the initials, whatever scalar
  /// comes at whichever place of the title's first words.
  func testQuickInitialsWithAHostileScalarAnywhere() {
    let words = ["ab cd", "a b", "'x' 9z", "ab", "Ωa b"]
    for base in words {
      let bytes = Array(base.utf8)
      for hostile in Self.hostile {
        for position in 0...bytes.count {
          let title =
            String(decoding: bytes[..<position], as: UTF8.self) + hostile
            + String(decoding: bytes[position...], as: UTF8.self)
          XCTAssertEqual(
            PosterPlaceholder.quickInitials(of: title), PosterPlaceholder.initials(of: title),
            title.debugDescription)
        }
      }
    }
  }

  /// The eight-bytes-at-a-time checks against reading byte by byte, for every byte value at
  /// every place of texts of 1–25 bytes (every lane of the steps and of the tail), and two
  /// spaces together at every place: carries and borrows between lanes must mark nothing
  /// wrongly and miss nothing.
  func testEveryByteAtEveryPlaceIsFoundAsEachByteSays() {
    func reference(_ bytes: ArraySlice<UInt8>, printable: Bool) -> Bool {
      bytes.first != 0x20 && bytes.last != 0x20
        && bytes.allSatisfy { printable ? $0 >= 0x20 && $0 < 0x7F : $0 < 0x80 }
        && !zip(bytes, bytes.dropFirst()).contains { $0 == 0x20 && $1 == 0x20 }
    }
    for length in 1...25 {
      let clean = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
      var variants: [[UInt8]] = []
      for position in 0..<length {
        for byte in UInt8.min...UInt8.max {
          var bytes = clean
          bytes[position] = byte
          variants.append(bytes)
          // The byte beside a space before it, and a space on each side.
          if position > 0 {
            bytes[position - 1] = 0x20
            variants.append(bytes)
          }
          if position + 1 < length {
            bytes[position + 1] = 0x20
            variants.append(bytes)
          }
        }
      }
      for bytes in variants {
        let printable = bytes.withUnsafeBufferPointer {
          DetailLineWriter.isSingleSpacedPrintableASCII($0)
        }
        guard printable == reference(bytes[...], printable: true) else {
          return XCTFail("isSingleSpacedPrintableASCII is \(printable) for \(bytes)")
        }
        for first in [0, 1, 3, 8] where first < bytes.count {
          let ascii = bytes.withUnsafeBufferPointer {
            DetailLineWriter.isSingleSpacedASCII($0, from: first, to: $0.count)
          }
          guard ascii == reference(bytes[first...], printable: false) else {
            return XCTFail("isSingleSpacedASCII is \(ascii) for \(bytes) from \(first)")
          }
        }
      }
    }
  }

  /// Figures a hostile server could send (ratings out of range, infinite or not a number,
  /// vote counts negative or huge, dates that are not dates) give the general path's facts
  /// and rating lines, at every width.
  func testHostileFiguresGiveTheSameCells() {
    let averages: [Double?] = [
      nil, 0, -0.0, -1, 1e-300, .leastNonzeroMagnitude, 0.049, 0.05, 0.95, 9.949, 9.95, 9.9999,
      10, 10.04, 11, 1e308, .infinity, -.infinity, .nan,
    ]
    let counts: [Int?] = [nil, .min, -1, 0, 1, 999, 1_000, 999_999, 1_000_000, .max]
    let dates: [String?] = [
      nil, "", "1", "abcd", "0000-00-00", "1800-12-31", "1801", "99999-1", "٢٠٠١-٠١-٠١",
      "2001-01-01T00", "2001\u{301}-01", "20\u{0}1-01-01", "2001\u{1B}[2J", "-2001", " 2001",
    ]
    let genres = [1: "Action", 2: "\u{1B}]0;x\u{7}", 3: "  ", 4: "千", 5: "a\u{301}", 6: "Drama"]
    var round = 0
    for average in averages {
      for count in counts {
        round += 1
        let date = dates[round % dates.count]
        let movie = MovieSummary(
          id: round, title: "Title", overview: "Overview.", posterPath: nil, releaseDate: date,
          voteAverage: average, voteCount: count,
          genreIDs: [[1], [2, 1], [3], [4, 5], [1, 6, 2, 4, 5], []][round % 6])
        for width in [1, 3, 8, 14, 40] {
          let pane = Rect(x: 59 - width - 1, y: 1, width: width + 1, height: 22)
          if let failure = difference(
            model(movie, posters: false, watchlist: round % 2 == 0, genres: genres), pane: pane)
          {
            return XCTFail(
              "average \(String(describing: average)) count \(String(describing: count)) date "
                + "\(String(describing: date)) width \(width)\n\(failure)")
          }
        }
      }
    }
  }
}
