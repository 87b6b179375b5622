import TMDB

/// Several consecutive pages of one list, fetched in one process and joined: what
/// `reel list|search --pages` prints.
public struct PageSpan: Sendable, Equatable {
  /// The pages asked for, as the user wrote them.
  public var requested: PageSelection
  /// The pages whose results are in `results`: always consecutive, from the first asked for.
  public var pages: ClosedRange<Int>
  public var totalPages: Int
  public var totalResults: Int
  /// Every movie once, in page order; a movie that drifted onto a later page is kept where it
  /// was first seen.
  public var results: [MovieSummary]
  /// Movies left out because an earlier page already had them.
  public var duplicatesDropped: Int
  public var dates: DateRange?
  /// What lenient decoding dropped, over all pages.
  public var dropped: DropCounts
  /// The page that failed (after the transport's own retries), when the span stops short of
  /// what was asked; `pages` then ends just before it.
  public var failure: PageSpanFailure?

  public var isComplete: Bool { failure == nil }
}

public struct PageSpanFailure: Error, Sendable, Equatable {
  public var page: Int
  public var error: TMDBError

  public init(page: Int, error: TMDBError) {
    self.page = page
    self.error = error
  }
}

extension PageSpan {
  /// Joins pages fetched for `requested`: `pages` must hold consecutive page numbers from the
  /// first one asked for.
  init(requested: PageSelection, pages fetched: [MoviePage], failure: PageSpanFailure?) {
    precondition(!fetched.isEmpty, "a span holds at least its first page")
    self.requested = requested
    pages = fetched[0].page...fetched[fetched.count - 1].page
    totalPages = fetched[0].totalPages
    totalResults = fetched[0].totalResults
    dates = fetched[0].dates
    var seen = Set<Int>()
    var results: [MovieSummary] = []
    var duplicates = 0
    var dropped = DropCounts.none
    for page in fetched {
      dropped.fields += page.dropped.fields
      dropped.items += page.dropped.items
      for movie in page.results {
        if seen.insert(movie.id).inserted {
          results.append(movie)
        } else {
          duplicates += 1
        }
      }
    }
    self.results = results
    duplicatesDropped = duplicates
    self.dropped = dropped
    self.failure = failure
  }
}
