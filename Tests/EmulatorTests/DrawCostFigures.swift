import CVTerm
import Foundation
import Glibc
import XCTest

/// Not a test: the bytes and CPU time a `j` costs at 120x40, measured in a real pty, printed
/// for the record (speed is never asserted in tests). Run with REEL_FIGURES=1:
/// `REEL_FIGURES=1 swift test --skip-build --filter DrawCostFigures`.
final class DrawCostFigures: XCTestCase {
  func testBytesAndCPUPerJ() throws {
    guard ProcessInfo.processInfo.environment["REEL_FIGURES"] == "1" else {
      throw XCTSkip("set REEL_FIGURES=1 to measure")
    }
    let reel = try ReelInTerminal(self, columns: 120, rows: 40)
    reel.waitForPosition(1)
    // Down to row 100 and back first: every page the walk touches is loaded and cached.
    for row in 2...120 {
      reel.type("j")
      reel.waitForPosition(row)
    }
    reel.type("g")
    reel.waitForPosition(1)
    reel.settle()
    let presses = 100
    let bytesBefore = reel.terminal.received.count
    let cpuBefore = cpuTicks(reel.pid)
    for row in 2...(presses + 1) {
      reel.type("j")
      reel.waitForPosition(row)
    }
    reel.settle()
    let bytes = reel.terminal.received.count - bytesBefore
    let ticks = cpuTicks(reel.pid) - cpuBefore
    let microseconds =
      Double(ticks) * 1_000_000 / Double(sysconf(Int32(_SC_CLK_TCK))) / Double(presses)
    print(
      "figures: \(presses) j at 120x40: \(bytes / presses) bytes per j, \(Int(microseconds)) µs CPU per j (all threads)"
    )
  }

  /// utime + stime of a process, in clock ticks.
  private func cpuTicks(_ pid: pid_t) -> Int {
    let descriptor = open("/proc/\(pid)/stat", O_RDONLY)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 1024)
    let count = read(descriptor, &bytes, bytes.count)
    guard count > 0 else { return 0 }
    let stat = String(decoding: bytes[0..<count], as: UTF8.self)
    guard let end = stat.lastIndex(of: ")") else { return 0 }
    let fields = stat[stat.index(end, offsetBy: 2)...].split(separator: " ")
    // Fields after the name start at state (3rd); utime is the 14th, stime the 15th.
    return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
  }
}
