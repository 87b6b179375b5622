/// Each colour code's SGR parameters as `RenditionTable` sends them, foreground and background,
/// with the terminal's number for the colour: what a change between two plain coloured styles
/// (a poster's cells, two colours a cell and a change at nearly every cell) needs, read from one
/// 16-byte slot a colour rather than two renditions built and compared.
///
/// In memory of its own, shared by the table's copies like `SequenceCache`: a colour's pieces
/// depend only on the terminal's strings and colour count, fixed at the table's `init`.
final class ColorPieces {
  /// Per slot: the colour number (Int16), the parameters' length (`unknown` until filled,
  /// `unusable` when the fast way cannot send this colour, `ownColor` for the terminal's own),
  /// then up to 13 parameter bytes.
  static let slotSize = 16
  static let longest = slotSize - 3
  static let unknown: UInt8 = 0
  static let unusable: UInt8 = 0xFF
  /// The slot of the default colour where it is the terminal's own (number -1): no parameters.
  static let ownColor: UInt8 = 0xFE
  /// 512 colour codes (`Style`'s 9 bits), foreground then background.
  private static let slotCount = 1024

  let slots: UnsafeMutableRawPointer

  /// Bytes after the last slot, so that a slot's parameters can be read as 16 bytes from its
  /// fourth (`RenditionTable` copies them as two words, whatever their length).
  static let padding = 16

  init() {
    let bytes = Self.slotCount * Self.slotSize + Self.padding
    slots = .allocate(byteCount: bytes, alignment: Self.slotSize)
    slots.initializeMemory(as: UInt8.self, repeating: Self.unknown, count: bytes)
  }

  deinit { slots.deallocate() }

  @inline(__always)
  static func slot(code: UInt32, background: Bool, in slots: UnsafeMutableRawPointer)
    -> UnsafeMutableRawPointer
  {
    slots + (Int(code) &+ (background ? 512 : 0)) &* slotSize
  }
}
