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

  /// The longest whole-request timeout honoured; longer ones (even `1e20`) are read as this.
  public static let longestTimeout: TimeInterval = 86_400

  public let baseURL: URL
  private let credential: Credential?
  private let redactor: Redactor
  private let timeout: TimeInterval
  private let session: URLSession
  private let delegate = SessionDelegate()
  private let timers = TimerCount()
  private let log: (@Sendable (String) -> Void)?

  /// URLSession's idle timeout, which also bounds connecting. Whole seconds: FoundationNetworking
  /// truncates it, and 0 would fail at once. The exchange's deadline keeps shorter limits.
  private static func idleTimeout(for timeout: TimeInterval) -> TimeInterval {
    max(1, min(timeout, connectTimeout).rounded(.up))
  }

  /// A usable timeout from any number: nan, zero and negatives are the default 30 s.
  private static func bounded(_ timeout: TimeInterval) -> TimeInterval {
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
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = Self.idleTimeout(for: self.timeout)
    configuration.timeoutIntervalForResource = self.timeout
    configuration.httpMaximumConnectionsPerHost = RequestGate.standardMaxInFlight
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
  }

  deinit {
    session.invalidateAndCancel()
  }

  /// Deadline timers still armed; zero whenever no request is in flight.
  var armedDeadlines: Int { timers.armed }

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
    var response: TransportResponse
    do {
      response = try await load(urlRequest)
    } catch let failure as NetworkFailure {
      log?(redactor.redact("\(request.method) \(redactedURL(for: request)) failed: \(failure)"))
      throw failure
    }
    // A server that echoes the credential (in an error message, say) must not get it into a
    // message, a log or the cache: it is gone before the answer leaves the transport.
    response.body = redactor.redact(response.body)
    log?(
      "\(request.method) \(redactedURL(for: request)) \(response.status) "
        + "\(response.body.count) bytes in \(ContinuousClock.now - started)")
    if response.status == 401, let credential {
      let body = try? PayloadDecoder.decode(
        TMDBErrorBody.self, from: response.body, endpoint: request.path)
      throw TMDBError.credentialRefused(
        credential: credential.description, message: body.map { redactor.redact($0.message) })
    }
    return response
  }

  /// One exchange over URLSession, bounded in time and size. Cancelling the calling task
  /// cancels the URLSession task, which closes its connection; either way the deadline timer
  /// is disarmed when the exchange ends.
  private func load(_ request: URLRequest) async throws -> TransportResponse {
    guard let url = request.url else { throw NetworkFailure.other("the API base URL is not valid") }
    let exchange = Exchange(
      origin: Origin(url), host: Self.hostDescription(url),
      limit: PayloadDecoder.maximumBodySize, timers: timers)
    let task = session.dataTask(with: request)
    delegate.register(exchange, for: task)
    let handle = DataTaskHandle(task)
    return try await withTaskCancellationHandler {
      try await exchange.run(
        deadline: timeout, start: { handle.start() }, onDeadline: { handle.cancel() })
    } onCancel: {
      handle.cancel()
    }
  }

  static func hostDescription(_ url: URL) -> String {
    guard let host = url.host else { return "the API server" }
    return PlainText.clean(url.port.map { "\(host):\($0)" } ?? host, limit: 120)
  }
}

/// The URLSession task of one request, so a cancellation that arrives before the task is
/// started still stops it.
private final class DataTaskHandle: @unchecked Sendable {
  private let lock = NSLock()
  private let task: URLSessionDataTask
  private var started = false
  private var cancelled = false

  init(_ task: URLSessionDataTask) { self.task = task }

  func start() {
    let cancelNow = lock.withLock {
      started = true
      return cancelled
    }
    // Always resumed, so the delegate hears it complete and the exchange resumes its caller.
    task.resume()
    if cancelNow { task.cancel() }
  }

  func cancel() {
    let startedAlready = lock.withLock {
      cancelled = true
      return started
    }
    if startedAlready { task.cancel() }
  }
}

/// Reel's version, for the User-Agent and `--version`.
public enum ReelVersion {
  public static let current = "0.1.0"
}
