#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// A memory limit too low to run in (`ulimit -v`, `ulimit -d`), said in words before anything
/// starts a thread.
///
/// Under such a limit a thread's stack cannot be mapped: libdispatch retries a failed thread
/// once a second forever, so `reel list popular` under `ulimit -v 180000` hung with no word,
/// and under a little less it died of SIGILL or SIGSEGV. Below the floor Reel refuses.
enum MemoryLimit {
  /// What the browser needs with room to spare: it maps ~700 MB on 2 CPUs with its threads'
  /// stacks and malloc's arenas (most never touched), and ran down to ~300 MB.
  static let floorBytes: UInt64 = 512 << 20

  /// The lower of the address-space and data limits, after raising soft ones below the floor;
  /// nil when neither is set.
  static func current() -> UInt64? {
    var lowest: UInt64?
    #if canImport(Glibc)
      let resources = [Int32(RLIMIT_AS.rawValue), Int32(RLIMIT_DATA.rawValue)]
    #else
      let resources = [RLIMIT_AS, RLIMIT_DATA]
    #endif
    for resource in resources {
      var limit = rlimit()
      #if canImport(Glibc)
        let resource = __rlimit_resource_t(UInt32(resource))
      #endif
      guard getrlimit(resource, &limit) == 0 else { continue }
      // A soft limit below the floor is raised to the hard one when that is allowed
      // (`ulimit -S -v`): only a hard limit is the user's last word.
      if UInt64(limit.rlim_cur) < floorBytes, limit.rlim_max > limit.rlim_cur {
        var higher = limit
        higher.rlim_cur = limit.rlim_max
        if setrlimit(resource, &higher) == 0 { limit = higher }
      }
      // RLIM_INFINITY is all ones (its macro does not import as a Swift constant).
      guard limit.rlim_cur != .max else { continue }
      let bytes = UInt64(limit.rlim_cur)
      lowest = min(lowest ?? bytes, bytes)
    }
    return lowest
  }

  /// The sentence that refuses a limit below the floor, nil for one Reel runs under.
  static func refusal(limit: UInt64?) -> String? {
    guard let limit, limit < floorBytes else { return nil }
    let floorKilobytes = floorBytes >> 10
    return "the memory limit (ulimit -v or -d) is \(limit >> 20) MB, below the "
      + "\(floorBytes >> 20) MB Reel needs; raise it (ulimit -v \(floorKilobytes)) and run "
      + "it again"
  }

  /// Call first in `main`: exits 1 with the sentence under a limit too low.
  static func checkBeforeAnyThread() {
    guard let sentence = refusal(limit: current()) else { return }
    let line = "reel: \(sentence)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(1)
  }
}
