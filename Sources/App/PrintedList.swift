import Foundation
import Screen
import TMDB

/// The readable table `reel search` and `reel list` print: fits the width, cuts by display
/// width, and passes every string from TMDB through the sanitiser first.
public enum PrintedList {
  public static func render(_ page: MoviePage, heading: String, width: Int = 80) -> String {
    let idWidth = max(2, page.results.map { String($0.id).count }.max() ?? 2)
    // id, two spaces, title, two spaces, year (4), two spaces, rating (4)
    let titleWidth = max(width - idWidth - 4 - 2 - 4 - 2 - 2, 10)
    var lines: [String] = []
    let range: String
    if page.results.isEmpty {
      range = "no results"
    } else {
      let first = (page.page - 1) * MoviePage.pageSize + 1
      range = "\(first)–\(first + page.results.count - 1) of \(page.totalResults)"
    }
    lines.append(
      TextLayout.truncate(
        "\(Sanitizer.singleLine(heading)) · page \(page.page) of \(page.totalPages) · \(range)",
        toWidth: width))
    guard !page.results.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines.append(
      row(
        id: "ID", title: "TITLE", year: "YEAR", rating: "RATE", idWidth: idWidth,
        titleWidth: titleWidth))
    for movie in page.results {
      lines.append(
        row(
          id: String(movie.id), title: displayTitle(movie),
          year: movie.year.map(String.init) ?? "—",
          rating: rating(movie.voteAverage, votes: movie.voteCount), idWidth: idWidth,
          titleWidth: titleWidth))
    }
    if !page.dropped.isEmpty {
      lines.append("(\(page.dropped.items + page.dropped.fields) unreadable entries skipped)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Title, with the original title in brackets when it differs and there is room.
  static func displayTitle(_ movie: MovieSummary) -> String {
    let title = Sanitizer.singleLine(movie.title)
    let shown = title.isEmpty ? "(untitled)" : title
    guard let original = movie.originalTitle.map(Sanitizer.singleLine), !original.isEmpty,
      original != title
    else { return shown }
    return "\(shown) (\(original))"
  }

  static func rating(_ average: Double?, votes: Int?) -> String {
    guard let average, (votes ?? 1) > 0 else { return "—" }
    return String(format: "%.1f", average)
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
