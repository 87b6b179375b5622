import Foundation
import XCTest

/// review19: seconds of random bytes into the terminal (a `cat /dev/urandom`, line noise):
/// Reel neither crashes nor hangs, and answers keys afterwards. The bytes that make the
/// terminal send signals (Ctrl-C, Ctrl-Z, Ctrl-\) and `q` are left out, so the flood runs its
/// whole length; every other byte is a key, an escape sequence, or half of one.
final class RandomInputTests: XCTestCase {
  func testRandomBytesNeitherCrashNorHangReel() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    var generator = SystemRandomNumberGenerator()
    let left: Set<UInt8> = [0x03, 0x1A, 0x1C, 0x11, 0x13, UInt8(ascii: "q")]
    let deadline = Date().addingTimeInterval(3)
    var sent = 0
    while Date() < deadline, reel.exitStatus == nil {
      let chunk = (0..<256).map { _ in UInt8.random(in: 0...255, using: &generator) }
        .filter { !left.contains($0) }
      reel.send(chunk)
      sent += chunk.count
      reel.pump(upTo: 0.002)
    }
    XCTAssertNil(reel.exitStatus, "reel ended during the flood:\n\(reel.terminal.text)")
    // Whatever the noise opened (the search field, an overlay, the note editor), Escape and
    // Ctrl-G-free keys get back out, and q then quits.
    reel.settle(quietFor: 0.5, atMost: 20)
    for _ in 0..<4 {
      reel.send([0x1B])
      reel.pump(upTo: 0.3)
    }
    reel.type("q")
    XCTAssertEqual(
      reel.waitForExit(timeout: 15), 0, "after \(sent) random bytes:\n\(reel.terminal.text)")
  }
}
