import Screen
import XCTest

@testable import Terminal

/// The SGR sequences built from the flat tables are byte for byte the ones built from
/// terminfo's strings (`transition(from:to:)`, the reference), for every kind of terminal the
/// writer meets: 256, 16, 8 and no colours, with and without default colours, and one whose
/// colour strings are not ANSI (which keeps the reference path).
final class RenditionTableTests: XCTestCase {
  private static let colors: [Color] =
    [
      .default, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack,
      .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan,
      .brightWhite,
    ] + (0...255).map { Color.indexed(UInt8($0)) }

  /// A fixed sequence of styles covering every colour and attribute mix.
  private static func styles(count: Int, seed: UInt64) -> [Style] {
    var state = seed
    func next() -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
    }
    return (0..<count).map { _ in
      Style(
        fg: colors[next() % colors.count], bg: colors[next() % colors.count],
        attributes: Attributes(rawValue: UInt8(next() % 32)))
    }
  }

  private func assertSameAsReference(
    _ capabilities: TerminalCapabilities, colorCount: Int, defaults: Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    var table = RenditionTable(
      capabilities: capabilities, colorCount: colorCount, hasDefaultColors: defaults)
    let styles = Self.styles(count: 3000, seed: UInt64(colorCount) * 2 + (defaults ? 1 : 0))
    var previous: Style?
    for (index, style) in styles.enumerated() {
      let from = previous.map(\.packedValue) ?? RenditionTable.resetKey
      let old =
        previous.map {
          Rendition($0, colorCount: colorCount, hasDefaultColors: defaults)
        } ?? .reset
      let new = Rendition(style, colorCount: colorCount, hasDefaultColors: defaults)
      var out: [UInt8] = []
      table.append(from: from, to: style, into: &out)
      let expected = table.transition(from: old, to: new)
      if out != expected {
        XCTFail(
          "\(String(describing: previous)) -> \(style): \(String(decoding: out, as: UTF8.self).debugDescription) not \(String(decoding: expected, as: UTF8.self).debugDescription)",
          file: file, line: line)
        return
      }
      XCTAssertEqual(table.rendition(ofKey: style.packedValue), new, file: file, line: line)
      // Every tenth change starts over from sgr0, as after a frame's reset.
      previous = index % 10 == 9 ? nil : style
    }
  }

  func testSequencesOn256ColoursAreTheReferenceOnes() {
    assertSameAsReference(FrameWriterTests.xterm256, colorCount: 256, defaults: true)
    assertSameAsReference(FrameWriterTests.xterm256, colorCount: 256, defaults: false)
  }

  func testSequencesOn16And8ColoursAreTheReferenceOnes() {
    var sixteen = FrameWriterTests.xterm256
    sixteen.colors = 16
    assertSameAsReference(sixteen, colorCount: 16, defaults: true)
    assertSameAsReference(FrameWriterTests.xterm8, colorCount: 8, defaults: true)
    assertSameAsReference(FrameWriterTests.xterm8, colorCount: 8, defaults: false)
  }

  func testSequencesWithoutColourAreTheReferenceOnes() {
    assertSameAsReference(FrameWriterTests.xterm256, colorCount: 0, defaults: true)
  }

  func testColourStringsThatAreNotANSIKeepTheReferencePath() {
    var odd = FrameWriterTests.xterm256
    // A colour string followed by something else: not one `CSI … m`, so never merged.
    odd.setForeground = Array("\u{1B}[3%p1%dm\u{1B}(B".utf8)
    odd.italic = nil
    assertSameAsReference(odd, colorCount: 8, defaults: true)
    var table = RenditionTable(capabilities: odd, colorCount: 8, hasDefaultColors: true)
    var out: [UInt8] = []
    table.append(
      from: RenditionTable.resetKey, to: Style(fg: .red, attributes: [.bold, .italic]), into: &out)
    XCTAssertEqual(String(decoding: out, as: UTF8.self), "\u{1B}[1m\u{1B}[31m\u{1B}(B")
  }

  func testAnAttributeStringThatIsNotANSIKeepsTheReferencePath() {
    var odd = FrameWriterTests.xterm256
    odd.underline = Array("\u{1B}[4m\u{1B}[24m\u{1B}[4m".utf8)
    assertSameAsReference(odd, colorCount: 256, defaults: true)
  }

  func testOneSequenceForAResetAttributesAndBothColours() {
    var table = RenditionTable(
      capabilities: FrameWriterTests.xterm256, colorCount: 256, hasDefaultColors: true)
    let bold = Style(fg: .indexed(208), bg: .blue, attributes: [.bold, .underline])
    var out: [UInt8] = []
    table.append(from: RenditionTable.resetKey, to: bold, into: &out)
    table.append(from: bold.packedValue, to: Style(fg: .indexed(208)), into: &out)
    table.append(from: Style(fg: .indexed(208)).packedValue, to: .plain, into: &out)
    XCTAssertEqual(
      String(decoding: out, as: UTF8.self),
      "\u{1B}[1;4;38;5;208;44m" + "\u{1B}[0;38;5;208m" + "\u{1B}[0m")
  }

  /// A frame goes back and forth between a few styles: most changes are between pairs met
  /// before, whose sequences are kept (`SequenceCache`), and sixty-four slots for far more pairs
  /// than that drop and replace many. Kept or built, every sequence is the reference one, into
  /// an array and into a frame's bytes alike, on every kind of terminal.
  func testSequencesKeptFromChangesBeforeAreTheReferenceOnes() {
    var sixteen = FrameWriterTests.xterm256
    sixteen.colors = 16
    let terminals: [(TerminalCapabilities, Int, Bool)] = [
      (FrameWriterTests.xterm256, 256, true), (FrameWriterTests.xterm256, 256, false),
      (sixteen, 16, true), (FrameWriterTests.xterm8, 8, true), (FrameWriterTests.xterm256, 0, true),
    ]
    for (capabilities, colorCount, defaults) in terminals {
      var table = RenditionTable(
        capabilities: capabilities, colorCount: colorCount, hasDefaultColors: defaults)
      // Twenty styles and sgr0: 420 pairs, each met several times.
      let styles = Self.styles(count: 20, seed: UInt64(colorCount) + 7)
      var state: UInt64 = 1
      var previous: Style?
      var storage = FrameBytes.Storage(capacity: 64)
      for step in 0..<6000 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let style = styles[Int(state >> 33) % styles.count]
        let from = previous.map(\.packedValue) ?? RenditionTable.resetKey
        let old =
          previous.map { Rendition($0, colorCount: colorCount, hasDefaultColors: defaults) }
          ?? .reset
        let expected = table.transition(
          from: old, to: Rendition(style, colorCount: colorCount, hasDefaultColors: defaults))
        var array: [UInt8] = [0x41]
        var bytes = FrameBytes(reusing: storage)
        bytes.append(0x41)
        if step % 2 == 0 {
          table.append(from: from, to: style, into: &array)
          table.append(from: from, to: style, into: &bytes)
        } else {
          table.append(from: from, to: style, into: &bytes)
          table.append(from: from, to: style, into: &array)
        }
        storage = bytes.storage
        let frame = Array(bytes.bytes)
        guard array == [0x41] + expected, frame == array else {
          return XCTFail(
            "\(colorCount) colours, step \(step): \(String(describing: previous)) -> \(style): "
              + "\(String(decoding: array.dropFirst(), as: UTF8.self).debugDescription), "
              + "\(String(decoding: frame.dropFirst(), as: UTF8.self).debugDescription) not "
              + "\(String(decoding: expected, as: UTF8.self).debugDescription)")
        }
        previous = step % 13 == 12 ? nil : style
      }
    }
  }

  /// A symbol poster changes colours at nearly every cell between styles without attributes
  /// (`ColorPieces`' way): those changes, from every colour to every other, including the
  /// default ones and colours that degrade to the same number, are the reference bytes on every
  /// kind of terminal, and so are the ones whose colour strings are not ANSI.
  func testPlainColourChangesAreTheReferenceOnes() {
    var sixteen = FrameWriterTests.xterm256
    sixteen.colors = 16
    var odd = FrameWriterTests.xterm256
    odd.setBackground = Array("\u{1B}[4%p1%dm\u{1B}(B".utf8)
    let terminals: [(TerminalCapabilities, Int, Bool)] = [
      (FrameWriterTests.xterm256, 256, true), (FrameWriterTests.xterm256, 256, false),
      (sixteen, 16, true), (sixteen, 16, false), (FrameWriterTests.xterm8, 8, true),
      (FrameWriterTests.xterm256, 0, true), (odd, 256, true),
    ]
    var state: UInt64 = 3
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    for (capabilities, colorCount, defaults) in terminals {
      var table = RenditionTable(
        capabilities: capabilities, colorCount: colorCount, hasDefaultColors: defaults)
      var previous: Style?
      for step in 0..<8000 {
        // One colour in forty is the default; the rest any of the 272.
        func color() -> Color {
          next() % 40 == 0 ? .default : Self.colors[1 + next() % (Self.colors.count - 1)]
        }
        // Neighbouring cells often share one colour, as a poster's do.
        let style =
          switch (previous, next() % 3) {
          case (let previous?, 0): Style(fg: previous.fg, bg: color())
          case (let previous?, 1): Style(fg: color(), bg: previous.bg)
          default: Style(fg: color(), bg: color())
          }
        let from = previous.map(\.packedValue) ?? RenditionTable.resetKey
        let old =
          previous.map { Rendition($0, colorCount: colorCount, hasDefaultColors: defaults) }
          ?? .reset
        let expected = table.transition(
          from: old, to: Rendition(style, colorCount: colorCount, hasDefaultColors: defaults))
        var out: [UInt8] = []
        table.append(from: from, to: style, into: &out)
        guard out == expected else {
          return XCTFail(
            "\(colorCount) colours, step \(step): \(String(describing: previous)) -> \(style): "
              + "\(String(decoding: out, as: UTF8.self).debugDescription) not "
              + "\(String(decoding: expected, as: UTF8.self).debugDescription)")
        }
        previous = step % 500 == 499 ? nil : style
      }
    }
  }
}
