#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// A process limit (`ulimit -u`) too low for Reel's threads, raised when it may be and said in
/// words when it may not, before any thread starts.
///
/// Threads count against it: under `ulimit -u 3` libdispatch's first worker thread could not
/// be made and it retried once a second forever, so `reel list popular` hung without a word.
/// The browser runs about ten threads on two CPUs, more on more. (The limit counts all of the
/// user's processes, so one above the floor can still be used up by others; root is held to
/// it too here, though the kernel exempts root, so the sentence is the same for everyone.)
enum ThreadLimit {
  static let floor: UInt64 = 32

  /// The soft limit after raising it to the hard one when it is below the floor, nil when
  /// unlimited or unknown.
  static func raised() -> UInt64? {
    var limit = rlimit()
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(__RLIMIT_NPROC.rawValue)
    #else
      let resource = RLIMIT_NPROC
    #endif
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur != .max else { return nil }
    guard UInt64(limit.rlim_cur) < floor else { return UInt64(limit.rlim_cur) }
    var higher = limit
    higher.rlim_cur = limit.rlim_max
    guard higher.rlim_cur > limit.rlim_cur, setrlimit(resource, &higher) == 0 else {
      return UInt64(limit.rlim_cur)
    }
    return higher.rlim_cur == .max ? nil : UInt64(higher.rlim_cur)
  }

  /// The sentence that refuses a limit below the floor, nil for one Reel runs under.
  static func refusal(limit: UInt64?) -> String? {
    guard let limit, limit < floor else { return nil }
    return "the process limit (ulimit -u) is \(limit), below the \(floor) threads Reel needs; "
      + "raise it (ulimit -u 256) and run it again"
  }

  /// Call first in `main`: raises a low soft limit, or exits 1 with the sentence.
  static func checkBeforeAnyThread() {
    guard let sentence = refusal(limit: raised()) else { return }
    let line = "reel: \(sentence)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(1)
  }
}
