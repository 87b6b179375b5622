import Foundation

/// Serves TMDB's API from a folder of recorded responses (the replay catalog), so Reel works
/// without credentials or a network. It answers like TMDB where the recording runs out: empty
/// pages past the end, TMDB's own 400 and 404 bodies, and searches over every movie it knows.
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
    // Only the browser asks for the configuration: it will search soon, so get ready now.
    if request.path == "/3/configuration" { await store.startBuildingSearchIndex() }
    let query = request.query.filter { !$0.isCredential }
    var page: Int?
    if let text = query.last(where: { $0.name == "page" })?.value {
      // TMDB checks the page before anything else, on every paged call.
      guard let number = Int(text), (1...MoviePage.maximumPages).contains(number) else {
        return Self.invalidPage
      }
      page = number
    }
    if let entry = await store.entry(firstOf: Self.candidateNames(request.path, query)) {
      return Self.serve(entry)
    }
    if let page, page > 1,
      let response = await pastRecordedPages(request.path, query, page: page)
    {
      return response
    }
    if request.path == "/3/search/movie" {
      return await search(query, page: page ?? 1)
    }
    return Self.notFound
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
  ) async -> TransportResponse? {
    let firstPageQuery = query.map { $0.name == "page" ? QueryItem("page", "1") : $0 }
    guard let entry = await store.entry(firstOf: Self.candidateNames(path, firstPageQuery)) else {
      return nil
    }
    guard case .success(let response) = entry, (200..<300).contains(response.status) else {
      return Self.serve(entry)
    }
    guard
      let first = try? PayloadDecoder.decode(MoviePage.self, from: response.body, endpoint: path)
    else { return nil }
    // Within the recorded total this is a gap in the catalog, not TMDB's answer; an empty page
    // with the same totals keeps the list consistent rather than failing a scroll.
    let empty = MoviePage(
      page: page, results: [], totalPages: first.totalPages, totalResults: first.totalResults,
      dates: first.dates)
    return Self.json(empty)
  }

  private func search(_ query: [QueryItem], page: Int) async -> TransportResponse {
    func value(_ name: String) -> String? { query.last { $0.name == name }?.value }
    let index = await store.searchIndex()
    let answer = index.page(
      value("query") ?? "", page: page, year: value("year").flatMap { Int($0) },
      includeAdult: value("include_adult") == "true")
    return Self.json(answer)
  }

  // MARK: TMDB's answers

  private static func serve(_ entry: ReplayStore.Entry) -> TransportResponse {
    switch entry {
    case .success(let response): return response
    case .failure(let damage): return damaged(damage)
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

  /// A damaged record is the catalog's fault, not the request's: a server error that names the
  /// file, in TMDB's error shape so the client shows the message.
  static func damaged(_ damage: ReplayRecordError) -> TransportResponse {
    tmdbError(status: 500, code: 11, message: damage.message)
  }

  private static func tmdbError(status: Int, code: Int, message: String) -> TransportResponse {
    let body = ReplayJSON.object([
      "success": .bool(false), "status_code": .integer(Int64(code)),
      "status_message": .string(message),
    ])
    return TransportResponse(
      status: status, headers: ["content-type": "application/json;charset=utf-8"],
      body: (try? body.data()) ?? Data())
  }

  private static func json(_ page: MoviePage) -> TransportResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain model values cannot fail; an empty body would still read as an error.
    let body = (try? encoder.encode(page)) ?? Data()
    return TransportResponse(
      status: 200, headers: ["content-type": "application/json;charset=utf-8"], body: body)
  }
}
