import Browser
import Foundation
import Library
import Screen

/// `reel watchlist …` once parsed: the same database the browser uses (`REEL_WATCHLIST_DB`, else
/// `$XDG_DATA_HOME/reel/library.sqlite`), output through the checked writer.
public enum WatchlistCommands {
  /// The orders `--sort` accepts.
  public static var sortNames: [String] { WatchlistSort.allCases.map(\.rawValue) }

  /// The largest import read: an export takes about 300 bytes a movie, so this holds some
  /// 200,000 movies; past it, a file or standard input is refused before it can exhaust memory.
  public static let maximumImportBytes = 64 * 1024 * 1024

  public static func list(sort: String, json: Bool, language: ScreenLanguage = .english) throws {
    let order = WatchlistSort(rawValue: sort) ?? .added
    // Reading needs no write access: a read-only file, or one another program is writing to,
    // can still be listed.
    let entries = try library(in: language) {
      try openWatchlist(.readOnly, language: language).entries(sortedBy: order)
    }
    if json {
      try OutputWriter.standardOutput.write(
        JSONOutput.escapingInvisibles(WatchlistDocument.encoded(entries: entries)))
    } else {
      try OutputWriter.standardOutput.write(
        PrintedWatchlist.render(entries, sort: order, language: language))
    }
  }

  public static func add(_ id: Int, note: String?, services: Services) async throws {
    // Open first: a database problem should not cost a network round trip.
    let language = services.language.language
    let store = try library(in: language) { try openWatchlist(.readWrite, language: language) }
    let movie = try await services.client.details(id: id).summary
    let before = try library(in: language) { try store.entry(movieID: id) }
    // `--note ""` clears the note, as an emptied note in the browser does; no --note keeps it.
    // Kept as the browser's note field keeps it: one line, nothing unseen.
    let trimmed = note.map(BrowserState.oneLine)?.trimmingCharacters(in: .whitespacesAndNewlines)
    try library(in: language) { try store.add(movie, note: trimmed) }
    let name = PrintedWatchlist.name(title: movie.title, year: movie.year, language: language)
    func say(_ message: Message, english: String) throws {
      try CommandOutput.say(CommandWords.say(message, english: english, in: language))
    }
    guard let before else {
      return try say(
        Message(.watchlistPrintedAdded, ["name": .text(name)]), english: "Added \(name).")
    }
    // A note given for a film already there replaces its note: said, or it looked lost.
    let old = before.note ?? ""
    switch trimmed {
    case let new? where new != old && new.isEmpty:
      try say(
        Message(.watchlistPrintedNoteRemoved, ["name": .text(name)]),
        english: "\(name) was already on the watchlist; its note is removed.")
    case let new? where new != old:
      try say(
        Message(.watchlistPrintedNoteNow, ["name": .text(name), "note": .text(Self.echoed(new))]),
        english: "\(name) was already on the watchlist; its note is now “\(Self.echoed(new))”.")
    default:
      try say(
        Message(.watchlistPrintedAlreadyThere, ["name": .text(name)]),
        english: "\(name) was already on the watchlist.")
    }
  }

  /// A note said back in one line, cut as `watchlist list` cuts it (a note of 100 KB was
  /// echoed whole).
  static func echoed(_ note: String) -> String {
    let line = TerminalText.oneLine(note)
    return line.count > 60 ? line.prefix(60) + "…" : line
  }

  /// Removes movie `id`. An id TMDB never gives (0, negative, past Int32) is refused, unless a
  /// damaged row holds it: `watchlist list` shows such rows, and this is how they go.
  public static func remove(_ id: Int, language: ScreenLanguage = .english) throws {
    let store = try library(in: language) { try openWatchlist(.readWrite, language: language) }
    guard let entry = try library(in: language, { try store.entry(movieID: id) }) else {
      if let problem = idProblem(String(id), kind: "movie") { throw ReelError.usage(problem) }
      try CommandOutput.say(
        CommandWords.say(
          Message(.watchlistPrintedNotThere, ["id": .number(id)]),
          english: "Movie \(id) is not on the watchlist.", in: language))
      return
    }
    try library(in: language) { try store.remove(movieID: id) }
    let name = PrintedWatchlist.name(title: entry.title, year: entry.year, language: language)
    try CommandOutput.say(
      CommandWords.say(
        Message(.watchlistPrintedRemoved, ["name": .text(name)]), english: "Removed \(name).",
        in: language))
  }

  /// The language is the command line's (`--language`, config.toml's, the locale): it is only
  /// for what goes wrong.
  public static func export(language: ScreenLanguage = CommandWords.commandLineLanguage) throws {
    let entries = try library(in: language) {
      try openWatchlist(.readOnly, language: language).entries(sortedBy: .added)
    }
    let document = WatchlistDocument(exportedAt: Date(), entries: entries.reversed())
    try OutputWriter.standardOutput.write(JSONOutput.escapingInvisibles(document.encoded()))
  }

  /// Imports the file at `path` (`-` for standard input), read whole but never past
  /// `maximumImportBytes`.
  public static func importFile(_ path: String, language: ScreenLanguage = .english) throws {
    let data = try BoundedReader.read(
      path == "-" ? nil : path, limit: maximumImportBytes, for: .watchlistImport,
      language: language)
    let document: WatchlistDocument
    do {
      document = try WatchlistDocument.decode(data)
    } catch {
      throw ReelError(ImportRefusal.message(error, path: path, language: language))
    }
    let store = try library(in: language) { try openWatchlist(.readWrite, language: language) }
    // Notes kept as the browser's note field and `--note` keep them: one line, nothing
    // unseen (an export of an older Reel, or another program's, may hold line breaks).
    let entries = document.entries.map { entry in
      var entry = entry
      entry.note = entry.note.map(BrowserState.oneLine)?.trimmingCharacters(
        in: .whitespacesAndNewlines)
      return entry
    }
    let result = try library(in: language) { try store.merge(entries) }
    var summary = "Imported \(result.added) new, \(result.alreadyThere) already there"
    if document.duplicates > 0 {
      summary +=
        "; \(document.duplicates) repeated \(document.duplicates == 1 ? "entry" : "entries") "
        + "in the file merged into one"
    }
    let counts: [String: MessageArgument] = [
      "added": .count(result.added), "there": .count(result.alreadyThere),
      "count": .count(document.duplicates),
    ]
    try CommandOutput.say(
      CommandWords.say(
        document.duplicates > 0
          ? Message(.watchlistPrintedImportedRepeated, counts)
          : Message(.watchlistPrintedImported, counts.filter { $0.key != "count" }),
        english: summary + ".", in: language))
  }

  /// The language of a watchlist command that makes no services (`list`, `remove`,
  /// `import`): `--language`, else config.toml's `language`, else the locale, as every other
  /// command settles it.
  public static func language(flag: String?) throws -> ScreenLanguage {
    let environment = ProcessInfo.processInfo.environment
    let config = try ConfigFile.load(from: ConfigFile.location(environment: environment))
    return try LanguageSetting.resolve(
      flag: flag, configValue: config?.language, environment: environment
    ).language
  }

  /// Opens the watchlist database, telling the user on stderr, in `language`, if something had
  /// to be done.
  static func openWatchlist(_ access: DatabaseAccess, language: ScreenLanguage) throws
    -> SQLiteWatchlistStore
  {
    let store = try SQLiteWatchlistStore(access: access)
    // Listing a read-only file needs no warning that changes cannot be saved.
    if let notice = store.libraryNotice, !(access == .readOnly && store.isReadOnly) {
      StandardError.say(
        CommandWords.say(
          Message(libraryNotice: notice.mappingPaths(TerminalText.writtenOut)),
          english: notice.english, in: language))
    }
    return store
  }

  /// Runs a library call, turning its errors into the one-line kind `main` prints, in
  /// `language` (the file, what is wrong and what to do; English as it always read).
  static func library<T>(in language: ScreenLanguage, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as LibraryError {
      throw ReelError(
        CommandWords.say(
          Message(libraryFault: error.fault.mappingPaths(TerminalText.writtenOut)),
          english: error.message, in: language))
    }
  }
}
