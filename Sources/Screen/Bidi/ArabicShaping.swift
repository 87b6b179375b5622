import CFriBidi

/// Arabic shaping for explicit bidi mode.
///
/// terminal-wg's BiDi recommendation puts the terminal in explicit mode while a full-screen app
/// runs: the terminal lays cells out left to right as written, and the app does the bidi
/// reordering. The recommendation argues that shaping follows the same split — in explicit mode
/// the terminal cannot know which cells belong together (UI elements side by side, text cut at
/// a pane's edge), so the app shapes, writing Arabic presentation forms (U+FB50–U+FEFF) chosen
/// from each letter's joining in logical order. We do that with FriBidi's joining and shaping,
/// without the lam-alef ligature, so one letter stays one cell and the cursor map stays exact.
enum ArabicShaping {
  /// The presentation forms for `codePoints` (one paragraph in logical order) at `levels`.
  /// Code points that do not join are returned unchanged; the count never changes.
  static func shape(_ codePoints: [UInt32], levels: [UInt8]) -> [UInt32] {
    guard codePoints.contains(where: needsShaping) else { return codePoints }
    let count = codePoints.count
    var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
    var joining = [FriBidiJoiningType](repeating: 0, count: count)
    var arabicProperties = [FriBidiArabicProp](repeating: 0, count: count)
    var fribidiLevels = levels.map { FriBidiLevel(bitPattern: $0) }
    var shaped = codePoints
    codePoints.withUnsafeBufferPointer { text in
      fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
      fribidi_get_joining_types(text.baseAddress, FriBidiStrIndex(count), &joining)
    }
    arabicProperties = joining.map { FriBidiArabicProp($0) }
    fribidi_join_arabic(types, FriBidiStrIndex(count), fribidiLevels, &arabicProperties)
    fribidi_shape(
      reel_fribidi_shape_flags(), &fribidiLevels, FriBidiStrIndex(count), &arabicProperties,
      &shaped)
    return shaped
  }

  /// Arabic, Syriac and N'Ko letters join; Hebrew and everything else never change.
  private static func needsShaping(_ value: UInt32) -> Bool {
    (0x0600...0x08FF).contains(value)
  }
}
