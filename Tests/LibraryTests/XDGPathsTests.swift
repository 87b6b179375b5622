import Foundation
import XCTest

@testable import Library

final class XDGPathsTests: XCTestCase {
  func testUsesTheVariablesWhenAbsolute() {
    let paths = XDGPaths(
      environment: [
        "XDG_DATA_HOME": "/d", "XDG_CACHE_HOME": "/c", "XDG_CONFIG_HOME": "/f",
        "XDG_STATE_HOME": "/s",
      ], home: "/home/u")
    XCTAssertEqual(paths.data.path, "/d/reel")
    XCTAssertEqual(paths.cache.path, "/c/reel")
    XCTAssertEqual(paths.config.path, "/f/reel")
    XCTAssertEqual(paths.state.path, "/s/reel")
  }

  func testFallsBackToTheUsualDefaults() {
    let paths = XDGPaths(environment: ["XDG_DATA_HOME": "relative/ignored"], home: "/home/u")
    XCTAssertEqual(paths.data.path, "/home/u/.local/share/reel")
    XCTAssertEqual(paths.cache.path, "/home/u/.cache/reel")
    XCTAssertEqual(paths.config.path, "/home/u/.config/reel")
    XCTAssertEqual(paths.state.path, "/home/u/.local/state/reel")
  }

  func testWatchlistOverrideAndCacheLocation() {
    let env = ["REEL_WATCHLIST_DB": "/tmp/x.sqlite", "XDG_CACHE_HOME": "/c", "HOME": "/h"]
    XCTAssertEqual(XDGPaths.watchlistDatabase(environment: env).path, "/tmp/x.sqlite")
    XCTAssertEqual(
      XDGPaths.watchlistDatabase(environment: ["HOME": "/h"]).path,
      "/h/.local/share/reel/library.sqlite")
    XCTAssertEqual(XDGPaths.cacheDatabase(environment: env).path, "/c/reel/cache.sqlite")
  }

  func testCreatesMissingFoldersPrivately() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("reel-xdg-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("a/b/reel")
    try XDGPaths.createDirectory(folder)
    for url in [root, root.appendingPathComponent("a"), folder] {
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700, url.path)
    }
    try XDGPaths.createDirectory(folder)  // again: harmless
  }
}
