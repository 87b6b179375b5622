import Screen

/// A style as this terminal shows it: attributes and colour numbers (-1 the terminal's own),
/// after the same degradation the ncurses path applies (`Terminal.cursesAttributes`): without
/// colour a background becomes reverse video, on 8 colours a bright foreground becomes bold.
struct Rendition: Equatable {
  var attributes: Attributes
  var foreground: Int16
  var background: Int16

  /// What `sgr0` leaves: no attributes, the terminal's own colours.
  static let reset = Rendition(attributes: [], foreground: -1, background: -1)

  init(attributes: Attributes, foreground: Int16, background: Int16) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  init(_ style: Style, colorCount: Int, hasDefaultColors: Bool) {
    var attributes = style.attributes
    if colorCount == 0, style.bg != .default { attributes.insert(.reverse) }
    if ColorDegradation.needsBold(foreground: style.fg, colorCount: colorCount) {
      attributes.insert(.bold)
    }
    var foreground: Int16 = -1
    var background: Int16 = -1
    if colorCount > 0 {
      foreground = ColorDegradation.colorNumber(for: style.fg, colorCount: colorCount)
      background = ColorDegradation.colorNumber(for: style.bg, colorCount: colorCount)
      // Without use_default_colors, -1 is not a colour: white on black, as ncurses' pairs do.
      if !hasDefaultColors {
        if foreground < 0 { foreground = 7 }
        if background < 0 { background = 0 }
      }
    }
    self.init(attributes: attributes, foreground: foreground, background: background)
  }
}

/// The bytes that take the terminal's rendition from one style to another, each pair built once
/// from terminfo's strings and kept (a frame uses a handful of styles over thousands of cells).
///
/// An attribute can only be turned off by `sgr0`, so a change that drops one (or goes back to a
/// default colour) starts from `sgr0`; one that only adds attributes or changes colours sends
/// just those. Where every piece is an ANSI `CSI … m`, the pieces go out as one sequence.
struct RenditionTable {
  /// The key of the rendition `sgr0` leaves, which no style's packed value reaches.
  static let resetKey = UInt32.max
  /// The key of a rendition nobody knows (someone else wrote): the next change starts with sgr0.
  static let unknownKey = UInt32.max - 1

  private let capabilities: TerminalCapabilities
  private let colorCount: Int
  private let hasDefaultColors: Bool
  private var renditions: [UInt32: Rendition] = [:]
  /// Transition bytes, all in one array; the dictionary holds each pair's range.
  private var transitions: [UInt64: Range<Int>] = [:]
  private var arena: [UInt8] = []
  private let mergedReset: Bool

  init(capabilities: TerminalCapabilities, colorCount: Int, hasDefaultColors: Bool) {
    self.capabilities = capabilities
    self.colorCount = colorCount
    self.hasDefaultColors = hasDefaultColors
    mergedReset = capabilities.resetRendition.map { Self.isPlainReset($0) } ?? false
  }

  /// The rendition a style's packed value stands for, once the style has been seen.
  func rendition(ofKey key: UInt32) -> Rendition {
    key == Self.resetKey ? .reset : renditions[key] ?? .reset
  }

  /// Appends the bytes from the rendition of `from` (a packed style or `resetKey`) to `style`'s.
  mutating func append(from: UInt32, to style: Style, into out: inout [UInt8]) {
    let to = style.packedValue
    let key = UInt64(from) << 32 | UInt64(to)
    if let range = transitions[key] {
      out.append(contentsOf: arena[range])
      return
    }
    if renditions[to] == nil {
      renditions[to] = Rendition(style, colorCount: colorCount, hasDefaultColors: hasDefaultColors)
    }
    let bytes =
      from == Self.unknownKey
      ? transitionFromUnknown(to: rendition(ofKey: to))
      : transition(from: rendition(ofKey: from), to: rendition(ofKey: to))
    transitions[key] = arena.count..<arena.count + bytes.count
    arena += bytes
    out += bytes
  }

  /// The bytes to `new` whatever the terminal has: sgr0 first.
  func transitionFromUnknown(to new: Rendition) -> [UInt8] {
    let rest = transition(from: .reset, to: new)
    guard mergedReset, rest.isEmpty || Self.parameters(of: rest) != nil else {
      return (capabilities.resetRendition ?? []) + rest
    }
    return merge([capabilities.resetRendition ?? [], rest].filter { !$0.isEmpty }, resetFirst: true)
  }

  /// The bytes between two renditions.
  func transition(from old: Rendition, to new: Rendition) -> [UInt8] {
    guard old != new else { return [] }
    let keepsAttributes = old.attributes.isSubset(of: new.attributes)
    let dropsColor =
      (old.foreground >= 0 && new.foreground < 0) || (old.background >= 0 && new.background < 0)
    var pieces: [[UInt8]] = []
    var from = old
    let startsWithReset = !keepsAttributes || dropsColor
    if startsWithReset {
      pieces.append(capabilities.resetRendition ?? [])
      from = .reset
    }
    let attributeStrings: [(Attributes, [UInt8]?)] = [
      (.bold, capabilities.bold), (.dim, capabilities.dim), (.underline, capabilities.underline),
      (.reverse, capabilities.reverse), (.italic, capabilities.italic),
    ]
    for (attribute, string) in attributeStrings
    where new.attributes.contains(attribute) && !from.attributes.contains(attribute) {
      if let string { pieces.append(string) }
    }
    if new.foreground != from.foreground, new.foreground >= 0,
      let setForeground = capabilities.setForeground
    {
      pieces.append(TerminalCapabilities.format(setForeground, Int(new.foreground)))
    }
    if new.background != from.background, new.background >= 0,
      let setBackground = capabilities.setBackground
    {
      pieces.append(TerminalCapabilities.format(setBackground, Int(new.background)))
    }
    return merge(pieces, resetFirst: startsWithReset)
  }

  /// The pieces as one `CSI … m` when each is one (sgr0 counting as parameter 0), else as they
  /// are, one after another.
  private func merge(_ pieces: [[UInt8]], resetFirst: Bool) -> [UInt8] {
    var parameters: [[UInt8]] = []
    for (index, piece) in pieces.enumerated() {
      if index == 0, resetFirst {
        guard mergedReset else { return pieces.flatMap { $0 } }
        parameters.append([UInt8(ascii: "0")])
      } else if let inner = Self.parameters(of: piece) {
        parameters.append(inner)
      } else {
        return pieces.flatMap { $0 }
      }
    }
    guard !parameters.isEmpty else { return [] }
    return [0x1B, UInt8(ascii: "[")] + Array(parameters.joined(separator: [UInt8(ascii: ";")]))
      + [UInt8(ascii: "m")]
  }

  /// The parameters of `ESC [ digits-and-semicolons m`, or nil for anything else.
  static func parameters(of piece: [UInt8]) -> [UInt8]? {
    guard piece.count >= 4, piece[0] == 0x1B, piece[1] == UInt8(ascii: "["),
      piece.last == UInt8(ascii: "m")
    else { return nil }
    let inner = Array(piece[2..<piece.count - 1])
    let allowed = inner.allSatisfy { $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0) }
    return allowed && !inner.isEmpty ? inner : nil
  }

  /// `sgr0` that only resets the rendition (`CSI m` or `CSI 0 m`, with or without selecting the
  /// ASCII character set around it, which Reel never leaves): it may become parameter 0.
  static func isPlainReset(_ bytes: [UInt8]) -> Bool {
    var rest = bytes[...]
    let designateASCII: [UInt8] = [0x1B, UInt8(ascii: "("), UInt8(ascii: "B")]
    if rest.starts(with: designateASCII) { rest = rest.dropFirst(3) }
    if rest.last == 0x0F { rest = rest.dropLast() }  // SI: back to G0
    return rest.elementsEqual([0x1B, UInt8(ascii: "["), UInt8(ascii: "m")])
      || rest.elementsEqual([0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")])
  }
}
