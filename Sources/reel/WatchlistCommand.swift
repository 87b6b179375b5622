import App
import ArgumentParser
import Foundation
import Library
import Screen
import TMDB

extension WatchlistSort: ExpressibleByArgument {}

/// `reel watchlist …`: the watchlist from the command line, on the same database the browser
/// uses (`REEL_WATCHLIST_DB`, else `$XDG_DATA_HOME/reel/library.sqlite`).
struct Watchlist: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Manage the watchlist.",
    discussion: """
      The watchlist lives in $XDG_DATA_HOME/reel/library.sqlite (default \
      ~/.local/share/reel/library.sqlite); REEL_WATCHLIST_DB names another file.
      """,
    subcommands: [
      ListEntries.self, Add.self, Remove.self, Export.self, Import.self,
    ],
    defaultSubcommand: ListEntries.self)

  struct ListEntries: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "Print the watchlist (the default).")

    @OptionGroup var global: GlobalOptions
    @Flag(help: "Print the entries as JSON instead of a table.") var json = false
    @Option(help: "Order: added (newest first), title, year or rating.")
    var sort: WatchlistSort = .added

    func run() async throws {
      let entries = try library { try openWatchlist().entries(sortedBy: sort) }
      if json {
        FileHandle.standardOutput.write(WatchlistDocument.encoded(entries: entries))
      } else {
        print(PrintedWatchlist.render(entries, sort: sort), terminator: "")
      }
    }
  }

  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Look a movie up and add it to the watchlist (adding twice is harmless).")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The TMDB movie id.") var id: Int
    @Option(help: "A note to keep with it (replaces the old note).") var note: String?

    func validate() throws {
      guard id > 0 else { throw ValidationError("a movie id is a positive number") }
    }

    func run() async throws {
      // Open first: a database problem should not cost a network round trip.
      let store = try library { try openWatchlist() }
      let movie = try await global.services().client.details(id: id).summary
      let wasThere = try library { try store.entry(movieID: id) } != nil
      let trimmed = note?.trimmingCharacters(in: .whitespacesAndNewlines)
      try library { try store.add(movie, note: trimmed?.isEmpty == false ? trimmed : nil) }
      let name = PrintedWatchlist.name(title: movie.title, year: movie.year)
      print(wasThere ? "\(name) was already on the watchlist." : "Added \(name).")
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Remove a movie from the watchlist.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The TMDB movie id.") var id: Int

    func validate() throws {
      guard id > 0 else { throw ValidationError("a movie id is a positive number") }
    }

    func run() async throws {
      let store = try library { try openWatchlist() }
      guard let entry = try library({ try store.entry(movieID: id) }) else {
        print("Movie \(id) is not on the watchlist.")
        return
      }
      try library { try store.remove(movieID: id) }
      print("Removed \(PrintedWatchlist.name(title: entry.title, year: entry.year)).")
    }
  }

  struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the whole watchlist as JSON, for a backup or another machine.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      let entries = try library { try openWatchlist().entries(sortedBy: .added) }
      let document = WatchlistDocument(exportedAt: Date(), entries: entries.reversed())
      FileHandle.standardOutput.write(document.encoded())
    }
  }

  struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Merge an exported watchlist into this one (harmless to repeat).",
      discussion: """
        The whole file is checked first; if anything is wrong, nothing is imported. A movie \
        already on the watchlist keeps the earlier date and its own note.
        """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The file written by `reel watchlist export` (- for standard input).")
    var file: String

    func run() async throws {
      let data: Data
      if file == "-" {
        data = FileHandle.standardInput.readDataToEndOfFile()
      } else {
        guard let contents = FileManager.default.contents(atPath: file) else {
          throw ReelError("cannot read \(file)")
        }
        data = contents
      }
      let document: WatchlistDocument
      do {
        document = try WatchlistDocument.decode(data)
      } catch {
        throw ReelError("nothing was imported from \(file): \(error.description)")
      }
      let store = try library { try openWatchlist() }
      let result = try library { try store.merge(document.entries) }
      print("Imported \(result.added) new, \(result.alreadyThere) already there.")
    }
  }
}

/// Opens the watchlist database, telling the user on stderr if something had to be done.
private func openWatchlist() throws -> SQLiteWatchlistStore {
  let store = try SQLiteWatchlistStore()
  if let notice = store.notice {
    FileHandle.standardError.write(Data("reel: \(notice)\n".utf8))
  }
  return store
}

/// Runs a library call, turning its errors into the one-line kind `main` prints.
private func library<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as LibraryError {
    throw ReelError(error.message)
  }
}

/// The readable table `reel watchlist` prints, fitting 80 columns like `PrintedList`.
enum PrintedWatchlist {
  static func render(_ entries: [WatchlistEntry], sort: WatchlistSort, width: Int = 80) -> String {
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
        entry.voteAverage.flatMap { $0 > 0 ? String(format: "%.1f", $0) : nil } ?? "—",
        entry.addedAt.formatted(day),
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
  static func name(title: String, year: Int?) -> String {
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
