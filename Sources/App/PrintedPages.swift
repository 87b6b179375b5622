import Foundation
import Screen
import TMDB

/// What `reel list|search --pages` prints: one table, one JSON document, or one JSON line per
/// movie. Movie fields keep TMDB's names, so scripts written against TMDB read them as is.
public enum PrintedPages {
  /// One JSON document, keys sorted:
  ///
  ///     { "page_range": {"first": 1, "last": 50}, "complete": true,
  ///       "total_pages": 500, "total_results": 10000, "duplicates_dropped": 2,
  ///       "results": [ …TMDB's movie objects, every page's in order… ],
  ///       "dates": {…} (now-playing and upcoming), "failed_page": 7 (only when incomplete) }
  ///
  /// Through `JSONOutput.encode`, as every `--json` is: characters that would steer or hide
  /// text in a terminal are written as `\u` escapes.
  public static func json(_ span: PageSpan) throws -> Data {
    try JSONOutput.encode(Document(span))
  }

  /// One movie a line, compact, for `jq`; nothing else on stdout. Escaped as `json` is.
  public static func jsonLines(_ span: PageSpan) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var data = Data()
    for movie in span.results {
      data.append(JSONOutput.escapingInvisibles(try encoder.encode(movie)))
      data.append(UInt8(ascii: "\n"))
    }
    return data
  }

  /// The heading of the span, in the single-page table's words: a span of one page is headed
  /// exactly as `reel list`/`reel search` without `--pages` heads that page ("Popular · page 1
  /// of 12 · 1–20 of 227"), and a longer one names its pages and the places its films hold in
  /// the list ("Popular · pages 1–3 of 12 · 1–60 of 227"); repeats skipped are still places.
  static func heading(
    _ span: PageSpan, _ heading: String, words: (Message) -> String, format: LanguageFormat
  ) -> String {
    let count = span.results.count + span.duplicatesDropped
    if span.pages.count == 1 {
      return PrintedList.pageHeading(
        heading, page: span.pages.lowerBound, totalPages: span.totalPages,
        totalResults: span.totalResults, count: span.results.isEmpty ? 0 : count, words: words)
    }
    let pages = words(
      Message(
        .printedPagesRange,
        ["first": .number(span.pages.lowerBound), "last": .number(span.pages.upperBound)]))
    guard !span.results.isEmpty else {
      // Pages past the list's end or empty ones: which pages gave nothing.
      return [heading, pages, words(Message(.printedNoResults))].joined(separator: " · ")
    }
    let first = (span.pages.lowerBound - 1) * MoviePage.pageSize + 1
    let last = first + count - 1
    return words(
      Message(
        .printedPagesHeading,
        [
          "heading": .text(heading), "pages": .text(pages),
          // Pages that held films are there, whatever TMDB's count of pages says.
          "total": .number(max(span.totalPages, span.pages.upperBound)),
          // The places as the one-page table's range writes them: "1–60".
          "shown": .text(format.number(first) + "–" + format.number(last)),
          "results": .number(max(span.totalResults, last)),
        ]))
  }

  /// The same table as one page prints, with a heading for the whole span.
  public static func table(
    _ span: PageSpan, heading: String, width: Int = 80, language: ScreenLanguage = .english
  ) -> String {
    let words = { (message: Message) in language.text(message) }
    let format = language.format
    let heading = Sanitizer.singleLine(heading)
    var summary = Self.heading(span, heading, words: words, format: format)
    guard !span.results.isEmpty else {
      return TextLayout.truncate(summary, toWidth: width) + "\n"
    }
    if span.duplicatesDropped > 0 {
      summary +=
        " · " + words(Message(.printedRepeatedSkipped, ["count": .number(span.duplicatesDropped)]))
    }
    var lines = [TextLayout.truncate(summary, toWidth: width)]
    let idWidth = max(2, span.results.map { String($0.id).count }.max() ?? 2)
    let titleWidth = max(width - idWidth - 4 - 2 - 4 - 2 - 2, 10)
    lines.append(
      PrintedList.row(
        id: words(Message(.printedColumnID)), title: words(Message(.printedColumnTitle)),
        year: words(Message(.printedColumnYear)), rating: words(Message(.printedColumnRating)),
        idWidth: idWidth, titleWidth: titleWidth))
    for movie in span.results {
      lines.append(
        PrintedList.movieRow(movie, language: language, idWidth: idWidth, titleWidth: titleWidth))
    }
    lines += PrintedList.droppedLines(span.dropped, words: words)
    return lines.joined(separator: "\n") + "\n"
  }

  private struct Document: Encodable {
    struct Range: Encodable {
      var first: Int
      var last: Int
    }
    var pageRange: Range
    var complete: Bool
    var failedPage: Int?
    var totalPages: Int
    var totalResults: Int
    var duplicatesDropped: Int
    var results: [MovieSummary]
    var dates: DateRange?

    init(_ span: PageSpan) {
      pageRange = Range(first: span.pages.lowerBound, last: span.pages.upperBound)
      complete = span.isComplete
      failedPage = span.failure?.page
      totalPages = span.totalPages
      totalResults = span.totalResults
      duplicatesDropped = span.duplicatesDropped
      results = span.results
      dates = span.dates
    }

    enum CodingKeys: String, CodingKey {
      case complete, results, dates
      case pageRange = "page_range"
      case failedPage = "failed_page"
      case totalPages = "total_pages"
      case totalResults = "total_results"
      case duplicatesDropped = "duplicates_dropped"
    }
  }
}
