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
    // A key script's refusals: a line Reel cannot read, a line that failed as it ran.
    .scriptLine: "script line {line}: {problem}",
    .scriptLineNotUTF8: "script line {line} is not UTF-8 text; save the script as UTF-8",
    .scriptSizeRule: "size wants WxH, each from 1 to 1000, e.g. 100x30",
    .scriptUnknownKey: "unknown key \"{key}\"",
    .scriptRepeatCount: "key repeat count must be a whole number from 1 to {max}",
    .scriptTypeEmpty: "type needs some text",
    .scriptTypeTooLong:
      "type takes at most {max} characters (this line has {count}); use paste for longer text",
    .scriptWaitTakes: "wait takes idle, paused, text \"…\" or no-text \"…\"",
    .scriptUnknownPhase: "unknown phase \"{phase}\"; phases: {phases}",
    .scriptExpectTakes: "expect takes phase, text or no-text",
    .scriptUnknownCommand: "unknown command \"{command}\"",
    .scriptNothingAfter: "{command} takes nothing after it, not \"{rest}\"",
    .scriptTakesNothing: "{command} takes nothing after it",
    .scriptNeedsText: "{command} needs some text to look for, e.g. {command} \"Dune\"",
    .scriptAfterQuote:
      "\"{text}\" follows the closing quote; put the whole text inside the quotes (or start a comment with #)",
    .scriptMissingQuote: "a quoted text is missing its closing quote",
    .scriptBreakNeedsPattern: "break needs a pattern, e.g. break movie/popular",
    .scriptAbortTakes: "abort takes 503, timeout or drop",
    .scriptPhaseIs: "the phase is {actual}, not {expected}",
    .scriptTextMissing: "\"{text}\" is not on the screen",
    .scriptTextPresent: "\"{text}\" is on the screen",
    .scriptNothingLoading: "timed out waiting for {what}: nothing is loading",
    .scriptTimedOut: "timed out after {seconds} s waiting for {what}",
    .scriptWaitIdle: "the browser to be idle",
    .scriptWaitText: "\"{text}\" on the screen",
    .scriptWaitNoText: "\"{text}\" to leave the screen",
    .scriptWaitPaused: "an answer paused at a breakpoint",
    .scriptNoInspector: "the inspector is not available here",
    .scriptNothingPaused: "no answer is paused at a breakpoint",
    .scriptQuitBefore:
      "Reel quit before this line ran (a key above it ended the session); end the script there, or with quit",
    .scriptFailedLine: "script line {line} ({source}): {reason}",
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
    .servicesUnknownStart: "{path}: start = \"{name}\" is not one of {choices}; opening on home",
    .servicesUnknownGenre:
      "{path}: home row genre:{name} is not one of TMDB's genres ({genres}); left out",
    .outputCannotWrite: "cannot write the output: {reason}",
  ]
}
