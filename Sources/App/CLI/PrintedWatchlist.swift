import Foundation
import Library
import Screen

/// The readable table `reel watchlist` prints, fitting 80 columns like `PrintedList`. An
/// unknown year, rating or date added is "—".
public enum PrintedWatchlist {
  public static func render(_ entries: [WatchlistEntry], sort: WatchlistSort, width: Int = 80)
    -> String
  {
    guard !entries.isEmpty else {
      return "The watchlist is empty. Add a movie with `reel watchlist add ID` or `w` in the "
        + "browser.\n"
    }
    let idWidth = max(2, entries.map { String($0.movieID).count }.max() ?? 2)
    // id, title, year (4), rating (4), added (10), two spaces between each
    let titleWidth = max(width - idWidth - 4 - 4 - 10 - 8, 10)
    let count = entries.count == 1 ? "1 movie" : "\(entries.count) movies"
    var lines = ["Watchlist · \(count) · by \(sortName(sort))"]
    lines.append(
      row(["ID", "TITLE", "YEAR", "RATE", "ADDED"], idWidth: idWidth, titleWidth: titleWidth))
    let day = Date.ISO8601FormatStyle(timeZone: .current).year().month().day()
    for entry in entries {
      let title = Sanitizer.singleLine(entry.title)
      let cells = [
        String(entry.movieID), title.isEmpty ? "(untitled)" : title,
        entry.year.map(String.init) ?? "—",
        // 0 means "no votes yet" at TMDB (unreleased films), never a real rating.
        PrintedList.rating(entry.voteAverage, votes: nil),
        entry.addedAt?.formatted(day) ?? "—",
      ]
      lines.append(row(cells, idWidth: idWidth, titleWidth: titleWidth))
      if let note = entry.note.map(Sanitizer.singleLine), !note.isEmpty {
        let indent = String(repeating: " ", count: idWidth + 2)
        lines.append(
          indent + TextLayout.truncate("note: \(note)", toWidth: width - idWidth - 2))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// “Title” (Year), or “Title” when the year is unknown.
  public static func name(title: String, year: Int?) -> String {
    let clean = Sanitizer.singleLine(title)
    let quoted = "\u{201C}\(clean.isEmpty ? "Untitled" : clean)\u{201D}"
    return year.map { "\(quoted) (\($0))" } ?? quoted
  }

  private static func sortName(_ sort: WatchlistSort) -> String {
    switch sort {
    case .added: "date added"
    case .title: "title"
    case .year: "year"
    case .rating: "rating"
    }
  }

  private static func row(_ cells: [String], idWidth: Int, titleWidth: Int) -> String {
    let padded = [
      TextLayout.pad(cells[0], toWidth: idWidth, alignment: .trailing),
      TextLayout.pad(TextLayout.truncate(cells[1], toWidth: titleWidth), toWidth: titleWidth),
      TextLayout.pad(cells[2], toWidth: 4),
      TextLayout.pad(cells[3], toWidth: 4, alignment: .trailing),
      TextLayout.pad(cells[4], toWidth: 10),
    ]
    let line = padded.joined(separator: "  ")
    return String(line.reversed().drop { $0 == " " }.reversed())
  }
}
