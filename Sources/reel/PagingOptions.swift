import App
import ArgumentParser
import Foundation

/// `--pages` and `--json-lines` for `reel list` and `reel search`: several pages of one list in
/// one process.
struct PagingOptions: ParsableArguments {
  // Unconditional, as `--page` is: "--pages -1" is a page number that is wrong, not a
  // missing value followed by an unknown option.
  @Option(
    parsing: .unconditional,
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
        throw ValidationError(OptionWords.pages(error))
      }
    }
  }

  /// Checks what goes with what; `page` is the command's own `--page`, when given.
  func validate(page: Int?, json: Bool) throws {
    _ = try selection
    if pages != nil, page != nil {
      throw ValidationError(OptionWords.pagesWithPage)
    }
    if json, jsonLines {
      throw ValidationError(OptionWords.jsonWithJSONLines)
    }
  }

  /// The pages to fetch: `--pages`, else the one `--page` names (or page 1).
  func selection(page: Int?) throws -> PageSelection {
    try selection ?? PageSelection(first: page ?? 1, last: page ?? 1)
  }

  /// Whether this run prints through the several-pages path: `--pages`, or `--json-lines`
  /// (which prints one page the same way).
  var isRequested: Bool { pages != nil || jsonLines }
}
