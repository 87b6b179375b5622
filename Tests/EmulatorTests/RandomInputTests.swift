import Foundation
import XCTest

/// review19: seconds of random bytes into the terminal (a `cat /dev/urandom`, line noise):
/// Reel neither crashes nor hangs, and answers keys afterwards. The bytes that make the
/// terminal send signals (Ctrl-C, Ctrl-Z, Ctrl-\) and `q` are left out, so the flood runs its
/// whole length; every other byte is a key, an escape sequence, or half of one.
final class RandomInputTests: XCTestCase {
  func testRandomBytesNeitherCrashNorHangReel() throws {
    // The noise can open the network inspector and press its `e`, which hands the terminal to
    // the user's editor until it exits: an editor that exits at once keeps the flood on Reel.
    let reel = try ReelInTerminal(
      self, environment: ["VISUAL": "/bin/true", "EDITOR": "/bin/true"])
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
    // Still drawing: a resize brings a new frame.
    reel.settle(quietFor: 0.5, atMost: 20)
    let received = reel.terminal.received.count
    reel.resize(columns: 90, rows: 25)
    XCTAssertTrue(
      reel.pump(upTo: 5) { reel.terminal.received.count > received },
      "no frame after a resize, after \(sent) random bytes:\n\(reel.terminal.text)")
    // Still reading keys: whatever the noise opened (the search field, the inspector with a
    // breakpoint, an overlay), Escapes back out of most of it, and q quits from the lists.
    // Where q is no command (a paused request in the inspector), SIGTERM ends Reel cleanly.
    for _ in 0..<4 {
      reel.send([0x1B])
      reel.pump(upTo: 0.3)
    }
    reel.type("q")
    if reel.waitForExit(timeout: 5) == nil {
      reel.signal(SIGTERM)
      XCTAssertNotNil(reel.waitForExit(timeout: 10), "SIGTERM did not end reel")
    }
    // The terminal got its modes back (bracketed paste off is among the last bytes).
    let tail = String(decoding: reel.terminal.received.suffix(400), as: UTF8.self)
    XCTAssertTrue(tail.contains("\u{1B}[?2004l"), "bracketed paste left on")
  }
}
