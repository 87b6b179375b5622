/// A bracketed paste's bytes as they arrive, with the paste markers taken out wherever they
/// fall: whole, split across reads, or delivered as loose characters because ncurses' ESCDELAY
/// ran out in the middle of one (a loaded machine, a slow link). Pure, so the rules are
/// testable without a terminal.
///
/// Markers inside the text (`ESC [ 200 ~`, `ESC [ 201 ~`) are dropped, never kept as text and
/// never the end by themselves: the reader decides the end (see `Terminal.readPaste`) from
/// whether the bytes stopped right after an end marker.
struct PasteBytes {
  /// Raw bytes kept: more than `PasteText.limit`, since line breaks and control characters
  /// shrink in `text`; the rest is read and dropped.
  static let rawLimit = 2 * PasteText.limit

  private(set) var bytes: [UInt8] = []
  /// True when the last byte consumed completed an end marker.
  private(set) var endsWithEndMarker = false
  /// How many bytes of a marker's beginning are held back (`ESC [ 2 0`, then `0` or `1`).
  private var held: [UInt8] = []

  mutating func append<Bytes: Sequence<UInt8>>(_ chunk: Bytes) {
    for byte in chunk { append(byte) }
  }

  mutating func append(_ byte: UInt8) {
    endsWithEndMarker = false
    if Self.continuesMarker(held, with: byte) {
      held.append(byte)
      guard held.count == 6 else { return }
      endsWithEndMarker = held[4] == 0x31
      held.removeAll(keepingCapacity: true)
      return
    }
    let flushed = held
    held.removeAll(keepingCapacity: true)
    for heldByte in flushed { keep(heldByte) }
    if byte == 0x1B {
      held.append(byte)
    } else {
      keep(byte)
    }
  }

  /// ncurses recognised an end marker as a key: it ends the bytes before it.
  mutating func appendEndMarker() {
    let flushed = held
    held.removeAll(keepingCapacity: true)
    for heldByte in flushed { keep(heldByte) }
    endsWithEndMarker = true
  }

  /// A key ncurses recognised inside the paste (a pasted escape sequence): dropped, but it is
  /// input, so an end marker before it was not the end.
  mutating func appendDroppedKey() {
    endsWithEndMarker = false
  }

  /// A scalar ncurses decoded, as its UTF-8 bytes.
  mutating func append(scalar code: UInt32) {
    guard let scalar = Unicode.Scalar(code) else { return }
    append(String(scalar).utf8)
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
