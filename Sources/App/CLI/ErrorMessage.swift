import Library
import TMDB
import Terminal

/// The plain sentence for an error Reel raised itself (TMDB, the library, Reel), or nil for
/// anything else (the command-line parser's errors, which word themselves).
public func reelMessage(for error: any Error) -> String? {
  switch error {
  case let error as TMDBError: error.message
  case let error as ReelError: error.message
  case let error as LibraryError: error.message
  case TerminalError.unknownTerminal(let name) where !name.isEmpty:
    // Mostly a terminal newer than the system's terminfo (xterm-kitty, xterm-ghostty over
    // ssh): say how to get going, not only that TERM is wrong.
    "\(error): this system has no terminfo entry for it; install the terminal's own (kitty: "
      + "kitten ssh) or run reel with TERM=xterm-256color"
  default: nil
  }
}

/// Reel's version, for `reel --version`.
public var reelVersion: String { ReelVersion.current }
