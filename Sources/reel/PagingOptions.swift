import App
import ArgumentParser
import Foundation
import TMDB

#if canImport(Glibc)
  import Glibc
#endif

/// `--pages` and `--json-lines` for `reel list` and `reel search`: several pages of one list in
/// one process.
struct PagingOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Fetch several pages at once: a page (7), a range (1-50) or all (TMDB serves at most 500).",
      valueName: "pages"))
  var pages: String?

  @Flag(name: .customLong("json-lines"), help: "Print one movie per line as JSON (for jq).")
  var jsonLines = false

  var selection: PageSelection? {
    get throws {
      guard let pages else { return nil }
      do {
        return try PageSelection(parsing: pages)
      } catch {
        throw ValidationError(error.message)
      }
    }
  }

  /// Checks what goes with what; `page` is the command's own `--page`, when given.
  func validate(page: Int?, json: Bool) throws {
    _ = try selection
    if pages != nil, page != nil {
      throw ValidationError("--page and --pages do not go together; --pages 7 fetches page 7")
    }
    if json, jsonLines {
      throw ValidationError("--json and --json-lines do not go together; choose one")
    }
  }

  /// Whether this run prints through the several-pages path: `--pages`, or `--json-lines`
  /// (which prints one page the same way).
  var isRequested: Bool { pages != nil || jsonLines }
}

/// Fetches the pages and prints them in the chosen form. A page that fails after the first:
/// the pages before it are printed (the JSON says `"complete": false` and which page failed),
/// then the error goes to stderr and the exit status is non-zero.
func printPages(
  _ selection: PageSelection, heading: String, json: Bool, jsonLines: Bool,
  fetchPage: @escaping PageSpanFetcher.FetchPage
) async throws {
  let progress = ProgressLine()
  let span = try await PageSpanFetcher(fetchPage: fetchPage).fetch(selection) { done, total in
    progress.update(done: done, total: total)
  }
  progress.finish()
  let output: Data
  if jsonLines {
    output = try PrintedPages.jsonLines(span)
  } else if json {
    output = try PrintedPages.json(span)
  } else {
    output = Data(PrintedPages.table(span, heading: heading).utf8)
  }
  do {
    try FileHandle.standardOutput.write(contentsOf: output)
  } catch {
    throw ReelError("cannot write the output (\(error.localizedDescription))")
  }
  if let failure = span.failure {
    let kept =
      span.pages.count == 1
      ? "printed page \(span.pages.lowerBound) only"
      : "printed pages \(span.pages.lowerBound)–\(span.pages.upperBound)"
    throw ReelError("page \(failure.page) failed: \(failure.error.message); \(kept)")
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
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
  }
}
