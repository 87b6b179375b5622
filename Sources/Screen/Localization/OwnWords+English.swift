extension StringsTable {
  /// English: Reel's own words that once reached the screen and the printing commands only in
  /// English (an aborted answer's explanation, TMDB's release statuses, the printing commands'
  /// refusals), merged into `english`.
  static let englishOwnWords: [MessageKey: Template] = [
    .errorAbortedAtBreakpoint: "Service unavailable (aborted at a breakpoint in Reel's inspector).",
    .inspectorMarkAbort503: "503",
    .inspectorMarkAbortTimeout: "timeout",
    .inspectorMarkAbortDrop: "drop",
    // TMDB's release statuses (`reel show`).
    .statusReleased: "Released",
    .statusPostProduction: "Post Production",
    .statusInProduction: "In Production",
    .statusPlanned: "Planned",
    .statusRumored: "Rumored",
    .statusCanceled: "Canceled",
    // What a printing command says when it refuses what it was given.
    .commandUnknownCategory: "unknown category \"{word}\"; choose one of: {choices}",
    .commandUnknownOrder: "unknown order \"{word}\"; choose one of: {choices}",
    .commandUnknownGenre: "unknown genre \"{word}\"; choose one of: {choices}",
    .commandPastLastPage: "page {page} is past the last page ({last})",
    .commandPageFailed: "page {page} failed: {reason}; {kept}",
    .commandPrintedPageOnly: "printed page {page} only",
    .commandPrintedPages: "printed pages {first}–{last}",
    // `reel watchlist`.
    .watchlistPrintedEmpty:
      "The watchlist is empty. Add a movie with `reel watchlist add ID` or `w` in the browser.",
    .watchlistPrintedHeading: "Watchlist · {movies} · {order}",
    .watchlistPrintedMovies: .plural(
      count: "count", forms: [.one: "{count} movie", .other: "{count} movies"]),
    .watchlistPrintedByAdded: "by date added",
    .watchlistPrintedByTitle: "by title",
    .watchlistPrintedByYear: "by year",
    .watchlistPrintedByRating: "by rating",
    .watchlistPrintedColumnAdded: "ADDED",
    .watchlistPrintedNote: "note: {note}",
    .watchlistPrintedName: "\u{201C}{title}\u{201D} ({year})",
    .watchlistPrintedNameNoYear: "\u{201C}{title}\u{201D}",
    .watchlistPrintedAdded: "Added {name}.",
    .watchlistPrintedAlreadyThere: "{name} was already on the watchlist.",
    .watchlistPrintedNoteRemoved: "{name} was already on the watchlist; its note is removed.",
    .watchlistPrintedNoteNow:
      "{name} was already on the watchlist; its note is now \u{201C}{note}\u{201D}.",
    .watchlistPrintedNotThere: "Movie {id} is not on the watchlist.",
    .watchlistPrintedRemoved: "Removed {name}.",
    // What the check of the command line says of a value Reel refuses.
    .commandNotAMovieID: "a movie id is a whole number from 1 to {max}, not {typed}",
    .commandNotAPersonID: "a person id is a whole number from 1 to {max}, not {typed}",
    .commandNotACollectionID: "a collection id is a whole number from 1 to {max}, not {typed}",
    .commandYearNotRange: "--year takes a year or a range such as 1990-1999",
    .commandRuntimeNotRange: "--runtime takes minutes or a range such as 90-150",
    .commandRangeBackwards: "{option} {range} runs backwards; write {written}",
    .commandSortUnknown: "--sort must be one of: {choices}",
    .commandGenreNameMissing: "--genre and --without-genre need a genre name",
    .watchlistPrintedImported: "Imported {added} new, {there} already there.",
    .watchlistPrintedImportedRepeated: .plural(
      count: "count",
      forms: [
        .one:
          "Imported {added} new, {there} already there; {count} repeated entry in the file merged into one.",
        .other:
          "Imported {added} new, {there} already there; {count} repeated entries in the file merged into one.",
      ]),
    // Why `reel watchlist import` refused a file (`WatchlistImportProblem`).
    .watchlistImportRefused: "nothing was imported from {path}: {problems}",
    .watchlistImportNext: "{earlier}; {next}",
    .watchlistImportMore: "{problems} (and {count} more)",
    .watchlistImportNotJSON: "the file is not valid JSON",
    .watchlistImportNoObject: "the file is not a Reel watchlist export (no JSON object)",
    .watchlistImportWrongFormat:
      "the file is not a Reel watchlist export (\"format\" is not \"{format}\")",
    .watchlistImportVersionMissing: "\"version\" is missing or not a whole number",
    .watchlistImportVersionOlder:
      "the file is version {version} of the export format; this Reel reads version {reads}",
    .watchlistImportVersionNewer:
      "the file is version {version} of the export format; this Reel reads version {reads} (update Reel to import it)",
    .watchlistImportExportedAt: "\"exported_at\" is not an ISO 8601 date",
    .watchlistImportEntriesMissing: "\"entries\" is missing or not a list",
    .watchlistImportEntry: "entries[{index}]: {problem}",
    .watchlistImportEntryNotObject: "not a JSON object",
    .watchlistImportEntryID: "\"id\" must be a whole number from 1 to {max}",
    .watchlistImportEntryTitle: "\"title\" is missing or not text",
    .watchlistImportEntryAddedAt: "\"added_at\" is not an ISO 8601 date",
    .watchlistImportEntryAddedAtText: "\"added_at\" is not an ISO 8601 date: \"{text}\"",
    .watchlistImportEntryText: "\"{member}\" must be text or null",
    .watchlistImportEntryYear: "\"year\" must be a four-digit year or null",
    .watchlistImportEntryNumber: "\"{member}\" must be a number or null",
    // Reading a file or standard input whole (an import, a key script).
    .readCannotRead: "cannot read {name}: {reason}",
    .readTooLargeImport:
      "{name} is larger than {size} MB, too large for a watchlist export; nothing was imported",
    .readTooLargeScript:
      "{name} is larger than {size} MB, too large for a key script; nothing was run",
    .readStandardInput: "standard input",
    .readScript: "the script {path}",
    .readReasonIsFolder: "is a directory",
    // A credential TMDB refused, and where it came from (a flag, a variable, config.toml).
    .credentialAPIKeyFrom: "API key from {origin}",
    .credentialAccessTokenFrom: "access token from {origin}",
    .commandPageRange: "--page must be between 1 and {max}",
    .commandYearFourDigits: "--year must be a four-digit year, e.g. 1999",
    .optionPagesWithPage: "--page and --pages do not go together; --pages 7 fetches page 7",
    .optionPagesNotASelection: "--pages wants a page (7), a range (1-50) or all, not \"{value}\"",
    .optionPagesRange: "--pages must stay between 1 and {max} (TMDB serves no more)",
    .optionJSONWithLines: "--json and --json-lines do not go together; choose one",
    .optionYearWithPerson: "--year does not apply to --person",
    .optionPagesWithPerson: "--pages and --json-lines do not apply to --person",
    .optionEmptyQuery: "the search query is empty",
    .optionPageWithoutSimilar: "--page applies only with --similar",
    .optionSizeWithoutScript: "--size goes with --script; the browser takes the terminal's size",
    .optionSizeRule: "--size wants WxH, each from 1 to 1000, e.g. 100x30",
    .optionStartChoices: "--start takes one of {choices}; \"{typed}\" is none of them",
    .optionTimeoutRange: "--timeout must be between 0.1 and 3600 seconds",
    .optionUnknownCommandNear: "unknown command \"{word}\"; did you mean `{near}`?",
    .optionUnknownSubcommandNear: "unknown {command} command \"{word}\"; did you mean `{near}`?",
    .optionUnknownCommandList: "unknown command \"{word}\"; the commands are: {names}",
    .optionUnknownSubcommandList: "unknown {command} command \"{word}\"; the commands are: {names}",
    .optionNeedsValue: "{option} needs a value: {example}",
    .optionIsEmpty: "{option} is empty; it needs a value: {example}",
    .optionNotUTF8:
      "the argument \"{argument}\" is not UTF-8 text; Reel takes its arguments as UTF-8 (a file named in another encoding must be renamed)",
    .parserUnknownOption: "Unknown option '{option}'",
    .parserUnknownOptionNear: "Unknown option '{option}'. Did you mean '{near}'?",
    .parserInvalidValue: "The value '{value}' is invalid for '{option}'",
    .parserMissingArgument: "Missing expected argument '{argument}'",
    .parserMissingValue: "Missing value for '{option}'",
    .parserNoValue: "The option '{option}' does not take any value, but '{value}' was specified.",
    .parserUnexpected: "Unexpected argument {arguments}",
    .servicesReplayMissing: "the replay folder {path} does not exist",
    .servicesReplayIsFile: "the replay folder {path} is a file, not a folder",
    .servicesReplayEmpty:
      "the replay folder {path} holds no recorded answers (.json files); record some into it with --record {path}",
    .servicesRecordFolder: "cannot create the recording folder {path}",
    .servicesBaseURLNotHTTP: "the API base URL \"{url}\" from {origin} is not an http(s) URL",
    .servicesBaseURLPort:
      "the API base URL \"{url}\" from {origin} has port {port}; a port is 1 to 65535",
    .regionNotACode:
      "{origin} must be a two-letter country code such as US, DE or IR, not “{value}”",
    .outputCannotWrite: "cannot write the output: {reason}",
  ]
}
