import Foundation

/// One page of a paged movie list, as TMDB sends it.
public struct MoviePage: Codable, Sendable, Equatable {
  /// TMDB refuses pages above 500 while still reporting more; we never promise more.
  public static let maximumPages = 500
  public static let pageSize = 20
  /// Totals above this are read as this: far beyond anything TMDB has, and small enough that
  /// no arithmetic on them can overflow.
  public static let maximumResults = 100_000_000
  /// The most films one page may list. TMDB lists 20; a hostile answer's 8 MB of bare ids
  /// listed 250,000, 200 MB each once decoded, and the browser keeps ten pages of a list.
  public static let maximumResultsPerPage = 1_000

  public var page: Int
  public var results: [MovieSummary]
  public var totalPages: Int
  public var totalResults: Int
  public var dates: DateRange?
  /// What lenient decoding dropped from this page (not part of TMDB's shape).
  public var dropped: DropCounts = .none

  public init(
    page: Int, results: [MovieSummary], totalPages: Int, totalResults: Int,
    dates: DateRange? = nil
  ) {
    // Built by code, not decoded: the page number is kept as given (the browser's window
    // ignores pages outside the list); the totals are clamped as decoding does.
    self.page = page
    self.results = results
    self.totalPages = Self.pages(totalPages)
    self.totalResults = Self.results(totalResults)
    self.dates = dates
  }

  enum CodingKeys: String, CodingKey {
    case page, results, dates
    case totalPages = "total_pages"
    case totalResults = "total_results"
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    page = try Self.pageNumber(c)
    // Counted before a film is decoded: the answer is refused, not held.
    if let listed = try? c.container.nestedUnkeyedContainer(forKey: .results).count,
      listed > Self.maximumResultsPerPage
    {
      throw PayloadProblem(.tooManyOnOnePage(listed: listed, of: .films, pageSize: Self.pageSize))
    }
    // Required: a page without a results list is wrong; its bad items are dropped.
    results = try c.requiredLossyArray(MovieSummary.self, .results)
    totalPages = Self.pages(c.optional(Int.self, .totalPages) ?? page)
    totalResults = Self.results(c.optional(Int.self, .totalResults) ?? results.count)
    dates = c.optional(DateRange.self, .dates)
  }

  // The paging numbers are checked here, once, so nothing downstream ever sees a page below 1,
  // a negative total or a number whose arithmetic overflows.

  /// `page` must be a page TMDB can serve: 1...500 (501 for the empty page past the end).
  private static func pageNumber(_ c: LenientContainer<CodingKeys>) throws -> Int {
    guard let number = try c.wholeNumber(.page) else {
      throw DecodingError.keyNotFound(
        CodingKeys.page, .init(codingPath: c.container.codingPath, debugDescription: "no page"))
    }
    guard number >= 1 else {
      throw PayloadProblem(.pageBelowOne(number))
    }
    guard number <= maximumPages + 1 else {
      throw PayloadProblem(.pageBeyondLast(number, last: maximumPages))
    }
    return number
  }

  /// At least one page (an empty list still has page 1), at most TMDB's 500.
  private static func pages(_ reported: Int) -> Int {
    min(max(reported, 1), maximumPages)
  }

  private static func results(_ reported: Int) -> Int {
    min(max(reported, 0), maximumResults)
  }

  /// How many results can actually be reached, given the 500-page cap.
  public var reachableResults: Int {
    min(totalResults, totalPages * Self.pageSize)
  }
}

/// The window of release dates TMDB used for now-playing and upcoming.
public struct DateRange: Codable, Sendable, Equatable {
  public var minimum: String
  public var maximum: String

  public init(minimum: String, maximum: String) {
    self.minimum = minimum
    self.maximum = maximum
  }
}
