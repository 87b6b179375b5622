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
