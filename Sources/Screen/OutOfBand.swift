import Foundation

/// A picture drawn by the terminal itself (kitty graphics, iTerm2 inline images, sixel) over
/// cells the frame leaves blank. Screen never builds these bytes: the poster provider hands
/// them over ready, already wrapped for tmux when that is needed.
public struct OutOfBandImage: Sendable, Hashable {
  /// How the terminal keeps the picture, which decides how it is taken away again.
  public enum Kind: Sendable, Hashable {
    /// Kept by the terminal under `id` apart from the text (kitty): sent once, then placed and
    /// un-placed by id for a few bytes each.
    case stored(id: UInt32)
    /// Painted into the cells (sixel, iTerm2): gone when the cells are written again, so it is
    /// taken away by redrawing them and drawn again whenever its lines are redrawn.
    case painted
  }

  /// Names the picture: two images with one key are the same picture.
  public var key: String
  public var kind: Kind
  /// The cells the picture covers (its top-left is the placement's); at most the placement's.
  public var size: Size
  /// Stored: the upload, sent once per id (placed by id). Painted: the picture, drawn at the
  /// cursor.
  public var transmit: [UInt8]
  /// The cursor moves are wrapped with the picture for tmux's passthrough.
  public var tmuxPassthrough: Bool
  /// Stored: the uploaded pixels' size, which lets the terminal show only some of the
  /// picture's rows (a poster scrolled partly out of its pane). Nil: shown whole or not at all.
  public var pixelSize: Size?

  public init(
    key: String, kind: Kind, size: Size, transmit: [UInt8], tmuxPassthrough: Bool = false,
    pixelSize: Size? = nil
  ) {
    self.key = key
    self.kind = kind
    self.size = size
    self.transmit = transmit
    self.tmuxPassthrough = tmuxPassthrough
    self.pixelSize = pixelSize
  }

  /// Whether the terminal can show a band of the picture's rows: kitty's placements take a
  /// source rectangle; a painted picture (sixel, iTerm2) is drawn whole or not at all.
  public var canShowPart: Bool {
    if case .stored = kind, let pixelSize, pixelSize.width > 0, pixelSize.height > 0,
      size.height > 0
    {
      return true
    }
    return false
  }

  /// Compared by key: the bytes of one picture never change.
  public static func == (a: OutOfBandImage, b: OutOfBandImage) -> Bool {
    a.key == b.key && a.kind == b.kind
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(kind)
  }
}

/// An out-of-band picture at a rectangle of screen cells (already mirrored on a right-to-left
/// screen), whose cells the frame keeps blank.
public struct ImagePlacement: Sendable, Hashable {
  public var rect: Rect
  public var image: OutOfBandImage
  /// The picture's cell rows shown, the first of them at `rect`'s top: a stored picture
  /// scrolled partly out of its pane. Nil: the whole picture.
  public var visibleRows: Range<Int>?

  public init(rect: Rect, image: OutOfBandImage, visibleRows: Range<Int>? = nil) {
    self.rect = rect
    self.image = image
    self.visibleRows = visibleRows
  }
}

/// Bytes for the terminal that are not cells, written after the frame's cells are flushed:
/// a clipboard copy (OSC 52), a hyperlink (OSC 8), a notification. `position` (zero-based
/// cell) moves the cursor there first and puts it back after; nil writes where it is.
public struct OutOfBandWrite: Sendable, Hashable {
  public var position: Point?
  public var bytes: [UInt8]

  public init(position: Point? = nil, bytes: [UInt8]) {
    self.position = position
    self.bytes = bytes
  }

  /// Puts `text` on the system clipboard through the terminal (OSC 52), which also works over
  /// ssh; terminals that do not allow it ignore it.
  public static func clipboard(_ text: String) -> OutOfBandWrite {
    OutOfBandWrite(
      bytes: Array(("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}").utf8))
  }
}
