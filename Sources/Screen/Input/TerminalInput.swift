/// A mouse event in screen cells, origin top-left.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case click, scrollUp, scrollDown
  }

  public var x: Int
  public var y: Int
  public var kind: Kind

  public init(x: Int, y: Int, kind: Kind) {
    self.x = x
    self.y = y
    self.kind = kind
  }
}

/// One thing read from the terminal.
public enum TerminalInput: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal changed size; the next frame should be rendered at this size.
  case resize(width: Int, height: Int)
  /// Text pasted in one piece (bracketed paste): never taken as keys.
  case paste(String)
}
