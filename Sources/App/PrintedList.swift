import Foundation
import Screen
import TMDB

/// The readable table `reel search` and `reel list` print: fits the width, cuts by display
/// width, and passes every string from TMDB through the sanitiser first.
public enum PrintedList {
  public static func render(
    _ page: MoviePage, heading: String, width: Int = 80, language: ScreenLanguage = .english
  ) -> String {
    let words = { (message: Message) in language.text(message) }
    let idWidth = max(2, page.results.map { String($0.id).count }.max() ?? 2)
    // id, two spaces, title, two spaces, year (4), two spaces, rating (4)
    let titleWidth = max(width - idWidth - 4 - 2 - 4 - 2 - 2, 10)
    var lines: [String] = []
    let headingLine = Self.pageHeading(
      heading, page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
      count: page.results.count, words: words)
    lines.append(TextLayout.truncate(headingLine, toWidth: width))
    guard !page.results.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines.append(
      row(
        id: words(Message(.printedColumnID)), title: words(Message(.printedColumnTitle)),
        year: words(Message(.printedColumnYear)), rating: words(Message(.printedColumnRating)),
        idWidth: idWidth, titleWidth: titleWidth))
    for movie in page.results {
      lines.append(
        movieRow(movie, language: language, idWidth: idWidth, titleWidth: titleWidth))
    }
    lines += PrintedList.droppedLines(page.dropped, words: words)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The heading of one page's table, movies or people: "Popular · page 2 of 9 · 21–40 of
  /// 180", or "Popular · no results" for a list with nothing in it. `reel list|search --pages`
  /// heads a span of one page with this too, so the two print the same line.
  static func pageHeading(
    _ heading: String, page: Int, totalPages: Int, totalResults: Int, count: Int,
    words: (Message) -> String
  ) -> String {
    guard count > 0 else {
      // An empty list: which page of nothing is not worth saying.
      if totalResults == 0, page == 1 {
        return [heading, words(Message(.printedNoResults))].joined(separator: " · ")
      }
      return headingLine(
        heading, page: page, of: totalPages, range: words(Message(.printedNoResults)),
        isEmpty: true, words: words)
    }
    let first = (page - 1) * MoviePage.pageSize + 1
    return headingLine(
      heading, page: page, of: totalPages,
      range: range(first: first, last: first + count - 1, total: totalResults, words: words),
      isEmpty: false, words: words)
  }

  /// "21–40 of 180", ungrouped, as Reel has always printed them; never a total below the last
  /// entry listed, whatever TMDB's total says.
  static func range(first: Int, last: Int, total: Int, words: (Message) -> String) -> String {
    words(
      Message(
        .printedRange,
        ["first": .number(first), "last": .number(last), "total": .number(max(total, last))]))
  }

  /// "Popular · page 2 of 9 · 21–40 of 180": never a page count below the page shown. A page
  /// past the list's last one (TMDB answers those empty) is named without a count, as "page 2
  /// of 1" would contradict itself; a page with rows is there, whatever TMDB's count says.
  static func headingLine(
    _ heading: String, page: Int, of totalPages: Int, range: String, isEmpty: Bool,
    words: (Message) -> String
  ) -> String {
    if isEmpty, page > totalPages {
      let named = words(Message(.printedPagesOne, ["page": .number(page)]))
      return [heading, named, range].joined(separator: " · ")
    }
    return words(
      Message(
        .printedListHeading,
        [
          "heading": .text(heading), "page": .number(page),
          "pages": .number(max(totalPages, page)), "range": .text(range),
        ]))
  }

  /// Title, with the original title in brackets when it differs and there is room.
  /// Under a table: entries of the page that could not be read and were skipped, and values
  /// (a rating, a date) that could not be read and were left out of the rows shown.
  static func droppedLines(_ dropped: DropCounts, words: (Message) -> String) -> [String] {
    var lines: [String] = []
    if dropped.items > 0 { lines.append(words(.printedUnreadableSkipped(count: dropped.items))) }
    if dropped.fields > 0 { lines.append(words(.printedUnreadableLeftOut(count: dropped.fields))) }
    return lines
  }

  static func displayTitle(_ movie: MovieSummary, language: ScreenLanguage = .english) -> String {
    let title = Sanitizer.singleLine(movie.title)
    let shown = title.isEmpty ? language.text(Message(.printedUntitled)) : title
    guard let original = movie.originalTitle.map(Sanitizer.singleLine), !original.isEmpty,
      original != title
    else { return shown }
    return "\(shown) (\(original))"
  }

  /// A rating in ASCII digits, or "—" when nobody has voted: the same rule as the screen's.
  static func rating(_ average: Double?, votes: Int?) -> String {
    LanguageFormat(LanguageTag(language: "en", region: nil)).rating(average: average, votes: votes)
      ?? "—"
  }

  /// One film's row, the same in `reel list` and `reel list --pages`.
  static func movieRow(
    _ movie: MovieSummary, language: ScreenLanguage, idWidth: Int, titleWidth: Int
  ) -> String {
    let format = language.format
    return row(
      id: String(movie.id), title: displayTitle(movie, language: language),
      year: movie.year.map(format.number) ?? "—",
      rating: format.rating(average: movie.voteAverage, votes: movie.voteCount) ?? "—",
      idWidth: idWidth, titleWidth: titleWidth)
  }

  static func row(
    id: String, title: String, year: String, rating: String, idWidth: Int, titleWidth: Int
  ) -> String {
    let cells = [
      TextLayout.pad(id, toWidth: idWidth, alignment: .trailing),
      TextLayout.pad(TextLayout.truncate(title, toWidth: titleWidth), toWidth: titleWidth),
      TextLayout.pad(year, toWidth: 4),
      TextLayout.pad(rating, toWidth: 4, alignment: .trailing),
    ]
    let line = cells.joined(separator: "  ")
    return String(line.reversed().drop { $0 == " " }.reversed())
  }
}
