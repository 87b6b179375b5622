import CBenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program running in a real pseudo-terminal of a chosen size, as a user's terminal would run
/// it: the bench watches what it paints, types keys into it and reads what it costs.
///
/// Spawned with `posix_spawn` (no `fork` in a threaded Swift process): a new session whose
/// controlling terminal is the pty's slave side.
final class PtySession {
  let pid: pid_t
  let master: Int32
  let started: ContinuousClock.Instant
  /// Everything the program wrote since the last `take()`.
  private(set) var output: [UInt8] = []
  private(set) var totalBytes = 0
  private var reaped = false

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// `onlyCPU0`: the child runs on one CPU (the affinity of the spawning thread is inherited).
  init(
    _ executable: String, _ arguments: [String], environment: [String: String],
    columns: Int = 120, rows: Int = 40, onlyCPU0: Bool = false
  ) throws {
    var slave = [CChar](repeating: 0, count: 256)
    master = reel_bench_open_pty(&slave, slave.count, Int32(columns), Int32(rows))
    guard master >= 0 else { throw Failure(description: "no pseudo-terminal available") }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child: pid_t = 0
    started = .now
    let status = reel_bench_spawn(&child, executable, slave, argv, envp, onlyCPU0 ? 1 : 0)
    guard status == 0 else {
      close(master)
      throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
    }
    pid = child
  }

  deinit {
    if !reaped { _ = kill() }
    close(master)
  }

  /// Reads what is there, waiting up to `timeout` for the first byte. False when nothing came.
  @discardableResult
  func read(timeout: Duration) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let milliseconds =
      Int32(timeout.components.seconds * 1000)
      + Int32(timeout.components.attoseconds / 1_000_000_000_000_000)
    guard poll(&descriptor, 1, max(milliseconds, 0)) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65536)
    var any = false
    while true {
      let count = Glibc.read(master, &buffer, buffer.count)
      guard count > 0 else { break }
      output.append(contentsOf: buffer[0..<count])
      totalBytes += count
      any = true
      answerDeviceAttributes(in: buffer[0..<count])
    }
    return any
  }

  /// Answers the primary device attributes query (`CSI c`, which reel sends at start to learn
  /// the terminal's picture protocols) as every terminal emulator does, so start-up figures
  /// pay one round trip, as with a real terminal, not the query's time limit (gfx).
  private func answerDeviceAttributes(in bytes: ArraySlice<UInt8>) {
    let query: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "c")]
    guard bytes.count >= 3,
      (bytes.startIndex...bytes.endIndex - 3).contains(where: {
        bytes[$0..<$0 + 3].elementsEqual(query)
      })
    else { return }
    let answer = Array("\u{1B}[?62;22c".utf8)
    _ = answer.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
  }

  /// Reads until `marker` has been painted; the time since the spawn, or nil on timeout.
  func wait(for marker: [UInt8], timeout: Duration) -> Duration? {
    let deadline = started + timeout
    var searched = 0
    while ContinuousClock.now < deadline {
      if read(timeout: .milliseconds(20)) {
        let from = max(0, searched - marker.count)
        if output[from...].firstRange(of: marker) != nil { return .now - started }
        searched = output.count
      }
    }
    return nil
  }

  /// Reads until the program has been quiet for `quiet`; the bytes that came.
  @discardableResult
  func drain(quiet: Duration = .milliseconds(60), atMost: Duration = .seconds(3)) -> Int {
    let before = totalBytes
    let deadline = ContinuousClock.now + atMost
    while ContinuousClock.now < deadline, read(timeout: quiet) {}
    return totalBytes - before
  }

  /// Reads (so the program never blocks on a full pty) until `instant`.
  func keepReading(until instant: ContinuousClock.Instant) {
    while ContinuousClock.now < instant {
      read(timeout: min(.milliseconds(50), instant - .now))
    }
  }

  func take() -> [UInt8] {
    defer { output.removeAll(keepingCapacity: true) }
    return output
  }

  func type(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { _ = write(master, $0.baseAddress, $0.count) }
  }

  /// CPU time of each live thread by thread id, in nanoseconds (from the scheduler, not clock
  /// ticks). Compare two with `cpu(since:)`.
  func threadTimes() -> [String: Double] {
    let folder = "/proc/\(pid)/task"
    guard let threads = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return [:]
    }
    var times: [String: Double] = [:]
    for thread in threads {
      guard
        let text = try? String(contentsOfFile: "\(folder)/\(thread)/schedstat", encoding: .utf8),
        let first = text.split(separator: " ").first, let nanoseconds = Double(first)
      else { continue }
      times[thread] = nanoseconds
    }
    return times
  }

  /// Nanoseconds of CPU since `earlier`, over the threads alive now (a thread started since
  /// counts from zero; one that ended since is lost, so this never counts less than nothing).
  func cpu(since earlier: [String: Double]) -> Double {
    threadTimes().reduce(0) { total, thread in
      total + max(0, thread.value - (earlier[thread.key] ?? 0))
    }
  }

  /// Read and write system calls of the whole process so far (every thread, every
  /// descriptor), from /proc/PID/io; zeros where the kernel does not say.
  func ioCalls() -> (reads: Int, writes: Int) {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8) else {
      return (0, 0)
    }
    var reads = 0
    var writes = 0
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: ":")
      guard parts.count == 2, let value = Int(parts[1].trimmingCharacters(in: .whitespaces))
      else { continue }
      if parts[0] == "syscr" { reads = value }
      if parts[0] == "syscw" { writes = value }
    }
    return (reads, writes)
  }

  /// Context switches of the live threads (voluntary ones are waits: a poll, a lock, a
  /// condition; the others are preemptions), summed.
  func contextSwitches() -> Int {
    let folder = "/proc/\(pid)/task"
    guard let threads = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return 0
    }
    var total = 0
    for thread in threads {
      guard let text = try? String(contentsOfFile: "\(folder)/\(thread)/status", encoding: .utf8)
      else { continue }
      for line in text.split(separator: "\n") where line.contains("ctxt_switches:") {
        guard
          let value = Int(
            line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
        else { continue }
        total += value
      }
    }
    return total
  }

  /// Kills the program and returns the CPU it used over its whole life, every thread counted
  /// (even the ones that ended), in nanoseconds.
  func kill() -> Double {
    guard !reaped else { return 0 }
    _ = Glibc.kill(pid, SIGKILL)
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    reaped = true
    func nanoseconds(_ time: timeval) -> Double {
      Double(time.tv_sec) * 1e9 + Double(time.tv_usec) * 1e3
    }
    return nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime)
  }
}
