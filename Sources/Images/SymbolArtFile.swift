import Foundation

/// Symbol art as a small file, for the converted-poster cache: a poster converted once is read
/// back in a new Reel instead of being decoded and converted again.
///
/// The file is read as hostile (anyone who can write the cache folder chooses its bytes): the
/// size must match the header exactly, the rectangle is bounded, and every cell's character
/// must be one chafa draws posters with (blank, block elements, sextants), so a crafted file
/// can put no control character, wide glyph or escape on the screen. Anything else is not a
/// poster: the loader converts again and replaces the file. Public for the fuzz target
/// (`FuzzReel`'s `images`), which reads hostile bytes through it.
///
/// Layout: "RART", a version byte, width and height (16-bit little-endian), then per cell,
/// row by row: the character (32-bit little-endian scalar) and two colours of four bytes each
/// (kind: 0 default, 1 RGB, 2 palette index; then three bytes).
public enum SymbolArtFile {
  static let magic: [UInt8] = Array("RART".utf8)
  static let version: UInt8 = 1
  static let headerSize = 9
  static let cellSize = 12
  /// No terminal is 1000 cells wide (the loader's bound for a poster's rectangle).
  static let maxSide = 1000

  public static func encode(_ art: SymbolArt) -> Data {
    var bytes = magic + [version]
    bytes.reserveCapacity(headerSize + art.cells.count * cellSize)
    appendUInt16(art.width, to: &bytes)
    appendUInt16(art.height, to: &bytes)
    for cell in art.cells {
      let scalar = cell.character.unicodeScalars.first?.value ?? 0x20
      bytes.append(UInt8(truncatingIfNeeded: scalar))
      bytes.append(UInt8(truncatingIfNeeded: scalar >> 8))
      bytes.append(UInt8(truncatingIfNeeded: scalar >> 16))
      bytes.append(UInt8(truncatingIfNeeded: scalar >> 24))
      append(cell.foreground, to: &bytes)
      append(cell.background, to: &bytes)
    }
    return Data(bytes)
  }

  /// The art in `data`, or nil when it is not a whole, well-formed file of this kind.
  public static func decode(_ data: Data) -> SymbolArt? {
    data.withUnsafeBytes(decode)
  }

  /// The art in `raw`, as `decode(_:)` reads a file's bytes.
  static func decode(_ raw: UnsafeRawBufferPointer) -> SymbolArt? {
    let bytes = raw.bindMemory(to: UInt8.self)
    // Compared in place: an array made of the four bytes was an allocation a poster.
    guard bytes.count >= headerSize, bytes[0..<4].elementsEqual(magic), bytes[4] == version else {
      return nil
    }
    let width = Int(bytes[5]) | Int(bytes[6]) << 8
    let height = Int(bytes[7]) | Int(bytes[8]) << 8
    guard (1...maxSide).contains(width), (1...maxSide).contains(height),
      bytes.count == headerSize + width * height * cellSize
    else { return nil }
    let count = width * height
    let symbols = posterSymbols
    var wellFormed = true
    // Made in place: appending checked the array's room and uniqueness at every cell. A
    // cell not well formed stops here, with the cells made so far counted (and dropped).
    let cells = [SymbolCell](unsafeUninitializedCapacity: count) { cells, made in
      var offset = headerSize
      for index in 0..<count {
        let value =
          UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
          | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
        guard let symbol = symbolIndex(value), let foreground = color(bytes, at: offset + 4),
          let background = color(bytes, at: offset + 8)
        else {
          wellFormed = false
          return
        }
        let (character, scalar) = symbols[symbol]
        (cells.baseAddress.unsafelyUnwrapped + index).initialize(
          to: SymbolCell(
            character, scalar: scalar, foreground: foreground, background: background))
        made = index + 1
        offset += cellSize
      }
    }
    guard wellFormed else { return nil }
    return SymbolArt(width: width, height: height, cells: cells)
  }

  /// `value`'s place in `posterSymbols`; nil when it is not one of them.
  static func symbolIndex(_ value: UInt32) -> Int? {
    switch value {
    case 0x20: 0
    case 0x2580...0x259F: 1 + Int(value - 0x2580)
    case 0x1FB00...0x1FB3B: 33 + Int(value - 0x1FB00)
    default: nil
    }
  }

  /// The characters symbol posters are drawn with (a blank, the block elements: halves,
  /// quadrants, shades; the sextants), each as a character and its scalar, made once: making
  /// the character in each cell read (a string built from its UTF-8) cost more than the rest
  /// of reading the file.
  static let posterSymbols: [(Character, Unicode.Scalar)] = {
    let values: [UInt32] = [0x20] + Array(0x2580...0x259F) + Array(0x1FB00...0x1FB3B)
    // Every one a valid scalar (none a surrogate): none is dropped, so places stay as counted.
    return values.compactMap { value in
      Unicode.Scalar(value).map { (Character($0), $0) }
    }
  }()

  private static func appendUInt16(_ value: Int, to bytes: inout [UInt8]) {
    bytes.append(UInt8(value & 0xFF))
    bytes.append(UInt8((value >> 8) & 0xFF))
  }

  /// Four bytes appended one by one: an array literal a colour was an allocation each, two a
  /// cell.
  private static func append(_ color: SymbolColor, to bytes: inout [UInt8]) {
    let (kind, first, second, third): (UInt8, UInt8, UInt8, UInt8) =
      switch color {
      case .terminalDefault: (0, 0, 0, 0)
      case .rgb(let red, let green, let blue): (1, red, green, blue)
      case .indexed(let index): (2, index, 0, 0)
      }
    bytes.append(kind)
    bytes.append(first)
    bytes.append(second)
    bytes.append(third)
  }

  private static func color(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> SymbolColor? {
    switch bytes[offset] {
    case 0: .terminalDefault
    case 1: .rgb(bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
    case 2: .indexed(bytes[offset + 1])
    default: nil
    }
  }
}
