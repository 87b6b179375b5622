import Foundation

/// Everything that can go wrong talking to TMDB, each in words a user can act on.
public enum TMDBError: Error, Sendable, Equatable {
  /// 404, or TMDB's "resource not found" code.
  case notFound(endpoint: EndpointName)
  /// 401: the credential was refused. The credential itself is never part of the error.
  case unauthorized(message: String)
  /// 401 from the live API: `credential` says which one and where it came from ("API key
  /// from TMDB_API_KEY"), never its value; `message` is TMDB's own.
  case credentialRefused(credential: String, message: String?)
  /// 400 or 422: TMDB rejected the request and said why.
  case rejected(status: Int, message: String)
  /// 429: too many requests.
  case rateLimited(retryAfter: Double?)
  /// 5xx.
  case server(status: Int, message: String?)
  /// Any other status TMDB did not explain.
  case unexpectedStatus(Int, endpoint: EndpointName)
  /// The body was not what the endpoint sends: not JSON, truncated, or the wrong shape.
  case badResponse(endpoint: EndpointName, reason: AnswerFault)
  /// A details answer for another movie than the one asked for.
  case wrongMovie(asked: Int, answered: Int)
  /// A person's, a collection's or a film's providers answer for another id than the one
  /// asked for: showing it would put someone else's page under the name the user chose.
  case wrongRecord(AnsweredRecord, asked: Int, answered: Int)
  /// A page answer carrying another page number than the one asked for. Not transient:
  /// asking again gets the same wrong answer, so whoever asked must not loop on it.
  case wrongPage(endpoint: EndpointName, asked: Int, answered: Int)
  /// The replay catalog's record for the request could not be used (not JSON, the wrong
  /// shape, unreadable): the catalog's fault, not TMDB's; asking again gets the same record.
  case damagedRecord(file: String, reason: AnswerFault)
  /// No response: the network failed.
  case network(NetworkFailure, endpoint: EndpointName)
  /// The answer arrived, but `--record` could not write it to the file at `path`; `reason`
  /// says why ("the disk is full").
  case recordingFailed(path: String, reason: WriteFault)
  /// A transient fault (429, 5xx) that lasted through every try `RetryingTransport` made.
  indirect case gaveUp(after: Int, TMDBError)

  /// One plain sentence for the status bar or stderr. Whatever the server put into it is
  /// stripped of control and bidi characters, and anything shaped like a credential is
  /// redacted, so it is safe to print, log and show.
  public var message: String {
    Redactor.patterns.redact(PlainText.clean(rawMessage, limit: 600))
  }

  private var rawMessage: String {
    switch self {
    case .notFound(let endpoint):
      return "Not found: TMDB has no \(endpoint)."
    case .unauthorized(let message):
      return "TMDB refused the credentials: \(message)"
    case .credentialRefused(let credential, let message):
      return "TMDB refused the \(credential) (401" + (message.map { ": \($0)" } ?? "") + ")."
    case .rejected(_, let message):
      return "TMDB rejected the request: \(message)"
    case .rateLimited(let retryAfter):
      if let retryAfter { return "TMDB is rate limiting; retry in \(Self.seconds(retryAfter)) s." }
      return "TMDB is rate limiting; try again shortly."
    case .server(let status, let message):
      return "TMDB had a server error (\(status))" + (message.map { ": \($0)" } ?? ".")
    case .unexpectedStatus(let status, let endpoint):
      return "Unexpected HTTP status \(status) for \(endpoint)."
    case .badResponse(let endpoint, let reason):
      return "Unreadable response for \(endpoint): \(reason)."
    case .damagedRecord(let file, let reason):
      return "The replay catalog's file \(file) is damaged: \(reason)."
    case .wrongMovie(let asked, let answered):
      return "TMDB answered with movie \(answered) when asked for movie \(asked); nothing was used."
    case .wrongRecord(let record, let asked, let answered):
      return
        "TMDB answered with \(record.rawValue) \(answered) when asked for \(record.rawValue) \(asked); nothing was used."
    case .wrongPage(let endpoint, _, let answered):
      return
        "TMDB answered with page \(answered) when asked for \(endpoint); the page was not used."
    case .network(.tooLarge(let limit), let endpoint):
      return
        "TMDB sent more than \(limit / (1024 * 1024)) MB for \(endpoint); the answer was not used."
    case .network(.redirectRefused(let target), let endpoint):
      return "TMDB redirected \(endpoint) to \(target), another server; Reel does not follow "
        + "it, so the credentials stay with the API server (check --api-base-url)."
    case .network(let failure, let endpoint):
      return "Network error loading \(endpoint): \(Self.describe(failure))."
    case .recordingFailed(let path, let reason):
      return "Could not write the recording \(path): \(reason)."
    case .gaveUp(let attempts, .rateLimited(let retryAfter)):
      return "TMDB is rate limiting; gave up after \(attempts) tries"
        + (retryAfter.map { " (it asks to wait \(Self.seconds($0)) s)" } ?? "") + "."
    case .gaveUp(let attempts, let error):
      var text = error.message
      if text.hasSuffix(".") { text.removeLast() }
      return text + "; gave up after \(attempts) tries."
    }
  }

  /// What went wrong with the network, and where it helps, what to check.
  public static func describe(_ failure: NetworkFailure) -> String {
    switch failure {
    case .timedOut: "the request timed out"
    case .cannotConnect(let host):
      "could not connect to \(host) (the connection was refused or the network is down)"
    case .cannotResolveHost(let host):
      "could not resolve \(host) (check the network, or --api-base-url)"
    case .connectionLost: "the connection was lost"
    case .cancelled: "cancelled"
    case .tooLarge(let limit): "the answer was larger than \(limit / (1024 * 1024)) MB"
    case .redirectRefused(let target): "the server redirected to \(target), another server"
    case .other(let problem): problem.english
    }
  }

  /// Whole seconds for a message: clamped like any Retry-After, so no value can trap or read
  /// as a negative wait.
  private static func seconds(_ value: Double) -> Int64 {
    RetryAfter.clamped(seconds: value).wholeSecondsRoundedUp
  }

  /// Whether trying again later could help (network faults, 429, 5xx).
  public var isTransient: Bool {
    switch self {
    case .network(let failure, _): failure != .cancelled
    case .rateLimited, .server, .gaveUp: true
    default: false
    }
  }
}

/// What kind of record an id names, for `wrongRecord`.
public enum AnsweredRecord: String, Sendable, Equatable {
  case person
  case collection
  case providers = "the watch providers of movie"
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
    // The server's words go into messages: controls and bidi characters out, length bounded.
    if let text = c.nonEmptyString(.statusMessage) {
      message = PlainText.clean(text)
    } else {
      let errors = c.lossyArray(String.self, .errors)
      guard !errors.isEmpty else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: [], debugDescription: "not a TMDB error body"))
      }
      message = PlainText.clean(errors.joined(separator: "; "))
    }
  }

  /// TMDB's code for "The resource you requested could not be found."
  public static let notFoundCode = 34
}
