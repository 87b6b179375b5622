import TMDB

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
  public var detail: String {
    get { words.detail }
    set { words = Words(detail: newValue, cause: words.cause, library: words.library) }
  }
  /// TMDB's typed failure when it was one, so the screen can say the whole of it in its own
  /// language (the detail is English); nil for failures from elsewhere.
  public var cause: TMDBError? {
    get { words.cause }
    set { words = Words(detail: words.detail, cause: newValue, library: words.library) }
  }
  /// The watchlist database's or the response cache's typed failure when it was one (which
  /// file, what is wrong with it), worded whole in the user's language as `cause` is.
  public var library: LibraryFault? {
    get { words.library }
    set { words = Words(detail: words.detail, cause: words.cause, library: newValue) }
  }
  /// Boxed: a `TMDBError` inline made every list, detail state and model that may hold a
  /// failure several cache lines larger, and the browser copies them at every key.
  private var words: Words

  private final class Words: Sendable {
    let detail: String
    let cause: TMDBError?
    let library: LibraryFault?
    init(detail: String, cause: TMDBError?, library: LibraryFault?) {
      self.detail = detail
      self.cause = cause
      self.library = library
    }
  }

  public init(
    _ kind: Kind, _ detail: String, cause: TMDBError? = nil, library: LibraryFault? = nil
  ) {
    self.kind = kind
    self.words = Words(detail: detail, cause: cause, library: library)
  }

  public static func == (a: Failure, b: Failure) -> Bool {
    a.kind == b.kind
      && (a.words === b.words
        || (a.detail == b.detail && a.cause == b.cause && a.library == b.library))
  }

  /// An answer about another film, person or collection than the one asked for (a server or
  /// a cache gone wrong). Taken as a failure, so the page offers a retry: dropped, it left the
  /// page loading for ever (or showed the other one's details under this one's title).
  /// `record` names what was asked for (nil: a film), so other languages can say it whole.
  static func answerAbout(
    anotherThan id: Int, got other: Int, record: AnsweredRecord? = nil
  ) -> Failure {
    let cause: TMDBError =
      record.map { .wrongRecord($0, asked: id, answered: other) }
      ?? .wrongMovie(asked: id, answered: other)
    return Failure(.badResponse, "Asked for \(id), the answer was about \(other)", cause: cause)
  }
}

extension MovieListSource {
  /// What a page request of this list asked TMDB for ("popular page 2"), to word a failure.
  func endpointName(page: Int) -> EndpointName {
    switch self {
    case .category(let category): .category(category, page: page)
    case .search(let query): .search(query: query, page: page)
    case .discover: .discover(page: page)
    }
  }
}
