import CVTerm
import Foundation
import Glibc
import ReelTestSupport
import XCTest

/// The built `reel` in a pseudo-terminal whose terminal side the test plays by hand: what
/// reel writes is shown by an emulator whose own answers are dropped, and reel reads only the
/// bytes the test writes, when it writes them. For answers that come late, split, or never
/// (`ReelInTerminal`'s emulator answers every question as soon as it is read).
final class HandPlayedTerminal {
  let terminal: EmulatedTerminal
  let pid: pid_t
  private let leader: pid_t
  private let statusPipe: Int32
  private let master: Int32
  private(set) var exitStatus: Int32?

  /// `launcher`: a program (path first) that starts reel, given reel's argv after its own
  /// (one that sets a signal's disposition, say).
  init(
    _ test: XCTestCase, arguments: [String] = ["browse", "--start", "popular", "--replay"],
    launcher: [String] = []
  ) throws {
    let home = try makeTemporaryFolder(test)
    terminal = EmulatedTerminal(columns: 100, rows: 30)
    let launch = try PtyLaunch.start(
      launcher + [try PtyLaunch.reelUnderTest().path] + arguments,
      environment: PtyLaunch.environment(home: home), rows: 30, columns: 100)
    master = launch.master
    pid = launch.pid
    leader = launch.leader
    statusPipe = launch.statusPipe
    launch.takeDown(
      with: test, hasEnded: { [self] in exitStatus != nil },
      waitForExit: { [self] in _ = waitForExit(timeout: 5) })
  }

  /// Everything reel has written so far.
  var written: [UInt8] { terminal.received }

  /// Reads what reel writes, answering nothing, for up to `seconds` or until `condition`.
  @discardableResult
  func read(upTo seconds: Double = 10, until condition: () -> Bool = { false }) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      if condition() { return true }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return false }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(remaining, 0.02) * 1000))
      if ready > 0 {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = Glibc.read(master, &chunk, chunk.count)
        if count > 0 {
          terminal.feed(Array(chunk[0..<count]))
          _ = terminal.takeOutput()  // the emulator's answers are not the test's
          continue
        }
      }
      if exitStatus == nil { reap() }
      if exitStatus != nil, ready <= 0 || descriptor.revents & Int16(POLLIN) == 0 {
        return condition()
      }
    }
  }

  /// Waits until reel has asked the start-up question (its device attributes request).
  func waitForTheQuestion(seconds: Double = 10) -> Bool {
    read(upTo: seconds) { terminal.lastIndex(of: Array("\u{1B}[c".utf8)) != nil }
  }

  func waitFor(_ text: String, seconds: Double = 15) -> Bool {
    read(upTo: seconds) { terminal.contains(text) }
  }

  /// Writes `bytes` as the terminal (typed keys or its answers).
  func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBufferPointer {
        write(master, $0.baseAddress, $0.count)
      }
      if count > 0 { offset += count } else { read(upTo: 0.01) }
    }
  }

  func send(_ text: String) { send(Array(text.utf8)) }

  func signal(_ number: Int32) { kill(pid, number) }

  @discardableResult
  func waitForExit(timeout seconds: Double = 15) -> Int32? {
    read(upTo: seconds) { exitStatus != nil }
    read(upTo: 0.1)
    return exitStatus
  }

  /// Whether reel's process is stopped now (Ctrl-Z).
  var isStopped: Bool {
    let descriptor = open("/proc/\(pid)/stat", O_RDONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 1024)
    let count = Glibc.read(descriptor, &bytes, bytes.count)
    guard count > 0 else { return false }
    let stat = String(decoding: bytes[0..<count], as: UTF8.self)
    guard let end = stat.lastIndex(of: ")") else { return false }
    return stat[stat.index(after: end)...].first { $0 != " " } == "T"
  }

  /// The exit code, or 128 + the signal that ended it.
  var shellStatus: Int32? {
    guard let status = exitStatus else { return nil }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// The pty's line discipline as the shell would find it.
  var lineModes: termios? {
    var modes = termios()
    return tcgetattr(master, &modes) == 0 ? modes : nil
  }

  /// What the shell would read next: bytes queued on the pty (read through the slave side).
  func inputLeftForTheShell() -> [UInt8] {
    var name = [CChar](repeating: 0, count: 256)
    guard ptsname_r(master, &name, name.count) == 0 else { return [] }
    let slave = open(name, O_RDWR | O_NOCTTY | O_NONBLOCK)
    guard slave >= 0 else { return [] }
    defer { close(slave) }
    var modes = termios()
    if tcgetattr(slave, &modes) == 0 {
      modes.c_lflag &= ~tcflag_t(ICANON)
      tcsetattr(slave, TCSANOW, &modes)
    }
    var left: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while case let count = Glibc.read(slave, &chunk, chunk.count), count > 0 {
      left += chunk[0..<count]
    }
    return left
  }

  private func reap() {
    var status: Int32 = 0
    if Glibc.read(statusPipe, &status, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size {
      exitStatus = status
    }
  }
}
