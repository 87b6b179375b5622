import Foundation
import Testing

@testable import Screen

/// review23: isolates as a hostile title can nest and mix them, through the isolate resolver
/// (`BidiIsolates.swift`): at and past its depth limit, unbalanced, mixed with embeddings,
/// empty, at the line's ends, and by the thousand. Each line must stay a permutation of its
/// clusters with no control drawn and levels inside UAX #9's 125.
@Suite struct BidiIsolateHostileTests {
  static let lri = "\u{2066}"
  static let rli = "\u{2067}"
  static let fsi = "\u{2068}"
  static let pdi = "\u{2069}"

  /// Isolates nested `depth` deep, alternating RLI and LRI or all RLI, closed or not.
  static func nested(_ depth: Int, sameDirection: Bool, closed: Bool) -> String {
    var text = ""
    for level in 0..<depth {
      text += (sameDirection || level.isMultiple(of: 2) ? rli : lri) + "ab ש\(level) "
    }
    if closed { text += String(repeating: pdi, count: depth) }
    return text + " end"
  }

  static var inputs: [(name: String, text: String)] {
    var inputs: [(String, String)] = []
    for depth in [59, 60, 61] {
      for sameDirection in [false, true] {
        for closed in [false, true] {
          inputs.append(
            (
              "\(depth) deep, same \(sameDirection), closed \(closed)",
              nested(depth, sameDirection: sameDirection, closed: closed)
            ))
        }
      }
    }
    inputs += [
      ("unbalanced PDI first", pdi + pdi + "abc " + rli + "שלום" + pdi + pdi + " 12"),
      ("isolate with embeddings", rli + "abc \u{202A}שלום\u{202C}" + pdi + " \u{202E}x12"),
      ("override inside an isolate", lri + "\u{202E}abc" + pdi + " שלום"),
      ("FSI whose first strong is nested", fsi + lri + "abc" + pdi + " שלום" + pdi + " x"),
      ("empty isolates", lri + pdi + rli + pdi + fsi + pdi + "abc"),
      ("isolate at the start", rli + "שלום 1" + pdi + " abc"),
      ("isolate at the end, unclosed", "abc " + fsi + "שלום (2)"),
      ("10,000 isolates", String(repeating: rli + "ש1" + pdi + lri + "a" + pdi, count: 5_000)),
      ("10,000 nested", String(repeating: rli + "ש", count: 10_000)),
    ]
    return inputs
  }

  @Test func everyLineIsItsClustersReorderedWithNoControlDrawn() {
    for (name, text) in Self.inputs {
      for base in [BaseDirection.auto, .rightToLeft, .leftToRight] {
        let line = BidiLine(text, base: base)
        let count = line.logical.count
        #expect(line.visualToLogical.sorted() == Array(0..<count), "\(name), \(base)")
        let drawnControls = line.visual.flatMap(\.unicodeScalars).filter(
          BidiLevels.isDirectionalControl)
        #expect(drawnControls.isEmpty, "\(name), \(base)")
        let levels = BidiLevels.resolve(text.unicodeScalars.map(\.value), base: base)
        #expect(levels.levels.count == text.unicodeScalars.count, "\(name), \(base)")
        #expect(levels.levels.allSatisfy { $0 <= 126 }, "\(name), \(base)")
      }
    }
  }

  /// P2 skips nested isolates: the FSI below is right to left (its first strong letter outside
  /// the nested LRI is Hebrew), so its Hebrew is at level 1, not 3.
  @Test func anFSIDirectionSkipsTheIsolatesNestedInIt() {
    let text = Self.fsi + Self.lri + "abc" + Self.pdi + " שלום" + Self.pdi + " x"
    let scalars = text.unicodeScalars.map(\.value)
    let levels = BidiLevels.resolve(scalars, base: .leftToRight)
    let hebrew = scalars.firstIndex(of: 0x05E9)!
    #expect(levels.levels[hebrew] == 1)
    let latin = scalars.firstIndex(of: 0x61)!
    #expect(levels.levels[latin] == 2)
  }
}
