import Foundation
import Images
import Library
import ReelTestSupport
import XCTest

/// A stranger's machine: a HOME that is relative or missing, a memory limit too low to run in.
/// Reel runs, or refuses in one sentence with a non-zero exit; it never hangs, crashes or
/// writes outside its own folders.
final class HostileHomeAndLimitTests: XCTestCase {
  /// `HOME=home` (a relative path) made every folder relative: `reel watchlist add` kept the
  /// watchlist and the log under `./home/.local/…` of whatever folder it was started in. A
  /// relative HOME is ignored, as the XDG specification says of relative XDG variables.
  func testARelativeHomeNeverPutsFilesInTheCurrentFolder() {
    for home in ["home", "./home", "home/../x", "~/x"] {
      let paths = XDGPaths(environment: ["HOME": home])
      for folder in [paths.data, paths.cache, paths.config, paths.state] {
        XCTAssertTrue(folder.path.hasPrefix("/"), "HOME=\(home): \(folder.path)")
        XCTAssertFalse(folder.path.hasPrefix(FileManager.default.currentDirectoryPath + "/" + home))
      }
      XCTAssertTrue(XDGPaths.homeFolder(environment: ["HOME": home]).hasPrefix("/"), home)
    }
    XCTAssertEqual(XDGPaths.homeFolder(environment: ["HOME": "/h/u"]), "/h/u")
  }

  /// The poster cache works its folder out on its own (`DiskImageCache.defaultDirectory`, in
  /// Images, which cannot see Library's XDGPaths): a relative HOME puts `posters.pack` and
  /// the poster files under the current folder, and `ArtPack.openForAppending` creates a
  /// missing HOME (`createDirectory(withIntermediateDirectories: true)`): the browser with
  /// `HOME=/tmp/none/x` left `/tmp/none/x/.cache/reel/posters.pack` behind.
  func testThePosterCacheNeverHangsFromARelativeHome() throws {
    let folder = DiskImageCache.defaultDirectory(environment: ["HOME": "home"])
    XCTAssertTrue(folder.path.hasPrefix("/"), folder.path)
    XCTAssertFalse(
      folder.path.hasPrefix(FileManager.default.currentDirectoryPath + "/home"), folder.path)
    // A home that does not exist is not made for the posters either.
    XCTAssertFalse(
      DiskImageCache.defaultDirectoryMayBeMade(environment: ["HOME": "/nonexistent/reel-x"]))
    XCTAssertTrue(
      DiskImageCache.defaultDirectoryMayBeMade(
        environment: ["HOME": "/nonexistent/reel-x", "XDG_CACHE_HOME": "/tmp/reel-x-cache"]))
  }

  /// A HOME that does not exist (a service account's `/nonexistent`, a typo): Reel made it,
  /// with every missing folder up to the root when run as root, to keep its log and
  /// watchlist there. A printing command still runs and writes nothing; a watchlist command
  /// says in one line that the home folder does not exist.
  func testAMissingHomeIsNeverCreated() throws {
    let folder = try makeTemporaryFolder(self)
    let missing = folder.appendingPathComponent("gone")
    let home = missing.appendingPathComponent("home").path
    let reel = try builtProduct("reel")
    let listed = try runProcess(
      reel, ["list", "popular", "--pages", "1"], environment: ["HOME": home])
    XCTAssertEqual(listed.status, 0, listed.stderr)
    XCTAssertTrue(listed.stdout.contains("Popular"), listed.stdout)
    XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path), "reel list made HOME")

    let watchlist = try runProcess(reel, ["watchlist", "list"], environment: ["HOME": home])
    XCTAssertNotEqual(watchlist.status, 0)
    XCTAssertEqual(
      watchlist.stderr,
      "reel: the home folder \(home) does not exist; set HOME (or the XDG_*_HOME variables) "
        + "to a folder that does\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path), "the watchlist made HOME")

    // An XDG folder given in full is made, parents and all, as the specification asks.
    let data = folder.appendingPathComponent("data/here").path
    let given = try runProcess(
      reel, ["watchlist", "list"], environment: ["HOME": home, "XDG_DATA_HOME": data])
    XCTAssertEqual(given.status, 0, given.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: data + "/reel/library.sqlite"))
  }

  /// `ulimit -v 180000`: a thread's stack could not be mapped and libdispatch retried it
  /// once a second forever, so `reel list popular` hung without a word (a little lower, it
  /// died of SIGILL). It refuses in one sentence, at once.
  func testAMemoryLimitTooLowIsRefusedInWords() throws {
    let reel = try builtProduct("reel")
    let folder = try makeTemporaryFolder(self)
    for limit in ["-v 120000", "-v 180000", "-d 150000"] {
      let started = Date()
      let result = try runWithin(
        seconds: 20, "/bin/sh",
        ["-c", "ulimit \(limit) && exec \"$0\" list popular --pages 1", reel.path],
        environment: ["HOME": folder.path])
      let said = "ulimit \(limit): \(result.map { "\($0.status) \($0.stderr)" } ?? "hung")"
      XCTAssertEqual(result?.status, 1, said)
      XCTAssertTrue(
        result?.stderr.hasPrefix("reel: the memory limit (ulimit -v or -d) is ") ?? false, said)
      XCTAssertEqual(result?.stderr.filter { $0 == "\n" }.count, 1, said)
      XCTAssertLessThan(Date().timeIntervalSince(started), 10, said)
    }
    // A soft limit alone is raised to the hard one.
    let soft = try runWithin(
      seconds: 60, "/bin/sh",
      ["-c", "ulimit -S -v 120000 && exec \"$0\" list popular --pages 1", reel.path],
      environment: ["HOME": folder.path])
    XCTAssertEqual(soft?.status, 0, soft?.stderr ?? "hung")
    // Enough to run in: it runs.
    let enough = try runWithin(
      seconds: 60, "/bin/sh",
      ["-c", "ulimit -v 1000000 && exec \"$0\" list popular --pages 1", reel.path],
      environment: ["HOME": folder.path])
    XCTAssertEqual(enough?.status, 0, enough?.stderr ?? "hung")
  }

  /// `ulimit -n 16`: the browser said tmux-256color had "no terminfo entry" (ncurses could
  /// not open the file), and under `ulimit -n 6` every command died of SIGILL with a backtrace.
  /// A hard limit below 64 is refused in one sentence; a soft one is raised (`ulimit -S`).
  func testAnOpenFileLimitTooLowIsRefusedInWordsOrRaised() throws {
    let reel = try builtProduct("reel")
    let folder = try makeTemporaryFolder(self)
    for limit in ["6", "16", "63"] {
      let result = try runWithin(
        seconds: 20, "/bin/sh",
        ["-c", "ulimit -n \(limit) && exec \"$0\" list popular --pages 1", reel.path],
        environment: ["HOME": folder.path])
      let said = "ulimit -n \(limit): \(result.map { "\($0.status) \($0.stderr)" } ?? "hung")"
      XCTAssertEqual(result?.status, 1, said)
      XCTAssertEqual(
        result?.stderr,
        "reel: the open-file limit (ulimit -n) is \(limit), below the 64 Reel needs; raise it "
          + "(ulimit -n 1024) and run it again\n", said)
    }
    let soft = try runWithin(
      seconds: 60, "/bin/sh",
      ["-c", "ulimit -S -n 16 && exec \"$0\" list popular --pages 1", reel.path],
      environment: ["HOME": folder.path])
    XCTAssertEqual(soft?.status, 0, soft?.stderr ?? "hung")
  }

  /// `umask 777`: SQLite created the watchlist with mode 000, so the add failed and the file
  /// stayed unreadable to its owner in every later run. Reel's files keep the owner's read
  /// and write bits whatever the umask; group and others stay masked as the user asked.
  func testAUmaskThatMasksTheOwnerLeavesAWatchlistTheOwnerCanUse() throws {
    let reel = try builtProduct("reel")
    let home = try makeTemporaryFolder(self)
    let added = try runWithin(
      seconds: 60, "/bin/sh", ["-c", "umask 777 && exec \"$0\" watchlist add 129", reel.path],
      environment: ["HOME": home.path])
    XCTAssertEqual(added?.status, 0, added?.stderr ?? "hung")
    let database = home.appendingPathComponent(".local/share/reel/library.sqlite").path
    let attributes = try FileManager.default.attributesOfItem(atPath: database)
    let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
    XCTAssertEqual(mode & 0o600, 0o600, String(mode, radix: 8))
    XCTAssertEqual(mode & 0o077, 0, String(mode, radix: 8))
    for folder in [".local", ".local/share", ".local/share/reel", ".local/state/reel"] {
      let path = home.appendingPathComponent(folder).path
      let folderMode =
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?
        .intValue ?? 0
      XCTAssertEqual(folderMode, 0o700, "\(folder): \(String(folderMode, radix: 8))")
    }
  }

  /// `ulimit -u 3` (as a user; the kernel exempts root): libdispatch could not make its first
  /// worker thread and retried once a second forever, so `reel list popular` hung without a
  /// word. A hard limit below 32 is refused in one sentence; a soft one is raised.
  func testAProcessLimitTooLowIsRefusedInWordsOrRaised() throws {
    let reel = try builtProduct("reel")
    // bash: dash's ulimit has no -u.
    let folder = try makeTemporaryFolder(self)
    for limit in ["3", "31"] {
      let result = try runWithin(
        seconds: 20, "/bin/bash",
        ["-c", "ulimit -u \(limit) && exec \"$0\" list popular --pages 1", reel.path],
        environment: ["HOME": folder.path])
      let said = "ulimit -u \(limit): \(result.map { "\($0.status) \($0.stderr)" } ?? "hung")"
      XCTAssertEqual(result?.status, 1, said)
      XCTAssertEqual(
        result?.stderr,
        "reel: the process limit (ulimit -u) is \(limit), below the 32 threads Reel needs; "
          + "raise it (ulimit -u 256) and run it again\n", said)
    }
    let soft = try runWithin(
      seconds: 60, "/bin/bash",
      ["-c", "ulimit -S -u 3 && exec \"$0\" list popular --pages 1", reel.path],
      environment: ["HOME": folder.path])
    XCTAssertEqual(soft?.status, 0, soft?.stderr ?? "hung")
  }

  /// A config file Reel may not read (another user's, mode 600: `sudo -u` keeping HOME) was
  /// refused as "cannot read the config file …" with no reason given.
  func testAnUnreadableConfigFileSaysWhy() throws {
    try XCTSkipIf(geteuid() != 0, "needs root, to run reel as another user")
    let reel = try builtProduct("reel")
    let folder = try makeTemporaryFolder(self)
    let config = folder.appendingPathComponent("config/reel")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let file = config.appendingPathComponent("config.toml")
    try Data("language = \"en-US\"\n".utf8).write(to: file)
    chmod(file.path, 0o600)
    for path in [folder.path, folder.path + "/config", config.path] { chmod(path, 0o755) }
    let result = try runWithin(
      seconds: 60, "/usr/bin/setpriv",
      [
        "--reuid=65534", "--regid=65534", "--clear-groups", reel.path, "list", "popular",
        "--pages", "1",
      ],
      environment: ["HOME": "/nonexistent", "XDG_CONFIG_HOME": folder.path + "/config"])
    XCTAssertEqual(result?.status, 1, result?.stderr ?? "hung")
    XCTAssertEqual(
      result?.stderr, "reel: cannot read the config file \(file.path): permission denied\n")
  }

  /// Runs a program, killing it when it has not finished in time (nil then).
  private func runWithin(
    seconds: Double, _ path: String, _ arguments: [String], environment: [String: String]
  ) throws -> (status: Int32, stderr: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
    let folder = try makeTemporaryFolder(self)
    let output = folder.appendingPathComponent("out")
    let errors = folder.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    guard !process.isRunning else {
      process.terminate()
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    return (
      process.terminationStatus, (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    )
  }
}
