import App
import Foundation
import Screen
import XCTest

/// The network inspector in Japanese, through the real loop: the overlay's words, what an
/// action says and a request's detail all come from the table; English stays as it was.
final class InspectorLanguageScriptTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-inspector-language-\(UUID().uuidString)", isDirectory: true)
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
      services: services, size: Size(width: 100, height: 30), start: .category(.popular),
      output: { _ in })
    runner.harFolder = folder
    do {
      try runner.run(try Script(parsing: text))
      return nil
    } catch let failure as ScriptRunner.Failure {
      return failure
    }
  }

  func testTheInspectorSpeaksJapanese() throws {
    let failure = try run(
      """
      wait idle
      inspect
      expect text "ネットワークインスペクター: "
      expect text "時刻      方式"
      key y
      expect text "curlコマンドをクリップボードにコピーしました。"
      key x
      expect text "HARを"
      key k
      key b
      expect text "にブレークポイントを設定しました。"
      key enter
      expect text "リクエスト #"
      expect text "取得元: replay"
      expect text "ブラウザーが使用"
      expect no-text "taken by the browser"
      """, language: "ja-JP")
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }

  func testAHeldAnswerIsSaidInJapaneseInTheStatusBar() throws {
    let failure = try run(
      """
      wait idle
      break movie/popular
      key r
      wait paused
      wait text "ブレークポイントで一時停止中: movie/popular"
      expect no-text "paused at a breakpoint"
      abort 503
      wait text "TMDB のサーバーエラー（503）"
      expect no-text "ブレークポイントで一時停止中"
      """, language: "ja-JP")
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }
}
