import Screen
import XCTest

@testable import Terminal

/// Changes between styles without attributes where one colour in three is the terminal's own
/// (a symbol poster's cells beside plain text and gaps) are the reference bytes: sgr0 first
/// where a colour goes back to the terminal's own, on terminals with and without default
/// colours, on 256 and 16 colours.
final class RenditionTableOwnColourTests: XCTestCase {
  func testChangesToAndFromTheTerminalsOwnColoursAreTheReferenceOnes() {
    var sixteen = FrameWriterTests.xterm256
    sixteen.colors = 16
    let terminals: [(TerminalCapabilities, Int, Bool)] = [
      (FrameWriterTests.xterm256, 256, true), (FrameWriterTests.xterm256, 256, false),
      (sixteen, 16, true), (sixteen, 16, false),
    ]
    var state: UInt64 = 7
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    func color() -> Color { next() % 3 == 0 ? .default : .indexed(UInt8(next() % 256)) }
    for (capabilities, colorCount, defaults) in terminals {
      var table = RenditionTable(
        capabilities: capabilities, colorCount: colorCount, hasDefaultColors: defaults)
      var previous = Style.plain
      for step in 0..<6000 {
        let style =
          switch next() % 4 {
          case 0: Style(fg: previous.fg, bg: color())
          case 1: Style(fg: color(), bg: previous.bg)
          case 2: Style.plain
          default: Style(fg: color(), bg: color())
          }
        guard style != previous else { continue }
        let expected = table.transition(
          from: Rendition(previous, colorCount: colorCount, hasDefaultColors: defaults),
          to: Rendition(style, colorCount: colorCount, hasDefaultColors: defaults))
        var out: [UInt8] = []
        table.append(from: previous.packedValue, to: style, into: &out)
        guard out == expected else {
          return XCTFail(
            "\(colorCount) colours, defaults \(defaults), step \(step): \(previous) -> \(style): "
              + "\(String(decoding: out, as: UTF8.self).debugDescription) not "
              + "\(String(decoding: expected, as: UTF8.self).debugDescription)")
        }
        previous = style
      }
    }
  }
}
