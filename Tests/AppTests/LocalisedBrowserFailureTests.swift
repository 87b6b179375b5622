import App
import Foundation
import Screen
import TMDB
import XCTest

/// The browser says the whole of TMDB's failure in the screen's language: in Japanese,
/// Persian and Arabic it said only the kind ("offline"), never which server or why, since the
/// failure carried only TMDB's English sentence.
final class LocalisedBrowserFailureTests: XCTestCase {
  /// A server that answers everything with bytes that are not HTTP.
  struct NotHTTP: Transport {
    func send(_ request: TransportRequest) async throws -> TransportResponse {
      throw NetworkFailure.other(.notHTTP(host: "127.0.0.1:9"))
    }
  }

  private func screen(in language: String) throws -> String {
    var services = Services(client: TMDBClient(transport: NotHTTP()), mode: .live)
    services.language = try LanguageSetting.resolve(
      flag: language, configValue: nil, environment: [:])
    var snaps: [String] = []
    let runner = ScriptRunner(
      services: services, size: Size(width: 140, height: 20), start: .category(.popular),
      output: { snaps.append($0) })
    try runner.run(try Script(parsing: "wait idle\nsnap"))
    return snaps.joined(separator: "\n")
  }

  func testTheFailureIsSaidWholeInJapanese() throws {
    let text = try screen(in: "ja-JP")
    XCTAssertTrue(text.contains("127.0.0.1:9"), text)
    XCTAssertFalse(text.contains("readable HTTP answer"), text)
  }

  func testTheFailureIsSaidWholeInPersian() throws {
    let text = try screen(in: "fa-IR")
    XCTAssertTrue(text.contains("127.0.0.1:9"), text)
    XCTAssertFalse(text.contains("readable HTTP answer"), text)
  }

  func testEnglishReadsAsBefore() throws {
    let text = try screen(in: "en-US")
    XCTAssertTrue(text.contains("127.0.0.1:9 sent something that is not a readable HTTP"), text)
  }
}
