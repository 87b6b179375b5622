import Foundation
import TMDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why output could not be written.
public enum OutputFailure: Error, Sendable, Equatable {
  /// The reader went away (`reel show 550 | head -1`): not the user's problem, so quiet.
  case brokenPipe
  /// Anything else (a full disk, a closed descriptor, an I/O error), with the system's words.
  case failed(String)
}

/// The one way a printing command writes: every byte goes through `write(2)` on a descriptor,
/// every result is checked (partial writes resumed, `EINTR` retried), and `finish()` reports
/// whatever a buffered flush would have hidden. Nothing goes through `print` or stdio, whose
/// flush at exit fails silently, or `FileHandle.write(_:)`, which traps on an error.
///
/// Text is buffered up to `bufferSize` so a long table costs a few system calls, not one a line.
public final class OutputWriter: @unchecked Sendable {
  public let descriptor: Int32
  /// Whether the descriptor is a terminal: then text is sanitised as it is written.
  public let isTerminal: Bool
  private var buffer: [UInt8] = []
  private let bufferSize: Int
  private let lock = NSLock()

  public init(descriptor: Int32, bufferSize: Int = 64 * 1024) {
    self.descriptor = descriptor
    self.isTerminal = isatty(descriptor) == 1
    self.bufferSize = bufferSize
  }

  /// Standard output. One per process: the printing commands all share it.
  public static let standardOutput = OutputWriter(descriptor: STDOUT_FILENO)

  /// Writes text. When the descriptor is a terminal every control character, escape sequence
  /// and bidi override is removed first, whatever the caller already did: text from TMDB, from
  /// a file or from an argument must never drive the user's terminal.
  public func write(_ text: String) throws(OutputFailure) {
    let safe = isTerminal ? TerminalText.safe(text) : text
    try write(bytes: Array(safe.utf8))
  }

  /// Writes bytes as they are (JSON, which escapes its own controls; see `JSONOutput`).
  public func write(_ data: Data) throws(OutputFailure) {
    try write(bytes: Array(data))
  }

  private func write(bytes: [UInt8]) throws(OutputFailure) {
    lock.lock()
    defer { lock.unlock() }
    buffer += bytes
    if buffer.count >= bufferSize { try drain() }
  }

  /// Writes what is buffered and reports any failure: call before saying a command succeeded.
  public func finish() throws(OutputFailure) {
    lock.lock()
    defer { lock.unlock() }
    try drain()
  }

  private func drain() throws(OutputFailure) {
    defer { buffer.removeAll(keepingCapacity: true) }
    let failure: Int32? = buffer.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    guard let failure else { return }
    if failure == EPIPE { throw .brokenPipe }
    throw .failed(String(cString: strerror(failure)))
  }
}

/// Messages on stderr (`reel: …`): best effort, since there is nowhere left to report a failure
/// to write an error, but never a trap, and always sanitised (a message may quote a server's
/// words, a file name or an argument).
public enum StandardError {
  public static func write(_ text: String) {
    let bytes = Array(TerminalText.safe(withoutSecrets(text)).utf8)
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = systemWrite(STDERR_FILENO, raw.baseAddress! + offset, raw.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }

  /// One `reel: ` line.
  public static func say(_ message: String) {
    write("reel: " + TerminalText.oneLine(message) + "\n")
  }

  /// What reaches stderr (a terminal, or a CI job's kept log) or Reel's log never carries a
  /// secret, whatever the message quotes: an address's password (`https://user:PASSWORD@host`, quoted whole by
  /// "the API base URL … is not an http(s) URL"), and whatever is shaped like a key or token.
  static func withoutSecrets(_ text: String) -> String {
    var text = Redactor.patterns.redact(text)
    if text.contains("://"), text.contains("@") {
      text = text.replacing(addressPassword) { $0.output.1 + Redactor.mark + "@" }
    }
    return text
  }

  /// `scheme://user:PASSWORD@`: the password, up to the `@` that ends the user part.
  nonisolated(unsafe) private static let addressPassword =
    #/([A-Za-z][A-Za-z0-9+.\-]*://[^/\s:@]*:)[^/\s@]+@/#
}

/// `write(2)`, named apart from the methods called `write`.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}
