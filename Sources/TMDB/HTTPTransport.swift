import Foundation

/// The live TMDB API over libcurl (see `CurlDriver`). It adds the credential the way its kind
/// is sent (a v3 key as `api_key`, a v4 token as `Authorization: Bearer`), turns a 401 into an
/// error that names the credential and where it came from, and bounds every request: the
/// whole request in time, connecting and silence to 10 s, the body to 8 MB, and redirects to
/// the API's own origin.
public final class HTTPTransport: Transport, Sendable {
  public static let userAgent = "Reel/\(ReelVersion.current) (terminal movie browser)"
  /// Connecting, and any silence from the server, gives up after this many seconds.
  public static let connectTimeout: TimeInterval = 10

  /// The longest whole-request timeout honoured; longer ones (even `1e20`) are read as this.
  public static let longestTimeout: TimeInterval = 86_400

  public let baseURL: URL
  private let credential: Credential?
  private let redactor: Redactor
  private let timeout: TimeInterval
  private let driver = CurlDriver(maxConnectionsPerHost: RequestGate.standardMaxInFlight)
  private let inFlight = LockedCount()
  private let log: (@Sendable (String) -> Void)?

  /// A usable timeout from any number: nan, zero and negatives are the default 30 s.
  static func bounded(_ timeout: TimeInterval) -> TimeInterval {
    guard timeout.isFinite, timeout > 0 else { return 30 }
    return min(timeout, longestTimeout)
  }

  /// - Parameters:
  ///   - timeout: seconds for a whole request; connecting gets at most 10 of them.
  ///   - log: told one line per request, with the credential redacted.
  public init(
    baseURL: URL, credential: Credential?, timeout: TimeInterval = 30,
    log: (@Sendable (String) -> Void)? = nil
  ) {
    self.baseURL = baseURL
    self.credential = credential
    redactor = Redactor(credential)
    self.timeout = Self.bounded(timeout)
    self.log = log
  }

  deinit {
    driver.stop()
  }

  /// Requests in flight, each with its deadline armed in libcurl; zero whenever none is.
  var armedDeadlines: Int { inFlight.current }

  /// How often the transfer thread has woken up, for tests of what a waiting request costs.
  var driverWakeUps: Int { driver.wakeUps }

  /// The URL for a request, with the v3 key added when that is the credential.
  public func url(for request: TransportRequest) -> URL? {
    url(for: request, apiKey: credential.flatMap { $0.kind == .apiKey ? $0.value : nil })
  }

  /// The URL as logs may show it: the key replaced by `<redacted>`.
  public func redactedURL(for request: TransportRequest) -> String {
    let shown = url(for: request, apiKey: credential?.kind == .apiKey ? Redactor.mark : nil)
    return redactor.redact(shown?.absoluteString ?? "?")
  }

  private func url(for request: TransportRequest, apiKey: String?) -> URL? {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
      return nil
    }
    let basePath = components.path
    components.path =
      (basePath.hasSuffix("/") ? String(basePath.dropLast()) : basePath) + request.path
    var items = request.query.filter { !$0.isCredential }.map {
      URLQueryItem(name: $0.name, value: $0.value)
    }
    if let apiKey { items.append(URLQueryItem(name: "api_key", value: apiKey)) }
    components.queryItems = items.isEmpty ? nil : items
    // URLComponents leaves "+" alone, which servers read as a space.
    let query = components.percentEncodedQuery
    components.percentEncodedQuery = query?.replacingOccurrences(of: "+", with: "%2B")
    return components.url
  }

  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    guard let url = url(for: request) else {
      throw NetworkFailure.other(.invalidBaseURL)
    }
    let headerLines = try headerLines(for: request)
    let started = ContinuousClock.now
    var response: TransportResponse
    do {
      response = try await load(request.method, url, headerLines)
    } catch let failure as NetworkFailure {
      // Its words can quote the server (a redirect's target, lower-cased by the URL parser):
      // redacted like an answer, in any case.
      let failure = failure.redacted(by: redactor)
      log?(redactor.redact("\(request.method) \(redactedURL(for: request)) failed: \(failure)"))
      throw failure
    }
    // A server that echoes the credential (in an error message, a header, JSON-escaped or
    // upper-cased) must not get it into a message, a log, the inspector or the cache: it is
    // gone before the answer leaves the transport.
    response.body = redactor.redact(response.body)
    response.headers = redactor.redact(response.headers)
    log?(
      "\(request.method) \(redactedURL(for: request)) \(response.status) "
        + "\(response.body.count) bytes in \(ContinuousClock.now - started)")
    if response.status == 401, let credential {
      let body = try? PayloadDecoder.decode(
        TMDBErrorBody.self, from: response.body, endpoint: .said(request.path))
      throw TMDBError.credentialRefused(
        credential: credential.description, message: body.map { redactor.redact($0.message) })
    }
    return response
  }

  /// The request's header lines: its own, then Accept (unless it has its own), User-Agent and
  /// the token, each replacing one of the same name. A control character in a name or value
  /// is refused.
  private func headerLines(for request: TransportRequest) throws -> [String] {
    var fields: [(name: String, value: String)] = []
    func set(_ name: String, _ value: String) {
      fields.removeAll { $0.name.lowercased() == name.lowercased() }
      fields.append((name, value))
    }
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) { set(name, value) }
    // The API answers JSON; a request that says what it takes (an image's) keeps its own.
    if !fields.contains(where: { $0.name.lowercased() == "accept" }) {
      set("Accept", "application/json")
    }
    set("User-Agent", Self.userAgent)
    if let credential, credential.kind == .accessToken {
      set("Authorization", "Bearer \(credential.value)")
    }
    // Control characters (a tab aside) could end the line and start another header.
    let unsafe: (Unicode.Scalar) -> Bool = { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }
    for field in fields
    where field.name.isEmpty
      || field.name.unicodeScalars.contains(where: { unsafe($0) || $0 == ":" })
      || field.value.unicodeScalars.contains(where: unsafe)
    {
      throw NetworkFailure.other(
        .headerControlCharacter(name: PlainText.clean(field.name, limit: 40)))
    }
    return fields.map { "\($0.name): \($0.value)" }
  }

  /// One exchange over libcurl, bounded in time and size. Cancelling the calling task takes
  /// the transfer off libcurl, which closes its connection.
  private func load(_ method: String, _ url: URL, _ headerLines: [String]) async throws
    -> TransportResponse
  {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      throw NetworkFailure.other(.invalidBaseURL)
    }
    let exchange = Exchange(
      method: method, url: url, headerLines: headerLines, limit: PayloadDecoder.maximumBodySize,
      timeout: timeout, connectTimeout: Self.connectTimeout, inFlight: inFlight)
    let driver = driver
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        exchange.wait(continuation)
        driver.submit(exchange)
      }
    } onCancel: {
      if exchange.markCancelled() { driver.cancel(exchange) }
    }
  }
}

/// Reel's version, for the User-Agent and `--version`.
public enum ReelVersion {
  public static let current = "0.1.0"
}
