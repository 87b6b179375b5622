import Browser
import TMDB

extension Message {
  /// A TMDB failure in the user's language. In English the words are exactly
  /// `TMDBError.message`; TMDB's own explanations (and endpoint names) stay as TMDB wrote them.
  public init(error: TMDBError) {
    switch error {
    case .notFound(let endpoint):
      self.init(.errorNotFound, ["what": .message(Message(endpoint: endpoint))])
    case .unauthorized(let message):
      self.init(.errorCredentialsRefused, ["detail": .text(message)])
    case .credentialRefused(let credential, nil):
      self.init(.errorCredentialRefused, ["credential": Self.credential(credential)])
    case .credentialRefused(let credential, let message?):
      self.init(
        .errorCredentialRefusedSaying,
        ["credential": Self.credential(credential), "detail": .text(message)])
    case .rejected(_, let message):
      self.init(.errorRejected, ["detail": .text(message)])
    case .rateLimited(nil):
      self.init(.errorRateLimited)
    case .rateLimited(let retryAfter?):
      self.init(.errorRateLimitedRetryIn, ["seconds": .number(Self.wholeSeconds(retryAfter))])
    case .server(let status, nil):
      self.init(.errorServer, ["status": .number(status)])
    case .server(let status, let message?) where message == AbortedAnswer.statusMessage:
      // Reel's own explanation (an answer aborted in the inspector), not TMDB's.
      self.init(
        .errorServerSaying,
        ["status": .number(status), "detail": .message(Message(.errorAbortedAtBreakpoint))])
    case .server(let status, let message?):
      self.init(.errorServerSaying, ["status": .number(status), "detail": .text(message)])
    case .unexpectedStatus(let status, let endpoint):
      self.init(
        .errorUnexpectedStatus,
        ["status": .number(status), "what": .message(Message(endpoint: endpoint))])
    case .badResponse(let endpoint, let reason):
      self.init(
        .errorBadResponse,
        ["what": .message(Message(endpoint: endpoint)), "reason": .message(Message(fault: reason))])
    case .damagedRecord(let file, let reason):
      self.init(
        .errorDamagedRecord, ["file": .text(file), "reason": .message(Message(fault: reason))])
    case .recordingFailed(let path, let reason):
      self.init(
        .errorRecordingFailed, ["path": .text(path), "reason": .message(Message(fault: reason))])
    case .network(.tooLarge(let limit), let endpoint):
      self.init(
        .errorTooLarge,
        ["limit": .number(limit / (1024 * 1024)), "what": .message(Message(endpoint: endpoint))])
    case .network(.redirectRefused(let target), let endpoint):
      self.init(
        .errorRedirectRefused,
        ["what": .message(Message(endpoint: endpoint)), "target": .text(target)])
    case .network(let failure, let endpoint):
      self.init(
        .errorNetwork,
        [
          "what": .message(Message(endpoint: endpoint)),
          "reason": .message(Message(failure: failure)),
        ])
    case .gaveUp(let attempts, .rateLimited(nil)):
      self.init(.errorRateLimitedGaveUp, ["count": .count(attempts)])
    case .gaveUp(let attempts, .rateLimited(let retryAfter?)):
      self.init(
        .errorRateLimitedGaveUpWait,
        ["count": .count(attempts), "seconds": .number(Self.wholeSeconds(retryAfter))])
    case .gaveUp(let attempts, let inner):
      self.init(
        .errorGaveUp, ["reason": .clause(Message(error: inner)), "count": .count(attempts)])
    case .wrongMovie(let asked, let answered):
      self.init(.errorWrongMovie, ["asked": .number(asked), "answered": .number(answered)])
    case .wrongRecord(let record, let asked, let answered):
      let key: MessageKey =
        switch record {
        case .person: .errorWrongPerson
        case .collection: .errorWrongCollection
        case .providers: .errorWrongProviders
        }
      self.init(key, ["asked": .number(asked), "answered": .number(answered)])
    case .wrongPage(let endpoint, _, let answered):
      self.init(
        .errorWrongPage,
        ["answered": .number(answered), "what": .message(Message(endpoint: endpoint))])
    }
  }

  /// What a request asked TMDB for ("movie 550", "popular page 1"), in the user's language.
  public init(endpoint: EndpointName) {
    switch endpoint {
    case .configuration: self.init(.endpointConfiguration)
    case .genres: self.init(.endpointGenres)
    case .category(let category, let page):
      let key: MessageKey =
        switch category {
        case .popular: .endpointPopular
        case .topRated: .endpointTopRated
        case .nowPlaying: .endpointNowPlaying
        case .upcoming: .endpointUpcoming
        case .trending: .endpointTrending
        }
      self.init(key, ["page": .number(page)])
    case .search(let query, let page):
      self.init(.endpointSearch, ["query": .text(query), "page": .number(page)])
    case .details(let id): self.init(.endpointDetails, ["id": .number(id)])
    case .discover(let page): self.init(.endpointDiscover, ["page": .number(page)])
    case .recommendations(let id, let page):
      self.init(.endpointRecommendations, ["id": .number(id), "page": .number(page)])
    case .similar(let id, let page):
      self.init(.endpointSimilar, ["id": .number(id), "page": .number(page)])
    case .person(let id): self.init(.endpointPerson, ["id": .number(id)])
    case .searchPeople(let query, let page):
      self.init(.endpointSearchPeople, ["query": .text(query), "page": .number(page)])
    case .watchProviders(let id): self.init(.endpointWatchProviders, ["id": .number(id)])
    case .collection(let id): self.init(.endpointCollection, ["id": .number(id)])
    case .said(let words): self.init(.errorOther, ["detail": .text(words)])
    }
  }

  /// What went wrong with the network.
  public init(failure: NetworkFailure) {
    switch failure {
    case .timedOut: self.init(.errorTimedOut)
    case .cannotConnect(let host): self.init(.errorCannotConnect, ["host": .text(host)])
    case .cannotResolveHost(let host): self.init(.errorCannotResolveHost, ["host": .text(host)])
    case .connectionLost: self.init(.errorConnectionLost)
    case .cancelled: self.init(.errorNetworkCancelled)
    case .other(let problem): self.init(problem: problem)
    case .tooLarge(let limit): self.init(.netTooLarge, ["limit": .number(limit / (1024 * 1024))])
    case .redirectRefused(let target): self.init(.netRedirectRefused, ["target": .text(target)])
    }
  }

  /// Why a request in the network inspector got no answer. In English the words are exactly
  /// `ExchangeFailure.english`.
  public init(exchangeFailure: ExchangeFailure) {
    switch exchangeFailure {
    case .network(let failure): self.init(failure: failure)
    case .tmdb(let error): self.init(error: error)
    case .cancelled: self.init(.errorNetworkCancelled)
    case .said(let words): self.init(.errorOther, ["detail": .text(words)])
    }
  }

  /// Why the inspector's request was tried again ("server error (503)").
  public init(retry reason: RetryNotice.Reason) {
    switch reason {
    case .rateLimited: self.init(.retryReasonRateLimited)
    case .serverError(let status): self.init(.retryReasonServerError, ["status": .number(status)])
    case .connectionLost: self.init(.retryReasonConnectionLost)
    }
  }

  /// The key of a category's name on the tabs, and of its short form for narrow screens.
  public static func title(of category: Category) -> MessageKey {
    switch category {
    case .popular: .categoryPopular
    case .topRated: .categoryTopRated
    case .nowPlaying: .categoryNowPlaying
    case .upcoming: .categoryUpcoming
    case .trending: .categoryTrending
    }
  }

  public static func shortTitle(of category: Category) -> MessageKey {
    switch category {
    case .popular: .categoryShortPopular
    case .topRated: .categoryShortTopRated
    case .nowPlaying: .categoryShortNowPlaying
    case .upcoming: .categoryShortUpcoming
    case .trending: .categoryShortTrending
    }
  }

  /// The key of a watchlist order's name ("by title").
  public static func title(of order: WatchlistOrder) -> MessageKey {
    switch order {
    case .added: .orderNewestFirst
    case .title: .orderByTitle
    case .year: .orderByYear
    case .rating: .orderByRating
    }
  }

  /// A credential as `Credential.description` names it ("API key from TMDB_API_KEY"), in the
  /// user's words; where it came from stays as written.
  private static func credential(_ described: String) -> MessageArgument {
    for (kind, key) in [
      (Credential.Kind.apiKey, MessageKey.credentialAPIKeyFrom),
      (.accessToken, .credentialAccessTokenFrom),
    ] where described.hasPrefix(kind.rawValue + " from ") {
      let origin = String(described.dropFirst(kind.rawValue.count + " from ".count))
      return .message(Message(key, ["origin": .text(origin)]))
    }
    return .text(described)
  }

  /// Seconds to wait, rounded up as TMDBError words them: never below 0 (a wait of -1e300
  /// trapped the conversion) nor past 1e9.
  private static func wholeSeconds(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(max(0, min(value.rounded(.up), 1e9)))
  }
}
