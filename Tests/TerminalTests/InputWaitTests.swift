import Glibc
import XCTest

@testable import Terminal

/// The wait for a key (`InputWait`) says what poll(2) on stdin and the wake pipe said: a key,
/// a wake, both, a hang-up, or nothing before the time ran out.
final class InputWaitTests: XCTestCase {
  private var savedStdin: Int32 = -1
  private var stdinWriter: Int32 = -1
  private var wakeReader: Int32 = -1
  private var wakeWriter: Int32 = -1

  /// Stdin is a pipe of the test's for the while (a pipe can be watched by epoll, as a
  /// terminal can), and so is the wake.
  override func setUpWithError() throws {
    var input: [Int32] = [-1, -1]
    var wake: [Int32] = [-1, -1]
    guard pipe(&input) == 0, pipe(&wake) == 0 else { throw XCTSkip("no pipes") }
    savedStdin = dup(STDIN_FILENO)
    dup2(input[0], STDIN_FILENO)
    close(input[0])
    stdinWriter = input[1]
    wakeReader = wake[0]
    wakeWriter = wake[1]
  }

  override func tearDown() {
    dup2(savedStdin, STDIN_FILENO)
    for descriptor in [savedStdin, stdinWriter, wakeReader, wakeWriter] where descriptor >= 0 {
      close(descriptor)
    }
  }

  private func send(_ byte: UInt8, to descriptor: Int32) {
    var byte = byte
    XCTAssertEqual(write(descriptor, &byte, 1), 1)
  }

  func testNothingComesBeforeTheTimeRunsOut() {
    let found = InputWait(wakeDescriptor: wakeReader).wait(timeout: 0)
    XCTAssertEqual(found.ready, 0)
    XCTAssertEqual(found.stdinEvents, 0)
    XCTAssertFalse(found.woken)
  }

  func testAKeyIsReadyOnStdin() {
    let wait = InputWait(wakeDescriptor: wakeReader)
    send(UInt8(ascii: "j"), to: stdinWriter)
    let found = wait.wait(timeout: 1000)
    XCTAssertEqual(found.ready, 1)
    XCTAssertEqual(found.stdinEvents, Int32(POLLIN))
    XCTAssertFalse(found.woken)
  }

  func testAWakeIsToldApartFromAKey() {
    let wait = InputWait(wakeDescriptor: wakeReader)
    send(1, to: wakeWriter)
    let found = wait.wait(timeout: 1000)
    XCTAssertEqual(found.ready, 1)
    XCTAssertEqual(found.stdinEvents, 0)
    XCTAssertTrue(found.woken)
  }

  func testAKeyAndAWakeTogether() {
    let wait = InputWait(wakeDescriptor: wakeReader)
    send(UInt8(ascii: "j"), to: stdinWriter)
    send(1, to: wakeWriter)
    let found = wait.wait(timeout: 1000)
    XCTAssertEqual(found.ready, 2)
    XCTAssertEqual(found.stdinEvents, Int32(POLLIN))
    XCTAssertTrue(found.woken)
  }

  /// What is left to read stays ready at every wait, as with poll (level, not edge).
  func testAKeyNotReadYetIsReadyAgain() {
    let wait = InputWait(wakeDescriptor: wakeReader)
    send(UInt8(ascii: "j"), to: stdinWriter)
    XCTAssertEqual(wait.wait(timeout: 1000).stdinEvents, Int32(POLLIN))
    XCTAssertEqual(wait.wait(timeout: 0).stdinEvents, Int32(POLLIN))
    var byte: UInt8 = 0
    XCTAssertEqual(read(STDIN_FILENO, &byte, 1), 1)
    XCTAssertEqual(wait.wait(timeout: 0).ready, 0)
  }

  /// A terminal that went away says so (POLLHUP), as poll said: Reel then ends.
  func testAHangUpIsSaid() {
    let wait = InputWait(wakeDescriptor: wakeReader)
    close(stdinWriter)
    stdinWriter = -1
    let found = wait.wait(timeout: 1000)
    XCTAssertEqual(found.ready, 1)
    XCTAssertNotEqual(found.stdinEvents & Int32(POLLHUP), 0)
  }
}
