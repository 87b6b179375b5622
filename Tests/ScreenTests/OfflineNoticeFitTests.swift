import Browser
import XCTest

@testable import Screen

/// review28: the notice that answers come from the cache was cut before its age at 120
/// columns (the status bar keeps room for hints beside it), and the age is what tells the
/// user how far to trust what they see. Every language says the age first, so it shows at
/// 120x40 and at 80x24, whatever the reason.
final class OfflineNoticeFitTests: XCTestCase {
  private let languages = ["en-US", "ar-SA", "fa-IR", "ja-JP"].compactMap(
    ScreenLanguage.init(code:))

  func testTheAgeOfACachedAnswerShowsAtBothSizes() {
    XCTAssertEqual(languages.count, 4)
    let keys: [(MessageKey, [String: MessageArgument])] = [
      (.noticeCachedOffline, [:]), (.noticeCachedAfterTimeout, [:]),
      (.noticeCachedAfterServerError, ["status": .number(503)]),
    ]
    for language in languages {
      // 13 h: the only digits in the offline and timeout notices, two of them, so no other
      // number on the bar passes for the age. (The server error's status comes after it.)
      let age = Message(.ageHours, ["count": .number(13)])
      let ageDigits = language.format.number(13)
      for (key, extra) in keys {
        let notice = language.text(
          Message(key, extra.merging(["age": .message(age)]) { a, _ in a }))
        for size in [Size(width: 120, height: 40), Size(width: 80, height: 24)] {
          var driver = RenderDriver.started(size: size)
          driver.send(.connectivity(offline: notice))
          var context = testContext()
          context.language = language
          let status = driver.render(context: context).buffer.lines().last ?? ""
          XCTAssertTrue(
            status.contains(ageDigits),
            "\(language.tag) \(key) at \(size.width)x\(size.height): \(status)")
        }
      }
    }
  }
}
