import XCTest

@testable import Screen

/// A text whose every scalar stands alone is measured scalar by scalar: that must be the width
/// measured cluster by cluster, so each such scalar must be a cluster of its own beside any
/// other, and must give a single-scalar cluster's width.
final class DisplayWidthLoneScalarTests: XCTestCase {
  private static let alone: [Unicode.Scalar] = (0..<0x11_0000).compactMap { value in
    guard DisplayWidth.standsAlone(UInt32(value)) else { return nil }
    return Unicode.Scalar(UInt32(value))
  }

  /// None of them is what joins clusters: a mark, a joiner, a variation selector, an emoji
  /// modifier, a regional indicator, a Hangul jamo or a prepended concatenation mark.
  func testNoScalarThatStandsAloneJoinsClusters() {
    for scalar in Self.alone {
      let properties = scalar.properties
      let joins =
        properties.isGraphemeExtend || properties.isJoinControl
        || properties.isVariationSelector || properties.isEmojiModifier
        || (0x600...0x605).contains(scalar.value)
        || [0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD].contains(scalar.value)
        || [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
        || (0x1F1E6...0x1F1FF).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
        || (0xA960...0xA97F).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
      XCTAssertFalse(joins, String(scalar.value, radix: 16))
    }
  }

  /// Each beside itself and beside one of every range (both sides) is two clusters, apart
  /// from CR LF, and a scalar alone is as wide as its cluster.
  func testEachIsAClusterOfItsOwnBesideTheOthers() {
    let neighbours: [Unicode.Scalar] = [
      "\r", "\n", "\u{1B}", "a", "é", "\u{AD}", "ʰ", "Ω", "Ж", "–", "…", "‼", "€", "№", "⏎", "⌚",
      "↔", "█", "⠹", "★", "✔", "あ", "ゝ", "ア", "ー", "漢", "！",
    ]
    for scalar in Self.alone {
      let alone = String(Character(scalar))
      XCTAssertEqual(
        DisplayWidth.of(Character(scalar)), DisplayWidth.of(scalar), String(scalar.value, radix: 16)
      )
      for neighbour in neighbours + [scalar] where !(scalar == "\r" && neighbour == "\n") {
        let after = alone + String(Character(neighbour))
        let before = String(Character(neighbour)) + alone
        if after.count != 2 || (before.count != 2 && !(neighbour == "\r" && scalar == "\n")) {
          XCTFail(
            "U+\(String(scalar.value, radix: 16)) joins U+\(String(neighbour.value, radix: 16))")
        }
      }
    }
  }

  /// Mixed texts of such scalars, status-bar words among them, measure the same both ways.
  func testTextsOfLoneScalarsMeasureAsTheirClusters() {
    var state: UInt64 = 11
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    var texts = ["Loading page 3…", "⏎ open", "ページ3を読み込み中…", "\r\n", "a\r\nb", "↑/↓ ⠹ – “x”"]
    for _ in 0..<2000 {
      var text = ""
      for _ in 0..<(1 + next() % 12) {
        text.unicodeScalars.append(Self.alone[next() % Self.alone.count])
      }
      texts.append(text)
    }
    for text in texts {
      XCTAssertNotNil(DisplayWidth.ofLoneScalars(text), text.debugDescription)
      XCTAssertEqual(DisplayWidth.of(text), DisplayWidth.ofClusters(text), text.debugDescription)
      XCTAssertEqual(
        DisplayWidth.of(text[...]), DisplayWidth.ofClusters(text), text.debugDescription)
    }
  }
}
