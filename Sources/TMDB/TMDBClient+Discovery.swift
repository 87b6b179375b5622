import Foundation

/// The calls that lead from one film to the next, through the same transport stack (cache,
/// retries, rate limit, recorder, inspector) as every other call.
extension TMDBClient {
  /// One page of `/discover/movie`.
  public func discover(_ filters: DiscoverFilters, page: Int) async throws(TMDBError) -> MoviePage {
    try await countedPage(.discover(filters, page: page))
  }

  /// One page of a film's recommendations or similar movies.
  public func related(_ source: RelatedSource, movieID: Int, page: Int = 1)
    async throws(TMDBError) -> RelatedMovies
  {
    var result = try await countedPage(.related(source, movieID: movieID, page: page))
    // A film is never "like itself", nor like another film twice; TMDB sends neither, a
    // recording or a hostile server might (the row showed one film eight times over).
    var seen: Set<Int> = [movieID]
    result.results = result.results.filter { seen.insert($0.id).inserted }
    return RelatedMovies(movieID: movieID, source: source, page: result)
  }

  /// "More like this": TMDB's recommendations, or its similar movies when it has no
  /// recommendations for the film at all (common for older and less-watched films). Later
  /// pages follow the same choice: similar movies' page N when there are no recommendations.
  public func moreLikeThis(movieID: Int, page: Int = 1) async throws(TMDBError) -> RelatedMovies {
    let recommended = try await related(.recommendations, movieID: movieID, page: page)
    let noneAtAll =
      recommended.page.results.isEmpty && (page == 1 || recommended.page.totalResults == 0)
    guard noneAtAll else { return recommended }
    return try await related(.similar, movieID: movieID, page: page)
  }

  /// A person with their film credits.
  public func person(id: Int) async throws(TMDBError) -> PersonDetails {
    let person = try await fetch(PersonDetails.self, .person(id: id))
    try Self.check(.person, asked: id, answered: person.id)
    return person
  }

  /// One page of people whose name matches.
  public func searchPeople(_ query: String, page: Int = 1) async throws(TMDBError) -> PersonPage {
    let report = DecodeReport()
    let endpoint = Endpoint.searchPeople(query: query, page: page)
    var result = try await fetch(PersonPage.self, endpoint, report: report)
    guard result.page == page else {
      throw .wrongPage(endpoint: endpoint.name, asked: page, answered: result.page)
    }
    result.dropped = report.counts
    return result
  }

  /// Where a film can be watched, in every country TMDB knows.
  public func watchProviders(movieID: Int) async throws(TMDBError) -> WatchProviderResults {
    let providers = try await fetch(WatchProviderResults.self, .watchProviders(movieID: movieID))
    // TMDB always names the film; an answer without an id is a recording's, and is kept.
    if let answered = providers.id {
      try Self.check(.providers, asked: movieID, answered: answered)
    }
    return providers
  }

  /// A collection with its films in release order.
  public func collection(id: Int) async throws(TMDBError) -> MovieCollection {
    let collection = try await fetch(MovieCollection.self, .collection(id: id))
    try Self.check(.collection, asked: id, answered: collection.id)
    return collection
  }

  /// An answer about another record than the one asked for is never used: a person's page
  /// would show someone else under the name the user opened.
  private static func check(_ record: AnsweredRecord, asked: Int, answered: Int)
    throws(TMDBError)
  {
    guard asked == answered else {
      throw .wrongRecord(record, asked: asked, answered: answered)
    }
  }

  /// A movie page, checked as every other list's is (another page than the one asked for is
  /// `wrongPage`), with what its decoding dropped.
  private func countedPage(_ endpoint: Endpoint) async throws(TMDBError) -> MoviePage {
    try await moviePage(endpoint)
  }
}
