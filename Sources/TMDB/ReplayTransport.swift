import Foundation

/// Serves TMDB's API from a folder of recorded responses (the replay catalog), so Reel works
/// without credentials or a network. It answers like TMDB where the recording runs out: empty
/// pages past the end, TMDB's own 400 and 404 bodies, and answers computed from every film it
/// knows: search, discover, recommendations, people, collections and watch providers (see
/// `ReplayRoutes`), each in the request's language (`ReplayLanguage`).
public struct ReplayTransport: Transport {
  public let directory: URL
  private let store: ReplayStore

  public init(directory: URL) {
    self.directory = directory
    store = ReplayStore(directory: directory)
  }

  /// Query parameters a recording may lack: TMDB still answers without them, so a record
  /// made without them is the best available answer.
  static let optionalParameters: Set<String> = ["language", "region", "include_adult"]

  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    try Task.checkCancellation()
    // The search index loads on the first request that needs it (search, discover, another
    // language), not at start-up: a start on a recorded list never pays for it.
    let query = request.query.filter { !$0.isCredential }
    var page: Int?
    if let text = query.last(where: { $0.name == "page" })?.value {
      // TMDB checks the page before anything else, on every paged call.
      guard let number = Int(text), (1...MoviePage.maximumPages).contains(number) else {
        return Self.invalidPage
      }
      page = number
    }
    let language = ReplayLanguage(parameter: query.last { $0.name == "language" }?.value)
    let names = Self.candidateNames(request.path, query)
    // A record made in the language asked for is served as it is; one made without it is
    // translated.
    if let entry = await store.entry(firstOf: [names[0]]) { return try Self.serve(entry) }
    if let entry = await store.entry(firstOf: Array(names.dropFirst())) {
      return await translated(try Self.serve(entry), into: language)
    }
    if let page, page > 1,
      let response = try await pastRecordedPages(request.path, query, page: page)
    {
      return await translated(response, into: language)
    }
    let people =
      ReplayRoutes.needsPeople(request.path) ? await store.peopleIndex() : ReplayPeopleIndex()
    let search = await store.searchIndex()
    // Without the build's index there are no translations: answers keep the records' words.
    let routes = ReplayRoutes(
      search: search, people: people, query: query, page: page ?? 1,
      language: search.index.isPrepared ? language : .english)
    if ReplayStore.isDetailsPath(request.path),
      let answer = await detailsVariant(request.path, routes: routes)
    {
      return answer
    }
    switch routes.answer(request.path) {
    case .json(let body)?: return Self.json(body)
    case .notFound?, nil: return Self.notFound
    }
  }

  /// The bytes of answer bodies the catalog keeps in memory (for tests of its bound).
  func heldBodyBytes() async -> Int { await store.heldBodyBytes() }

  /// A film's details asked with another `append_to_response` than the catalog recorded: the
  /// recorded details, reshaped and translated. Nil when the film has no details record.
  private func detailsVariant(_ path: String, routes: ReplayRoutes) async -> TransportResponse? {
    let recordedQuery = [QueryItem("append_to_response", "credits,videos,release_dates")]
    guard
      let movie = path.split(separator: "/").last.flatMap({ Int($0) })
        .flatMap(routes.index.movie),
      case .success(let response)? = await store.entry(
        firstOf: [recordName(path: path, query: recordedQuery)]),
      (200..<300).contains(response.status), let body = ReplayJSON.parse(response.body)
    else { return nil }
    let reshaped = routes.details(body, of: movie)
    return Self.json(routes.language.localize(reshaped, index: routes.index))
  }

  /// A recorded answer in the request's language (see `ReplayLanguage` for TMDB's rules).
  /// English, errors and bodies that are not JSON pass through untouched.
  private func translated(
    _ response: TransportResponse, into language: ReplayLanguage
  ) async -> TransportResponse {
    guard !language.isDefault, (200..<300).contains(response.status),
      let body = ReplayJSON.parse(response.body)
    else { return response }
    let index = await store.searchIndex().index
    // A recording's own index knows no translations: its records stay as they were made.
    guard index.isPrepared else { return response }
    var answer = response
    answer.body = (try? language.localize(body, index: index).data()) ?? response.body
    return answer
  }

  /// The exact record's name, then the name without the parameters a recording may lack.
  static func candidateNames(_ path: String, _ query: [QueryItem]) -> [String] {
    let exact = recordName(path: path, query: query)
    let reduced = recordName(
      path: path, query: query.filter { !optionalParameters.contains($0.name) })
    return exact == reduced ? [exact] : [exact, reduced]
  }

  /// A page with no record of its own, of a list whose first page was recorded: TMDB's empty
  /// page with the list's totals. Nil when there is no first page to go by.
  private func pastRecordedPages(
    _ path: String, _ query: [QueryItem], page: Int
  ) async throws(TMDBError) -> TransportResponse? {
    let firstPageQuery = query.map { $0.name == "page" ? QueryItem("page", "1") : $0 }
    guard let entry = await store.entry(firstOf: Self.candidateNames(path, firstPageQuery)) else {
      return nil
    }
    guard case .success(let response) = entry, (200..<300).contains(response.status) else {
      return try Self.serve(entry)
    }
    guard
      let first = try? PayloadDecoder.decode(MoviePage.self, from: response.body, endpoint: .said(path))
    else { return nil }
    // Within the recorded total this is a gap in the catalog, not TMDB's answer; an empty page
    // with the same totals keeps the list consistent rather than failing a scroll.
    let empty = MoviePage(
      page: page, results: [], totalPages: first.totalPages, totalResults: first.totalResults,
      dates: first.dates)
    return Self.json(page: empty)
  }

  // MARK: TMDB's answers

  /// A recorded answer, or the record's damage as the error it is: no request reached TMDB,
  /// so it is not TMDB's server error, and asking again gets the same record.
  private static func serve(_ entry: ReplayStore.Entry) throws(TMDBError) -> TransportResponse {
    switch entry {
    case .success(let response): return response
    case .failure(let damage): throw .damagedRecord(file: damage.file, reason: damage.reason)
    }
  }

  /// TMDB's body for a page outside 1...500.
  static let invalidPage = tmdbError(
    status: 400, code: 22,
    message:
      "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.")

  /// TMDB's body for an id or path it does not have.
  static let notFound = tmdbError(
    status: 404, code: 34, message: "The resource you requested could not be found.")

  private static func tmdbError(status: Int, code: Int, message: String) -> TransportResponse {
    let body = ReplayJSON.object([
      "success": .bool(false), "status_code": .integer(Int64(code)),
      "status_message": .string(message),
    ])
    return TransportResponse(
      status: status, headers: ["content-type": "application/json;charset=utf-8"],
      body: (try? body.data()) ?? Data())
  }

  private static func json(_ body: ReplayJSON) -> TransportResponse {
    // Encoding a parsed or built value cannot fail; an empty body would still read as an error.
    TransportResponse(
      status: 200, headers: ["content-type": "application/json;charset=utf-8"],
      body: (try? body.data()) ?? Data())
  }

  private static func json(page: MoviePage) -> TransportResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain model values cannot fail; an empty body would still read as an error.
    let body = (try? encoder.encode(page)) ?? Data()
    return TransportResponse(
      status: 200, headers: ["content-type": "application/json;charset=utf-8"], body: body)
  }
}
