/// A colour in symbol art, in the terminal's terms.
public enum SymbolColor: Sendable, Hashable {
  /// The terminal's default foreground or background.
  case terminalDefault
  /// 24-bit colour, for truecolor terminals.
  case rgb(UInt8, UInt8, UInt8)
  /// An entry of the terminal's palette: 16…255 for 256-colour terminals, 0…15 for 16.
  case indexed(UInt8)
}

/// One character cell of symbol art.
public struct SymbolCell: Sendable, Hashable {
  /// Always one cell wide (block, quadrant and sextant symbols, box drawing, Latin letters).
  public var character: Character {
    didSet { scalar = Self.soleScalar(of: character) }
  }
  public var foreground: SymbolColor
  public var background: SymbolColor
  /// The character's scalar when it is a single one (every poster symbol), else nil: the
  /// screen makes a cell from it without taking the character apart, which cost more than
  /// the rest of taking a poster in (~90 instructions a cell, a poster of 70 cells with each
  /// card an `l` brings into view).
  public private(set) var scalar: Unicode.Scalar?

  public init(
    _ character: Character, foreground: SymbolColor = .terminalDefault,
    background: SymbolColor = .terminalDefault
  ) {
    self.character = character
    self.foreground = foreground
    self.background = background
    scalar = Self.soleScalar(of: character)
  }

  /// A cell of one scalar whose character is already made (`character` must be exactly
  /// `scalar`): no taking apart.
  init(
    _ character: Character, scalar: Unicode.Scalar, foreground: SymbolColor,
    background: SymbolColor
  ) {
    self.character = character
    self.foreground = foreground
    self.background = background
    self.scalar = scalar
  }

  /// `character`'s scalar when it has just one.
  static func soleScalar(of character: Character) -> Unicode.Scalar? {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return nil }
    return first
  }

  public static let blank = SymbolCell(" ")
}

/// A poster as rows of cells, ready to copy into the screen's buffer.
public struct SymbolArt: Sendable, Equatable {
  public var width: Int
  public var height: Int
  /// Row by row, `width * height` of them.
  public var cells: [SymbolCell]

  public init(width: Int, height: Int, cells: [SymbolCell]) {
    precondition(cells.count == width * height, "symbol art must fill its rectangle")
    self.width = width
    self.height = height
    self.cells = cells
  }

  public init(width: Int, height: Int, filledWith cell: SymbolCell = .blank) {
    self.init(
      width: max(0, width), height: max(0, height),
      cells: Array(repeating: cell, count: max(0, width) * max(0, height)))
  }

  public subscript(column: Int, row: Int) -> SymbolCell {
    get { cells[row * width + column] }
    set { cells[row * width + column] = newValue }
  }

  /// The text of each row, for tests and plain dumps.
  public var rows: [String] {
    (0..<height).map { row in String(cells[row * width..<(row + 1) * width].map(\.character)) }
  }

  /// Roughly what it holds in memory, for the cache's bound.
  public var byteCount: Int { cells.count * MemoryLayout<SymbolCell>.stride + 64 }
}
