/// One terminal column: a grapheme and its style.
///
/// A wide grapheme (CJK, emoji) occupies two columns; the second holds `.continuation` so that a
/// row always has exactly `width` cells and column arithmetic stays simple.
public struct Cell: Hashable, Sendable {
  public enum Content: Hashable, Sendable {
    /// A single grapheme cluster of display width 1 or 2. Short strings are stored inline, so
    /// a cell costs no allocation.
    case grapheme(String)
    /// The right half of the wide grapheme in the column to the left.
    case continuation
  }

  public var content: Content
  public var style: Style

  public init(_ grapheme: String = " ", style: Style = .plain) {
    self.content = .grapheme(grapheme)
    self.style = style
  }

  public init(content: Content, style: Style = .plain) {
    self.content = content
    self.style = style
  }

  /// A space in the terminal's own colours.
  public static let blank = Cell()

  public static func continuation(style: Style = .plain) -> Cell {
    Cell(content: .continuation, style: style)
  }

  public var isContinuation: Bool { content == .continuation }

  /// The grapheme, or "" for a continuation cell.
  public var grapheme: String {
    if case .grapheme(let text) = content { return text }
    return ""
  }
}
