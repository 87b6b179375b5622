import App
import Foundation
import Screen
import XCTest

/// The inspector's key hints on a right-to-left screen: each key stays beside what it does.
/// "y curl · x HAR · b توقف" is Latin from "y" to "b", and the bidi algorithm laid that stretch
/// out left to right as one piece: the pairs read backwards and "b" stood away from its word.
final class MirroredInspectorFooterTests: XCTestCase {
  private func footer(language: String) throws -> String {
    var services = try InspectorScriptTests.services()
    services.language = try LanguageSetting.resolve(
      flag: language, configValue: nil, environment: [:])
    var snaps: [String] = []
    let runner = ScriptRunner(
      services: services, size: Size(width: 140, height: 24), start: .category(.popular),
      output: { snaps.append($0) })
    try runner.run(try Script(parsing: "wait idle\ninspect\nsnap"))
    let rows = snaps.joined(separator: "\n").split(separator: "\n").map(String.init)
    return try XCTUnwrap(rows.last { $0.hasPrefix("└") }, "no footer in \(rows)")
  }

  /// A pair as a right-to-left line shows it: the key at the right of its word.
  private func pair(_ key: String, _ word: String) -> String {
    BidiLine("\(key) \(word)", base: .rightToLeft).text
  }

  func testEachKeyStaysBesideItsActionInPersianAndArabic() throws {
    for code in ["fa-IR", "ar-SA"] {
      let language = try XCTUnwrap(ScreenLanguage(code: code))
      let line = try footer(language: code)
      let pause = language.text(Message(.hintBreak))
      let open = language.text(Message(.hintOpen))
      for expected in [
        pair("y", "curl"), pair("x", "HAR"), pair("b", pause), pair("⏎", open),
      ] {
        XCTAssertTrue(line.contains(expected), "\(code): \(expected) not in \(line)")
      }
      // Read from the right, the pairs come in the order the left-to-right footer has them.
      let order = [pair("⏎", open), pair("y", "curl"), pair("x", "HAR"), pair("b", pause)]
        .compactMap { line.range(of: $0)?.lowerBound }
      XCTAssertEqual(order, order.sorted(by: >), "\(code): \(line)")
    }
  }

  func testTheEnglishFooterIsAsBefore() throws {
    let line = try footer(language: "en-US")
    XCTAssertTrue(line.contains("⏎ open · / filter · y curl · x HAR · b break"), line)
  }
}
