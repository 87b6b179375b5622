import Library
import Screen
import TMDB

/// Why `reel watchlist import` refused a file, in the command's language. English is the line
/// Reel has always printed (`WatchlistImportError.description`); other languages word the same
/// problems from the tables. What the file or the command line held (a path, an `added_at`)
/// is written out as the English line shows it (`\u001B`, `\u202E`): handed to a message as
/// it was, the message's own cleaning took an escape sequence or a bidi control out of it, and
/// named text that was not there.
enum ImportRefusal {
  static func message(
    _ error: WatchlistImportError, path: String, language: ScreenLanguage
  ) -> String {
    // `-` is standard input, named in words where English has always printed the dash.
    let source: MessageArgument =
      path == "-"
      ? .message(Message(.readStandardInput)) : .text(TerminalText.writtenOut(path))
    return CommandWords.say(
      Message(.watchlistImportRefused, ["path": source, "problems": .message(problems(error))]),
      english: "nothing was imported from \(path): \(error.description)", in: language)
  }

  /// The first few problems one after another, the rest counted, as `description` says them.
  static func problems(_ error: WatchlistImportError) -> Message {
    let shown = error.faults.prefix(WatchlistImportError.shownProblems).map(Message.init)
    guard var said = shown.first else { return Message(.errorOther, ["detail": .text("")]) }
    for next in shown.dropFirst() {
      said = Message(.watchlistImportNext, ["earlier": .message(said), "next": .message(next)])
    }
    let hidden = error.faults.count - shown.count
    guard hidden > 0 else { return said }
    return Message(.watchlistImportMore, ["problems": .message(said), "count": .count(hidden)])
  }
}

extension Message {
  /// One problem of a refused import; in English exactly `WatchlistImportProblem.english`.
  init(_ problem: WatchlistImportProblem) {
    switch problem {
    case .notJSON: self.init(.watchlistImportNotJSON)
    case .notAnObject: self.init(.watchlistImportNoObject)
    case .wrongFormat:
      self.init(.watchlistImportWrongFormat, ["format": .text(WatchlistDocument.format)])
    case .versionMissing: self.init(.watchlistImportVersionMissing)
    case .otherVersion(let version):
      // JSON's numbers as the file writes them, not in the language's digits.
      self.init(
        version > WatchlistDocument.version
          ? .watchlistImportVersionNewer : .watchlistImportVersionOlder,
        ["version": .text(String(version)), "reads": .text(String(WatchlistDocument.version))])
    case .exportedAtNotDate: self.init(.watchlistImportExportedAt)
    case .entriesMissing: self.init(.watchlistImportEntriesMissing)
    case .entry(let index, let entry):
      self.init(
        .watchlistImportEntry, ["index": .text(String(index)), "problem": .message(Message(entry))])
    case .said(let words): self.init(.errorOther, ["detail": .text(words)])
    }
  }

  init(_ problem: WatchlistEntryProblem) {
    switch problem {
    case .notAnObject: self.init(.watchlistImportEntryNotObject)
    case .idOutOfRange:
      self.init(.watchlistImportEntryID, ["max": .text(String(TMDBID.range.upperBound))])
    case .titleMissing: self.init(.watchlistImportEntryTitle)
    case .addedAtNotDate(let text?):
      self.init(
        .watchlistImportEntryAddedAtText, ["text": .text(TerminalText.writtenOut(text))])
    case .addedAtNotDate(nil): self.init(.watchlistImportEntryAddedAt)
    case .notTextOrNull(let member):
      self.init(.watchlistImportEntryText, ["member": .text(member)])
    case .yearNotYear: self.init(.watchlistImportEntryYear)
    case .notNumberOrNull(let member):
      self.init(.watchlistImportEntryNumber, ["member": .text(member)])
    }
  }
}
