/// Why something did not work, as a value: the kind decides the words and the way out the
/// screen offers; the detail is the lower layer's own sentence (which endpoint, which status).
public struct Failure: Error, Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// No connection: DNS, refused, the network is down.
    case offline
    case timedOut
    case notFound
    /// The key or token was refused.
    case unauthorized
    case rateLimited
    /// TMDB answered 5xx.
    case server
    /// TMDB (or something in the way) answered, but not with what the endpoint sends.
    case badResponse
    /// Another program holds the watchlist database; nothing was saved or read.
    case busy
    /// The local disk or database failed (full, read-only, damaged).
    case storage
    case other
  }

  public var kind: Kind
  /// A plain sentence from the layer that failed; never holds a credential.
  public var detail: String

  public init(_ kind: Kind, _ detail: String) {
    self.kind = kind
    self.detail = detail
  }

  /// An answer about another film, person or collection than the one asked for (a server or
  /// a cache gone wrong). Taken as a failure, so the page offers a retry: dropped, it left the
  /// page loading for ever (or showed the other one's details under this one's title).
  static func answerAbout(anotherThan id: Int, got other: Int) -> Failure {
    Failure(.badResponse, "Asked for \(id), the answer was about \(other)")
  }
}
