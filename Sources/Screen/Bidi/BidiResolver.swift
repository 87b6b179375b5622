import CFriBidi

/// Embedding levels for one paragraph of code points, from GNU FriBidi (UAX #9, rules P2–I2
/// and L1), before any reordering.
///
/// This file and BidiIsolates.swift (isolates, resolved apart) are the only ones that call
/// FriBidi's bidi algorithm; `BidiLine` turns its levels into the visual order of grapheme
/// clusters, and the conformance tests call it on raw code points.
public struct BidiLevels: Sendable, Equatable {
  /// The resolved paragraph direction.
  public var direction: TextDirection
  /// One level per input code point: even is left to right, odd right to left.
  public var levels: [UInt8]
  /// Code points rule X9 removes (embeddings, overrides, boundary neutrals): they have no
  /// level of their own and take no place in the visual order.
  public var removed: [Bool]

  /// Resolves `codePoints` as one paragraph that is also one line (rule L1 applies to its end).
  public static func resolve(_ codePoints: [UInt32], base: BaseDirection) -> BidiLevels {
    let count = codePoints.count
    guard count > 0 else {
      let resolved: TextDirection = base == .rightToLeft ? .rightToLeft : .leftToRight
      return BidiLevels(direction: resolved, levels: [], removed: [])
    }
    let types = bidiTypes(codePoints)
    // GNU FriBidi 1.0.8 starts an isolate's text from the level of whatever it last resolved,
    // so an isolate right after another that ended right to left (or in a number) is read as
    // right to left itself ("abc שלום" then " (1)" gave "(1) " with the space moved). Isolates
    // are therefore resolved apart here, as UAX #9 defines them (BD13, X10): see
    // `isolatedLevels`. Text with embeddings or overrides, or isolates nested past what a
    // line of Reel's ever holds, stays with FriBidi alone.
    let unresolved: (direction: TextDirection, levels: [UInt8])?
    if Self.resolvesIsolatesApart(codePoints) {
      unresolved = isolatedLevels(codePoints, types: types, base: base)
    } else {
      unresolved = fribidiLevels(codePoints, types: types, base: base)
    }
    guard let (resolved, levels) = unresolved else {
      // FriBidi fails only when it cannot allocate; show the text unreordered rather than none.
      let resolved: TextDirection = base == .rightToLeft ? .rightToLeft : .leftToRight
      let paragraphLevel: UInt8 = resolved == .rightToLeft ? 1 : 0
      return BidiLevels(
        direction: resolved, levels: Array(repeating: paragraphLevel, count: count),
        removed: Array(repeating: false, count: count))
    }
    let paragraphLevel: UInt8 = resolved == .rightToLeft ? 1 : 0
    var output = levels
    // L1: separators, the whitespace before them and the whitespace ending the line take the
    // paragraph level (FriBidi leaves the line's end to its own reorder call, which we skip).
    var index = count - 1
    while index >= 0, reel_fribidi_is_trailing_whitespace_class(types[index]) != 0 {
      output[index] = paragraphLevel
      index -= 1
    }
    for position in 0..<count where reel_fribidi_is_separator(types[position]) != 0 {
      output[position] = paragraphLevel
      var before = position - 1
      while before >= 0, reel_fribidi_is_trailing_whitespace_class(types[before]) != 0 {
        output[before] = paragraphLevel
        before -= 1
      }
    }
    let removed = types.map { reel_fribidi_is_removed_by_x9($0) != 0 }
    return BidiLevels(direction: resolved, levels: output, removed: removed)
  }

  /// Rule L2: the visual order of units with these levels, as logical indices left to right.
  /// From the highest level down to the lowest odd one, every run at that level or above is
  /// reversed.
  public static func visualOrder(levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), let lowest = levels.min(), highest > 0 else { return order }
    // The lowest odd level at or above the line's lowest level: a line all at level 2 (Latin
    // inside a right-to-left paragraph) is reversed twice, so it stays as it is.
    let lowestOdd = lowest | 1
    var level = highest
    while level >= lowestOdd, level > 0 {
      var start = 0
      while start < order.count {
        guard levels[order[start]] >= level else {
          start += 1
          continue
        }
        var end = start
        while end < order.count, levels[order[end]] >= level { end += 1 }
        order[start..<end].reverse()
        start = end
      }
      level -= 1
    }
    return order
  }

  /// The direction of the first strong character of `text` (rules P2–P3), nil when it has
  /// none. Characters inside isolates are not skipped: callers pass text without controls.
  public static func firstStrongDirection(of text: some StringProtocol) -> TextDirection? {
    for scalar in text.unicodeScalars {
      switch reel_fribidi_strong_direction(fribidi_get_bidi_type(scalar.value)) {
      case 1: return .leftToRight
      case -1: return .rightToLeft
      default: continue
      }
    }
    return nil
  }

  /// True for the characters that change the direction of the text around them (embeddings,
  /// overrides, isolates and their ends). Hostile text must not carry them onto the screen.
  public static func isDirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200E, 0x200F, 0x061C: return true  // LRM, RLM, ALM: invisible strong characters
    default: return reel_fribidi_is_explicit_or_isolate(fribidi_get_bidi_type(scalar.value)) != 0
    }
  }
}
