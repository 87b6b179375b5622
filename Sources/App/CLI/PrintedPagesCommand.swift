import Foundation
import Screen
import TMDB

#if canImport(Glibc)
  import Glibc
#endif

extension PrintingCommand {
  /// `reel search QUERY --pages …`: several pages of a search in one process.
  public static func searchPages(
    _ text: String, year: Int?, selection: PageSelection, json: Bool, jsonLines: Bool,
    services: Services
  ) async throws {
    let options = SearchOptions(year: year)
    let language = services.language.language
    try await printPages(
      selection, heading: language.text(.searchQuery(text)), json: json, jsonLines: jsonLines,
      language: language
    ) { number throws(TMDBError) in
      try await services.client.search(text, page: number, options: options)
    }
  }

  /// `reel list CATEGORY --pages …`.
  public static func listPages(
    _ category: String, selection: PageSelection, json: Bool, jsonLines: Bool,
    services: Services
  ) async throws {
    let language = services.language.language
    guard let chosen = TMDB.Category(rawValue: category) else {
      throw CommandWords.unknownCategory(category, in: language)
    }
    try await printPages(
      selection, heading: language.text(Message(Message.title(of: chosen))), json: json,
      jsonLines: jsonLines, language: language
    ) { number throws(TMDBError) in
      try await services.client.page(.category(chosen), page: number)
    }
  }

  /// Fetches the pages and prints them in the chosen form. A page that fails after the first:
  /// the pages before it are printed (the JSON says `"complete": false` and which page failed),
  /// then the error goes to stderr and the exit status is non-zero.
  static func printPages(
    _ selection: PageSelection, heading: String, json: Bool, jsonLines: Bool,
    language: ScreenLanguage = .english, fetchPage: @escaping PageSpanFetcher.FetchPage
  ) async throws {
    let progress = ProgressLine()
    let span = try await PageSpanFetcher(fetchPage: fetchPage).fetch(selection) { done, total in
      progress.update(done: done, total: total)
    }
    progress.finish()
    try PastLastPage.check(
      page: span.pages.lowerBound, totalPages: span.totalPages, totalResults: span.totalResults,
      isEmpty: span.results.isEmpty, language: language)
    let output: Data
    if jsonLines {
      output = try PrintedPages.jsonLines(span)
    } else if json {
      output = try PrintedPages.json(span)
    } else {
      output = Data(PrintedPages.table(span, heading: heading, language: language).utf8)
    }
    try OutputWriter.standardOutput.write(output)
    try OutputWriter.standardOutput.finish()
    if let failure = span.failure {
      let first = span.pages.lowerBound
      let last = span.pages.upperBound
      let keptWords =
        span.pages.count == 1
        ? Message(.commandPrintedPageOnly, ["page": .number(first)])
        : Message(.commandPrintedPages, ["first": .number(first), "last": .number(last)])
      let kept =
        span.pages.count == 1 ? "printed page \(first) only" : "printed pages \(first)–\(last)"
      // The error's sentence ends with its own full stop; the clause after it does not want one.
      var said = failure.error.message
      if said.hasSuffix(".") { said.removeLast() }
      var reason = language.text(Message(error: failure.error))
      if reason.hasSuffix(".") || reason.hasSuffix("。") { reason.removeLast() }
      throw ReelError(
        CommandWords.say(
          Message(
            .commandPageFailed,
            ["page": .number(failure.page), "reason": .text(reason), "kept": .message(keptWords)]),
          english: "page \(failure.page) failed: \(said); \(kept)", in: language))
    }
  }
}

/// "reel: 12 of 50 pages" on stderr while a long fetch runs with stdout going elsewhere (a
/// file, a pipe), so a silent wait is not mistaken for a hang. Nothing for runs under a
/// second or when stdout is the terminal (the table itself follows at once).
final class ProgressLine {
  private let enabled = isatty(STDOUT_FILENO) == 0
  private let inPlace = isatty(STDERR_FILENO) == 1
  private let started = ContinuousClock.now
  private var lastShown: ContinuousClock.Instant?
  private var shownAnything = false

  func update(done: Int, total: Int) {
    guard enabled, total > 1 else { return }
    let now = ContinuousClock.now
    guard now - started > .seconds(1) else { return }
    // A terminal gets a line redrawn in place; a log gets at most one line a second.
    let gap: Duration = inPlace ? .milliseconds(100) : .seconds(1)
    if let lastShown, now - lastShown < gap, done < total { return }
    lastShown = now
    shownAnything = true
    say(inPlace ? "\rreel: \(done) of \(total) pages\u{1B}[K" : "reel: \(done) of \(total) pages\n")
  }

  func finish() {
    if shownAnything, inPlace { say("\r\u{1B}[K") }
  }

  private func say(_ text: String) {
    // Progress is a courtesy: a closed stderr must not fail the run.
    StandardError.write(text)
  }
}
