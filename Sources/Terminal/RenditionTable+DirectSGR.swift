import Screen

/// Sequences built straight from the flat tables (a colour's `CSI … m` parameters by its
/// number, an attribute's by its bit), for terminals whose strings are all ANSI.
extension RenditionTable {
  /// `Style`'s packing (see `Style.bits`): the foreground's colour code in bits 0–8, the
  /// background's in 9–17, the attributes in 18–25. Read here as bits, since building a
  /// `Color` back from its code is a switch and a table behind a once-check
  /// (`RenditionTableTests` checks the two agree).
  static func foregroundCode(_ key: UInt32) -> Int { Int(key & 0x1FF) }
  static func backgroundCode(_ key: UInt32) -> Int { Int(key >> 9 & 0x1FF) }
  static func attributes(_ key: UInt32) -> Attributes {
    Attributes(rawValue: UInt8(truncatingIfNeeded: key >> 18))
  }

  /// The palette index of a colour code (`Color.code`): nil for the default.
  private static func paletteIndex(code: Int) -> Int? {
    code == 0 ? nil : code <= 16 ? code - 1 : code - 17
  }

  /// A colour of that code's palette index: what degrading it looks at.
  static func color(code: Int) -> Color {
    paletteIndex(code: code).map { .indexed(UInt8($0)) } ?? .default
  }

  /// `Rendition(style, …)` for a packed style whose colours have these numbers (before the
  /// default colours are replaced).
  static func rendition(
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
  mutating func rendition(packed key: UInt32) -> Rendition {
    let foreground = colorNumber(code: Self.foregroundCode(key))
    let background = colorNumber(code: Self.backgroundCode(key))
    return Self.rendition(
      key, foreground: foreground, background: background, colorCount: colorCount,
      hasDefaultColors: hasDefaultColors)
  }

  /// The terminal's number for a colour code, degraded on first use and kept.
  mutating func colorNumber(code: Int) -> Int16 {
    let known = colorNumbers[code]
    if known != Self.unset { return known }
    let number = ColorDegradation.colorNumber(for: Self.color(code: code), colorCount: colorCount)
    colorNumbers[code] = number
    return number
  }

  /// Appends the one `CSI … m` that `transition(from:to:)` gives for these renditions, built
  /// from the tables. False, with nothing appended, when a colour's string is not of that shape.
  mutating func appendSequence(
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
  mutating func colorParameters(_ number: Int16, background: Bool) -> UInt32 {
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
  mutating func storeParameters(of string: [UInt8]) -> UInt32 {
    guard let inner = Self.parameters(of: string), inner.count < 256 else { return Self.notANSI }
    let packed = UInt32(parameterBytes.count) << 8 | UInt32(inner.count)
    parameterBytes += inner
    return packed
  }
}
