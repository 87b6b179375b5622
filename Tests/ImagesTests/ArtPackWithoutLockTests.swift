import Foundation
import ReelTestSupport
import XCTest

@testable import Images

/// posters.pack where the lock between Reels is not to be had: a file system without flock
/// (NFS without its lock daemon, many FUSE mounts: ENOLCK, EOPNOTSUPP), or a lock another
/// program holds past the 20 ms a Reel waits. Two Reels started on no pack then both find it
/// empty and both write a header, the second in the middle of the file.
final class ArtPackWithoutLockTests: XCTestCase {
  /// The second header ended every reading there, and the next Reel cut the file at it: every
  /// poster after it was lost and converted again, at each start where two Reels began
  /// together. A header where a record would start is passed over; the records after it are
  /// found, and the next write is kept.
  func testASecondHeaderWrittenWithoutTheLockLosesNothing() throws {
    let folder = try makeTemporaryFolder(self)
    let first = folder.appendingPathComponent("first.pack")
    let second = folder.appendingPathComponent("second.pack")
    try ArtPack(file: first).write(Data("one".utf8), name: "a")
    try ArtPack(file: second).write(Data("two".utf8), name: "b")
    // What two Reels write into one file when each found it empty.
    let file = folder.appendingPathComponent("posters.pack")
    let both = try Data(contentsOf: first) + Data(contentsOf: second)
    try both.write(to: file)

    let next = ArtPack(file: file)
    XCTAssertEqual(next.read("a"), Data("one".utf8))
    XCTAssertEqual(
      next.read("b"), Data("two".utf8), "the posters after the second header were lost")
    XCTAssertEqual(try Data(contentsOf: file).count, both.count, "the pack was cut at the header")
    try next.write(Data("three".utf8), name: "c")

    let later = ArtPack(file: file)
    XCTAssertEqual(later.read("a"), Data("one".utf8))
    XCTAssertEqual(later.read("b"), Data("two".utf8))
    XCTAssertEqual(later.read("c"), Data("three".utf8))
  }

  /// Only a whole header of this version is passed over: a record that starts like one but is
  /// cut short, or a header of another version, still ends the reading as damage does.
  func testOnlyAWholeHeaderIsPassedOver() throws {
    let folder = try makeTemporaryFolder(self)
    let first = folder.appendingPathComponent("first.pack")
    try ArtPack(file: first).write(Data("one".utf8), name: "a")
    let file = folder.appendingPathComponent("posters.pack")
    let whole = try Data(contentsOf: first)
    for tail in [Data("RPAK".utf8), Data("RPAK".utf8) + Data([2]) + Data(count: 8)] {
      try (whole + tail).write(to: file)
      let pack = ArtPack(file: file)
      XCTAssertEqual(pack.read("a"), Data("one".utf8))
      XCTAssertEqual(try Data(contentsOf: file), whole, "damage after the records is cut off")
    }
  }
}
