import TMDB

/// Why a poster could not be shown. The screen draws the placeholder for every case; the
/// words are for the log and `reel info`.
public enum ImageFailure: Error, Sendable, Equatable {
  /// The body was empty.
  case empty
  /// The bytes are not a JPEG: `what` names what they look like ("an HTML page", "PNG").
  case notJPEG(what: String)
  /// libjpeg refused the data.
  case corrupt(String)
  /// The data ends before the image does.
  case truncated
  /// The header names dimensions beyond the limits; nothing was allocated for it.
  case tooLarge(width: Int, height: Int)
  /// The image host answered with this HTTP status.
  case httpStatus(Int)
  /// No answer from the image host.
  case network(NetworkFailure)
  /// The film has no poster, or the configuration names no image host.
  case unavailable
  /// A newer request took this one's place in the queue, or its caller stopped wanting it.
  case cancelled

  /// Whether asking again later may bring the poster: the network or the image host was down
  /// or busy (no answer, a lost connection, a 5xx, 429 or 408). A missing or broken image
  /// (404, not a JPEG, too large, damaged) stays so however often it is asked for.
  public var mayPass: Bool {
    switch self {
    case .httpStatus(let status): status == 408 || status == 429 || (500...599).contains(status)
    case .network(let failure):
      switch failure {
      // An answer too large, or a redirect elsewhere, is the host's answer, not an outage.
      case .tooLarge, .redirectRefused, .cancelled: false
      // `other` holds a dropped wifi's TLS and proxy failures too; a capped back-off makes
      // asking again after one that will not pass cheap.
      case .timedOut, .cannotConnect, .cannotResolveHost, .connectionLost, .other: true
      }
    case .empty, .notJPEG, .corrupt, .truncated, .tooLarge, .unavailable, .cancelled: false
    }
  }

  /// One line in plain words, for the log.
  public var message: String {
    switch self {
    case .empty: "the image is empty"
    case .notJPEG(let what): "the image is not a JPEG (it looks like \(what))"
    case .corrupt(let detail): "the image is damaged (\(detail))"
    case .truncated: "the image data ends early"
    case .tooLarge(let width, let height):
      "the image is too large to show (\(width)x\(height) pixels)"
    case .httpStatus(let status): "the image host answered HTTP \(status)"
    case .network(let failure): "the image host did not answer (\(failure))"
    case .unavailable: "there is no poster"
    case .cancelled: "the poster is no longer wanted"
    }
  }
}
