import Foundation

/// One page of a paged movie list, as TMDB sends it.
public struct MoviePage: Codable, Sendable, Equatable {
  /// TMDB refuses pages above 500 while still reporting more; we never promise more.
  public static let maximumPages = 500
  public static let pageSize = 20

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
    self.page = page
    self.results = results
    self.totalPages = min(max(totalPages, 0), Self.maximumPages)
    self.totalResults = max(totalResults, 0)
    self.dates = dates
  }

  enum CodingKeys: String, CodingKey {
    case page, results, dates
    case totalPages = "total_pages"
    case totalResults = "total_results"
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    page = try c.required(Int.self, .page)
    _ = try c.required([JSONAny].self, .results)  // a page without a results array is wrong
    results = c.lossyArray(MovieSummary.self, .results)
    let reportedPages = c.optional(Int.self, .totalPages) ?? page
    totalPages = min(max(reportedPages, 0), Self.maximumPages)
    totalResults = max(c.optional(Int.self, .totalResults) ?? results.count, 0)
    dates = c.optional(DateRange.self, .dates)
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
