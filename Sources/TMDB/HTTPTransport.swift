import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live TMDB API over URLSession.
public final class HTTPTransport: Transport, @unchecked Sendable {
  public static let userAgent = "Reel/\(ReelVersion.current) (terminal movie browser)"

  private let baseURL: URL
  private let credential: Credential?
  private let session: URLSession

  /// - Parameters:
  ///   - timeout: for a whole request; connecting gets at most 10 s of it.
  public init(baseURL: URL, credential: Credential?, timeout: TimeInterval = 30) {
    self.baseURL = baseURL
    self.credential = credential
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = min(timeout, 10)
    configuration.timeoutIntervalForResource = timeout
    configuration.httpAdditionalHeaders = ["Accept-Encoding": "gzip"]
    configuration.urlCache = nil
    session = URLSession(configuration: configuration)
  }

  /// The URL for a request, with the v3 key added when that is the credential.
  public func url(for request: TransportRequest) -> URL? {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
      return nil
    }
    let basePath = components.path
    components.path = (basePath.hasSuffix("/") ? String(basePath.dropLast()) : basePath)
      + request.path
    var items = request.query.map { URLQueryItem(name: $0.name, value: $0.value) }
    if let credential, credential.kind == .apiKey {
      items.append(URLQueryItem(name: "api_key", value: credential.value))
    }
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
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = request.method
    urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    urlRequest.setValue(Self.userAgent, forHTTPHeaderField: "User-Agent")
    if let credential, credential.kind == .accessToken {
      urlRequest.setValue("Bearer \(credential.value)", forHTTPHeaderField: "Authorization")
    }
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    do {
      let (data, response) = try await session.data(for: urlRequest)
      guard let http = response as? HTTPURLResponse else {
        throw NetworkFailure.other("the server did not answer over HTTP")
      }
      var headers: [String: String] = [:]
      for (name, value) in http.allHeaderFields {
        headers[String(describing: name).lowercased()] = String(describing: value)
      }
      return TransportResponse(status: http.statusCode, headers: headers, body: data)
    } catch let error as URLError {
      throw Self.failure(for: error, host: url.host ?? baseURL.absoluteString)
    } catch is CancellationError {
      throw NetworkFailure.cancelled
    }
  }

  static func failure(for error: URLError, host: String) -> NetworkFailure {
    switch error.code {
    case .timedOut: .timedOut
    case .cannotConnectToHost, .notConnectedToInternet: .cannotConnect(host)
    case .networkConnectionLost: .connectionLost
    case .cannotFindHost, .dnsLookupFailed: .cannotResolveHost(host)
    case .cancelled: .cancelled
    default: .other("network error \(error.code.rawValue)")
    }
  }
}

/// Reel's version, for the User-Agent and `--version`.
public enum ReelVersion {
  public static let current = "0.1.0"
}
