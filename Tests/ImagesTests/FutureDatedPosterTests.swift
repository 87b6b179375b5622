import Foundation
import Images
import ReelTestSupport
import XCTest

/// Fault found by review13 in Sources/Images, fixed by review14.
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
}
