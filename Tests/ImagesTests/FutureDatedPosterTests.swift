import Foundation
import Images
import ReelTestSupport
import XCTest

/// A fault found by review13.
final class FutureDatedPosterTests: XCTestCase {
  /// A poster file whose modification time is in the future (written while the clock was set
  /// ahead, or touched by another tool) has a negative age, which is never past `maxAge`: it
  /// is served and kept for ever, past TMDB's six months. Fix: `DiskImageCache.read` and
  /// `trim` count a file dated more than a minute ahead as stale (as `CachingTransport` now
  /// does for cached answers).
  func testAPosterDatedInTheFutureIsNotKeptForEver() throws {
    let folder = try makeTemporaryFolder(self)
    let now = Date()
    let cache = DiskImageCache(directory: folder, now: { now })
    try cache.write(Data([0xFF, 0xD8, 0xFF]), posterPath: "/a.jpg", size: "w185")
    let file = folder.appendingPathComponent(
      DiskImageCache.fileName(posterPath: "/a.jpg", size: "w185"))
    try FileManager.default.setAttributes(
      [.modificationDate: now.addingTimeInterval(10 * 365 * 86_400)], ofItemAtPath: file.path)
    XCTAssertNil(cache.read(posterPath: "/a.jpg", size: "w185"))
  }

  /// Files no download leaves (a link to a device, a file larger than any download) are
  /// misses, removed, not read whole; trim removes a file dated ahead too.
  func testAPosterFileNoDownloadLeavesIsAMissAndRemoved() throws {
    let folder = try makeTemporaryFolder(self)
    let now = Date()
    let cache = DiskImageCache(directory: folder, now: { now })
    try cache.write(Data([0xFF, 0xD8, 0xFF]), posterPath: "/a.jpg", size: "w185")
    let file = folder.appendingPathComponent(
      DiskImageCache.fileName(posterPath: "/a.jpg", size: "w185"))
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
    XCTAssertNil(cache.read(posterPath: "/a.jpg", size: "w185"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))

    XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: nil))
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: file.path))
    try handle.truncate(atOffset: UInt64(HTTPImageSource.maxBytes + 1))  // sparse
    try handle.close()
    XCTAssertNil(cache.read(posterPath: "/a.jpg", size: "w185"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))

    try cache.write(Data([0xFF, 0xD8, 0xFF]), posterPath: "/a.jpg", size: "w185")
    try FileManager.default.setAttributes(
      [.modificationDate: now.addingTimeInterval(3_600)], ofItemAtPath: file.path)
    cache.trim()
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
  }
}
