import CVTerm
import Foundation
import Glibc
import XCTest

/// A terminal (a broken pty, a multiplexer) that reports an absurd size, 10000x10000 or 65535
/// columns: ncurses sized its screens by it, memory climbed to gigabytes within seconds and
/// `q` went unanswered. Reel bounds the size it and ncurses take on (1000 x 500), at start and
/// on resize, draws the top-left part, and follows the terminal back once it is sane.
final class AbsurdTerminalSizeTests: XCTestCase {
  /// Well above what a bounded screen costs (a debug build's 1000 x 500 frames and ncurses'
  /// screens are tens of MB), far below what an unbounded 10000x10000 one does (~3 GB).
  private let memoryLimit = 600 * 1024 * 1024

  func testAbsurdSizeAtStartStaysBoundedAndQuits() throws {
    let reel = try ReelInTerminal(self, columns: 100, rows: 30, deviceSize: (10000, 10000))
    // The emulator is 100x30: the rows of a 500-row frame land on its last row, so what it
    // shows is only proof that frames came (films of the list).
    let drawn = { reel.terminal.rows.filter { !$0.allSatisfy(\.isWhitespace) }.count > 10 }
    let peak = watchMemory(reel, seconds: 4, done: drawn)
    XCTAssertLessThan(peak, memoryLimit, "reel took \(peak >> 20) MB for a 10000x10000 tty")
    XCTAssertTrue(drawn(), "nothing drawn:\n\(reel.terminal.text)")
    reel.type("q")
    XCTAssertEqual(
      reel.waitForExit(timeout: 10).map { _ in reel.shellStatus }, 0, "q got no answer")
  }

  /// Wider than the bound: the status bar says why the right of the window stays blank, once.
  func testATerminalWiderThanTheBoundIsToldWhatReelDraws() throws {
    let reel = try ReelInTerminal(self, columns: 100, rows: 30, deviceSize: (1200, 30))
    let said = "The terminal is 1200x30; Reel draws in its top-left 1000x30."
    XCTAssertTrue(
      reel.pump(upTo: 10) { reel.terminal.text.contains(said) },
      "no word of the size:\n\(reel.terminal.text)")
    reel.type("q")
    XCTAssertEqual(
      reel.waitForExit(timeout: 10).map { _ in reel.shellStatus }, 0, "q got no answer")
  }

  func testAbsurdResizeStaysBoundedThenFollowsBack() throws {
    let reel = try ReelInTerminal(self, columns: 100, rows: 30)
    reel.waitForPosition(1)
    reel.resizeDevice(columns: 65535, rows: 10000)
    let peak = watchMemory(reel, seconds: 4)
    XCTAssertLessThan(peak, memoryLimit, "reel took \(peak >> 20) MB for a 65535x10000 tty")

    // Back to a sane size: the whole screen is Reel's again, status bar on the last row.
    reel.resize(columns: 100, rows: 30)
    XCTAssertTrue(
      reel.pump(upTo: 10) { reel.terminal.row(29).contains("REPLAY") },
      "no status bar on the last row after the size came back:\n\(reel.terminal.text)")
    reel.press(VTERM_KEY_DOWN)
    reel.waitForPosition(2, seconds: 5)
    reel.type("q")
    XCTAssertEqual(
      reel.waitForExit(timeout: 10).map { _ in reel.shellStatus }, 0, "q got no answer")
  }

  /// Resized while stopped by Ctrl-Z: `fg`'s refresh has ncurses re-read the size itself.
  func testAbsurdSizeWhileSuspendedStaysBoundedAfterContinuing() throws {
    let reel = try ReelInTerminal(self, columns: 100, rows: 30)
    reel.waitForPosition(1)
    reel.control("z")
    XCTAssertTrue(reel.waitUntilStopped(), "Ctrl-Z did not stop reel")
    reel.resizeDevice(columns: 10000, rows: 10000)
    reel.signal(SIGCONT)
    let peak = watchMemory(reel, seconds: 4)
    XCTAssertLessThan(peak, memoryLimit, "reel took \(peak >> 20) MB after fg in a huge tty")
    reel.type("q")
    XCTAssertEqual(
      reel.waitForExit(timeout: 10).map { _ in reel.shellStatus }, 0, "q got no answer")
  }

  /// Pumps reel's output for `seconds` (or until `done` holds after a second at least), and
  /// returns its peak resident memory; stops early once it passes the limit, so a failing
  /// build is not left to take the machine's memory (the teardown kills it).
  private func watchMemory(
    _ reel: ReelInTerminal, seconds: Double, done: () -> Bool = { false }
  ) -> Int {
    let start = Date()
    var peak = 0
    while Date().timeIntervalSince(start) < seconds {
      reel.pump(upTo: 0.1)
      peak = max(peak, peakResidentBytes(reel.pid))
      if peak >= memoryLimit { break }
      if Date().timeIntervalSince(start) > 1, done() { break }
    }
    return peak
  }

  /// VmHWM of /proc/PID/status, in bytes (0 if unreadable).
  private func peakResidentBytes(_ pid: pid_t) -> Int {
    // read(2): /proc files report a size of 0, which Foundation takes at its word.
    let descriptor = open("/proc/\(pid)/status", O_RDONLY)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &bytes, bytes.count)
    guard count > 0 else { return 0 }
    let status = String(decoding: bytes[0..<count], as: UTF8.self)
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return kilobytes * 1024
  }
}
