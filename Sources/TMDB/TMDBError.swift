import Foundation

/// Everything that can go wrong talking to TMDB, each in words a user can act on.
public enum TMDBError: Error, Sendable, Equatable {
  /// 404, or TMDB's "resource not found" code.
  case notFound(endpoint: String)
  /// 401: the credential was refused. The credential itself is never part of the error.
  case unauthorized(message: String)
  /// 400 or 422: TMDB rejected the request and said why.
  case rejected(status: Int, message: String)
  /// 429: too many requests.
  case rateLimited(retryAfter: Double?)
  /// 5xx.
  case server(status: Int, message: String?)
  /// Any other status TMDB did not explain.
  case unexpectedStatus(Int, endpoint: String)
  /// The body was not what the endpoint sends: not JSON, truncated, or the wrong shape.
  case badResponse(endpoint: String, reason: String)
  /// No response: the network failed.
  case network(NetworkFailure, endpoint: String)

  /// One plain sentence for the status bar or stderr.
  public var message: String {
    switch self {
    case .notFound(let endpoint):
      return "Not found: TMDB has no \(endpoint)."
    case .unauthorized(let message):
      return "TMDB refused the credentials: \(message)"
    case .rejected(_, let message):
      return "TMDB rejected the request: \(message)"
    case .rateLimited(let retryAfter):
      if let retryAfter { return "TMDB is rate limiting; retry in \(Int(retryAfter.rounded(.up))) s." }
      return "TMDB is rate limiting; try again shortly."
    case .server(let status, let message):
      return "TMDB had a server error (\(status))" + (message.map { ": \($0)" } ?? ".")
    case .unexpectedStatus(let status, let endpoint):
      return "Unexpected HTTP status \(status) for \(endpoint)."
    case .badResponse(let endpoint, let reason):
      return "Unreadable response for \(endpoint): \(reason)."
    case .network(let failure, let endpoint):
      let what: String
      switch failure {
      case .timedOut: what = "the request timed out"
      case .cannotConnect(let host): what = "could not connect to \(host)"
      case .cannotResolveHost(let host): what = "could not resolve \(host)"
      case .connectionLost: what = "the connection was lost"
      case .cancelled: what = "cancelled"
      case .other(let detail): what = detail
      }
      return "Network error loading \(endpoint): \(what)."
    }
  }

  /// Whether trying again later could help (network faults, 429, 5xx).
  public var isTransient: Bool {
    switch self {
    case .network(let failure, _): failure != .cancelled
    case .rateLimited, .server: true
    default: false
    }
  }
}

/// TMDB's error body in its three shapes: `{success, status_code, status_message}`, the older
/// one without `success`, and the 422 shape `{"errors": [...]}`.
public struct TMDBErrorBody: Decodable, Sendable, Equatable {
  public var statusCode: Int?
  public var message: String

  enum CodingKeys: String, CodingKey {
    case statusCode = "status_code"
    case statusMessage = "status_message"
    case errors
  }

  public init(statusCode: Int?, message: String) {
    self.statusCode = statusCode
    self.message = message
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    statusCode = c.optional(Int.self, .statusCode)
    if let text = c.nonEmptyString(.statusMessage) {
      message = text
    } else {
      let errors = c.lossyArray(String.self, .errors)
      guard !errors.isEmpty else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: [], debugDescription: "not a TMDB error body"))
      }
      message = errors.joined(separator: "; ")
    }
  }

  /// TMDB's code for "The resource you requested could not be found."
  public static let notFoundCode = 34
}
