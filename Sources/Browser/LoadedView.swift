import Foundation
import TMDB

/// The orders `s` steps through on a list: TMDB's own, then what is loaded by rating, year and
/// title.
public enum LoadedOrder: String, Sendable, Equatable, CaseIterable {
  case tmdb, rating, year, title

  var next: LoadedOrder {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
}

/// The main list narrowed (`f`) or sorted (`s`) over the pages already loaded: nothing more is
/// asked of TMDB while it is up, since the rows it would need are not in any order TMDB knows.
public struct LoadedView: Sendable, Equatable {
  /// What the titles must contain, folded for case and accents; empty: every title.
  public var filter = ""
  public var order = LoadedOrder.tmdb
  /// Whether typed keys go into the filter.
  public var editing = false
  /// The loaded movies that match, in `order`.
  public var rows: [MovieSummary] = []
  /// How many movies were loaded when `rows` was made.
  public var loadedCount = 0
  /// The list's selection and scroll before the view, put back when it closes.
  var savedSelection = 0
  var savedTop = 0

  /// Whether the view changes nothing (no filter, TMDB's order): it can close.
  var isInert: Bool { filter.isEmpty && order == .tmdb && !editing }

  /// Rebuilds `rows` from what `window` holds.
  mutating func rebuild(from window: PageWindow?) {
    let loaded = (window?.loadedPageNumbers ?? []).flatMap { page in
      (window?.pages[page] ?? [])
    }
    loadedCount = loaded.count
    // The filter folded once, not once per title.
    let needle = Array(Self.fold(filter))
    var matching =
      filter.isEmpty ? loaded : loaded.filter { Self.matchRange(in: $0.title, of: needle) != nil }
    switch order {
    case .tmdb: break
    case .rating:
      // Unrated films last; equal ratings keep TMDB's order (the sort is stable by index).
      matching = Self.stable(matching) { ($0.voteAverage ?? -1) > ($1.voteAverage ?? -1) }
    case .year:
      matching = Self.stable(matching) { ($0.year ?? Int.min) > ($1.year ?? Int.min) }
    case .title:
      matching = Self.stable(matching) {
        Self.fold($0.title).lexicographicallyPrecedes(Self.fold($1.title))
      }
    }
    rows = matching
  }

  private static func stable(
    _ movies: [MovieSummary], by before: (MovieSummary, MovieSummary) -> Bool
  ) -> [MovieSummary] {
    movies.enumerated().sorted { a, b in
      if before(a.element, b.element) { return true }
      if before(b.element, a.element) { return false }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// Whether `title` contains `filter`, ignoring case and accents ("amelie" finds Amélie).
  public static func title(_ title: String, matches filter: String) -> Bool {
    matchRange(in: title, of: filter) != nil
  }

  /// Where `filter` first matches in `title`, as character offsets, ignoring case and accents.
  public static func matchRange(in title: String, of filter: String) -> Range<Int>? {
    matchRange(in: title, of: Array(fold(filter)))
  }

  /// The same for a filter already folded.
  static func matchRange(in title: String, of needle: [Character]) -> Range<Int>? {
    guard !needle.isEmpty else { return nil }
    let folded = title.map { fold(String($0)) }
    // One folded piece per character, so a match maps back to the characters shown.
    for start in folded.indices {
      var matched = 0
      var end = start
      var pending = Substring("")
      while matched < needle.count {
        if pending.isEmpty {
          guard end < folded.count else { break }
          pending = Substring(folded[end])
          end += 1
          if pending.isEmpty { continue }
        }
        guard pending.first == needle[matched] else { break }
        pending = pending.dropFirst()
        matched += 1
      }
      if matched == needle.count, pending.isEmpty { return start..<end }
    }
    return nil
  }

  /// Without case and accents: "Amélie" and "AMELIE" fold alike.
  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
