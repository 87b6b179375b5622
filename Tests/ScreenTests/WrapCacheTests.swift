import XCTest

@testable import Screen

/// `wrapped` remembers long paragraphs (`WrapCache`): what it gives back is always what
/// wrapping afresh gives, whichever text, width, style and direction came before.
final class WrapCacheTests: XCTestCase {
  private static let paragraphs = [
    "Twelve years after taking the throne, Paul Atreides rules an empire remade by the holy war fought in his name.",
    "Twelve years after taking the throne, Paul Atreides rules an empire remade by the holy war fought in his name!",
    "千と千尋の神隠しは、宮崎駿が監督した日本のアニメーション映画で、十歳の少女が不思議な町に迷い込む物語である。",
    "فیلمی درباره‌ی یک دختر ده ساله که در شهری عجیب گم می‌شود و برای نجات پدر و مادرش کار می‌کند. Spirited Away",
    "short",
  ]
  private static let styles = [Style.plain, Style(attributes: .dim), Style(fg: .red)]
  private static let bases: [BaseDirection?] = [nil, .auto, .leftToRight, .rightToLeft]

  func testRememberedLinesAreTheLinesWrappingAfreshGives() {
    var seed: UInt64 = 7
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    // More combinations than the cache holds, each asked for several times in a mixed order,
    // so answers come from the cache, from a replaced entry and afresh.
    for _ in 0..<600 {
      let text = Self.paragraphs[next(Self.paragraphs.count)]
      let width = [1, 2, 10, 37, 52, 80][next(6)]
      let style = Self.styles[next(Self.styles.count)]
      let base = Self.bases[next(Self.bases.count)]
      XCTAssertEqual(
        wrapped(text, width: width, style: style, base: base),
        uncachedWrapped(text, width: width, style: style, base: base),
        "\(text) at \(width)")
    }
  }

  func testAnotherWidthIsWrappedAgain() {
    let text = Self.paragraphs[0]
    let wide = wrapped(text, width: 80, style: .plain)
    let narrow = wrapped(text, width: 20, style: .plain)
    XCTAssertEqual(wide.count, 2)
    XCTAssertGreaterThan(narrow.count, wide.count)
    XCTAssertEqual(narrow, uncachedWrapped(text, width: 20, style: .plain))
  }
}
