import Screen
import TMDB

/// Which pages of a list `--pages` asks for: one page ("7"), a range ("1-50") or every page
/// TMDB will serve ("all", at most its 500).
public struct PageSelection: Sendable, Equatable, CustomStringConvertible {
  public let first: Int
  /// Nil for "all": the list's own page count decides, once its first page has said it.
  public let last: Int?

  public init(first: Int, last: Int?) {
    self.first = first
    self.last = last
  }

  public static let all = PageSelection(first: 1, last: nil)

  /// Reads "7", "1-50", "1–50" or "all". The error says what was wrong in plain words.
  public init(parsing text: String) throws(PageSelectionError) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased() == "all" {
      self = .all
      return
    }
    // A whole number first: "-1" is a page below the first, not a range missing its start.
    let parts =
      Int(trimmed).map { [Substring(String($0))] }
      ?? trimmed.split(
        separator: trimmed.contains("-") ? "-" : "–", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      let first = Int(parts[0].trimmingCharacters(in: .whitespaces)),
      let last = Int(parts[parts.count - 1].trimmingCharacters(in: .whitespaces))
    else {
      throw PageSelectionError(
        "--pages wants a page (7), a range (1-50) or all, not \"\(text)\"",
        Message(.optionPagesNotASelection, ["value": CommandWords.typed(text)]))
    }
    let pages = 1...MoviePage.maximumPages
    guard pages.contains(first), pages.contains(last) else {
      throw PageSelectionError(
        "--pages must stay between 1 and \(MoviePage.maximumPages) (TMDB serves no more)",
        Message(.optionPagesRange, ["max": .text(String(MoviePage.maximumPages))]))
    }
    guard first <= last else {
      throw PageSelectionError(
        "--pages \(text) runs backwards; write \(last)-\(first)",
        Message(
          .commandRangeBackwards,
          [
            "option": .text("--pages"), "range": CommandWords.typed(text),
            "written": .text("\(last)-\(first)"),
          ]))
    }
    self.init(first: first, last: last)
  }

  /// The pages to fetch once the list is known to have `totalPages` pages: never past its end
  /// (TMDB answers those with empty pages), but always the first one asked for, so an empty
  /// list still has one page to report.
  public func pages(totalPages: Int) -> ClosedRange<Int> {
    let end = min(last ?? MoviePage.maximumPages, max(totalPages, first))
    return first...max(first, end)
  }

  public var description: String {
    guard let last else { return "all" }
    return first == last ? "\(first)" : "\(first)-\(last)"
  }
}

public struct PageSelectionError: Error, Sendable, Equatable {
  /// English, as Reel has always said it.
  public let message: String
  /// The same for the tables, in the command line's language (`OptionWords.pages`).
  public let words: Message
  public init(_ message: String, _ words: Message) {
    self.message = message
    self.words = words
  }
}
