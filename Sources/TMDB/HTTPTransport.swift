import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live TMDB API over URLSession. It adds the credential the way its kind is sent (a v3
/// key as `api_key`, a v4 token as `Authorization: Bearer`), turns a 401 into an error that
/// names the credential and where it came from, and keeps the whole-request deadline itself:
/// URLSession on Linux only knows an idle timeout.
public final class HTTPTransport: Transport, Sendable {
  public static let userAgent = "Reel/\(ReelVersion.current) (terminal movie browser)"
  /// Connecting, and any silence from the server, gives up after this many seconds.
  public static let connectTimeout: TimeInterval = 10

  public let baseURL: URL
  private let credential: Credential?
  private let timeout: TimeInterval
  private let session: URLSession
  private let log: (@Sendable (String) -> Void)?

  /// URLSession's idle timeout, which also bounds connecting. Whole seconds: FoundationNetworking
  /// truncates it, and 0 would fail at once. `withDeadline` keeps shorter whole-request limits.
  private static func idleTimeout(for timeout: TimeInterval) -> TimeInterval {
    max(1, min(timeout, connectTimeout).rounded(.up))
  }

  /// - Parameters:
  ///   - timeout: seconds for a whole request; connecting gets at most 10 of them.
  ///   - log: told one line per request, with the URL's `api_key` redacted.
  public init(
    baseURL: URL, credential: Credential?, timeout: TimeInterval = 30,
    log: (@Sendable (String) -> Void)? = nil
  ) {
    self.baseURL = baseURL
    self.credential = credential
    self.timeout = timeout
    self.log = log
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = Self.idleTimeout(for: timeout)
    configuration.timeoutIntervalForResource = timeout
    configuration.httpMaximumConnectionsPerHost = RequestGate.standardMaxInFlight
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    session = URLSession(configuration: configuration)
  }

  deinit {
    session.invalidateAndCancel()
  }

  /// The URL for a request, with the v3 key added when that is the credential.
  public func url(for request: TransportRequest) -> URL? {
    url(for: request, apiKey: credential.flatMap { $0.kind == .apiKey ? $0.value : nil })
  }

  /// The URL as logs may show it: the key replaced by `<redacted>`.
  public func redactedURL(for request: TransportRequest) -> String {
    let shown = url(for: request, apiKey: credential?.kind == .apiKey ? "<redacted>" : nil)
    return shown.map { credential?.redact($0.absoluteString) ?? $0.absoluteString } ?? "?"
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
      throw NetworkFailure.other("the API base URL is not valid")
    }
    var urlRequest = URLRequest(url: url, timeoutInterval: Self.idleTimeout(for: timeout))
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    urlRequest.setValue(Self.userAgent, forHTTPHeaderField: "User-Agent")
    if let credential, credential.kind == .accessToken {
      urlRequest.setValue("Bearer \(credential.value)", forHTTPHeaderField: "Authorization")
    }
    let started = ContinuousClock.now
    let response: TransportResponse
    do {
      response = try await withDeadline { [session, urlRequest] in
        try await Self.load(urlRequest, in: session, host: Self.hostDescription(url))
      }
    } catch let failure as NetworkFailure {
      log?("\(request.method) \(redactedURL(for: request)) failed: \(failure)")
      throw failure
    }
    log?(
      "\(request.method) \(redactedURL(for: request)) \(response.status) "
        + "\(response.body.count) bytes in \(ContinuousClock.now - started)")
    if response.status == 401, let credential {
      let body = try? PayloadDecoder.decode(
        TMDBErrorBody.self, from: response.body, endpoint: request.path)
      throw TMDBError.credentialRefused(
        credential: credential.description, message: body.map { credential.redact($0.message) })
    }
    return response
  }

  /// Runs `operation`, or throws `timedOut` when the whole request takes longer than the
  /// timeout; either way nothing is left running.
  private func withDeadline(
    _ operation: @escaping @Sendable () async throws -> TransportResponse
  ) async throws -> TransportResponse {
    let timeout = timeout
    do {
      return try await withThrowingTaskGroup(of: TransportResponse.self) { group in
        group.addTask(operation: operation)
        group.addTask {
          try await Task.sleep(for: .seconds(timeout))
          throw NetworkFailure.timedOut
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw NetworkFailure.cancelled }
        return first
      }
    } catch is CancellationError {
      throw NetworkFailure.cancelled
    }
  }

  /// One exchange over URLSession; cancelling the calling task cancels the URLSession task,
  /// which closes its connection.
  private static func load(_ request: URLRequest, in session: URLSession, host: String)
    async throws -> TransportResponse
  {
    let handle = DataTaskHandle()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          continuation.resume(with: result(data, response, error, host: host))
        }
        handle.start(task)
      }
    } onCancel: {
      handle.cancel()
    }
  }

  private static func result(
    _ data: Data?, _ response: URLResponse?, _ error: (any Error)?, host: String
  )
    -> Result<TransportResponse, any Error>
  {
    if let error {
      let nsError = error as NSError
      guard nsError.domain == NSURLErrorDomain else {
        return .failure(NetworkFailure.other("network error (\(nsError.domain) \(nsError.code))"))
      }
      let code = URLError.Code(rawValue: nsError.code) ?? .unknown
      // libcurl's own words, for what URLSession files under "unknown". Its error object also
      // carries the URL, key and all, so only this text is ever looked at.
      let detail = nsError.userInfo[NSLocalizedDescriptionKey] as? String ?? ""
      if code == .unknown, detail.hasPrefix("transfer closed with") {
        return .failure(NetworkFailure.connectionLost)  // a body shorter than its Content-Length
      }
      return .failure(failure(for: code, host: host))
    }
    guard let http = response as? HTTPURLResponse else {
      return .failure(NetworkFailure.other("the server did not answer over HTTP"))
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name).lowercased()] = String(describing: value)
    }
    return .success(
      TransportResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
  }

  static func failure(for code: URLError.Code, host: String) -> NetworkFailure {
    switch code {
    case .timedOut: .timedOut
    case .cannotConnectToHost, .notConnectedToInternet: .cannotConnect(host)
    case .networkConnectionLost: .connectionLost
    case .cannotFindHost, .dnsLookupFailed: .cannotResolveHost(host)
    case .cancelled: .cancelled
    case .badServerResponse, .cannotParseResponse:
      .other("the server at \(host) sent something that is not HTTP")
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      .other("the secure connection to \(host) failed (check the system's certificates)")
    default: .other("network error \(code.rawValue) talking to \(host)")
    }
  }

  static func hostDescription(_ url: URL) -> String {
    guard let host = url.host else { return url.absoluteString }
    return url.port.map { "\(host):\($0)" } ?? host
  }
}

/// The URLSession task of one request, so a cancellation that arrives before the task exists
/// still stops it.
private final class DataTaskHandle: @unchecked Sendable {
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var cancelled = false

  func start(_ task: URLSessionDataTask) {
    let cancelNow = lock.withLock {
      self.task = task
      return cancelled
    }
    // Always resumed, so its completion handler runs and the continuation is resumed.
    task.resume()
    if cancelNow { task.cancel() }
  }

  func cancel() {
    let task = lock.withLock {
      cancelled = true
      return self.task
    }
    task?.cancel()
  }
}

/// Reel's version, for the User-Agent and `--version`.
public enum ReelVersion {
  public static let current = "0.1.0"
}
