import Foundation
import ReelTestSupport
import XCTest

@testable import Images

/// Trimming the image cache removes only files the cache made: the folder may be a link into
/// the user's own files, or hold files the user put there.
final class DiskCacheTrimOwnFilesTests: XCTestCase {
  /// Files the user owns in the cache's folder, old and many, so that age and the bound would
  /// both pick them: none is removed; Reel's own stale file, leftover and oldest poster are.
  func testTrimRemovesOnlyTheCachesOwnFiles() throws {
    let folder = try makeTemporaryFolder(self)
    let manager = FileManager.default
    let old = Date(timeIntervalSinceNow: -400 * 24 * 3600)
    let userFiles = [
      "notes.txt", "holiday_2024.jpg", "IMG_0001.JPG", "w185", "report.pdf", ".bashrc",
      ".tmp-mine", "w185_notes.txt",
    ]
    for name in userFiles {
      try Data(repeating: 7, count: 3000).write(to: folder.appendingPathComponent(name))
      try manager.setAttributes(
        [.modificationDate: old], ofItemAtPath: folder.appendingPathComponent(name).path)
    }
    let cache = DiskImageCache(directory: folder, limitBytes: 2500)
    // Reel's: a stale poster, an interrupted write, and two posters over the bound.
    try cache.write(Data(repeating: 1, count: 1000), posterPath: "/stale.jpg", size: "w92")
    try manager.setAttributes(
      [.modificationDate: old],
      ofItemAtPath: folder.appendingPathComponent("w92_stale.jpg").path)
    let leftover = ".tmp-\(UUID().uuidString)"
    try Data([1]).write(to: folder.appendingPathComponent(leftover))
    try manager.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)],
      ofItemAtPath: folder.appendingPathComponent(leftover).path)
    for index in 0..<3 {
      try cache.write(
        Data(repeating: 2, count: 1000), posterPath: "/p\(index).jpg", size: "original")
      try manager.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: Double(index - 10) * 60)],
        ofItemAtPath: folder.appendingPathComponent("original_p\(index).jpg").path)
    }

    cache.trim()

    let left = Set(try manager.contentsOfDirectory(atPath: folder.path))
    XCTAssertEqual(left, Set(userFiles + ["original_p1.jpg", "original_p2.jpg"]))
    XCTAssertEqual(cache.currentSize(), 2000, "the user's files are not the cache's size")
  }

  /// The names the cache writes are the names it trims; others are not its own.
  func testTheCachesNames() {
    for (path, size) in [("/abc.jpg", "w185"), ("/x-Y_1.jpeg", "original"), ("/a.jpg", "h632")] {
      XCTAssertTrue(
        DiskImageCache.isCacheFileName(DiskImageCache.fileName(posterPath: path, size: size)))
    }
    XCTAssertTrue(DiskImageCache.isCacheFileName(".tmp-\(UUID().uuidString)"))
    for name in [
      "notes.txt", "w185_", "w185_.jpg", "_abc.jpg", "w_abc.jpg", "x185_abc.jpg", "w185_a b.jpg",
      "w185_abc.png", ".tmp-", ".tmp-abc", "abc.jpg", "w185_../x.jpg",
    ] {
      XCTAssertFalse(DiskImageCache.isCacheFileName(name), name)
    }
  }
}
