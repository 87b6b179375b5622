import Foundation

/// TMDB's API as async calls over any `Transport`.
public struct TMDBClient: Sendable {
  public let transport: any Transport
  public var language: String?
  public var region: String?

  public init(transport: any Transport, language: String? = nil, region: String? = nil) {
    self.transport = transport
    self.language = language
    self.region = region
  }

  public func configuration() async throws(TMDBError) -> TMDBConfiguration {
    try await fetch(TMDBConfiguration.self, .configuration)
  }

  public func genres() async throws(TMDBError) -> [Genre] {
    try await fetch(GenreList.self, .genres).genres
  }

  public func page(_ source: MovieListSource, page: Int) async throws(TMDBError) -> MoviePage {
    try await moviePage(.list(source, page: page))
  }

  public func search(_ query: String, page: Int, options: SearchOptions = SearchOptions())
    async throws(TMDBError) -> MoviePage
  {
    try await moviePage(.search(query: query, page: page, options: options))
  }

  /// Throws `wrongMovie` when TMDB answers with another movie than the one asked for: storing
  /// or showing it under the asked id would be silently wrong.
  public func details(id: Int) async throws(TMDBError) -> MovieDetails {
    let details = try await fetch(MovieDetails.self, .details(id: id))
    guard details.id == id else { throw .wrongMovie(asked: id, answered: details.id) }
    return details
  }

  /// Throws `wrongPage` when the answer is another page than the one asked for: the caller
  /// would otherwise put the wrong movies in place, or ask again forever.
  func moviePage(_ endpoint: Endpoint) async throws(TMDBError) -> MoviePage {
    let report = DecodeReport()
    var page = try await fetch(MoviePage.self, endpoint, report: report)
    if let asked = endpoint.pageNumber, page.page != asked {
      throw .wrongPage(endpoint: endpoint.name, asked: asked, answered: page.page)
    }
    page.dropped = report.counts
    return page
  }

  /// The request for an endpoint with this client's language and region.
  public func request(for endpoint: Endpoint) -> TransportRequest {
    var query = endpoint.query
    if let language, !language.isEmpty { query.append(QueryItem("language", language)) }
    if let region, !region.isEmpty, endpoint.takesRegion {
      query.append(QueryItem("region", region))
    }
    return TransportRequest(path: endpoint.path, query: query)
  }

  func fetch<T: Decodable>(
    _ type: T.Type, _ endpoint: Endpoint, report: DecodeReport = DecodeReport()
  ) async throws(TMDBError) -> T {
    let response: TransportResponse
    do {
      response = try await transport.send(request(for: endpoint))
    } catch let failure as NetworkFailure {
      throw .network(failure, endpoint: endpoint.name)
    } catch let error as TMDBError {
      throw error
    } catch is CancellationError {
      throw .network(.cancelled, endpoint: endpoint.name)
    } catch {
      throw .network(
        .other(.said(String(describing: Swift.type(of: error)))), endpoint: endpoint.name)
    }
    try Self.check(response, endpoint: endpoint)
    return try PayloadDecoder.decode(
      T.self, from: response.body, endpoint: endpoint.name, report: report)
  }

  /// Maps a non-2xx response to the error it means, using TMDB's own message when it sent one;
  /// an answer `RetryingTransport` tried several times for says so.
  static func check(_ response: TransportResponse, endpoint: Endpoint) throws(TMDBError) {
    do {
      try checkStatus(response, endpoint: endpoint)
    } catch {
      if let tries = response.headers[RetryingTransport.attemptsHeader].flatMap({ Int($0) }),
        tries > 1
      {
        throw .gaveUp(after: tries, error)
      }
      throw error
    }
  }

  private static func checkStatus(_ response: TransportResponse, endpoint: Endpoint)
    throws(TMDBError)
  {
    guard !(200..<300).contains(response.status) else { return }
    let body = try? PayloadDecoder.decode(
      TMDBErrorBody.self, from: response.body, endpoint: endpoint.name)
    let name = endpoint.name
    switch response.status {
    case 404:
      throw .notFound(endpoint: name)
    case 401:
      throw .unauthorized(message: body?.message ?? "HTTP 401")
    case 400, 422:
      if body?.statusCode == TMDBErrorBody.notFoundCode { throw .notFound(endpoint: name) }
      throw .rejected(status: response.status, message: body?.message ?? "HTTP \(response.status)")
    case 429:
      let retryAfter = RetryAfter.parse(response.headers["retry-after"], now: Date())
      throw .rateLimited(retryAfter: retryAfter?.secondsValue)
    case 500..<600:
      throw .server(status: response.status, message: body?.message)
    default:
      throw .unexpectedStatus(response.status, endpoint: name)
    }
  }
}

extension Endpoint {
  /// The page a paged endpoint asks for.
  fileprivate var pageNumber: Int? {
    switch self {
    case .category(_, let page), .search(_, let page, _): page
    case .discover(_, let page), .recommendations(_, let page), .similar(_, let page),
      .searchPeople(_, let page):
      page
    case .configuration, .genres, .details, .person, .watchProviders, .collection: nil
    }
  }
}
