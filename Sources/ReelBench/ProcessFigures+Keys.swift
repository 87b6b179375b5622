import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension ProcessFigures {
  // MARK: keys

  /// What one `j` costs the process, measured over a run of presses on a settled list.
  private struct PressCost {
    var cpu: [Double] = []
    var bytes: [Double] = []
    var writes: [Double] = []
    var reads: [Double] = []
    var switches: [Double] = []
  }

  /// CPU, bytes, system calls and wake-ups per `j` (a one-row step), the CPU again on one CPU
  /// (`taskset -c 0`), per PgDn (a whole new list: the frame with the most drawing) and per
  /// `l` along a home row; with strace, the system calls and frames of one run of presses.
  func keyFigures(into table: FigureTable, presses: Int = 30) throws {
    var j = PressCost()
    var oneCPU = PressCost()
    var pageCPU: [Double] = []
    var pageBytes: [Double] = []
    var lCPU: [Double] = []
    let references = try keyReferences()
    var referenceCPU: [String: PressCost] = [:]
    for _ in 0..<runs {
      let session = try settledList()
      measurePresses("j", presses, in: session, into: &j)

      session.drain(quiet: .milliseconds(200))
      let before = session.threadTimes()
      var bytes = 0
      let pages = 4
      for _ in 0..<pages {
        session.type("\u{1B}[6~")
        bytes += session.drain(quiet: .milliseconds(150))
      }
      pageCPU.append(session.cpu(since: before) / Double(pages) / 1000)
      pageBytes.append(Double(bytes) / Double(pages))
      _ = session.kill()

      let single = try settledList(onlyCPU0: true)
      measurePresses("j", presses, in: single, into: &oneCPU)
      _ = single.kill()

      lCPU.append(try homePresses(presses))

      for (name, path, arguments) in references {
        let reference = try PtySession(path, arguments, environment: environment)
        defer { _ = reference.kill() }
        guard reference.wait(for: Array("line 30 of".utf8), timeout: .seconds(5)) != nil else {
          continue
        }
        reference.drain(quiet: .milliseconds(300))
        measurePresses("j", presses, in: reference, into: &referenceCPU[name, default: PressCost()])
      }
    }
    table.add("CPU per l press on home at 120x40", format(median(lCPU), "µs"), goal: "≤ 100 µs")
    table.add("CPU per j press at 120x40", format(median(j.cpu), "µs"), goal: "≤ 100 µs")
    table.add(
      "CPU per j press at 120x40, 1 CPU (taskset -c 0)",
      format(median(oneCPU.cpu), "µs")
        + String(format: " (%.2f× the 2-CPU figure)", median(oneCPU.cpu) / median(j.cpu)))
    table.add("bytes per j press", format(median(j.bytes), "bytes", decimals: 0))
    table.add(
      "write() / read() calls per j press (all threads, /proc/PID/io)",
      String(format: "%.2f / %.2f", median(j.writes), median(j.reads)))
    table.add(
      "context switches per j press (all threads: waits and preemptions)",
      String(format: "%.2f", median(j.switches)))
    table.add(
      "frame cost incl. terminal drawing (PgDn: a whole new list)",
      format(median(pageCPU), "µs") + ", " + format(median(pageBytes), "bytes", decimals: 0))
    for (name, _, _) in references {
      guard let cost = referenceCPU[name] else { continue }
      table.add(
        "  reference: \(name), CPU per j press",
        format(median(cost.cpu), "µs") + ", " + format(median(cost.bytes), "bytes", decimals: 0))
    }
    try tracedPresses(presses, into: table)
  }

  /// The programs a `j` is compared with, in the same pty and way: `less` scrolls a line,
  /// `vim -u NONE` moves its cursor a line. The yardstick for "a key press costs nothing".
  private func keyReferences() throws -> [(String, String, [String])] {
    let text = home.appendingPathComponent("reference-keys.txt")
    let lines = (1...2_000).map { "line \($0) of a reference file, long enough to fill a row" }
    try lines.joined(separator: "\n").write(to: text, atomically: true, encoding: .utf8)
    return [
      ("less", "/usr/bin/less", [text.path]),
      ("vim -u NONE", "/usr/bin/vim", ["-u", "NONE", text.path]),
    ].filter { FileManager.default.isExecutableFile(atPath: $0.1) }
  }

  /// Reel on the popular list, painted, quiet, and warmed: anything done on first use (the
  /// detail of a movie) is not a key press's steady cost.
  private func settledList(onlyCPU0: Bool = false) throws -> PtySession {
    let session = try start(onlyCPU0: onlyCPU0)
    guard session.wait(for: marker, timeout: .seconds(10)) != nil else {
      throw BenchError("reel never painted its first list")
    }
    session.drain(quiet: .milliseconds(300))
    for _ in 0..<3 {
      session.type("j")
      session.drain()
    }
    for _ in 0..<3 {
      session.type("k")
      session.drain()
    }
    session.drain(quiet: .milliseconds(200))
    return session
  }

  /// Presses `key` `presses` times, each after the last one's output went quiet (~60 ms: the
  /// detail preview, which waits 150 ms for the selection to rest, never loads).
  private func measurePresses(
    _ key: String, _ presses: Int, in session: PtySession, into cost: inout PressCost
  ) {
    let before = session.threadTimes()
    let io = session.ioCalls()
    let switches = session.contextSwitches()
    var bytes = 0
    for _ in 0..<presses {
      session.type(key)
      bytes += session.drain()
    }
    let count = Double(presses)
    cost.cpu.append(session.cpu(since: before) / count / 1000)
    let after = session.ioCalls()
    cost.bytes.append(Double(bytes) / count)
    cost.writes.append(Double(after.writes - io.writes) / count)
    cost.reads.append(Double(after.reads - io.reads) / count)
    cost.switches.append(Double(session.contextSwitches() - switches) / count)
  }

  /// `l` along the first home row: the card's frame, title and (symbol) poster move. CPU per
  /// press in µs.
  private func homePresses(_ presses: Int) throws -> Double {
    let home = try start(screen: "home")
    defer { _ = home.kill() }
    guard home.wait(for: Array("Trending this week".utf8), timeout: .seconds(10)) != nil else {
      throw BenchError("reel never painted its home screen")
    }
    home.drain(quiet: .milliseconds(500))
    let before = home.threadTimes()
    for _ in 0..<presses {
      home.type("l")
      home.drain()
    }
    return home.cpu(since: before) / Double(presses) / 1000
  }

  /// One run of `j` presses under strace (when installed): every system call of every thread,
  /// and the frames that reached the terminal (ncurses sends a frame as one write to stdout;
  /// a frame that changes nothing sends nothing). strace slows the process, so no time is
  /// taken here.
  private func tracedPresses(_ presses: Int, into table: FigureTable) throws {
    let strace = "/usr/bin/strace"
    guard FileManager.default.isExecutableFile(atPath: strace) else {
      table.add("system calls and frames per j press", "n/a (no strace)")
      return
    }
    let session = try settledList()
    defer { _ = session.kill() }
    let log = home.appendingPathComponent("strace-\(session.pid).txt")
    let tracer = Process()
    tracer.executableURL = URL(fileURLWithPath: strace)
    tracer.arguments = ["-f", "-qq", "-o", log.path, "-p", "\(session.pid)"]
    tracer.standardOutput = FileHandle.nullDevice
    tracer.standardError = FileHandle.nullDevice
    try tracer.run()
    // Attached when the first line is written (the threads waiting in poll, futex …).
    let attachBy = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < attachBy, (try? Data(contentsOf: log))?.isEmpty ?? true {
      session.drain(quiet: .milliseconds(20))
    }
    session.drain(quiet: .milliseconds(200))
    let skip = (try? Data(contentsOf: log))?.count ?? 0
    for _ in 0..<presses {
      session.type("j")
      session.drain(quiet: .milliseconds(100))
    }
    let traced = (try? Data(contentsOf: log)) ?? Data()
    tracer.interrupt()
    tracer.waitUntilExit()
    guard traced.count >= skip,
      let text = String(data: traced.dropFirst(skip), encoding: .utf8)
    else {
      table.add("system calls and frames per j press", "n/a (strace wrote nothing readable)")
      return
    }
    let (calls, frames) = Self.systemCalls(in: text)
    let count = Double(presses)
    let total = Double(calls.values.reduce(0, +))
    let busiest = calls.sorted { $0.value > $1.value }.prefix(5)
      .map { "\($0.key) \(String(format: "%.1f", Double($0.value) / count))" }
      .joined(separator: ", ")
    table.add(
      "system calls per j press (strace, all threads)",
      String(format: "%.1f", total / count) + " (\(busiest))")
    table.add(
      "frames sent per j press (write(1) calls, strace)",
      String(format: "%.2f", Double(frames) / count), goal: "1")
  }

  /// Calls by name in strace's output (`-f`: a call split by another thread is counted once,
  /// at its start), and how many were writes to stdout.
  static func systemCalls(in text: String) -> (calls: [String: Int], stdoutWrites: Int) {
    var calls: [String: Int] = [:]
    var stdoutWrites = 0
    for line in text.split(separator: "\n") {
      // "PID name(args…" or "PID <... name resumed>…"; exits and signals have no "(".
      guard let space = line.firstIndex(of: " ") else { continue }
      // strace pads a short PID with more spaces.
      let call = line[line.index(after: space)...].drop { $0 == " " }
      guard !call.hasPrefix("<..."), !call.hasPrefix("+++"), !call.hasPrefix("---"),
        let paren = call.firstIndex(of: "(")
      else { continue }
      calls[String(call[..<paren]), default: 0] += 1
      if call.hasPrefix("write(1,") { stdoutWrites += 1 }
    }
    return (calls, stdoutWrites)
  }
}
