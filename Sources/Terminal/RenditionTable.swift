import Screen

/// The bytes that take the terminal's rendition from one style to another.
///
/// An attribute can only be turned off by `sgr0`, so a change that drops one (or goes back to a
/// default colour) starts from `sgr0`; one that only adds attributes or changes colours sends
/// just those. Where every piece is an ANSI `CSI … m`, the pieces go out as one sequence.
///
/// A frame changes rendition hundreds of times on a poster, each pair of styles new; so where
/// the pieces are ANSI (every terminal Reel meets) the sequence is built straight into the
/// frame's bytes from flat tables (a colour's parameters by its number, an attribute's by its
/// bit): no dictionary, no allocation. Other terminals take `transition(from:to:)`, each pair
/// built once and kept.
struct RenditionTable {
  /// The key of the rendition `sgr0` leaves, which no style's packed value reaches.
  static let resetKey = UInt32.max
  /// The key of a rendition nobody knows (someone else wrote): the next change starts with sgr0.
  static let unknownKey = UInt32.max - 1

  let capabilities: TerminalCapabilities
  let colorCount: Int
  let hasDefaultColors: Bool
  /// Transition bytes of the other terminals, all in one array; the dictionary holds each
  /// pair's range.
  private var transitions: [UInt64: Range<Int>] = [:]
  private var arena: [UInt8] = []
  private let mergedReset: Bool
  /// The terminal's colour number for each `Color` code (`Style`'s packing), `unset` until
  /// first asked: degrading a palette colour to 8 or 16 is a search.
  var colorNumbers = [Int16](repeating: RenditionTable.unset, count: 512)
  /// The `CSI … m` parameters of setaf / setab for each colour number below 256, as
  /// `offset << 8 | count` into `parameterBytes`; 0 until first asked, `notANSI` when the
  /// string is not of that shape.
  var foregroundParameters = [UInt32](repeating: 0, count: 256)
  var backgroundParameters = [UInt32](repeating: 0, count: 256)
  /// The parameters of bold, dim, underline, reverse and italic, in the order of their bits in
  /// `Attributes` (which is `transition(from:to:)`'s); 0 for an attribute the terminal lacks.
  var attributeParameters: [UInt32] = []
  var parameterBytes: [UInt8] = []
  /// Whether the sequences can be built from the tables: sgr0 is a plain reset and every
  /// attribute string the terminal has is a `CSI … m` (colours are checked one by one).
  private var buildsSequences = false
  let hasSetForeground: Bool
  let hasSetBackground: Bool
  /// The shapes of setaf and setab when their parameters can be written without tiparm.
  let foregroundShape: ColorStringShape?
  let backgroundShape: ColorStringShape?
  /// The sequences built lately, by the pair of styles (see `SequenceCache`).
  private let recent: SequenceCache?
  /// Each colour's pieces, for a change between two plain coloured styles; nil where such a
  /// change cannot be sent that way (no ANSI strings, fewer than 16 colours, no setaf / setab).
  private var colorPieces: ColorPieces?
  /// `colorPieces`' slots, read without retaining the owner at every change.
  private var pieceSlots: UnsafeMutableRawPointer?

  static let unset = Int16.min
  static let notANSI = UInt32.max

  /// `keepsSequences`: false builds every sequence anew (tests compare the two ways).
  init(
    capabilities: TerminalCapabilities, colorCount: Int, hasDefaultColors: Bool,
    keepsSequences: Bool = true
  ) {
    recent = keepsSequences ? SequenceCache() : nil
    self.capabilities = capabilities
    self.colorCount = colorCount
    self.hasDefaultColors = hasDefaultColors
    mergedReset = capabilities.resetRendition.map { Self.isPlainReset($0) } ?? false
    buildsSequences = mergedReset
    hasSetForeground = capabilities.setForeground != nil
    hasSetBackground = capabilities.setBackground != nil
    foregroundShape = capabilities.setForeground.flatMap(ColorStringShape.init)
    backgroundShape = capabilities.setBackground.flatMap(ColorStringShape.init)
    for string in [
      capabilities.bold, capabilities.dim, capabilities.underline, capabilities.reverse,
      capabilities.italic,
    ] {
      guard let string else {
        attributeParameters.append(0)
        continue
      }
      let packed = storeParameters(of: string)
      if packed == Self.notANSI { buildsSequences = false }
      attributeParameters.append(packed)
    }
    // Below 16 colours a bright foreground becomes bold: not a plain colour change.
    colorPieces =
      buildsSequences && colorCount >= 16 && hasSetForeground && hasSetBackground
      ? ColorPieces() : nil
    pieceSlots = colorPieces?.slots
  }

  /// The rendition a style's packed value stands for.
  func rendition(ofKey key: UInt32) -> Rendition {
    guard key != Self.resetKey, key != Self.unknownKey else { return .reset }
    let colorCount = colorCount
    func number(_ code: Int) -> Int16 {
      ColorDegradation.colorNumber(for: Self.color(code: code), colorCount: colorCount)
    }
    return Self.rendition(
      key, foreground: number(Self.foregroundCode(key)),
      background: number(Self.backgroundCode(key)), colorCount: colorCount,
      hasDefaultColors: hasDefaultColors)
  }

  /// Whether a packed style (or `resetKey`) shows as what sgr0 leaves: `rendition(ofKey:)`
  /// through the colour table, for the end of every frame.
  mutating func isReset(_ key: UInt32) -> Bool {
    guard key != Self.resetKey else { return true }
    guard key != Self.unknownKey else { return false }
    return rendition(packed: key) == .reset
  }

  /// Appends the bytes from the rendition of `from` (a packed style or `resetKey`) to `style`'s.
  mutating func append(from: UInt32, to style: Style, into out: inout some ByteOutput) {
    let to = style.packedValue
    // No attributes on either side (which also rules out `resetKey` and `unknownKey`).
    if (from | to) >> 18 == 0, let pieceSlots,
      appendColorChange(from: from, to: to, slots: pieceSlots, into: &out)
    {
      return
    }
    let key = UInt64(from) << 32 | UInt64(to)
    if buildsSequences, from != Self.unknownKey {
      if let recent, recent.append(key, into: &out) { return }
      let mark = out.count
      let old = from == Self.resetKey ? Rendition.reset : rendition(packed: from)
      let new = rendition(packed: to)
      if appendSequence(from: old, to: new, into: &out) {
        recent?.keep(key, last: out.count - mark, of: out)
        return
      }
    }
    if let range = transitions[key] {
      arena.withUnsafeBufferPointer {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range]))
      }
      return
    }
    let bytes =
      from == Self.unknownKey
      ? transitionFromUnknown(to: rendition(ofKey: to))
      : transition(from: rendition(ofKey: from), to: rendition(ofKey: to))
    transitions[key] = arena.count..<arena.count + bytes.count
    arena += bytes
    out.append(contentsOf: bytes)
  }

  // MARK: Built from the strings

  /// The bytes to `new` whatever the terminal has: sgr0 first.
  func transitionFromUnknown(to new: Rendition) -> [UInt8] {
    let rest = transition(from: .reset, to: new)
    guard mergedReset, rest.isEmpty || Self.parameters(of: rest) != nil else {
      return (capabilities.resetRendition ?? []) + rest
    }
    return merge(
      [capabilities.resetRendition ?? [], rest].filter { !$0.isEmpty }, resetFirst: true)
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
