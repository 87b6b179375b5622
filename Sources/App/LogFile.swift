import Foundation
import Library
import Logging
import TMDB

#if canImport(Glibc)
  import Glibc
#endif

/// Reel's log: `$XDG_STATE_HOME/reel/reel.log`. While the screen is up nothing may reach the
/// terminal, so the interactive browser also points stderr here: a crash backtrace or any
/// library's stray warning lands in the log, never over the UI.
public final class LogFile: @unchecked Sendable {
  public let url: URL
  /// Stays the same number for the log's life: a rotation puts the fresh file behind it.
  private let descriptor: Int32
  private let lock = NSLock()
  private var secrets: [String]
  /// The file's size as far as this process knows (others may append too), to rotate by.
  private var size: Int
  /// Whether stderr is pointed here (`captureStandardError`), to point it at the fresh file.
  private var capturesStandardError = false

  /// Past this size the log starts afresh, keeping the previous one as `reel.log.1`, so a
  /// Reel left open for months cannot fill the disk: when it opens, and as it writes.
  public static let rotationSize = 1_000_000

  /// Opens (creating if needed) the log for appending, with owner-only permissions.
  public init(url: URL, secrets: [String] = []) throws {
    self.url = url
    self.secrets = secrets.filter { !$0.isEmpty }
    // Never the home folder itself, when it does not exist (see `XDGPaths.createDirectory`).
    try XDGPaths.createDirectory(url.deletingLastPathComponent())
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    if size > Self.rotationSize {
      let previous = url.appendingPathExtension("1")
      _ = rename(url.path, previous.path)
    }
    descriptor = try Self.openForAppending(url)
    var info = stat()
    self.size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
  }

  /// The log's file, for appending, refused unless it is a regular file.
  private static func openForAppending(_ url: URL) throws(ReelError) -> Int32 {
    // O_NOFOLLOW: a symbolic link planted at the log's place must not make Reel append to its
    // target. O_NONBLOCK: a FIFO there must not hang the start; it is refused just below.
    let fd = open(
      url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
    guard fd >= 0 else {
      let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
      throw ReelError("cannot open the log file \(url.path): \(reason)")
    }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(fd)
      throw ReelError("cannot open the log file \(url.path): it is not a regular file")
    }
    return fd
  }

  /// Past the size: the file becomes `reel.log.1` and a fresh one takes the descriptor's
  /// number (and stderr's, when captured). When the fresh one cannot be opened, the log goes
  /// on in the renamed file rather than nowhere. Called with the lock held.
  private func rotate() {
    let previous = url.appendingPathExtension("1")
    guard rename(url.path, previous.path) == 0 else { return }
    size = 0
    guard let fresh = try? Self.openForAppending(url) else { return }
    dup2(fresh, descriptor)
    close(fresh)
    // dup2 clears close-on-exec: an editor or browser Reel starts must not inherit the log.
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    if capturesStandardError { dup2(descriptor, STDERR_FILENO) }
  }

  deinit { close(descriptor) }

  /// The default location, from the XDG environment.
  public static func defaultURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    XDGPaths(environment: environment).state.appendingPathComponent("reel.log")
  }

  /// Writes one line, with every secret the log knows of replaced and every control character
  /// removed (a server's message may carry escapes meant for whoever reads the log with `cat`).
  /// A failed write is dropped: the log must never take Reel down.
  public func write(_ line: String) {
    var text = line
    if !secrets.isEmpty { text = Redactor(secrets: secrets).redact(text) }
    // A request line quotes the API's address whole, with any password in it; and the
    // credential in use, in any spelling (`Redactor.patterns` knows it).
    text = StandardError.withoutSecrets(text)
    let bytes = Array((TerminalText.oneLine(text) + "\n").utf8)
    lock.withLock {
      bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
          if written < 0, errno == EINTR || errno == EAGAIN { continue }
          guard written > 0 else { return }
          offset += written
        }
      }
      size += bytes.count
      if size > Self.rotationSize { rotate() }
    }
  }

  /// Sends this process's stderr to the log until the returned closure is called.
  public func captureStandardError() -> () -> Void {
    let saved = dup(STDERR_FILENO)
    lock.withLock {
      dup2(descriptor, STDERR_FILENO)
      capturesStandardError = true
    }
    return {
      self.lock.withLock { self.capturesStandardError = false }
      guard saved >= 0 else { return }
      dup2(saved, STDERR_FILENO)
      close(saved)
    }
  }

  /// Routes swift-log through this file. Call once, early.
  public func bootstrap(level: Logger.Level = .info) {
    LoggingSystem.bootstrap { label in
      var handler = FileLogHandler(label: label, file: self)
      handler.logLevel = level
      return handler
    }
  }
}

/// A swift-log handler writing "time level label: message key=value" lines to a `LogFile`.
struct FileLogHandler: LogHandler {
  let label: String
  let file: LogFile
  var logLevel: Logger.Level = .info
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let merged = metadata.merging(event.metadata ?? [:]) { $1 }
    let details = merged.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
    let time = Date().formatted(.iso8601)
    file.write("\(time) \(event.level) \(label): \(event.message)\(details)")
  }
}
