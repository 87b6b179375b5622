import Foundation

/// A poster drawn with a terminal image protocol: the escape bytes the terminal backend writes
/// after ncurses has flushed the frame (it moves the cursor, wraps for tmux, places and deletes
/// kitty images by id: see `ImageLayer` in Terminal).
public struct TerminalImage: Sendable, Equatable {
  public var imageProtocol: ImageProtocol
  public var columns: Int
  public var rows: Int
  /// Kitty: the upload (placed later by id). Sixel, iTerm2: the picture, drawn at the cursor.
  public var payload: [UInt8]
  /// Kitty only: the image id, for cheap re-placement and deletion.
  public var kittyID: UInt32?
  /// Wrap every sequence for tmux's passthrough.
  public var tmuxPassthrough: Bool
  /// Kitty only: the uploaded pixels' size (`columns` x `rows` cells at the cell size), so a
  /// placement can show a band of rows; zero when unknown.
  public var pixelWidth: Int
  public var pixelHeight: Int

  public init(
    imageProtocol: ImageProtocol, columns: Int, rows: Int, payload: [UInt8], kittyID: UInt32?,
    tmuxPassthrough: Bool, pixelWidth: Int = 0, pixelHeight: Int = 0
  ) {
    self.imageProtocol = imageProtocol
    self.columns = columns
    self.rows = rows
    self.payload = payload
    self.kittyID = kittyID
    self.tmuxPassthrough = tmuxPassthrough
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
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
    var pixels = (width: 0, height: 0)
    switch choice.imageProtocol {
    case .kitty:
      id = kittyID
      pixels = (fitted.columns * cell.width, fitted.rows * cell.height)
      // Placed by the terminal backend, by id, at the cells the frame reserves.
      payload = KittyGraphics.transmit(
        image.resized(width: pixels.width, height: pixels.height), id: kittyID)
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
      payload: payload, kittyID: id, tmuxPassthrough: choice.tmuxPassthrough,
      pixelWidth: pixels.width, pixelHeight: pixels.height)
  }

  /// Bytes held, for the memory cache's bound.
  public var byteCount: Int { payload.count + 64 }
}
