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

  /// The same table as one page prints, with a heading for the whole span.
  public static func table(
    _ span: PageSpan, heading: String, width: Int = 80, language: ScreenLanguage = .english
  ) -> String {
    let words = { (message: Message) in language.text(message) }
    let format = language.format
    // Numbers that name pages and counts ungrouped, as the one-page table prints them.
    let pages = words(
      span.pages.count == 1
        ? Message(.printedPagesOne, ["page": .number(span.pages.lowerBound)])
        : Message(
          .printedPagesRange,
          ["first": .number(span.pages.lowerBound), "last": .number(span.pages.upperBound)]))
    let heading = Sanitizer.singleLine(heading)
    guard !span.results.isEmpty else {
      // An empty list, or pages past its end or empty ones: no "pages 5 of 1 · 0 of 15", just
      // which pages (when the list has any) gave nothing.
      let parts = span.totalResults > 0 ? [heading, pages] : [heading]
      return TextLayout.truncate(
        (parts + [words(Message(.printedNoResults))]).joined(separator: " · "), toWidth: width)
        + "\n"
    }
    var summary = words(
      Message(
        .printedPagesHeading,
        [
          "heading": .text(heading), "pages": .text(pages),
          // Pages that held films are there, whatever TMDB's count of pages says.
          "total": .number(max(span.totalPages, span.pages.upperBound)),
          "shown": .number(span.results.count),
          "results": .number(max(span.totalResults, span.results.count)),
        ]))
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
        PrintedList.row(
          id: String(movie.id), title: PrintedList.displayTitle(movie, language: language),
          year: movie.year.map(format.number) ?? "—",
          rating: format.digits(PrintedList.rating(movie.voteAverage, votes: movie.voteCount))
            .replacingOccurrences(of: ".", with: format.decimalSeparator),
          idWidth: idWidth, titleWidth: titleWidth))
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
