import TMDB

/// Why a file cannot be imported, as a value: `english` is the sentence Reel has always said,
/// and the command line words the same value in the user's language (a refused import said
/// English under `--language ja-JP`, though its summary spoke Japanese).
public enum WatchlistImportProblem: Sendable, Equatable {
  case notJSON
  /// The file's top is no JSON object.
  case notAnObject
  /// `format` is not `WatchlistDocument.format`.
  case wrongFormat
  case versionMissing
  /// Another version of the export format than `WatchlistDocument.version`.
  case otherVersion(Int)
  case exportedAtNotDate
  case entriesMissing
  /// The entry at `index` (from 0, in file order) cannot be imported.
  case entry(index: Int, WatchlistEntryProblem)
  /// Words Reel has no value for.
  case said(String)

  public var english: String {
    switch self {
    case .notJSON: "the file is not valid JSON"
    case .notAnObject: "the file is not a Reel watchlist export (no JSON object)"
    case .wrongFormat:
      "the file is not a Reel watchlist export (\"format\" is not \"\(WatchlistDocument.format)\")"
    case .versionMissing: "\"version\" is missing or not a whole number"
    case .otherVersion(let version):
      "the file is version \(version) of the export format; this Reel reads version "
        + "\(WatchlistDocument.version)"
        + (version > WatchlistDocument.version ? " (update Reel to import it)" : "")
    case .exportedAtNotDate: "\"exported_at\" is not an ISO 8601 date"
    case .entriesMissing: "\"entries\" is missing or not a list"
    case .entry(let index, let problem): "entries[\(index)]: \(problem.english)"
    case .said(let words): words
    }
  }
}

/// What is wrong with one entry of the file.
public enum WatchlistEntryProblem: Sendable, Equatable {
  case notAnObject
  /// No id, or one TMDB never gives (`TMDBID.range`).
  case idOutOfRange
  case titleMissing
  /// `added_at` is no date: the text it held, or nil when it was no text at all.
  case addedAtNotDate(String?)
  /// A member that must be text or null (`original_title`, `poster_path`, `note`).
  case notTextOrNull(member: String)
  case yearNotYear
  /// A member that must be a number or null (`vote_average`).
  case notNumberOrNull(member: String)

  public var english: String {
    switch self {
    case .notAnObject: "not a JSON object"
    case .idOutOfRange: "\"id\" must be a whole number from 1 to \(TMDBID.range.upperBound)"
    case .titleMissing: "\"title\" is missing or not text"
    case .addedAtNotDate(let text?): "\"added_at\" is not an ISO 8601 date: \"\(text)\""
    case .addedAtNotDate(nil): "\"added_at\" is not an ISO 8601 date"
    case .notTextOrNull(let member): "\"\(member)\" must be text or null"
    case .yearNotYear: "\"year\" must be a four-digit year or null"
    case .notNumberOrNull(let member): "\"\(member)\" must be a number or null"
    }
  }
}

/// Why a file cannot be imported; nothing was changed.
public struct WatchlistImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Every problem found, in file order.
  public var faults: [WatchlistImportProblem]

  /// The most problems one line names; the rest are counted.
  public static let shownProblems = 3

  public init(faults: [WatchlistImportProblem]) { self.faults = faults }

  /// Problems Reel has only words for.
  public init(_ problems: [String]) { faults = problems.map(WatchlistImportProblem.said) }

  /// Every problem found, in English.
  public var problems: [String] { faults.map(\.english) }

  /// One line naming the first few problems.
  public var description: String {
    let shown = problems.prefix(Self.shownProblems).joined(separator: "; ")
    let hidden = faults.count - Self.shownProblems
    return shown + (hidden > 0 ? " (and \(hidden) more)" : "")
  }
}
