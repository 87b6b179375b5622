import Browser
import Foundation
import TMDB

#if canImport(Glibc)
  import Glibc
#endif

/// Opens a web address in the user's browser (`o`): `$BROWSER` (the first command of its
/// colon-separated list; `%s` is replaced by the address, else the address is appended), else
/// `xdg-open` from `PATH`. The browser starts in a session of its own with its input and
/// output on /dev/null, so it can neither draw over the screen nor take its keys, and Reel
/// never waits for it.
public struct LinkOpener: Sendable {
  public var environment: [String: String]

  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// The program and its arguments for `url`; nil when there is nothing to run.
  func command(for url: URL) -> [String]? {
    let address = url.absoluteString
    if let browser = environment["BROWSER"]?.split(separator: ":").first {
      let words = browser.split(separator: " ").map(String.init)
      if let program = words.first, let path = resolve(program) {
        let rest = words.dropFirst()
        let substituted = rest.map { $0.replacingOccurrences(of: "%s", with: address) }
        return [path] + substituted + (rest.contains { $0.contains("%s") } ? [] : [address])
      }
    }
    return resolve("xdg-open").map { [$0, address] }
  }

  /// Starts the browser; says how it went, in the status bar's terms.
  public func open(_ url: URL) -> StatusMessage {
    guard WebLink.isSafe(url) else { return .browserFailed("not a web address") }
    guard let command = command(for: url) else { return .noBrowser }
    switch Self.spawnDetached(command, environment: environment) {
    case nil: return .openedInBrowser
    case let error?: return .browserFailed(error)
    }
  }

  /// A program name found on `PATH` (or a path to an executable file).
  private func resolve(_ program: String) -> String? {
    if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
    for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(folder)/\(program)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// posix_spawn with a new session and stdio on /dev/null; a thread reaps the child so no
  /// zombie is left. Returns nil on success, else why it failed.
  private static func spawnDetached(_ command: [String], environment: [String: String])
    -> String?
  {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // glibc's POSIX_SPAWN_SETSID, which Swift does not import (it needs _GNU_SOURCE).
    let newSession: Int16 = 0x80
    posix_spawnattr_setflags(&attributes, newSession)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = command.map { strdup($0) } + [nil]
    let variables = ChildEnvironment.spawnStrings(environment)
    defer { (arguments + variables).forEach { free($0) } }
    var pid = pid_t()
    let status = posix_spawn(&pid, command[0], &actions, &attributes, arguments, variables)
    guard status == 0 else { return String(cString: strerror(status)) }
    let child = pid
    Thread.detachNewThread {
      var exitStatus: Int32 = 0
      _ = waitpid(child, &exitStatus, 0)
    }
    return nil
  }
}
