import App
import Foundation
import Screen
import TMDB
import XCTest

/// The network inspector's request detail says why an answer never came in the screen's
/// language: "→ بی‌پاسخ: the server at … sent something that is not a readable HTTP answer"
/// kept the transport's English (the exchange records its failure as text).
final class LocalisedInspectorFailureTests: XCTestCase {
  /// A server that answers everything with bytes that are not HTTP.
  struct NotHTTP: Transport {
    func send(_ request: TransportRequest) async throws -> TransportResponse {
      throw NetworkFailure.other(.notHTTP(host: "127.0.0.1:9"))
    }
  }

  func testTheRequestDetailSaysWhyInPersian() throws {
    let inspection = Inspection()
    let transport = InspectingTransport(
      wrapping: NotHTTP(), record: inspection.record, breakpoints: inspection.breakpoints,
      source: .network)
    var services = Services(
      client: TMDBClient(transport: transport), mode: .live, inspection: inspection)
    services.language = try LanguageSetting.resolve(
      flag: "fa-IR", configValue: nil, environment: [:])
    var snaps: [String] = []
    let runner = ScriptRunner(
      services: services, size: Size(width: 140, height: 20), start: .category(.popular),
      output: { snaps.append($0) })
    try runner.run(try Script(parsing: "wait idle\ninspect\nkey enter\nsnap"))
    let screen = snaps.joined(separator: "\n")
    XCTAssertTrue(screen.contains("127.0.0.1:9"), screen)
    XCTAssertFalse(screen.contains("readable HTTP answer"), screen)
  }
}
