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
  ]
}
