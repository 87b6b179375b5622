import CVTerm
import Foundation
import Glibc
import ReelTestSupport
import XCTest

/// The built `reel`, running in a pseudo-terminal whose output goes to an `EmulatedTerminal`:
/// the tests type at it, signal it, resize it, and read what the user's terminal shows.
///
/// Replay mode with its own XDG folders, so nothing of the developer's leaks in or out.
final class ReelInTerminal {
  let terminal: EmulatedTerminal
  let home: URL
  let pid: pid_t
  /// The session leader standing in for the user's shell; it reports reel's wait status.
  private let leader: pid_t
  private let statusPipe: Int32
  /// The pty's master side; -1 once `hangUp()` closed it.
  private var master: Int32
  private(set) var exitStatus: Int32?

  /// - Parameters:
  ///   - arguments: after the binary name; `--replay` unless told otherwise.
  ///   - environment: added to (or replacing) the defaults; a nil value removes a default.
  ///   - program: another built executable to run instead of reel (`reel-frame-check`).
  ///   - inSessionOfItsOwn: reel runs in a session of its own, so the pty is not its
  ///     controlling terminal and a hang-up sends it no SIGHUP (as under a tracer, or a
  ///     launcher that hands it a terminal without making it the controlling one). A python3
  ///     stand-in, deaf to SIGHUP, waits for it, so `pid` ends when reel ends.
  ///   - deviceSize: the size the pty reports, when it is not the emulator's (an absurd one).
  ///   - standIn: a program (path first) that starts reel, given reel's argv after its own, in
  ///     place of the foreground job (a shell's job control, say); `pid` is then the stand-in.
  init(
    _ test: XCTestCase, columns: Int = 100, rows: Int = 30, arguments: [String] = ["--replay"],
    environment: [String: String?] = [:], program: String = "reel",
    inSessionOfItsOwn: Bool = false, deviceSize: (columns: Int, rows: Int)? = nil,
    standIn: [String]? = nil
  ) throws {
    // REEL_UNDER_TEST runs these tests against another build (e.g. to see them fail before a fix).
    let binary = try program != "reel" ? builtProduct(program) : PtyLaunch.reelUnderTest()
    home = try makeTemporaryFolder(test)
    var env = PtyLaunch.environment(home: home)
    for (name, value) in environment { env[name] = value }
    terminal = EmulatedTerminal(columns: columns, rows: rows)

    // The tests start on the popular list; builds that open on a home screen are told to.
    // Arguments that name a command (`show 550`) run as given.
    let namesCommand = arguments.first.map { !$0.hasPrefix("-") } ?? false
    let startsOnList =
      program != "reel" || arguments.contains("--start") || namesCommand
        || !Self.hasStartOption(binary)
      ? [] : ["browse", "--start", "popular"]
    let detacher = [
      "/usr/bin/python3", "-c",
      """
      import os, signal, sys
      signal.signal(signal.SIGHUP, signal.SIG_IGN)
      child = os.fork()
      if child == 0:
          os.setsid()
          signal.signal(signal.SIGHUP, signal.SIG_DFL)
          os.execv(sys.argv[1], sys.argv[1:])
      os.waitpid(child, 0)
      """,
    ]
    let wrapper = standIn ?? (inSessionOfItsOwn ? detacher : [])
    let launch = try PtyLaunch.start(
      wrapper + [binary.path] + startsOnList + arguments, environment: env,
      rows: deviceSize?.rows ?? rows, columns: deviceSize?.columns ?? columns)
    master = launch.master
    pid = launch.pid
    leader = launch.leader
    statusPipe = launch.statusPipe
    launch.takeDown(
      with: test, hasEnded: { [self] in exitStatus != nil },
      waitForExit: { [self] in _ = waitForExit(timeout: 5) })
  }

  /// Whether this build of reel knows `--start` (asked once per binary).
  private static func hasStartOption(_ binary: URL) -> Bool {
    startOptionLock.lock()
    defer { startOptionLock.unlock() }
    if let known = startOptionKnown[binary.path] { return known }
    let help = (try? runProcess(binary, ["browse", "--help"]).stdout) ?? ""
    let known = help.contains("--start")
    startOptionKnown[binary.path] = known
    return known
  }

  nonisolated(unsafe) private static var startOptionKnown: [String: Bool] = [:]
  private static let startOptionLock = NSLock()

  var logFile: URL { home.appendingPathComponent("state/reel/reel.log") }

  // MARK: Reading

  /// Reads what reel writes (answering the terminal's replies) for up to `seconds`, or until
  /// `condition` holds. Returns whether it held.
  @discardableResult
  func pump(upTo seconds: Double = 10, until condition: () -> Bool = { false }) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      if condition() { return true }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return false }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(remaining, 0.05) * 1000))
      if ready > 0 {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = read(master, &chunk, chunk.count)
        if count > 0 {
          terminal.feed(Array(chunk[0..<count]))
          send(terminal.takeOutput())
          continue
        }
      }
      if exitStatus == nil { reap() }
      if exitStatus != nil, ready <= 0 || descriptor.revents & Int16(POLLIN) == 0 {
        return condition()
      }
    }
  }

  /// Waits until the screen shows `text`; fails the test with the screen otherwise.
  func waitFor(
    _ text: String, seconds: Double = 15, file: StaticString = #filePath, line: UInt = #line
  ) {
    if !pump(upTo: seconds, until: { terminal.contains(text) }) {
      XCTFail("the screen never showed \"\(text)\":\n\(terminal.text)", file: file, line: line)
    }
  }

  /// Waits until the popular list's selection is at `row` (1-based).
  func waitForPosition(
    _ row: Int, seconds: Double = 15, file: StaticString = #filePath, line: UInt = #line
  ) {
    if !pump(upTo: seconds, until: { terminal.showsListPosition(row) }) {
      XCTFail(
        "the list never showed row \(row) selected:\n\(terminal.text)", file: file, line: line)
    }
  }

  /// Reads until nothing more arrives for a moment: the screen is settled.
  func settle(quietFor seconds: Double = 0.3, atMost limit: Double = 10) {
    let deadline = Date().addingTimeInterval(limit)
    var count = terminal.received.count
    repeat {
      pump(upTo: seconds)
      if terminal.received.count == count { return }
      count = terminal.received.count
    } while Date() < deadline
  }

  // MARK: Typing

  /// Writes to reel's input, reading its output meanwhile (the pty's buffers are small).
  func send(_ bytes: [UInt8]) {
    var offset = 0
    let deadline = Date().addingTimeInterval(30)
    while offset < bytes.count, Date() < deadline {
      let written = bytes[offset...].withUnsafeBufferPointer {
        write(master, $0.baseAddress, min($0.count, 1024))
      }
      if written > 0 {
        offset += written
      } else {
        pump(upTo: 0.01)
      }
    }
  }

  /// Writes what the pty takes now, without waiting: a terminal sending on and on (a huge
  /// paste, a mouse drag) whoever reads it. Returns how many bytes went.
  @discardableResult
  func offer(_ bytes: [UInt8]) -> Int {
    max(0, bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) })
  }

  func type(_ text: String) {
    for scalar in text.unicodeScalars { send(terminal.encodeCharacter(scalar)) }
  }

  func press(_ key: VTermKey) { send(terminal.encodeKey(key)) }

  func control(_ letter: Character) {
    send(terminal.encodeCharacter(letter.unicodeScalars.first!, modifier: VTERM_MOD_CTRL))
  }

  func paste(_ text: String) { send(terminal.encodePaste(text)) }

  func resize(columns: Int, rows: Int) {
    terminal.resize(columns: columns, rows: rows)
    _ = reel_pty_resize(master, UInt16(rows), UInt16(columns))  // the kernel sends SIGWINCH
  }

  /// Only the size the pty reports changes (SIGWINCH), not the emulator's: a terminal that
  /// reports a size it does not have.
  func resizeDevice(columns: Int, rows: Int) {
    _ = reel_pty_resize(master, UInt16(rows), UInt16(columns))
  }

  func signal(_ number: Int32) { kill(pid, number) }

  /// What the shell would read next from the terminal: bytes queued on the pty for whoever
  /// reads it after reel (read here through the slave side, without waiting).
  func inputLeftForTheShell() -> [UInt8] {
    var name = [CChar](repeating: 0, count: 256)
    guard master >= 0, ptsname_r(master, &name, name.count) == 0 else { return [] }
    let slave = open(name, O_RDWR | O_NOCTTY | O_NONBLOCK)
    guard slave >= 0 else { return [] }
    defer { close(slave) }
    // Line editing on (as reel leaves it): what came without a line end still counts.
    var modes = termios()
    if tcgetattr(slave, &modes) == 0 {
      modes.c_lflag &= ~tcflag_t(ICANON)
      tcsetattr(slave, TCSANOW, &modes)
    }
    var left: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while case let count = read(slave, &chunk, chunk.count), count > 0 {
      left += chunk[0..<count]
    }
    return left
  }

  /// The pty's line discipline as the shell would find it (echo, line editing, signals from
  /// keys): on Linux the master side reads the slave's termios. Nil once hung up.
  var lineModes: termios? {
    guard master >= 0 else { return nil }
    var modes = termios()
    return tcgetattr(master, &modes) == 0 ? modes : nil
  }

  /// The terminal goes away (the window closed, the ssh connection dropped): its master side
  /// is closed. What reel writes afterwards is lost; `waitForExit` still reports how it ended.
  func hangUp() {
    close(master)
    master = -1
  }

  // MARK: Ending

  /// Waits for reel to end, reading its last output. Nil if it is still running.
  @discardableResult
  func waitForExit(timeout seconds: Double = 15) -> Int32? {
    pump(upTo: seconds) { exitStatus != nil }
    pump(upTo: 0.1)  // whatever it wrote last
    return exitStatus
  }

  /// Waits until the process is stopped (Ctrl-Z).
  func waitUntilStopped(timeout seconds: Double = 10) -> Bool {
    pump(upTo: seconds) { processState == "T" }
  }

  /// Whether reel's process is stopped now (Ctrl-Z).
  var isStopped: Bool { processState == "T" }

  /// Whether reel's process has ended, whoever reaps it (after a hang-up the stand-in shell
  /// dies of SIGHUP too, so no status comes through `waitForExit`).
  var hasEnded: Bool {
    let state = processState
    return state == nil || state == "Z" || state == "X"
  }

  /// The state letter in /proc/PID/stat: R, S, T (stopped), Z…
  private var processState: Character? {
    // Read with read(2): /proc files report a size of 0, which Foundation takes at its word.
    let descriptor = open("/proc/\(pid)/stat", O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 1024)
    let count = read(descriptor, &bytes, bytes.count)
    guard count > 0 else { return nil }
    let stat = String(decoding: bytes[0..<count], as: UTF8.self)
    guard let end = stat.lastIndex(of: ")") else { return nil }
    return stat[stat.index(after: end)...].first { $0 != " " }
  }

  private func reap() {
    var status: Int32 = 0
    if read(statusPipe, &status, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size {
      exitStatus = status
    }
  }

  /// The exit code, or 128 + the signal that ended it (as a shell reports it).
  var shellStatus: Int32? {
    guard let status = exitStatus else { return nil }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
