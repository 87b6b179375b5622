import Library
import TMDB

/// The plain sentence for an error Reel raised itself (TMDB, the library, Reel), or nil for
/// anything else (the command-line parser's errors, which word themselves).
public func reelMessage(for error: any Error) -> String? {
  switch error {
  case let error as TMDBError: error.message
  case let error as ReelError: error.message
  case let error as LibraryError: error.message
  default: nil
  }
}

/// Reel's version, for `reel --version`.
public var reelVersion: String { ReelVersion.current }
