import Foundation
import TMDB

/// One plain sentence for any error, for the status bar and for `reel: ` lines on stderr.
/// Never includes a credential: TMDB errors are redacted of it, and Reel's own quote what they
/// were given (a base URL, a file name), so they are too.
public func userMessage(for error: any Error) -> String {
  switch error {
  case let error as TMDBError: return error.message
  case let error as ReelError: return Redactor.patterns.redact(error.message)
  case is CancellationError: return "Cancelled."
  // Foreign errors may quote what a server or a file said: no controls, nothing key-shaped.
  default: return Redactor.patterns.redact(PlainText.clean(error.localizedDescription))
  }
}

/// Errors of Reel's own, outside TMDB.
public struct ReelError: Error, Sendable, Equatable {
  public var message: String
  /// The command line asked for something that cannot be (a genre TMDB does not have): the
  /// user's mistake, exit status 64 as the parser's own refusals, not a failure (1).
  public var isUsage = false

  public init(_ message: String) { self.message = message }

  public static func usage(_ message: String) -> ReelError {
    var error = ReelError(message)
    error.isUsage = true
    return error
  }
}
