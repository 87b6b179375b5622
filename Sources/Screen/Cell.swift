/// One terminal column: a grapheme and its style.
///
/// A wide grapheme (CJK, emoji) occupies two columns; the second holds `.continuation` so that a
/// row always has exactly `width` cells and column arithmetic stays simple.
///
/// A cell is eight bytes of plain data (a grapheme code and a packed `Style`): a frame has
/// 4,800 of them at 120x40, made, compared and thrown away on every key press, so a cell holds
/// no `String` (whose copies and destruction cost reference counting per cell) and two cells
/// are equal exactly when their bits are. The grapheme code is the scalar itself for a
/// grapheme of one scalar (nearly every cell); the rare grapheme of several scalars (a letter
/// with combining marks, a flag, a Devanagari syllable) is kept once in `GraphemeTable` and
/// the code names it.
public struct Cell: Hashable, Sendable {
  public enum Content: Hashable, Sendable {
    /// A single grapheme cluster of display width 1 or 2.
    case grapheme(String)
    /// The right half of the wide grapheme in the column to the left.
    case continuation
  }

  /// The grapheme: a Unicode scalar value, `continuationCode`, `emptyCode`, or
  /// `GraphemeTable.firstCode` and above for a grapheme of several scalars.
  @usableFromInline var code: UInt32
  public var style: Style

  static let spaceCode: UInt32 = 0x20
  static let continuationCode: UInt32 = 0xFFFF_FFFF
  static let emptyCode: UInt32 = 0xFFFF_FFFE

  public init(_ grapheme: String = " ", style: Style = .plain) {
    self.code = Self.code(of: grapheme)
    self.style = style
  }

  public init(content: Content, style: Style = .plain) {
    switch content {
    case .grapheme(let text): self.code = Self.code(of: text)
    case .continuation: self.code = Self.continuationCode
    }
    self.style = style
  }

  /// A cell holding one scalar, without looking at a string: the fast way for widgets that
  /// draw a known symbol (a box line, a block, a letter) cell by cell.
  @inlinable
  public init(scalar: Unicode.Scalar, style: Style = .plain) {
    self.code = scalar.value
    self.style = style
  }

  /// A space in the terminal's own colours.
  public static let blank = Cell()

  public static func continuation(style: Style = .plain) -> Cell {
    Cell(code: continuationCode, style: style)
  }

  /// A cell holding `character`, one grapheme.
  init(_ character: Character, style: Style) {
    self.code = Self.code(of: character.unicodeScalars) { String(character) }
    self.style = style
  }

  init(code: UInt32, style: Style) {
    self.code = code
    self.style = style
  }

  public var content: Content {
    get { code == Self.continuationCode ? .continuation : .grapheme(grapheme) }
    set {
      switch newValue {
      case .grapheme(let text): code = Self.code(of: text)
      case .continuation: code = Self.continuationCode
      }
    }
  }

  public var isContinuation: Bool { code == Self.continuationCode }

  /// The grapheme's only scalar, or nil for a continuation cell or a grapheme of several
  /// scalars (or none): what a terminal backend draws without taking a string apart.
  @inlinable
  public var scalar: Unicode.Scalar? {
    code <= 0x10_FFFF ? Unicode.Scalar(code) : nil
  }

  /// The grapheme, or "" for a continuation cell.
  public var grapheme: String {
    if let scalar { return String(Character(scalar)) }
    if code >= GraphemeTable.firstCode, code < Self.emptyCode {
      return GraphemeTable.shared.text(for: code)
    }
    return ""
  }

  /// The code for a grapheme: its scalar when it has one, else its entry in the table.
  static func code(of text: String) -> UInt32 {
    code(of: text.unicodeScalars) { text }
  }

  private static func code(
    of scalars: String.UnicodeScalarView, text: () -> String
  ) -> UInt32 {
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else { return emptyCode }
    if iterator.next() == nil { return first.value }
    return GraphemeTable.shared.code(for: text())
  }
}
