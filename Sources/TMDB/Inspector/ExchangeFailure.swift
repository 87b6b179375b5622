/// Why a request in the inspector's record got no answer, kept typed so the inspector can say it
/// in the screen's language; `english` is the record's own words (the HAR file, the filter).
public enum ExchangeFailure: Sendable, Equatable {
  case network(NetworkFailure)
  case tmdb(TMDBError)
  case cancelled
  /// Any other error, or a failure whose words held a credential: scrubbed text, shown as is.
  case said(String)

  /// Keeps `error` typed only when its words hold no secret the scrubber removes; otherwise the
  /// scrubbed words, so no language can show what the English hides.
  init(_ error: any Error, scrubber: SecretScrubber) {
    let typed: ExchangeFailure =
      switch error {
      case let failure as NetworkFailure: .network(failure)
      case let error as TMDBError: .tmdb(error)
      case is CancellationError: .cancelled
      default: .said(String(describing: type(of: error)))
      }
    let words = typed.english
    let scrubbed = scrubber.scrub(words)
    self = scrubbed == words ? typed : .said(scrubbed)
  }

  public var english: String {
    switch self {
    case .network(let failure): TMDBError.describe(failure)
    case .tmdb(let error): error.message
    case .cancelled: "cancelled"
    case .said(let words): words
    }
  }
}
