#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// An open-file limit (`ulimit -n`) too low to run in, raised when it may be and said in
/// words when it may not, before anything opens a file.
///
/// The browser holds ~28 descriptors in replay (the log, the terminal, libdispatch's event
/// and timer descriptors, the wake pipes, the watchlist's three files, the poster pack), more
/// live (connections, poster files). Under `ulimit -n 16` ncurses could not open the terminfo
/// file and Reel said "this system has no terminfo entry" for tmux-256color; under
/// `ulimit -n 6` every command died of SIGILL with a backtrace over the terminal.
enum DescriptorLimit {
  static let floor: UInt64 = 64
  /// What a low soft limit is raised to when the hard limit allows: enough for a long live
  /// session, and below FD_SETSIZE, which a select(2) in any library could not go past.
  static let wanted: UInt64 = 1024

  /// The soft limit after raising it toward `wanted` (never past the hard limit), nil when
  /// unlimited or unknown.
  static func raised() -> UInt64? {
    var limit = rlimit()
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
      let resource = RLIMIT_NOFILE
    #endif
    guard getrlimit(resource, &limit) == 0 else { return nil }
    let soft = UInt64(limit.rlim_cur)
    let hard = UInt64(limit.rlim_max)
    guard soft < floor else { return soft }
    var higher = limit
    higher.rlim_cur = rlim_t(min(hard, wanted))
    guard higher.rlim_cur > limit.rlim_cur, setrlimit(resource, &higher) == 0 else {
      return soft
    }
    return UInt64(higher.rlim_cur)
  }

  /// The sentence that refuses a limit below the floor, nil for one Reel runs under.
  static func refusal(limit: UInt64?) -> String? {
    guard let limit, limit < floor else { return nil }
    return "the open-file limit (ulimit -n) is \(limit), below the \(floor) Reel needs; raise "
      + "it (ulimit -n \(wanted)) and run it again"
  }

  /// Call first in `main`: raises a low soft limit, or exits 1 with the sentence.
  static func checkBeforeAnyFile() {
    guard let sentence = refusal(limit: raised()) else { return }
    let line = "reel: \(sentence)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(1)
  }
}
