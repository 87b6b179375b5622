import App
import Foundation
import Screen
import XCTest

/// A failed section of the detail pane ("More like this") says why in the screen's language.
/// It quoted the layer's English sentence ("Not found: TMDB has no recommendations for movie …")
/// inside the Arabic, Persian and Japanese words around it.
final class LocalisedSectionFailureTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-section-failure-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Resources/Catalog")
    for name in [
      "3_configuration.json", "3_genre_movie_list.json", "replay-index.catalog",
    ] {
      try FileManager.default.copyItem(
        at: catalog.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    // One film the catalog's index does not know: its details answer, but asked for films
    // like it, the catalog answers "not found".
    let film = #"{"id":9000001,"title":"Ninety","overview":"o","release_date":"2020-01-02"}"#
    try record(
      path: "/3/movie/popular", query: ["page": "1"],
      body: #"{"page":1,"results":[\#(film)],"total_pages":1,"total_results":1}"#)
    try record(
      path: "/3/movie/9000001",
      query: ["append_to_response": "credits,videos,release_dates"],
      body: #"{"id":9000001,"title":"Ninety","overview":"o","release_date":"2020-01-02"}"#)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func record(path: String, query: [String: String], body: String) throws {
    let queryJSON = query.map { #""\#($0.key)":"\#($0.value)""# }.joined(separator: ",")
    let text = #"""
      {"request":{"method":"GET","path":"\#(path)","query":{\#(queryJSON)}},
       "response":{"status":200,"body":\#(body)}}
      """#
    let name =
      String(path.dropFirst().replacingOccurrences(of: "/", with: "_"))
      + (query.isEmpty
        ? ""
        : "__"
          + query.sorted { $0.key < $1.key }.map { "\($0.key)-\($0.value)" }
          .joined(separator: "_"))
    try Data(text.utf8).write(to: folder.appendingPathComponent(name + ".json"))
  }

  private func screen(language: String) throws -> [String] {
    var options = ConnectionOptions()
    options.replayDirectory = folder.path
    options.language = language
    let services = try Services.make(options, environment: [:])
    let (output, failure) = try ScriptSupport.run(
      "wait idle\nkey enter\nwait idle\nkey j\nwait idle\nsnap", size: Size(width: 81, height: 30),
      services: services)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
    return output
  }

  func testTheSectionSaysWhyInTheScreensLanguage() throws {
    for code in ["ar-SA", "fa-IR", "ja-JP"] {
      let language = try XCTUnwrap(ScreenLanguage(code: code))
      let text = try screen(language: code).joined(separator: "\n")
      XCTAssertTrue(
        text.contains(BidiLine(language.text(Message(.paneMoreLikeThis)), base: .auto).text),
        "\(code): the section is not shown:\n\(text)")
      XCTAssertFalse(text.contains("Not found"), "\(code):\n\(text)")
      XCTAssertFalse(text.contains("recommendations"), "\(code):\n\(text)")
    }
  }

  func testEnglishStillGivesTheLayersSentence() throws {
    let text = try screen(language: "en-US").joined(separator: "\n")
    XCTAssertTrue(text.contains("Not found: TMDB has no recommendations"), text)
  }
}
