import CVTerm
import Foundation
import Glibc
import ReelTestSupport
import XCTest

/// What `ReelInTerminal` and `HandPlayedTerminal` share: the build of reel under test, the
/// environment it runs in (a temporary home, xterm-256color, UTF-8) and its start in a
/// pseudo-terminal, taken down with the test.
struct PtyLaunch {
  let master: Int32
  let pid: pid_t
  let leader: pid_t
  let statusPipe: Int32

  /// The built `reel`, or the one REEL_UNDER_TEST names (to see a test fail on another build).
  static func reelUnderTest() throws -> URL {
    try ProcessInfo.processInfo.environment["REEL_UNDER_TEST"].map {
      URL(fileURLWithPath: $0)
    } ?? builtProduct("reel")
  }

  /// A temporary home with XDG folders of its own, so no test sees another's files or the
  /// user's. A sanitizer run's options reach reel too, so its reports land where the run says.
  static func environment(home: URL) -> [String: String] {
    var environment: [String: String] = [
      "PATH": "/usr/bin:/bin", "HOME": home.path, "TERM": "xterm-256color", "LANG": "C.UTF-8",
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
    ]
    for name in ["TSAN_OPTIONS", "ASAN_OPTIONS"] {
      if let value = ProcessInfo.processInfo.environment[name] { environment[name] = value }
    }
    return environment
  }

  /// Starts `argv` (its first element the program) in a new pty of `rows` x `columns`, its
  /// master side non-blocking so a long paste never deadlocks with reel writing its screen.
  static func start(
    _ argv: [String], environment: [String: String], rows: Int, columns: Int
  ) throws -> PtyLaunch {
    var cArgv = argv.map { strdup($0) } + [nil]
    var cEnvp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      cArgv.forEach { free($0) }
      cEnvp.forEach { free($0) }
    }
    var master: Int32 = -1
    var pid: pid_t = 0
    var leader: pid_t = 0
    var statusPipe: Int32 = -1
    let status = reel_pty_spawn(
      argv[0], &cArgv, &cEnvp, UInt16(rows), UInt16(columns), &master, &pid, &leader, &statusPipe)
    guard status == 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(status)) }
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    return PtyLaunch(master: master, pid: pid, leader: leader, statusPipe: statusPipe)
  }

  /// At the test's end: reel killed if it has not ended (`hasEnded` asks, `waitForExit` reaps),
  /// the session's leader too, and the descriptors closed.
  func takeDown(
    with test: XCTestCase, hasEnded: @escaping () -> Bool, waitForExit: @escaping () -> Void
  ) {
    test.addTeardownBlock { [self] in
      if !hasEnded() {
        kill(pid, SIGKILL)
        waitForExit()
      }
      kill(leader, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(leader, &status, 0)
      close(master)
      close(statusPipe)
    }
  }
}
