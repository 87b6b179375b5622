import Browser
import Foundation
import Library
import TMDB

/// Turns any error into the browser's typed failure: a kind the screen words and a detail
/// sentence from the layer that failed (never holding a credential).
func failure(for error: any Error) -> Failure {
  switch error {
  case let error as TMDBError:
    return Failure(kind(of: error), error.message, cause: error)
  case let error as LibraryError:
    // Words with no value of their own are said by their kind in other languages, as before.
    let fault: LibraryFault? = if case .said = error.fault { nil } else { error.fault }
    return Failure(kind(of: error), error.message, library: fault)
  case let error as ReelError:
    return Failure(.other, error.message)
  default:
    return Failure(.other, userMessage(for: error))
  }
}

private func kind(of error: TMDBError) -> Failure.Kind {
  switch error {
  case .notFound: .notFound
  case .unauthorized, .credentialRefused: .unauthorized
  case .rejected, .unexpectedStatus: .other
  case .rateLimited: .rateLimited
  case .server: .server
  case .badResponse, .damagedRecord: .badResponse
  case .recordingFailed: .storage
  case .network(.timedOut, _): .timedOut
  case .network(.tooLarge, _), .network(.redirectRefused, _), .wrongMovie, .wrongRecord, .wrongPage:
    .badResponse
  case .network: .offline
  case .gaveUp(_, let inner): kind(of: inner)
  }
}

/// Another program holding the watchlist (its write lock past the busy timeout, or the folder
/// lock while it opens the file) is `busy`; everything else local is a storage problem.
private func kind(of error: LibraryError) -> Failure.Kind {
  switch error.fault {
  case .busy, .lockTimedOut: return .busy
  default: break
  }
  // Words from elsewhere: SQLite says "database is locked" past the busy timeout.
  let text = error.message.lowercased()
  if text.contains("database is locked") || text.contains("busy") { return .busy }
  return .storage
}
