/// A failure of the exchange that `NetworkFailure`'s own cases do not name, as a value: the
/// screen words it in the user's language (`Message+TMDB`), `english` for stderr and the log.
/// As English text, "… not a readable HTTP answer" stayed English inside a Japanese sentence.
///
/// Two problems are equal when they say the same thing in English (see `AnswerFault`).
public enum NetworkProblem: Sendable, Equatable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  case proxyUnresolved
  case proxyRefused(host: String)
  case headTooLarge(host: String)
  /// HTTP/0.9, a garbled head, broken framing (chunks, HTTP/2) or a body that does not inflate.
  case notHTTP(host: String)
  case noAnswer(host: String)
  case redirectLoop(host: String)
  case invalidBaseURL
  /// A TLS handshake answered by something that is not TLS.
  case notTLS(host: String)
  case certificates(host: String)
  case outOfMemory(host: String)
  case exchangeFailed(host: String)
  case curlUnavailable
  /// An answer whose status line was not HTTP's.
  case notOverHTTP
  /// A header Reel would send holds a control character (a configured note, say).
  case headerControlCharacter(name: String)
  /// Words from elsewhere, kept as they are (an error's type name, a literal in a test).
  case said(String)

  public init(stringLiteral value: String) { self = .said(value) }

  public var description: String { english }

  public static func == (lhs: NetworkProblem, rhs: NetworkProblem) -> Bool {
    lhs.english == rhs.english
  }

  public var english: String {
    switch self {
    case .proxyUnresolved:
      "could not resolve the proxy's host (check http_proxy, https_proxy, no_proxy)"
    case .proxyRefused(let host):
      "the proxy refused the connection to \(host) (check http_proxy, https_proxy)"
    case .headTooLarge(let host):
      "the server at \(host) sent more header lines than an answer can have"
    case .notHTTP(let host):
      "the server at \(host) sent something that is not a readable HTTP answer"
    case .noAnswer(let host): "the server at \(host) sent no answer"
    case .redirectLoop(let host):
      "the server at \(host) redirected too many times (a redirect loop)"
    case .invalidBaseURL: "the API base URL is not valid"
    case .notTLS(let host):
      "the secure connection to \(host) failed (is it an HTTPS server? check --api-base-url)"
    case .certificates(let host):
      "the secure connection to \(host) failed (check the system's certificates)"
    case .outOfMemory(let host): "the exchange with \(host) failed (out of memory)"
    case .exchangeFailed(let host): "the exchange with \(host) failed"
    case .curlUnavailable: "libcurl could not be started (out of memory?)"
    case .notOverHTTP: "the server did not answer over HTTP"
    case .headerControlCharacter(let name):
      "the request header \(name) holds a control character"
    case .said(let words): words
    }
  }

  /// The same problem with `redact` applied to every text it carries (a host or a header name
  /// can quote what the user configured).
  public func mapText(_ redact: (String) -> String) -> NetworkProblem {
    switch self {
    case .proxyRefused(let host): .proxyRefused(host: redact(host))
    case .headTooLarge(let host): .headTooLarge(host: redact(host))
    case .notHTTP(let host): .notHTTP(host: redact(host))
    case .noAnswer(let host): .noAnswer(host: redact(host))
    case .redirectLoop(let host): .redirectLoop(host: redact(host))
    case .notTLS(let host): .notTLS(host: redact(host))
    case .certificates(let host): .certificates(host: redact(host))
    case .outOfMemory(let host): .outOfMemory(host: redact(host))
    case .exchangeFailed(let host): .exchangeFailed(host: redact(host))
    case .headerControlCharacter(let name): .headerControlCharacter(name: redact(name))
    case .said(let words): .said(redact(words))
    case .proxyUnresolved, .invalidBaseURL, .curlUnavailable, .notOverHTTP: self
    }
  }
}
