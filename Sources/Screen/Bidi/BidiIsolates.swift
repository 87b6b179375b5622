import CFriBidi

/// Isolates (LRI, RLI, FSI … PDI) resolved apart from the text around them, as UAX #9 defines
/// them, with FriBidi asked about each piece on its own.
///
/// Why: GNU FriBidi 1.0.8 takes the start-of-sequence direction (sos, rule X10) of an
/// isolate's text from the level of whatever it resolved last, not from the isolate's own
/// level. An isolate that follows another one ending in right-to-left letters or a number was
/// therefore read as right to left: `LRI "abc שלום" PDI LRI " (1)" PDI` drew "(1) " for " (1)".
/// Reel isolates each argument of its messages and each piece of a `BidiStyledLine`, so a
/// title's direction must never leak into the next piece.
///
/// How, by the algorithm's own definitions: to the text around it, a whole isolate is one
/// neutral (BD13, X5a–X6a), so the paragraph is resolved with every isolate emptied
/// (`LRI PDI`); the isolate's text is an isolating run sequence of its own, at the least
/// level above the paragraph's of its direction, starting and ending with that direction (X10),
/// which is the same as a paragraph of that direction, its levels raised by an even number.
/// Nested isolates are resolved the same way, inside out.
extension BidiLevels {
  /// LRI, RLI and FSI.
  static func isIsolateInitiator(_ value: UInt32) -> Bool { (0x2066...0x2068).contains(value) }

  /// Whether `codePoints` has isolates and nothing that makes resolving them apart differ
  /// from UAX #9: no embeddings or overrides (LRE, RLE, PDF, LRO, RLO), which move the level
  /// an isolate starts from, and no isolates nested deeper than the 125 levels allow.
  static func resolvesIsolatesApart(_ codePoints: [UInt32]) -> Bool {
    guard codePoints.contains(where: isIsolateInitiator) else { return false }
    var depth = 0
    for value in codePoints {
      if (0x202A...0x202E).contains(value) { return false }
      if isIsolateInitiator(value) {
        depth += 1
        // Each nesting raises the level by up to two; stay well inside the 125.
        if depth > 60 { return false }
      } else if value == 0x2069, depth > 0 {
        depth -= 1
      }
    }
    return true
  }

  static func bidiTypes(_ codePoints: [UInt32]) -> [FriBidiCharType] {
    var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: codePoints.count)
    codePoints.withUnsafeBufferPointer { text in
      fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(text.count), &types)
    }
    return types
  }

  /// FriBidi's levels for one paragraph (rules P2–I2), before rule L1; nil when FriBidi fails
  /// (it fails only when it cannot allocate).
  static func fribidiLevels(
    _ codePoints: [UInt32], types: [FriBidiCharType], base: BaseDirection
  ) -> (direction: TextDirection, levels: [UInt8])? {
    let count = codePoints.count
    var direction: FriBidiParType
    switch base {
    case .leftToRight: direction = reel_fribidi_par_ltr()
    case .rightToLeft: direction = reel_fribidi_par_rtl()
    case .auto: direction = reel_fribidi_par_on()
    }
    guard count > 0 else {
      return (base == .rightToLeft ? .rightToLeft : .leftToRight, [])
    }
    var brackets = [FriBidiBracketType](repeating: 0, count: count)
    var levels = [FriBidiLevel](repeating: 0, count: count)
    codePoints.withUnsafeBufferPointer { text in
      fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
    }
    let result = fribidi_get_par_embedding_levels_ex(
      types, brackets, FriBidiStrIndex(count), &direction, &levels)
    guard result > 0 else { return nil }
    let resolved: TextDirection =
      reel_fribidi_par_is_rtl(direction) != 0 ? .rightToLeft : .leftToRight
    return (resolved, levels.map { UInt8(bitPattern: $0) })
  }

  /// The levels of `codePoints` (rules P2–I2, before L1) with every top-level isolate's text
  /// resolved on its own (see the type's comment). The text has no embeddings or overrides.
  static func isolatedLevels(
    _ codePoints: [UInt32], types: [FriBidiCharType], base: BaseDirection
  ) -> (direction: TextDirection, levels: [UInt8])? {
    // The top-level isolates: initiator and matching PDI (nil when it runs to the end).
    var spans: [(open: Int, close: Int?)] = []
    var depth = 0
    var open = 0
    for (index, value) in codePoints.enumerated() {
      if isIsolateInitiator(value) {
        if depth == 0 { open = index }
        depth += 1
      } else if value == 0x2069, depth > 0 {
        depth -= 1
        if depth == 0 { spans.append((open, index)) }
      }
    }
    if depth > 0 { spans.append((open, nil)) }
    guard !spans.isEmpty else { return fribidiLevels(codePoints, types: types, base: base) }

    // The paragraph with each isolate emptied, an FSI spelled as the LRI or RLI it stands for
    // (FriBidi 1.0.8 looks for an FSI's first strong letter past its PDI).
    var outer: [UInt32] = []
    var outerPositions: [Int] = []
    var directions: [TextDirection] = []
    var next = 0
    for span in spans {
      for position in next...span.open {
        outer.append(codePoints[position])
        outerPositions.append(position)
      }
      let contentEnd = span.close ?? codePoints.count
      let direction: TextDirection
      switch codePoints[span.open] {
      case 0x2066: direction = .leftToRight
      case 0x2067: direction = .rightToLeft
      default:
        direction =
          firstStrongDirectionOutsideIsolates(codePoints[(span.open + 1)..<contentEnd])
          ?? .leftToRight
      }
      directions.append(direction)
      outer[outer.count - 1] = direction == .rightToLeft ? 0x2067 : 0x2066
      next = contentEnd
    }
    for position in next..<codePoints.count {
      outer.append(codePoints[position])
      outerPositions.append(position)
    }
    guard let paragraph = fribidiLevels(outer, types: bidiTypes(outer), base: base) else {
      return nil
    }
    let paragraphLevel: UInt8 = paragraph.direction == .rightToLeft ? 1 : 0
    var levels = Array(repeating: paragraphLevel, count: codePoints.count)
    for (outerIndex, position) in outerPositions.enumerated() {
      levels[position] = paragraph.levels[outerIndex]
    }
    for (span, direction) in zip(spans, directions) {
      let content = Array(codePoints[(span.open + 1)..<(span.close ?? codePoints.count)])
      guard !content.isEmpty else { continue }
      // X5a–X5c: the least level above the paragraph's of the isolate's direction.
      let isolateLevel: UInt8 =
        direction == .rightToLeft ? (paragraphLevel + 1) | 1 : (paragraphLevel + 2) & ~1
      let inner = BaseDirection(direction)
      let innerLevel: UInt8 = direction == .rightToLeft ? 1 : 0
      guard
        let resolved = isolatedLevels(content, types: bidiTypes(content), base: inner)
      else { return nil }
      for (offset, level) in resolved.levels.enumerated() {
        levels[span.open + 1 + offset] = UInt8(
          clamping: Int(level) - Int(innerLevel) + Int(isolateLevel))
      }
    }
    return (paragraph.direction, levels)
  }

  /// Rules P2–P3 for an FSI's text: the first strong letter, skipping nested isolates.
  private static func firstStrongDirectionOutsideIsolates(_ codePoints: ArraySlice<UInt32>)
    -> TextDirection?
  {
    var depth = 0
    for value in codePoints {
      if isIsolateInitiator(value) {
        depth += 1
      } else if value == 0x2069 {
        if depth == 0 { return nil }
        depth -= 1
      } else if depth == 0 {
        switch reel_fribidi_strong_direction(fribidi_get_bidi_type(value)) {
        case 1: return .leftToRight
        case -1: return .rightToLeft
        default: continue
        }
      }
    }
    return nil
  }
}
