import Foundation

/// A poster drawn with a terminal image protocol: the escape bytes for "this image in this
/// rectangle", written by the terminal backend after ncurses has flushed the frame, and the
/// bytes that take it away again when it scrolls off or the view changes.
public struct TerminalImage: Sendable, Equatable {
  public var imageProtocol: ImageProtocol
  public var columns: Int
  public var rows: Int
  /// Draws the image with its top-left corner at the cursor; the cursor does not move.
  public var payload: [UInt8]
  /// Kitty only: the image id, for cheap re-placement and deletion.
  public var kittyID: UInt32?
  /// Wrap every sequence for tmux's passthrough.
  public var tmuxPassthrough: Bool

  public init(
    imageProtocol: ImageProtocol, columns: Int, rows: Int, payload: [UInt8], kittyID: UInt32?,
    tmuxPassthrough: Bool
  ) {
    self.imageProtocol = imageProtocol
    self.columns = columns
    self.rows = rows
    self.payload = payload
    self.kittyID = kittyID
    self.tmuxPassthrough = tmuxPassthrough
  }

  /// Builds the image for `choice` (kitty, iterm or sixel) fitted inside the rectangle.
  /// `kittyID` must be unique per poster among those on screen.
  public static func make(
    _ image: RGBImage, jpeg: Data?, choice: ImageChoice, columns: Int, rows: Int,
    cell: CellPixelSize, kittyID: UInt32
  ) -> TerminalImage? {
    let fitted = SymbolRenderer.fit(
      imageWidth: image.width, imageHeight: image.height, columns: columns, rows: rows,
      cell: cell)
    guard fitted.columns > 0, fitted.rows > 0 else { return nil }
    let payload: [UInt8]
    var id: UInt32?
    switch choice.imageProtocol {
    case .kitty:
      id = kittyID
      payload =
        KittyGraphics.transmit(image, id: kittyID)
        + KittyGraphics.place(id: kittyID, columns: fitted.columns, rows: fitted.rows)
    case .iterm:
      guard let jpeg else { return nil }
      payload = ITermImages.inline(jpeg: jpeg, columns: fitted.columns, rows: fitted.rows)
    case .sixel:
      let scaled = image.resized(
        width: fitted.columns * cell.width, height: fitted.rows * cell.height)
      payload = SixelEncoder.encode(scaled)
    case .symbols, .off:
      return nil
    }
    return TerminalImage(
      imageProtocol: choice.imageProtocol, columns: fitted.columns, rows: fitted.rows,
      payload: payload, kittyID: id, tmuxPassthrough: choice.tmuxPassthrough)
  }

  /// Saves the cursor, moves to (`row`, `column`) (zero-based), draws, restores the cursor.
  public func draw(row: Int, column: Int) -> [UInt8] {
    Array("\u{1B}7\u{1B}[\(row + 1);\(column + 1)H".utf8) + wrapped(payload)
      + Array("\u{1B}8".utf8)
  }

  /// Takes the image away from (`row`, `column`). Kitty deletes the placement by id; sixel and
  /// iTerm2 pictures live in the cells, so those are blanked (the backend must then treat
  /// the rectangle as changed, e.g. `touchline`, so ncurses redraws its text there).
  public func erase(row: Int, column: Int) -> [UInt8] {
    if let kittyID {
      return wrapped(KittyGraphics.delete(id: kittyID))
    }
    var out = Array("\u{1B}7".utf8)
    for line in 0..<rows {
      out += Array("\u{1B}[\(row + line + 1);\(column + 1)H\u{1B}[\(columns)X".utf8)
    }
    return out + Array("\u{1B}8".utf8)
  }

  private func wrapped(_ bytes: [UInt8]) -> [UInt8] {
    guard tmuxPassthrough else { return bytes }
    var out = Array("\u{1B}Ptmux;".utf8)
    for byte in bytes {
      if byte == 0x1B { out.append(0x1B) }
      out.append(byte)
    }
    return out + [0x1B, UInt8(ascii: "\\")]
  }

  /// Bytes held, for the memory cache's bound.
  public var byteCount: Int { payload.count + 64 }
}
