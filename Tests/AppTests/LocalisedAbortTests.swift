import App
import Foundation
import Screen
import XCTest

/// An answer the user aborted in the network inspector, in the screen's language: what the
/// browser then says (the 503's explanation is Reel's own words, not TMDB's) and the mark the
/// inspector's list puts on the request ("aborted (timeout)" named the kind in English).
final class LocalisedAbortTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-abort-language-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func run(_ text: String, language: String) throws -> ScriptRunner.Failure? {
    var services = try InspectorScriptTests.services()
    services.language = try LanguageSetting.resolve(
      flag: language, configValue: nil, environment: [:])
    let runner = ScriptRunner(
      services: services, size: Size(width: 120, height: 30), start: .category(.popular),
      output: { _ in })
    runner.harFolder = folder
    do {
      try runner.run(try Script(parsing: text))
      return nil
    } catch let failure as ScriptRunner.Failure {
      return failure
    }
  }

  private func abort503(saying words: String, language: String) throws {
    let failure = try run(
      """
      wait idle
      break movie/popular
      key r
      wait paused
      abort 503
      wait text "\(words)"
      expect no-text "aborted at a breakpoint"
      expect no-text "Service unavailable"
      """, language: language)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }

  func testAn503AbortIsSaidInJapanese() throws {
    try abort503(saying: "インスペクターのブレークポイントで中止", language: "ja-JP")
  }

  func testAn503AbortIsSaidInPersian() throws {
    // The screen holds the mirrored line in visual order: the status, then no English.
    try abort503(saying: "(۵۰۳)", language: "fa-IR")
  }

  func testAn503AbortIsSaidInArabic() throws {
    try abort503(saying: "(٥٠٣)", language: "ar-SA")
  }

  func testAn503AbortReadsAsBeforeInEnglish() throws {
    let failure = try run(
      """
      wait idle
      break movie/popular
      key r
      wait paused
      abort 503
      wait text "Service unavailable (aborted at a breakpoint in Reel's inspector)."
      """, language: "en-US")
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }

  /// The inspector's list marks the request with the kind of abort in the screen's words.
  func testTheAbortedMarkNamesTheKindInJapanese() throws {
    for (kind, word) in [("timeout", "中止（タイムアウト）"), ("drop", "中止（接続切断）"), ("503", "中止（HTTP 503）")] {
      let failure = try run(
        """
        wait idle
        break movie/popular
        key r
        wait paused
        abort \(kind)
        wait idle
        inspect
        wait text "\(word)"
        expect no-text "（\(kind == "503" ? "503）" : kind)"
        """, language: "ja-JP")
      XCTAssertNil(failure.map { "\(kind): \($0.reason)\n" + $0.screen.joined(separator: "\n") })
    }
  }
}
