import Foundation
import ReplayCatalog
import TMDB

#if canImport(Glibc)
  import Glibc
#endif

/// Figures taken from the real `reel` binary in a pty at 120x40, in replay mode, with an
/// environment of its own (fresh XDG folders, no credentials).
struct ProcessFigures {
  let reel: String
  /// Another build to compare with, interleaved with this one in the start figures.
  let baseline: String?
  let runs: Int
  let home: URL
  let environment: [String: String]
  /// A word of the first movie of the first list: seen on the screen, the list is painted.
  let marker: [UInt8]

  init(reel: String, baseline: String? = nil, runs: Int) throws {
    guard FileManager.default.isExecutableFile(atPath: reel) else {
      throw BenchError(
        "no reel binary at \(reel); build it (swift build -c release) or pass --reel")
    }
    if let baseline, !FileManager.default.isExecutableFile(atPath: baseline) {
      throw BenchError("no reel binary at \(baseline) (--baseline)")
    }
    self.reel = reel
    self.baseline = baseline
    self.runs = runs
    home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-bench-\(getpid())")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    var environment = [
      "HOME": home.path, "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
    ]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = home.appendingPathComponent(name).path
    }
    self.environment = environment
    marker = Array(try Self.firstListWord().utf8)
  }

  /// The longest word of the popular list's first title: ncurses may skip a blank between
  /// words with a cursor move, but never splits a word.
  static func firstListWord() throws -> String {
    guard let catalog = ReplayCatalog.directory(),
      let data = FileManager.default.contents(
        atPath: catalog.appendingPathComponent("3_movie_popular__page-1.json").path),
      let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let response = record["response"] as? [String: Any],
      let body = response["body"] as? [String: Any],
      let results = body["results"] as? [[String: Any]],
      let title = results.first?["title"] as? String
    else { throw BenchError("the replay catalog's popular list is missing") }
    return title.split(separator: " ").map(String.init).max { $0.count < $1.count } ?? title
  }

  func cleanUp() { try? FileManager.default.removeItem(at: home) }

  /// Reel on the popular list, the screen the start-up figures are about.
  func start(
    onlyCPU0: Bool = false, screen: String = "popular", binary: String? = nil
  ) throws -> PtySession {
    try PtySession(
      binary ?? reel, ["--replay", "--start", screen], environment: environment,
      onlyCPU0: onlyCPU0)
  }

  // MARK: start

  /// One build's start-up samples, a run at a time.
  private struct StartSamples {
    var twoCPUs: [Double] = []
    var oneCPU: [Double] = []
    var home: [Double] = []
    var cpu: [Double] = []
  }

  /// One run of each start-up figure for `binary`: the first painted list on two CPUs (and
  /// the CPU of the first two seconds, every thread counted), on one CPU, and the first
  /// painted home screen.
  private func sampleStart(_ binary: String, into samples: inout StartSamples) throws {
    let session = try start(binary: binary)
    if let painted = session.wait(for: marker, timeout: .seconds(10)) {
      samples.twoCPUs.append(milliseconds(painted))
    }
    session.keepReading(until: session.started + .seconds(2))
    samples.cpu.append(session.kill() / 1e6)

    let single = try start(onlyCPU0: true, binary: binary)
    if let painted = single.wait(for: marker, timeout: .seconds(10)) {
      samples.oneCPU.append(milliseconds(painted))
    }
    _ = single.kill()

    let home = try start(screen: "home", binary: binary)
    if let painted = home.wait(for: Array("Trending this week".utf8), timeout: .seconds(10)) {
      samples.home.append(milliseconds(painted))
    }
    _ = home.kill()
  }

  /// Start to first painted list (two CPUs, one CPU, `less`, `vim -u NONE`), to a painted
  /// home screen, and the CPU a replay start costs in its first two seconds; with
  /// `--baseline`, the same figures of the other build, run for run interleaved with these.
  func startFigures(into table: FigureTable) throws {
    let text = home.appendingPathComponent("reference.txt")
    let lines = (1...200).map { "line \($0) of a reference file" } + ["REFERENCE-END"]
    try lines.joined(separator: "\n").write(to: text, atomically: true, encoding: .utf8)
    var references: [(String, String, [String])] = []
    for (name, path, arguments) in [
      ("less", "/usr/bin/less", [text.path]),
      ("vim -u NONE", "/usr/bin/vim", ["-u", "NONE", text.path]),
    ] where FileManager.default.isExecutableFile(atPath: path) {
      references.append((name, path, arguments))
    }
    var this = StartSamples()
    var other = StartSamples()
    var referenceTimes: [String: [Double]] = [:]
    for _ in 0..<runs {
      if let baseline { try sampleStart(baseline, into: &other) }
      try sampleStart(reel, into: &this)
      for (name, path, arguments) in references {
        // Line 1 is at the top of the first screen in both.
        let reference = try PtySession(path, arguments, environment: environment)
        if let painted = reference.wait(for: Array("line 30 of".utf8), timeout: .seconds(5)) {
          referenceTimes[name, default: []].append(milliseconds(painted))
        }
        _ = reference.kill()
      }
    }
    let two = median(this.twoCPUs)
    let one = median(this.oneCPU)
    table.add(
      "start to first painted list, 2 CPUs", format(two, "ms") + " (\(this.twoCPUs.count) runs)",
      goal: "≤ 40 ms")
    table.add(
      "start to first painted list, 1 CPU (taskset -c 0)",
      format(one, "ms") + String(format: " (%.2f× the 2-CPU figure)", one / two),
      goal: "≤ 1.5×")
    table.add(
      "start to a painted home screen, 2 CPUs", format(median(this.home), "ms"),
      goal: "≤ 60 ms")
    table.add(
      "CPU of a replay start (first 2 s, all threads)", format(median(this.cpu), "ms"),
      goal: "≤ 80 ms")
    if let baseline {
      table.add("  baseline \(baseline):", "")
      let pairs: [(String, [Double], [Double])] = [
        ("start to first painted list, 2 CPUs", other.twoCPUs, this.twoCPUs),
        ("start to first painted list, 1 CPU", other.oneCPU, this.oneCPU),
        ("start to a painted home screen, 2 CPUs", other.home, this.home),
        ("CPU of a replay start", other.cpu, this.cpu),
      ]
      for (name, theirs, ours) in pairs {
        table.add(
          "    \(name)",
          format(median(theirs), "ms")
            + String(format: " (this build: %.2f× of it)", median(ours) / median(theirs)))
      }
    }
    for (name, _, _) in references {
      table.add(
        "  reference: \(name), start to first paint",
        format(median(referenceTimes[name] ?? []), "ms"))
    }
  }

  // MARK: idle

  func idleFigure(into table: FigureTable, seconds: Int) throws {
    let session = try start()
    guard session.wait(for: marker, timeout: .seconds(10)) != nil else {
      throw BenchError("reel never painted its first list")
    }
    // Start-up work that runs on after the first paint (a search index) is not idling.
    session.keepReading(until: session.started + .seconds(3))
    let before = session.threadTimes()
    session.keepReading(until: .now + .seconds(seconds))
    let used = session.cpu(since: before) / 1e6
    _ = session.kill()
    table.add("idle CPU over \(seconds) s", format(used, "ms", decimals: 2))
  }

  // MARK: pages

  /// `reel list popular --pages 1-50 --json` in one process against 50 runs of `--page N`,
  /// over a replay folder of 50 full pages (the bundled catalog has 12).
  func pagesFigure(into table: FigureTable) throws {
    let folder = try fiftyPageFolder()
    let replay = ["--replay-dir", folder.path, "list", "popular"]
    var together: [Double] = []
    var loop: [Double] = []
    for _ in 0..<runs {
      together.append(try wallTime([replay + ["--pages", "1-50", "--json"]]))
      loop.append(try wallTime((1...50).map { replay + ["--page", "\($0)", "--json"] }))
    }
    let one = median(together)
    let fifty = median(loop)
    table.add(
      "50 pages as JSON: one process (--pages 1-50), replay", format(one, "ms"),
      goal: "one process, faster than the loop")
    table.add(
      "50 pages as JSON: 50 single-page runs, replay",
      format(fifty, "ms") + String(format: " (%.1f× the one process)", fifty / one))
  }

  /// The catalog's popular pages recorded again as pages 1–50 of a 50-page list, every movie
  /// with an id of its own.
  private func fiftyPageFolder() throws -> URL {
    guard let catalog = ReplayCatalog.directory() else { throw BenchError("no replay catalog") }
    let folder = home.appendingPathComponent("fifty-pages")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for number in 1...50 {
      let source = catalog.appendingPathComponent(
        "3_movie_popular__page-\((number - 1) % 12 + 1).json")
      guard let data = FileManager.default.contents(atPath: source.path),
        var record = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        var request = record["request"] as? [String: Any],
        var response = record["response"] as? [String: Any],
        var body = response["body"] as? [String: Any],
        let results = body["results"] as? [[String: Any]]
      else { throw BenchError("cannot read \(source.lastPathComponent)") }
      request["query"] = ["page": "\(number)"]
      body["page"] = number
      body["total_pages"] = 50
      body["total_results"] = 1_000
      body["results"] = results.map { movie in
        var movie = movie
        movie["id"] = number * 10_000_000 + ((movie["id"] as? Int) ?? 0)
        return movie
      }
      response["body"] = body
      record["request"] = request
      record["response"] = response
      try JSONSerialization.data(withJSONObject: record).write(
        to: folder.appendingPathComponent("3_movie_popular__page-\(number).json"))
    }
    return folder
  }

  /// Milliseconds to run `reel` once per argument list, one after another, output discarded.
  private func wallTime(_ runs: [[String]]) throws -> Double {
    let start = ContinuousClock.now
    for arguments in runs {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: reel)
      process.arguments = arguments
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw BenchError("reel \(arguments.joined(separator: " ")) failed")
      }
    }
    return milliseconds(.now - start)
  }
}
