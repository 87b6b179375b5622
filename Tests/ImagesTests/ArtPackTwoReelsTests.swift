import Foundation
import ReelTestSupport
import XCTest

@testable import Images

#if canImport(Glibc)
  import Glibc
#endif

/// Two Reels share `posters.pack` (two terminals, or `reel show` while the browser runs): each
/// appends its own converted posters, and the next Reel finds every one of them.
final class ArtPackTwoReelsTests: XCTestCase {
  /// Both started before either had written: each had found no file, and each wrote a header
  /// when it first appended. The second header, in the middle of the file, ended the next
  /// Reel's reading there, and it cut off everything from it on: every poster the second Reel
  /// (and, after it, the first) converted was converted again, at every start.
  func testTwoReelsStartedOnNoPackBothKeepTheirPosters() throws {
    let file = try makeTemporaryFolder(self).appendingPathComponent("posters.pack")
    let first = ArtPack(file: file)
    let second = ArtPack(file: file)
    XCTAssertNil(first.read("warm"))  // each reads the (missing) file at its first look-up
    XCTAssertNil(second.read("warm"))
    try first.write(Data("one".utf8), name: "a")
    try second.write(Data("two".utf8), name: "b")
    try first.write(Data("three".utf8), name: "c")
    try second.write(Data("four".utf8), name: "d")

    let next = ArtPack(file: file)
    XCTAssertEqual(next.read("a"), Data("one".utf8))
    XCTAssertEqual(next.read("b"), Data("two".utf8), "the second Reel's posters were lost")
    XCTAssertEqual(next.read("c"), Data("three".utf8))
    XCTAssertEqual(next.read("d"), Data("four".utf8))
  }

  /// Another program holding a lock on the pack for ever (anyone who can write the cache
  /// folder can) must not hold up the first poster kept: waiting for it held the pack's lock
  /// and a thread of the pool that runs every effect, and Reel froze.
  func testALockHeldForEverOnThePackIsNotWaitedFor() throws {
    let file = try makeTemporaryFolder(self).appendingPathComponent("posters.pack")
    let holder = open(file.path, O_WRONLY | O_CREAT, 0o600)
    XCTAssertGreaterThanOrEqual(holder, 0)
    XCTAssertEqual(flock(holder, LOCK_EX), 0)
    defer { close(holder) }
    let pack = ArtPack(file: file)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      try? pack.write(Data("kept".utf8), name: "a")
      done.signal()
    }
    guard done.wait(timeout: .now() + 5) == .success else {
      XCTFail("keeping a poster waited for another program's lock on the pack")
      flock(holder, LOCK_UN)
      _ = done.wait(timeout: .now() + 5)
      return
    }
    XCTAssertEqual(ArtPack(file: file).read("a"), Data("kept".utf8))
  }

  /// One Reel started the pack again (past its bound) while the other had it open: the other's
  /// next poster goes into the new file, which has its own header, and is found.
  func testAPackStartedAgainByTheOtherReelKeepsWhatIsWrittenAfter() throws {
    let file = try makeTemporaryFolder(self).appendingPathComponent("posters.pack")
    let small = ArtPack(file: file, limitBytes: 64)
    let other = ArtPack(file: file)
    try small.write(Data(repeating: 1, count: 30), name: "a")
    XCTAssertEqual(other.read("a"), Data(repeating: 1, count: 30))
    try small.write(Data(repeating: 2, count: 30), name: "b")  // past 64: started again
    try other.write(Data("after".utf8), name: "c")

    let next = ArtPack(file: file)
    XCTAssertEqual(next.read("b"), Data(repeating: 2, count: 30))
    XCTAssertEqual(next.read("c"), Data("after".utf8))
  }
}
