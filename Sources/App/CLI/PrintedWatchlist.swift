import Foundation
import Library
import Screen

/// The readable table `reel watchlist` prints, fitting 80 columns like `PrintedList`. An
/// unknown year, rating or date added is "—".
public enum PrintedWatchlist {
  public static func render(
    _ entries: [WatchlistEntry], sort: WatchlistSort, width: Int = 80,
    language: ScreenLanguage = .english
  ) -> String {
    let words = { (message: Message) in language.text(message) }
    guard !entries.isEmpty else { return words(Message(.watchlistPrintedEmpty)) + "\n" }
    let english = !CommandWords.speaksOwn(language)
    let day = Date.ISO8601FormatStyle(timeZone: .current).year().month().day()
    let rows = entries.map { entry -> (cells: [String], note: String?) in
      let title = Sanitizer.singleLine(entry.title)
      let added = entry.addedAt?.formatted(day)
      let cells = [
        String(entry.movieID), title.isEmpty ? words(Message(.printedUntitled)) : title,
        entry.year.map(language.format.number) ?? "—",
        // 0 means "no votes yet" at TMDB (unreleased films), never a real rating.
        english
          ? PrintedList.rating(entry.voteAverage, votes: nil)
          : language.format.rating(average: entry.voteAverage, votes: nil) ?? "—",
        added.map { english ? $0 : language.date(iso: $0) } ?? "—",
      ]
      return (cells, entry.note.map(Sanitizer.singleLine))
    }
    let header = [
      words(Message(.printedColumnID)), words(Message(.printedColumnTitle)),
      words(Message(.printedColumnYear)), words(Message(.printedColumnRating)),
      words(Message(.watchlistPrintedColumnAdded)),
    ]
    // id, title, year (4), rating (4), added (10), two spaces between each; wider when the
    // language's words or dates are ("2026年11月25日").
    var widths = [2, 0, 4, 4, 10]
    for cells in [header] + rows.map(\.cells) {
      for column in [0, 2, 3, 4] {
        widths[column] = max(widths[column], cells[column].displayWidth)
      }
    }
    widths[1] = max(width - widths[0] - widths[2] - widths[3] - widths[4] - 8, 10)
    let movies = words(Message(.watchlistPrintedMovies, ["count": .count(entries.count)]))
    var lines = [
      words(
        Message(
          .watchlistPrintedHeading,
          ["movies": .text(movies), "order": .message(Message(sortKey(sort)))]))
    ]
    lines.append(row(header, widths: widths))
    for (cells, note) in rows {
      lines.append(row(cells, widths: widths))
      if let note, !note.isEmpty {
        let indent = String(repeating: " ", count: widths[0] + 2)
        lines.append(
          indent
            + TextLayout.truncate(
              words(Message(.watchlistPrintedNote, ["note": .text(note)])),
              toWidth: width - widths[0] - 2))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// “Title” (Year), or “Title” when the year is unknown, as the language quotes a title.
  public static func name(title: String, year: Int?, language: ScreenLanguage = .english)
    -> String
  {
    let clean = Sanitizer.singleLine(title)
    guard CommandWords.speaksOwn(language) else {
      let quoted = "\u{201C}\(clean.isEmpty ? "Untitled" : clean)\u{201D}"
      return year.map { "\(quoted) (\($0))" } ?? quoted
    }
    let shown = clean.isEmpty ? language.text(Message(.untitled)) : clean
    return language.text(
      year.map { Message(.watchlistPrintedName, ["title": .text(shown), "year": .number($0)]) }
        ?? Message(.watchlistPrintedNameNoYear, ["title": .text(shown)]))
  }

  private static func sortKey(_ sort: WatchlistSort) -> MessageKey {
    switch sort {
    case .added: .watchlistPrintedByAdded
    case .title: .watchlistPrintedByTitle
    case .year: .watchlistPrintedByYear
    case .rating: .watchlistPrintedByRating
    }
  }

  private static func row(_ cells: [String], widths: [Int]) -> String {
    let padded = [
      TextLayout.pad(cells[0], toWidth: widths[0], alignment: .trailing),
      TextLayout.pad(TextLayout.truncate(cells[1], toWidth: widths[1]), toWidth: widths[1]),
      TextLayout.pad(cells[2], toWidth: widths[2]),
      TextLayout.pad(cells[3], toWidth: widths[3], alignment: .trailing),
      TextLayout.pad(cells[4], toWidth: widths[4]),
    ]
    let line = padded.joined(separator: "  ")
    return String(line.reversed().drop { $0 == " " }.reversed())
  }
}
