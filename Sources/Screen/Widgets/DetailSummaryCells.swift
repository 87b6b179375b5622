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
    model.details == nil && model.movie != nil && model.failure == nil && model.scroll <= 0
      && direction == .leftToRight && !model.words.printing
  }

  /// Lays the summary of `movie` below `writer`'s lines so far.
  func draw(_ movie: MovieSummary, into writer: inout DetailLineWriter, _ buffer: inout Buffer) {
    let words = model.words
    // The heading, as `DetailContent.heading`.
    let cleaned = Self.clean(movie.title)
    let shown = cleaned.isEmpty ? words(.untitled) : cleaned
    writer.paragraph(shown, style: theme.bold, base: cleaned.isEmpty ? nil : .auto, &buffer)
    if let originalTitle = movie.originalTitle {
      let original = Self.clean(originalTitle)
      if !original.isEmpty, original != shown {
        writer.paragraph(original, style: theme.dim, base: .auto, &buffer)
      }
    }
    // Year · genres.
    var facts = words.year(movie.year) ?? ""
    var genres = false
    for id in movie.genreIDs {
      guard let name = model.genres[id] else { continue }
      let clean = Self.clean(name)
      if clean.isEmpty { continue }
      if genres {
        facts += words.listSeparator
      } else if !facts.isEmpty {
        facts += " · "
      }
      facts += clean
      genres = true
    }
    writer.paragraph(facts, style: theme.text, base: nil, &buffer)
    ratingLine(movie, into: &writer, &buffer)
    writer.skip()
    if model.isLoading {
      writer.paragraph(words(.loadingDetails), style: theme.dim, base: nil, &buffer)
    }
    writer.skip()
    let overview = Self.cleanOverview(movie.overview ?? "")
    if overview.isEmpty {
      writer.paragraph(words(.noOverview), style: theme.dim, base: nil, &buffer)
    } else {
      writer.paragraph(overview, style: theme.text, base: .auto, &buffer)
    }
  }

  /// `DetailContent.ratingLine`: "7.8/10 (1,234 votes) · on your watchlist", the rating in
  /// the accent colour; wrapped plain when it does not fit.
  private func ratingLine(
    _ movie: MovieSummary, into writer: inout DetailLineWriter, _ buffer: inout Buffer
  ) {
    let words = model.words
    let rating = words.rating(average: movie.voteAverage, count: movie.voteCount)
    let outOf = rating == nil ? "" : "/" + words.format.number(10)
    var votes = ""
    if rating != nil, let count = movie.voteCount, count > 0 {
      votes = " (" + Self.votes(count, words: words) + ")"
    }
    let watchlist = model.onWatchlist ? " · " + words(.onYourWatchlist) : ""
    let first = rating ?? words(.noRatingsYet)
    let pieces = [first, outOf, votes, watchlist]
    guard pieces.allSatisfy(Self.isLoneSingleColumn) else {
      let content = DetailContent(model: model, theme: theme, width: writer.width)
      writer.put(
        content.ratingLine(average: movie.voteAverage, count: movie.voteCount, id: movie.id),
        &buffer)
      return
    }
    let lineWidth = pieces.reduce(0) { $0 + DetailLineWriter.columns(of: $1) }
    guard lineWidth <= writer.width else {
      writer.paragraph(pieces.joined(), style: theme.text, base: nil, &buffer)
      return
    }
    writer.append(first, style: rating == nil ? theme.dim : theme.accent, &buffer)
    writer.append(outOf, style: theme.dim, &buffer)
    writer.append(votes, style: theme.dim, &buffer)
    writer.append(watchlist, style: theme.accent, &buffer)
    writer.endLine(&buffer)
  }

  /// `words(.votes(count))` without the message's dictionary: the language's form for the
  /// count, its `{count}` filled as a count is.
  static func votes(_ count: Int, words: Words) -> String {
    guard case .plural(let name, let forms) = words.language.template(for: .votes) else {
      return words(.votes(count))
    }
    let category = PluralCategory.of(count, language: words.language.strings.language)
    let form = forms[category] ?? forms[.other] ?? ""
    return MessageFormatter.fill(form) { $0 == name ? words.format.count(count) : nil }
  }

  // MARK: Clean text

  /// `MovieFormatting.clean(text)`, answered from the bytes when the text is already clean.
  static func clean(_ text: String) -> String {
    isClean(text) ? text : MovieFormatting.clean(text)
  }

  /// `Sanitizer.multiLine(text).trimmingWhitespace()`, answered from the bytes when the text
  /// is already so: lone single or wide columns and line feeds, no white space at either end.
  static func cleanOverview(_ text: String) -> String {
    var bytes = text
    let clean = bytes.withUTF8 { bytes in
      guard let first = bytes.first, let last = bytes.last, first != 0x0A, last != 0x0A,
        DetailLineWriter.isSimpleParagraphs(bytes)
      else { return false }
      return !startsOrEndsWithWhiteSpace(bytes)
    }
    return clean ? text : Sanitizer.multiLine(text).trimmingWhitespace()
  }

  /// Lone single or wide columns, no line feed, no space at either end: the sanitiser keeps
  /// every such scalar (none is a control or a format character), and there is nothing to
  /// trim.
  private static func isClean(_ text: String) -> Bool {
    var bytes = text
    return bytes.withUTF8 { bytes in
      bytes.isEmpty
        || (!bytes.contains(0x0A) && DetailLineWriter.isSimpleParagraphs(bytes)
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

  static func isLoneSingleColumn(_ text: String) -> Bool {
    var bytes = text
    return bytes.withUTF8 { TextLayout.allLoneSingleColumn($0) }
  }
}
