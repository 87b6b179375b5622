import Screen

/// A change between two styles without attributes (most of a poster's), sent from each
/// colour's slot in `ColorPieces`: the usual change reads four slots and writes one sequence.
extension RenditionTable {
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
  mutating func appendColorChange(
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
}
