import XCTest

@testable import Terminal

/// gfx2: the rules that keep a terminal's late reply from becoming keys.
final class TerminalReplyFilterTests: XCTestCase {
  /// Feeds `text` (what follows the Escape) and returns the steps, one per scalar after the
  /// introducer; nil when the introducer starts no reply.
  private func steps(_ text: String) -> [TerminalReplyFilter.Step]? {
    var scalars = text.unicodeScalars.map(\.value)[...]
    guard let first = scalars.popFirst(), var filter = TerminalReplyFilter(after: first) else {
      return nil
    }
    return scalars.map { filter.consume($0) }
  }

  func testKittyGraphicsReplyEndsAtTheStringTerminator() {
    // ESC _ G i=31;OK ESC \ : everything up to the backslash is inside.
    let reply = "_Gi=31;OK\u{1B}\\"
    XCTAssertEqual(steps(reply), Array(repeating: .inside, count: 9) + [.complete])
  }

  func testKittyErrorReplyAndBellTerminatedStrings() {
    XCTAssertEqual(steps("_Gi=31;ENOTSUPPORTED:x\u{1B}\\")?.last, .complete)
    XCTAssertEqual(steps("]11;rgb:0000/0000/0000\u{07}")?.last, .complete)
    XCTAssertEqual(steps("P1$r0m\u{1B}\\")?.last, .complete)
  }

  func testAnEscapeInsideAStringWithoutBackslashDoesNotEndIt() {
    XCTAssertEqual(steps("_Gq\u{1B}x"), [.inside, .inside, .inside, .inside])
  }

  func testDeviceAttributesAndCellSizeRepliesEndAtTheFinalByte() {
    XCTAssertEqual(
      steps("[?62;22c"), [.inside, .inside, .inside, .inside, .inside, .inside, .complete])
    XCTAssertEqual(steps("[6;20;10t")?.last, .complete)
    XCTAssertEqual(steps("[6;20;10t")?.dropLast().allSatisfy { $0 == .inside }, true)
    // A modified key the terminfo lacks (Ctrl-Up) is dropped the same way.
    XCTAssertEqual(steps("[1;5A"), [.inside, .inside, .inside, .complete])
  }

  func testAControlCharacterInsideAControlSequenceBreaksIt() {
    XCTAssertEqual(steps("[12\r"), [.inside, .inside, .broken])
    XCTAssertEqual(steps("[?6\u{1B}"), [.inside, .inside, .broken])
  }

  func testOrdinaryAltKeysStartNoReply() {
    for follower in ["b", "f", "q", "1", " ", "\u{1B}", "O"] {
      XCTAssertNil(steps(follower), follower)
    }
    for introducer in ["[", "_", "P", "]", "^", "X"] {
      XCTAssertEqual(steps(introducer), [], introducer)
    }
  }

  func testOverlongRepliesAreBounded() {
    var filter = TerminalReplyFilter(after: 0x5F)!
    for _ in 0..<TerminalReplyFilter.longestReply - 1 {
      XCTAssertEqual(filter.consume(0x41), .inside)
    }
    XCTAssertFalse(filter.isOverlong)
    _ = filter.consume(0x41)
    XCTAssertTrue(filter.isOverlong)
  }
}
