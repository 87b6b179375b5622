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

  private let capabilities: TerminalCapabilities
  private let colorCount: Int
  private let hasDefaultColors: Bool
  /// Transition bytes of the other terminals, all in one array; the dictionary holds each
  /// pair's range.
  private var transitions: [UInt64: Range<Int>] = [:]
  private var arena: [UInt8] = []
  private let mergedReset: Bool
  /// The terminal's colour number for each `Color` code (`Style`'s packing), `unset` until
  /// first asked: degrading a palette colour to 8 or 16 is a search.
  private var colorNumbers = [Int16](repeating: RenditionTable.unset, count: 512)
  /// The `CSI … m` parameters of setaf / setab for each colour number below 256, as
  /// `offset << 8 | count` into `parameterBytes`; 0 until first asked, `notANSI` when the
  /// string is not of that shape.
  private var foregroundParameters = [UInt32](repeating: 0, count: 256)
  private var backgroundParameters = [UInt32](repeating: 0, count: 256)
  /// The parameters of bold, dim, underline, reverse and italic, in the order of their bits in
  /// `Attributes` (which is `transition(from:to:)`'s); 0 for an attribute the terminal lacks.
  private var attributeParameters: [UInt32] = []
  private var parameterBytes: [UInt8] = []
  /// Whether the sequences can be built from the tables: sgr0 is a plain reset and every
  /// attribute string the terminal has is a `CSI … m` (colours are checked one by one).
  private var buildsSequences = false
  private let hasSetForeground: Bool
  private let hasSetBackground: Bool
  /// The shapes of setaf and setab when their parameters can be written without tiparm.
  private let foregroundShape: ColorStringShape?
  private let backgroundShape: ColorStringShape?
  /// The sequences built lately, by the pair of styles (see `SequenceCache`).
  private let recent: SequenceCache?
  /// Each colour's pieces, for a change between two plain coloured styles; nil where such a
  /// change cannot be sent that way (no ANSI strings, fewer than 16 colours, no setaf / setab).
  private var colorPieces: ColorPieces?
  /// `colorPieces`' slots, read without retaining the owner at every change.
  private var pieceSlots: UnsafeMutableRawPointer?

  private static let unset = Int16.min
  private static let notANSI = UInt32.max

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

  // MARK: Between two plain coloured styles

  /// Appends `appendSequence`'s bytes between two styles without attributes: only the colours
  /// whose numbers differ, or sgr0 and the colours set where one goes back to the terminal's
  /// own (a poster's cell beside plain text or a gap). False, with nothing appended, for a
  /// colour that is not sent that way.
  ///
  /// The usual change (every colour met before) reads the four slots and writes the sequence
  /// in a few dozen instructions; a slot not filled yet takes `fillPieces` out of line, once.
  /// With the filling inlined four times over, this was ~4.5 KB of code and ~130 instructions
  /// a change, the most of a row turning over after the writer itself.
  @inline(__always)
  private mutating func appendColorChange(
    from: UInt32, to: UInt32, slots: UnsafeMutableRawPointer, into out: inout some ByteOutput
  ) -> Bool {
    let newFore = ColorPieces.slot(code: to & 0x1FF, background: false, in: slots)
    let newBack = ColorPieces.slot(code: to >> 9 & 0x1FF, background: true, in: slots)
    let oldFore = ColorPieces.slot(code: from & 0x1FF, background: false, in: slots)
    let oldBack = ColorPieces.slot(code: from >> 9 & 0x1FF, background: true, in: slots)
    let lengths = (
      newFore.load(fromByteOffset: 2, as: UInt8.self),
      newBack.load(fromByteOffset: 2, as: UInt8.self),
      oldFore.load(fromByteOffset: 2, as: UInt8.self),
      oldBack.load(fromByteOffset: 2, as: UInt8.self)
    )
    if lengths.0 == ColorPieces.unknown || lengths.1 == ColorPieces.unknown
      || lengths.2 == ColorPieces.unknown || lengths.3 == ColorPieces.unknown
    {
      fillPieces(from: from, to: to, slots: slots)
    }
    guard newFore.load(fromByteOffset: 2, as: UInt8.self) != ColorPieces.unusable,
      newBack.load(fromByteOffset: 2, as: UInt8.self) != ColorPieces.unusable,
      oldFore.load(fromByteOffset: 2, as: UInt8.self) != ColorPieces.unusable,
      oldBack.load(fromByteOffset: 2, as: UInt8.self) != ColorPieces.unusable
    else { return false }
    let newForeground = newFore.load(as: Int16.self)
    let newBackground = newBack.load(as: Int16.self)
    let oldForeground = oldFore.load(as: Int16.self)
    let oldBackground = oldBack.load(as: Int16.self)
    // A colour goes back to the terminal's own (-1, only with default colours) by sgr0 alone.
    let resets =
      (oldForeground >= 0 && newForeground < 0) || (oldBackground >= 0 && newBackground < 0)
    let changesForeground = resets ? newForeground >= 0 : newForeground != oldForeground
    let changesBackground = resets ? newBackground >= 0 : newBackground != oldBackground
    guard resets || changesForeground || changesBackground else { return true }
    // Made in six words on the stack and appended once: byte by byte, each append checked
    // the capacity and each piece was a call. The longest is ESC [ 0 ; 13 bytes ; 13 bytes m.
    var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &words) { buffer in
      let bytes = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
      bytes[0] = 0x1B
      bytes[1] = UInt8(ascii: "[")
      var count = 2
      if resets {
        bytes[count] = UInt8(ascii: "0")
        count &+= 1
      }
      if changesForeground {
        if resets {
          bytes[count] = UInt8(ascii: ";")
          count &+= 1
        }
        count &+= Self.copyPiece(newFore, to: bytes + count)
      }
      if changesBackground {
        if resets || changesForeground {
          bytes[count] = UInt8(ascii: ";")
          count &+= 1
        }
        count &+= Self.copyPiece(newBack, to: bytes + count)
      }
      bytes[count] = UInt8(ascii: "m")
      out.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count &+ 1))
    }
    return true
  }

  /// Fills whichever of the four slots of a change are not filled yet (the first time each
  /// colour is met): out of line, so the usual change stays small.
  @inline(never)
  private mutating func fillPieces(from: UInt32, to: UInt32, slots: UnsafeMutableRawPointer) {
    _ = piece(to & 0x1FF, background: false, slots)
    _ = piece(to >> 9 & 0x1FF, background: true, slots)
    _ = piece(from & 0x1FF, background: false, slots)
    _ = piece(from >> 9 & 0x1FF, background: true, slots)
  }

  /// Copies a slot's parameters to `target` as 16 bytes (two words, whatever their length:
  /// the bytes past them are written over or left unsent); returns their length.
  @inline(__always)
  private static func copyPiece(
    _ slot: UnsafeMutableRawPointer, to target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let raw = UnsafeMutableRawPointer(target)
    raw.storeBytes(of: slot.loadUnaligned(fromByteOffset: 3, as: UInt64.self), as: UInt64.self)
    raw.storeBytes(
      of: slot.loadUnaligned(fromByteOffset: 11, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
    return Int(slot.load(fromByteOffset: 2, as: UInt8.self))
  }

  /// A colour code's slot, filled on first use; nil when the colour is not sent this way.
  private mutating func piece(_ code: UInt32, background: Bool, _ slots: UnsafeMutableRawPointer)
    -> UnsafeMutableRawPointer?
  {
    let slot = ColorPieces.slot(code: code, background: background, in: slots)
    let length = slot.load(fromByteOffset: 2, as: UInt8.self)
    if length == ColorPieces.unknown { fillPiece(slot, code: code, background: background) }
    return slot.load(fromByteOffset: 2, as: UInt8.self) == ColorPieces.unusable ? nil : slot
  }

  private mutating func fillPiece(
    _ slot: UnsafeMutableRawPointer, code: UInt32, background: Bool
  ) {
    var number = colorNumber(code: Int(code))
    if number < 0 {
      guard hasDefaultColors else {
        // Without use_default_colors the default is white on black, as `rendition` has it.
        number = background ? 0 : 7
        return fillPiece(slot, number: number, background: background)
      }
      // The terminal's own colour: -1, never sent as parameters.
      slot.storeBytes(of: number, as: Int16.self)
      slot.storeBytes(of: ColorPieces.ownColor, toByteOffset: 2, as: UInt8.self)
      return
    }
    fillPiece(slot, number: number, background: background)
  }

  private mutating func fillPiece(
    _ slot: UnsafeMutableRawPointer, number: Int16, background: Bool
  ) {
    let packed = colorParameters(number, background: background)
    let count = Int(packed & 0xFF)
    guard packed != Self.notANSI, count > 0, count <= ColorPieces.longest else {
      slot.storeBytes(of: ColorPieces.unusable, toByteOffset: 2, as: UInt8.self)
      return
    }
    slot.storeBytes(of: number, as: Int16.self)
    let start = Int(packed >> 8)
    parameterBytes.withUnsafeBufferPointer { bytes in
      (slot + 3).copyMemory(from: bytes.baseAddress! + start, byteCount: count)
    }
    slot.storeBytes(of: UInt8(count), toByteOffset: 2, as: UInt8.self)
  }

  // MARK: Built from the tables

  /// `Style`'s packing (see `Style.bits`): the foreground's colour code in bits 0–8, the
  /// background's in 9–17, the attributes in 18–25. Read here as bits, since building a
  /// `Color` back from its code is a switch and a table behind a once-check
  /// (`RenditionTableTests` checks the two agree).
  private static func foregroundCode(_ key: UInt32) -> Int { Int(key & 0x1FF) }
  private static func backgroundCode(_ key: UInt32) -> Int { Int(key >> 9 & 0x1FF) }
  private static func attributes(_ key: UInt32) -> Attributes {
    Attributes(rawValue: UInt8(truncatingIfNeeded: key >> 18))
  }

  /// The palette index of a colour code (`Color.code`): nil for the default.
  private static func paletteIndex(code: Int) -> Int? {
    code == 0 ? nil : code <= 16 ? code - 1 : code - 17
  }

  /// A colour of that code's palette index: what degrading it looks at.
  private static func color(code: Int) -> Color {
    paletteIndex(code: code).map { .indexed(UInt8($0)) } ?? .default
  }

  /// `Rendition(style, …)` for a packed style whose colours have these numbers (before the
  /// default colours are replaced).
  private static func rendition(
    _ key: UInt32, foreground: Int16, background: Int16, colorCount: Int, hasDefaultColors: Bool
  ) -> Rendition {
    var attributes = Self.attributes(key)
    if colorCount == 0, Self.backgroundCode(key) != 0 { attributes.insert(.reverse) }
    // On 8 colours a bright foreground is its base colour in bold (`ColorDegradation`).
    if colorCount >= 8, colorCount < 16,
      let index = Self.paletteIndex(code: Self.foregroundCode(key)),
      index >= 8, index < 16
    {
      attributes.insert(.bold)
    }
    guard colorCount > 0 else {
      return Rendition(attributes: attributes, foreground: -1, background: -1)
    }
    // Without use_default_colors, -1 is not a colour: white on black, as ncurses' pairs do.
    return Rendition(
      attributes: attributes,
      foreground: foreground < 0 && !hasDefaultColors ? 7 : foreground,
      background: background < 0 && !hasDefaultColors ? 0 : background)
  }

  /// `rendition(ofKey:)` through the colour table.
  private mutating func rendition(packed key: UInt32) -> Rendition {
    let foreground = colorNumber(code: Self.foregroundCode(key))
    let background = colorNumber(code: Self.backgroundCode(key))
    return Self.rendition(
      key, foreground: foreground, background: background, colorCount: colorCount,
      hasDefaultColors: hasDefaultColors)
  }

  /// The terminal's number for a colour code, degraded on first use and kept.
  private mutating func colorNumber(code: Int) -> Int16 {
    let known = colorNumbers[code]
    if known != Self.unset { return known }
    let number = ColorDegradation.colorNumber(for: Self.color(code: code), colorCount: colorCount)
    colorNumbers[code] = number
    return number
  }

  /// Appends the one `CSI … m` that `transition(from:to:)` gives for these renditions, built
  /// from the tables. False, with nothing appended, when a colour's string is not of that shape.
  private mutating func appendSequence(
    from old: Rendition, to new: Rendition, into out: inout some ByteOutput
  ) -> Bool {
    guard old != new else { return true }
    let keepsAttributes = old.attributes.isSubset(of: new.attributes)
    let dropsColor =
      (old.foreground >= 0 && new.foreground < 0) || (old.background >= 0 && new.background < 0)
    let startsWithReset = !keepsAttributes || dropsColor
    let from = startsWithReset ? Rendition.reset : old
    // The colours first: the only pieces that may not be ANSI.
    var foreground: UInt32 = 0
    if new.foreground != from.foreground, new.foreground >= 0, hasSetForeground {
      foreground = colorParameters(new.foreground, background: false)
      if foreground == Self.notANSI { return false }
    }
    var background: UInt32 = 0
    if new.background != from.background, new.background >= 0, hasSetBackground {
      background = colorParameters(new.background, background: true)
      if background == Self.notANSI { return false }
    }
    let mark = out.count
    out.append(0x1B)
    out.append(UInt8(ascii: "["))
    var pieces = 0
    if startsWithReset {
      out.append(UInt8(ascii: "0"))
      pieces = 1
    }
    // An attribute's bit is its place in `attributeParameters` (bold 0 … italic 4).
    var added = new.attributes.subtracting(from.attributes).rawValue & 0x1F
    while added != 0 {
      let bit = added.trailingZeroBitCount
      added &= added - 1
      let packed = attributeParameters[bit]
      if packed == 0 { continue }
      appendParameters(packed, separated: pieces > 0, into: &out)
      pieces += 1
    }
    if foreground != 0 {
      appendParameters(foreground, separated: pieces > 0, into: &out)
      pieces += 1
    }
    if background != 0 {
      appendParameters(background, separated: pieces > 0, into: &out)
      pieces += 1
    }
    if pieces == 0 {
      out.removeLast(out.count - mark)
    } else {
      out.append(UInt8(ascii: "m"))
    }
    return true
  }

  /// Mutating although it only reads: a method that borrows `self` inside a mutating one got
  /// the whole table copied (every array retained) at each call.
  private mutating func appendParameters(
    _ packed: UInt32, separated: Bool, into out: inout some ByteOutput
  ) {
    if separated { out.append(UInt8(ascii: ";")) }
    let start = Int(packed >> 8)
    let count = Int(packed & 0xFF)
    parameterBytes.withUnsafeBufferPointer { bytes in
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<start + count]))
    }
  }

  /// The parameters of setaf / setab for colour `number`, formatted on first use.
  private mutating func colorParameters(_ number: Int16, background: Bool) -> UInt32 {
    let index = Int(number)
    guard index < 256 else { return Self.notANSI }
    let known = background ? backgroundParameters[index] : foregroundParameters[index]
    if known != 0 { return known }
    let packed: UInt32
    if index >= 0, let shape = background ? backgroundShape : foregroundShape {
      let start = parameterBytes.count
      shape.appendParameters(index, to: &parameterBytes)
      packed = UInt32(start) << 8 | UInt32(parameterBytes.count - start)
    } else {
      let string = background ? capabilities.setBackground : capabilities.setForeground
      packed = storeParameters(of: TerminalCapabilities.format(string ?? [], index))
    }
    if background {
      backgroundParameters[index] = packed
    } else {
      foregroundParameters[index] = packed
    }
    return packed
  }

  /// Keeps the parameters of a `CSI … m` string in `parameterBytes`; `notANSI` for another shape.
  private mutating func storeParameters(of string: [UInt8]) -> UInt32 {
    guard let inner = Self.parameters(of: string), inner.count < 256 else { return Self.notANSI }
    let packed = UInt32(parameterBytes.count) << 8 | UInt32(inner.count)
    parameterBytes += inner
    return packed
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
