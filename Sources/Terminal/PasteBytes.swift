/// A bracketed paste's bytes as they arrive, with the paste markers taken out wherever they
/// fall: whole, split across reads, or delivered as loose characters because ncurses' ESCDELAY
/// ran out in the middle of one (a loaded machine, a slow link). Pure, so the rules are
/// testable without a terminal.
///
/// The paste ends at the LAST end marker of the burst the terminal sends: pasted text can hold
/// the end marker itself (a hostile clipboard, a copied log), and the terminal's own marker
/// always comes after it. So what follows an end marker is held apart (`tail`): a later end
/// marker makes it pasted text; if the input pauses first, it was typed after the paste, and
/// the reader hands it back as keys (`takeTypedTail`).
struct PasteBytes {
  /// Raw bytes kept: more than `PasteText.limit`, since line breaks and control characters
  /// shrink in `text`; the rest is read and dropped.
  static let rawLimit = 2 * PasteText.limit
  /// The most input after an end marker that can still be keys typed after the paste: more
  /// than anyone types before the reader's pause, few enough for ncurses' push-back queue.
  static let typedTailLimit = 32

  private(set) var bytes: [UInt8] = []
  /// Whether an end marker came yet; after one, the reader waits only a short pause.
  private(set) var hasEndMarker = false
  /// Input since the last end marker, as ncurses codes (a byte's value, or a key code); empty
  /// once it outgrew `typedTailLimit` (then it is pasted text for sure).
  private(set) var tail: [Int32] = []
  /// `bytes.count` when the last end marker came.
  private var lengthAtEndMarker = 0
  /// Whether the input since the last end marker outgrew `typedTailLimit`.
  private var tailIsPasted = false
  /// A marker's beginning held back (`ESC [ 2 0`, then `0` or `1`).
  private var held: [UInt8] = []

  mutating func append<Bytes: Sequence<UInt8>>(_ chunk: Bytes) {
    for byte in chunk { append(byte) }
  }

  mutating func append(_ byte: UInt8) {
    noteTail(Int32(byte))
    if Self.continuesMarker(held, with: byte) {
      held.append(byte)
      guard held.count == 6 else { return }
      let isEnd = held[4] == 0x31
      held.removeAll(keepingCapacity: true)
      if isEnd { endMarkerCame() }
      return
    }
    flushHeld()
    if byte == 0x1B {
      held.append(byte)
    } else {
      keep(byte)
    }
  }

  /// ncurses recognised an end marker as a key.
  mutating func appendEndMarker() {
    flushHeld()
    endMarkerCame()
  }

  /// Another key ncurses recognised inside the paste (a pasted escape sequence): no text, but
  /// input, kept in the tail in case it was typed after the paste.
  mutating func appendKey(_ code: Int32) {
    noteTail(code)
  }

  /// A scalar ncurses decoded, as its UTF-8 bytes.
  mutating func append(scalar code: UInt32) {
    guard let scalar = Unicode.Scalar(code) else { return }
    append(String(scalar).utf8)
  }

  /// The input paused after an end marker: what came after the last one was typed after the
  /// paste, not pasted. Returns it (for ncurses to read again as keys) and leaves it out of the
  /// text. Empty when nothing short came after the last end marker.
  mutating func takeTypedTail() -> [Int32] {
    guard hasEndMarker, !tailIsPasted, !tail.isEmpty else { return [] }
    let typed = tail
    bytes.removeSubrange(min(lengthAtEndMarker, bytes.count)...)
    held.removeAll()
    tail.removeAll()
    return typed
  }

  /// The pasted text: UTF-8 decoded (invalid bytes become U+FFFD), then line breaks, control
  /// characters and the bound as `PasteText` has them.
  var text: String {
    var text = PasteText()
    for scalar in String(decoding: bytes + held, as: UTF8.self).unicodeScalars {
      text.append(scalar.value)
    }
    return text.text
  }

  private mutating func endMarkerCame() {
    hasEndMarker = true
    lengthAtEndMarker = bytes.count
    tail.removeAll(keepingCapacity: true)
    tailIsPasted = false
  }

  private mutating func noteTail(_ code: Int32) {
    guard hasEndMarker, !tailIsPasted else { return }
    if tail.count < Self.typedTailLimit {
      tail.append(code)
    } else {
      tailIsPasted = true
      tail.removeAll()
    }
  }

  private mutating func flushHeld() {
    guard !held.isEmpty else { return }
    for heldByte in held { keep(heldByte) }
    held.removeAll(keepingCapacity: true)
  }

  private mutating func keep(_ byte: UInt8) {
    if bytes.count < Self.rawLimit { bytes.append(byte) }
  }

  /// Whether `byte` carries `held` on towards `ESC [ 2 0 0 ~` or `ESC [ 2 0 1 ~`.
  private static func continuesMarker(_ held: [UInt8], with byte: UInt8) -> Bool {
    switch held.count {
    case 0: return false  // a marker starts only with an Escape, handled by the caller
    case 1: return byte == 0x5B  // [
    case 2: return byte == 0x32  // 2
    case 3: return byte == 0x30  // 0
    case 4: return byte == 0x30 || byte == 0x31  // 0 (start) or 1 (end)
    default: return byte == 0x7E  // ~
    }
  }
}
