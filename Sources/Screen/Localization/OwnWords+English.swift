extension StringsTable {
  /// English: Reel's own words that once reached the screen and the printing commands only in
  /// English (an aborted answer's explanation, TMDB's release statuses, the printing commands'
  /// refusals), merged into `english`.
  static let englishOwnWords: [MessageKey: Template] = [
    .errorAbortedAtBreakpoint: "Service unavailable (aborted at a breakpoint in Reel's inspector).",
    .inspectorMarkAbort503: "503",
    .inspectorMarkAbortTimeout: "timeout",
    .inspectorMarkAbortDrop: "drop",
  ]
}
