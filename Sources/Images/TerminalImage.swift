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
      pixels = pixelSize(columns: fitted.columns, rows: fitted.rows, cell: cell)
      // Placed by the terminal backend, by id, at the cells the frame reserves (c= and r=:
      // the terminal scales the upload to them).
      payload = KittyGraphics.transmit(
        image.resized(width: pixels.width, height: pixels.height), id: kittyID)
    case .iterm:
      guard let jpeg, jpeg.count <= maxITermFileBytes else { return nil }
      payload = ITermImages.inline(jpeg: jpeg, columns: fitted.columns, rows: fitted.rows)
    case .sixel:
      // Drawn pixel for pixel: bounded, a sixel may fall short of its rectangle, never
      // beyond it.
      let size = pixelSize(columns: fitted.columns, rows: fitted.rows, cell: cell)
      payload = SixelEncoder.encode(image.resized(width: size.width, height: size.height))
    case .symbols, .off:
      return nil
    }
    return TerminalImage(
      imageProtocol: choice.imageProtocol, columns: fitted.columns, rows: fitted.rows,
      payload: payload, kittyID: id, tmuxPassthrough: choice.tmuxPassthrough,
      pixelWidth: pixels.width, pixelHeight: pixels.height)
  }

  /// The most pixels an uploaded (kitty) or drawn (sixel) poster has: a 4K screen's tallest
  /// poster is ~1440x2160. A terminal or tty that claims cells of hundreds of pixels would
  /// otherwise make a detail pane's poster an upload of gigabytes (see `pixelSize`).
  public static let maxPixels = 4_000_000

  /// The rectangle's pixels at `cell`, scaled down (keeping the shape) to at most
  /// `maxPixels`.
  static func pixelSize(columns: Int, rows: Int, cell: CellPixelSize) -> (width: Int, height: Int) {
    let width = columns * cell.width
    let height = rows * cell.height
    guard width * height > maxPixels else { return (width, height) }
    let scale = (Double(maxPixels) / (Double(width) * Double(height))).squareRoot()
    return (max(1, Int(Double(width) * scale)), max(1, Int(Double(height) * scale)))
  }

  /// The largest file sent as an iTerm2 picture: it is sent whole (base64) whenever its lines
  /// are redrawn. TMDB's posters up to w780 are a few hundred kilobytes; a larger file is the
  /// placeholder rather than megabytes written to the terminal at every such frame.
  public static let maxITermFileBytes = 1 << 20

  /// Bytes held, for the memory cache's bound.
  public var byteCount: Int { payload.count + 64 }
}
