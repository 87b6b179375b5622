import Browser
import TMDB

/// The detail pane of a film before its details arrive (what every `j` shows: a film not
/// shown before), drawn straight into cells: the same cells as `DetailContent.lines(for:)`
/// put by `DetailWidget`, without building its `[StyledLine]`.
///
/// Only for the common case, where the result is easy to see equal: a left-to-right screen,
/// the pane at its top, no failure to word. Each piece of text is laid by `DetailLineWriter`
/// (cells from the bytes for lone single columns, `wrapped` for the rest); text that is
/// already clean (lone single columns, no space at either end) skips the sanitiser, which
/// would return it as it is.
struct DetailSummaryCells {
  let model: DetailModel
  let theme: Theme

  /// Whether the summary can be drawn this way.
  static func applies(to model: DetailModel, direction: TextDirection) -> Bool {
    !model.hasDetails && model.hasMovie && !model.hasFailure && model.scroll <= 0
      && direction == .leftToRight && !model.words.printing
  }

  /// Lays the summary of `movie` below `writer`'s lines so far.
  func draw(_ movie: MovieSummary, into writer: inout DetailLineWriter, _ buffer: inout Buffer) {
    let words = DetailSummaryWords.of(model.words)
    // The heading, as `DetailContent.heading`. Single-spaced printable ASCII, most titles and
    // overviews, is clean as it stands and laid a line of bytes at a time: found so in one
    // look, not by the checks of clean text and then of the writer.
    let shown: String
    if Self.isSingleSpacedPrintableASCII(movie.title) {
      shown = movie.title
      writer.singleSpacedASCIIParagraph(shown, style: theme.bold, &buffer)
    } else {
      let titleIsClean = Self.isClean(movie.title)
      let cleaned = titleIsClean ? movie.title : MovieFormatting.clean(movie.title)
      shown = cleaned.isEmpty ? words.untitled : cleaned
      writer.paragraph(
        shown, style: theme.bold, base: cleaned.isEmpty ? nil : .auto,
        known: titleIsClean && !cleaned.isEmpty, &buffer)
    }
    if let originalTitle = movie.originalTitle {
      let original = Self.clean(originalTitle)
      if !original.isEmpty, original != shown {
        writer.paragraph(original, style: theme.dim, base: .auto, &buffer)
      }
    }
    factsLine(movie, words, into: &writer, &buffer)
    ratingLine(movie, words, into: &writer, &buffer)
    writer.skip()
    if model.isLoading {
      if let columns = words.loadingDetailsColumns, columns <= writer.width {
        // What wrapping gives it: the line as it stands.
        writer.append(words.loadingDetails, style: theme.dim, &buffer)
        writer.endLine(&buffer)
      } else {
        writer.paragraph(words.loadingDetails, style: theme.dim, base: nil, &buffer)
      }
    }
    writer.skip()
    let raw = movie.overview ?? ""
    if Self.isSingleSpacedPrintableASCII(raw) {
      writer.singleSpacedASCIIParagraph(raw, style: theme.text, &buffer)
      return
    }
    let overviewIsClean = Self.isCleanOverview(raw)
    let overview = overviewIsClean ? raw : Sanitizer.multiLine(raw).trimmingWhitespace()
    if overview.isEmpty {
      writer.paragraph(words.noOverview, style: theme.dim, base: nil, &buffer)
    } else {
      writer.paragraph(overview, style: theme.text, base: .auto, known: overviewIsClean, &buffer)
    }
  }

  /// "1999 · Action, Science Fiction": `DetailContent`'s facts line of a list row. Written as
  /// it stands when it fits one line with nothing for wrapping to change (lone columns, no
  /// space at an end or beside another); else joined and wrapped. Written while the genres
  /// are looked up, in one pass: the writer keeps the line until it ends, so a line found not
  /// to be so on the way is dropped and made the general way.
  private func factsLine(
    _ movie: MovieSummary, _ words: DetailSummaryWords, into writer: inout DetailLineWriter,
    _ buffer: inout Buffer
  ) {
    let year = Self.year(of: movie)
    let yearDigits = words.latinDigits ? year.flatMap { $0 >= 0 ? $0 : nil } : nil
    var simple = year == nil || yearDigits != nil
    var columns = 0
    if simple, let yearDigits {
      columns = SummaryNumbers.digitCount(yearDigits)
      simple = columns <= writer.width
      if simple { writer.append(yearDigits, grouped: false, style: theme.text, &buffer) }
    }
    var count = 0
    for id in movie.genreIDs where simple {
      guard let name = model.genres[id] else { continue }
      // A printable ASCII name that is clean and one run of words ("Science Fiction"), nearly
      // every genre's: its columns are its bytes, found in one look.
      let asciiColumns = Self.asciiOneWordRunColumns(name)
      let clean = asciiColumns == nil ? Self.clean(name) : name
      if clean.isEmpty { continue }
      count += 1
      // At most four names are written this way.
      guard count <= 4, let nameColumns = asciiColumns ?? Self.oneWordRunColumns(clean) else {
        simple = false
        break
      }
      let separator = count == 1 ? (year == nil ? "" : " · ") : words.listSeparator
      columns +=
        (count == 1 ? (year == nil ? 0 : 3) : words.listSeparatorColumns) + nameColumns
      guard columns <= writer.width else {
        simple = false
        break
      }
      writer.append(separator, style: theme.text, &buffer)
      writer.append(clean, style: theme.text, &buffer)
    }
    guard simple else {
      writer.discardLine()
      // The general way, as `DetailContent.factsLine` joins it.
      var facts = model.words.year(year) ?? ""
      var first = true
      for id in movie.genreIDs {
        guard let name = model.genres[id] else { continue }
        let clean = Self.clean(name)
        if clean.isEmpty { continue }
        facts += first ? (facts.isEmpty ? "" : " · ") : words.listSeparator
        facts += clean
        first = false
      }
      writer.paragraph(facts, style: theme.text, base: nil, &buffer)
      return
    }
    if columns > 0 { writer.endLine(&buffer) }
  }

  /// The columns of `text` when it is printable ASCII without a space at either end or two
  /// together (so `clean` and `isOneWordRun`, one column a byte); else nil.
  private static func asciiOneWordRunColumns(_ text: String) -> Int? {
    return text.withBorrowedUTF8 { bytes -> Int? in
      guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else {
        return nil
      }
      var previous: UInt8 = 0
      for byte in bytes {
        guard byte >= 0x20, byte < 0x7F, byte != 0x20 || previous != 0x20 else { return nil }
        previous = byte
      }
      return bytes.count
    }
  }

  /// The columns of `text` when `isOneWordRun`; else nil.
  private static func oneWordRunColumns(_ text: String) -> Int? {
    isOneWordRun(text) ? DetailLineWriter.columns(of: text) : nil
  }

  /// Whether wrapping `text` on a line wide enough leaves it as it is: lone single or wide
  /// columns, no space at either end (clean text has none) and no two together.
  private static func isOneWordRun(_ text: String) -> Bool {
    return text.withBorrowedUTF8 { bytes in
      guard DetailLineWriter.isSimpleParagraphs(bytes), !bytes.contains(0x0A) else {
        return false
      }
      var previous: UInt8 = 0
      for byte in bytes {
        if byte == 0x20, previous == 0x20 { return false }
        previous = byte
      }
      return true
    }
  }

  /// `DetailContent.ratingLine`: "7.8/10 (1,234 votes) · on your watchlist", the rating in
  /// the accent colour, written as scalars from the numbers when it fits; else the general
  /// way (wrapped plain).
  private func ratingLine(
    _ movie: MovieSummary, _ words: DetailSummaryWords, into writer: inout DetailLineWriter,
    _ buffer: inout Buffer
  ) {
    var columns = model.onWatchlist ? words.onYourWatchlistColumns : 0
    var simple = words.latinDigits && (!model.onWatchlist || words.onYourWatchlistIsSimple)
    // `LanguageFormat.rating(average:votes:)`: one decimal, half away from zero.
    var tenths: Int?
    if let average = movie.voteAverage, average.isFinite, average > 0, movie.voteCount ?? 1 > 0 {
      tenths = Int((min(average, 10).magnitude * 10).rounded(.toNearestOrAwayFromZero))
    }
    var votes: (form: DetailSummaryWords.VotesForm, count: Int)?
    if let tenths {
      columns += SummaryNumbers.digitCount(tenths / 10) + 2
      columns += words.outOfTenColumns
      simple = simple && words.outOfTenIsSimple
      if let count = movie.voteCount, count > 0 {
        if let form = words.votes(count) {
          votes = (form, count)
          columns += 3 + form.columns + SummaryNumbers.countColumns(count)
        } else {
          simple = false
        }
      }
    } else {
      columns += words.noRatingsYetColumns
      simple = simple && words.noRatingsYetIsSimple
    }
    guard simple, columns <= writer.width else {
      let content = DetailContent(model: model, theme: theme, width: writer.width)
      writer.put(
        content.ratingLine(average: movie.voteAverage, count: movie.voteCount, id: movie.id),
        &buffer)
      return
    }
    if let tenths {
      writer.append(tenths / 10, grouped: false, style: theme.accent, &buffer)
      writer.append(".", style: theme.accent, &buffer)
      writer.append(tenths % 10, grouped: false, style: theme.accent, &buffer)
      writer.append(words.outOfTen, style: theme.dim, &buffer)
      if let (form, count) = votes {
        writer.append(form.opening, style: theme.dim, &buffer)
        writer.append(count, grouped: true, style: theme.dim, &buffer)
        writer.append(form.closing, style: theme.dim, &buffer)
      }
    } else {
      writer.append(words.noRatingsYet, style: theme.dim, &buffer)
    }
    if model.onWatchlist { writer.append(words.onYourWatchlist, style: theme.accent, &buffer) }
    writer.endLine(&buffer)
  }

  /// `movie.year` (`MovieSummary.year(of:)`: the date's first four characters as a number
  /// after 1800), read from the bytes when the date starts with four ASCII digits and the
  /// fifth byte, if any, is ASCII too (so the fourth digit is a character of its own): without
  /// counting the date's characters and parsing a substring.
  static func year(of movie: MovieSummary) -> Int? {
    guard let date = movie.releaseDate else { return nil }
    let quick: Int?? = date.withBorrowedUTF8 { bytes in
      guard bytes.count >= 4, bytes.count == 4 || bytes[4] < 0x80 else { return nil }
      var value = 0
      for index in 0..<4 {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      return .some(value > 1800 ? value : nil)
    }
    return quick ?? movie.year
  }

  // MARK: Clean text

  /// `MovieFormatting.clean(text)`, answered from the bytes when the text is already clean.
  static func clean(_ text: String) -> String {
    isClean(text) ? text : MovieFormatting.clean(text)
  }

  /// Whether `Sanitizer.multiLine(text).trimmingWhitespace()` is `text` itself, answered from
  /// the bytes: lone single or wide columns and line feeds, no white space at either end; and
  /// (as `DetailLineWriter.paragraph` is told it is `known` so) that the fast path wraps it
  /// as `TextLayout.wrap` does. A no only costs the general way's time.
  static func isCleanOverview(_ text: String) -> Bool {
    return text.withBorrowedUTF8 { bytes in
      guard let first = bytes.first, let last = bytes.last, first != 0x0A, last != 0x0A,
        DetailLineWriter.isSimpleParagraphs(bytes, breakingAsWrapDoes: true)
      else { return false }
      return !startsOrEndsWithWhiteSpace(bytes)
    }
  }

  /// Lone single or wide columns, no line feed, no space at either end: the sanitiser keeps
  /// every such scalar (none is a control or a format character), and there is nothing to
  /// trim. Also, as for `isCleanOverview`, the fast path wraps it as `TextLayout.wrap` does.
  static func isClean(_ text: String) -> Bool {
    return text.withBorrowedUTF8 { bytes in
      bytes.isEmpty
        || (!bytes.contains(0x0A)
          && DetailLineWriter.isSimpleParagraphs(bytes, breakingAsWrapDoes: true)
          && !startsOrEndsWithWhiteSpace(bytes))
    }
  }

  /// Whether the first or last scalar is a space or a no-break space (the white space among
  /// the lone single columns).
  private static func startsOrEndsWithWhiteSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last else { return false }
    if first == 0x20 || last == 0x20 { return true }
    // U+00A0 is C2 A0.
    if first == 0xC2, bytes.count > 1, bytes[1] == 0xA0 { return true }
    return bytes.count > 1 && bytes[bytes.count - 2] == 0xC2 && last == 0xA0
  }

  /// `DetailLineWriter.isSingleSpacedPrintableASCII` of the text's bytes.
  static func isSingleSpacedPrintableASCII(_ text: String) -> Bool {
    return text.withBorrowedUTF8 { DetailLineWriter.isSingleSpacedPrintableASCII($0) }
  }

  /// Lone single or wide columns, no line feed: what `DetailLineWriter.append` writes.
  static func isSimpleLine(_ text: String) -> Bool {
    return text.withBorrowedUTF8 { !$0.contains(0x0A) && DetailLineWriter.isSimpleParagraphs($0) }
  }
}
