import Foundation
import ReelTestSupport
import XCTest

@testable import App

/// The response cache's notices among the start-up warnings (a damaged file cleared, a file that
/// cannot be opened) in the chosen language: they were English on every screen.
final class LocalisedCacheWarningsTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private var cacheFile: URL {
    home.appendingPathComponent("cache/reel/cache.sqlite")
  }

  private func warnings(language: String?) throws -> [String] {
    var options = ConnectionOptions()
    options.apiKey = "c0ffee11c0ffee22c0ffee33c0ffee44"
    options.apiBaseURL = "http://127.0.0.1:9"
    options.useResponseCache = true
    options.language = language
    let environment = [
      "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
    ]
    return try Services.make(options, environment: environment).warnings
  }

  private func damageTheCache() throws {
    try FileManager.default.createDirectory(
      at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(repeating: 0x5A, count: 8192).write(to: cacheFile)
  }

  func testADamagedCacheIsSaidInEachLanguage() throws {
    let expected = [
      "ja-JP": "応答キャッシュが壊れていたため、消去して新しく作りました。",
      "fa-IR": "damaged", "ar-EG": "damaged",
    ]
    for (tag, words) in expected {
      try damageTheCache()
      let said = try warnings(language: tag)
      XCTAssertEqual(said.count, 1, "\(said)")
      XCTAssertFalse(said.joined().contains("was damaged"), "\(tag): \(said)")
      if tag == "ja-JP" { XCTAssertEqual(said, [words]) }
    }
    try damageTheCache()
    XCTAssertEqual(
      try warnings(language: nil),
      ["The response cache was damaged; it was cleared and a new one started."])
  }

  func testACacheThatCannotBeOpenedIsSaidInJapanese() throws {
    try FileManager.default.createDirectory(at: cacheFile, withIntermediateDirectories: true)
    let said = try warnings(language: "ja-JP")
    XCTAssertEqual(said.count, 1, "\(said)")
    XCTAssertFalse(said[0].contains("cannot be opened"), said[0])
    XCTAssertFalse(said[0].contains("offline"), said[0])
    XCTAssertTrue(said[0].contains(cacheFile.path), said[0])
    let english = try warnings(language: nil)
    XCTAssertTrue(english[0].hasPrefix("the response cache cannot be opened ("), english[0])
    XCTAssertTrue(
      english[0].hasSuffix("); answers are not kept for use offline this time"), english[0])
  }
}
