import CChafa

/// Which symbols symbol art may use. Sextants (Unicode 13) look finest but are missing from
/// older fonts, so they are asked for, not assumed.
public enum SymbolSet: String, Sendable, Hashable {
  /// Half blocks and quadrants: every font with box drawing has them.
  case blocks
  /// Half blocks, quadrants and sextants.
  case sextants
}

/// Pixels to symbols and colours per cell through libchafa.
public struct SymbolRenderer: Sendable {
  public var colors: ColorDepth
  public var symbols: SymbolSet

  /// Names how pixels become symbols, for the converted-art cache: change it whenever the
  /// same poster would give other cells (chafa's settings, the fitting, the symbol sets, the
  /// pixels decoded for a cell).
  public static let conversionVersion = "c4"

  /// Where canvases come from: the process's kept ones, or (in tests) a pool of their own.
  let canvases: ChafaCanvases

  public init(colors: ColorDepth, symbols: SymbolSet = .blocks) {
    self.init(colors: colors, symbols: symbols, canvases: .shared)
  }

  init(colors: ColorDepth, symbols: SymbolSet, canvases: ChafaCanvases) {
    self.colors = colors
    self.symbols = symbols
    self.canvases = canvases
  }

  /// The image fitted inside `columns` x `rows` cells keeping its shape (cells are
  /// `cell.width` x `cell.height` pixels), centred, the rest blank: always exactly the
  /// rectangle, so the layout never moves when a placeholder is replaced.
  public func render(_ image: RGBImage, columns: Int, rows: Int, cell: CellPixelSize)
    -> SymbolArt
  {
    var art = SymbolArt(width: columns, height: rows)
    let fitted = Self.fit(
      imageWidth: image.width, imageHeight: image.height, columns: columns, rows: rows,
      cell: cell)
    guard fitted.columns > 0, fitted.rows > 0, image.width > 0, image.height > 0 else {
      return art
    }
    let drawn = draw(image, columns: fitted.columns, rows: fitted.rows)
    let left = (columns - fitted.columns) / 2
    let top = (rows - fitted.rows) / 2
    for row in 0..<fitted.rows {
      for column in 0..<fitted.columns {
        art[left + column, top + row] = drawn[row * fitted.columns + column]
      }
    }
    return art
  }

  /// The largest rectangle of cells inside `columns` x `rows` with the image's shape.
  public static func fit(
    imageWidth: Int, imageHeight: Int, columns: Int, rows: Int, cell: CellPixelSize
  ) -> (columns: Int, rows: Int) {
    guard imageWidth > 0, imageHeight > 0, columns > 0, rows > 0 else { return (0, 0) }
    let imageAspect = Double(imageWidth) / Double(imageHeight)
    let boxAspect = Double(columns * cell.width) / Double(rows * cell.height)
    if imageAspect < boxAspect {
      let width = Double(rows * cell.height) * imageAspect / Double(cell.width)
      return (max(1, min(columns, Int(width.rounded()))), rows)
    }
    let height = Double(columns * cell.width) / imageAspect / Double(cell.height)
    return (columns, max(1, min(rows, Int(height.rounded()))))
  }

  private func draw(_ image: RGBImage, columns: Int, rows: Int) -> [SymbolCell] {
    if Self.drawsQuadrants(colors: colors, symbols: symbols) {
      return QuadrantArt.cells(image, columns: columns, rows: rows, colors: colors)
    }
    return drawWithChafa(image, columns: columns, rows: rows)
  }

  /// Blocks in colour need only each quadrant's mean colour: computed here, far cheaper than
  /// chafa for the same choice (see `QuadrantArt`). Sextants, 16 colours (chafa stretches
  /// their contrast first) and no colours stay chafa's.
  static func drawsQuadrants(colors: ColorDepth, symbols: SymbolSet) -> Bool {
    symbols == .blocks && (colors == .trueColor || colors == .indexed256)
  }

  /// The pixels a cell needs, across and down, for `render` to draw it: chafa looks at 8x8 a
  /// cell. Quadrant means need far fewer: at 4x4 (2x2 a quadrant) a home card's poster
  /// (10x7 cells) decodes at a quarter of its 185 pixels' width instead of half, which saves
  /// a third of decoding and converting it and three quarters of the pixels written and read
  /// (each a cold cache line in a key press); its quadrant means stay within 5 colour steps
  /// (root-mean-square) of the full picture's, the cells' error against the picture grows
  /// from 16.4 to ~17 (see `QuadrantArtTests`).
  public static func pixelsPerCell(colors: ColorDepth, symbols: SymbolSet) -> Int {
    drawsQuadrants(colors: colors, symbols: symbols) ? 4 : 8
  }

  /// The cells as chafa draws them (tests compare it with `QuadrantArt`).
  func drawWithChafa(_ image: RGBImage, columns: Int, rows: Int) -> [SymbolCell] {
    var tags =
      CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue
      | CHAFA_SYMBOL_TAG_HALF.rawValue | CHAFA_SYMBOL_TAG_QUAD.rawValue
    if symbols == .sextants { tags |= CHAFA_SYMBOL_TAG_SEXTANT.rawValue }
    // With colours and the sixteen block symbols, trying every symbol in every cell costs
    // less than chafa's default of first guessing a short list from the cell's shape (a
    // home card's poster: 3.78 M instructions -> 3.12 M with the decode; a detail pane's
    // 19.2 M -> 14.8 M), and the best symbol is never missed. With sextants (~80 symbols)
    // or without colours, the guess is cheaper, and kept.
    let shape = ChafaCanvases.Shape(
      columns: Int32(columns), rows: Int32(rows), mode: canvasMode.rawValue, tags: tags,
      triesEverySymbol: symbols == .blocks && colors != .none)
    let (pixels, stride) = Self.rowsAlignedToFourBytes(image)
    return canvases.withCanvas(shape) { canvas in
      pixels.withUnsafeBufferPointer { pixels in
        chafa_canvas_draw_all_pixels(
          canvas, CHAFA_PIXEL_RGB8, pixels.baseAddress, Int32(image.width), Int32(image.height),
          Int32(stride))
      }
      var cells: [SymbolCell] = []
      cells.reserveCapacity(columns * rows)
      for row in 0..<Int32(rows) {
        for column in 0..<Int32(columns) {
          let scalar = Unicode.Scalar(chafa_canvas_get_char_at(canvas, column, row)) ?? " "
          var foreground: Int32 = -1
          var background: Int32 = -1
          chafa_canvas_get_raw_colors_at(canvas, column, row, &foreground, &background)
          cells.append(
            SymbolCell(
              Character(scalar), foreground: color(foreground), background: color(background)))
        }
      }
      return cells
    }
  }

  /// The image's rows padded to a multiple of four bytes. Chafa (1.12) misreads RGB rows of
  /// any other length, shifting each row a little further than the last: a poster decoded
  /// 93 pixels wide came out sheared.
  static func rowsAlignedToFourBytes(_ image: RGBImage) -> (pixels: [UInt8], stride: Int) {
    let packed = image.width * 3
    let stride = (packed + 3) / 4 * 4
    guard stride != packed else { return (image.pixels, packed) }
    var padded = [UInt8](repeating: 0, count: stride * image.height)
    for row in 0..<image.height {
      padded[row * stride..<row * stride + packed] =
        image.pixels[row * packed..<(row + 1) * packed]
    }
    return (padded, stride)
  }

  private var canvasMode: ChafaCanvasMode {
    switch colors {
    case .trueColor: CHAFA_CANVAS_MODE_TRUECOLOR
    // 240, not 256: the first 16 entries are whatever the user's theme made them.
    case .indexed256: CHAFA_CANVAS_MODE_INDEXED_240
    case .indexed16: CHAFA_CANVAS_MODE_INDEXED_16
    case .none: CHAFA_CANVAS_MODE_FGBG
    }
  }

  /// Chafa's raw colour (packed RGB or a palette index; negative for none) in our terms.
  private func color(_ raw: Int32) -> SymbolColor {
    guard raw >= 0 else { return .terminalDefault }
    switch colors {
    case .trueColor:
      return .rgb(UInt8((raw >> 16) & 0xFF), UInt8((raw >> 8) & 0xFF), UInt8(raw & 0xFF))
    case .indexed256, .indexed16: return .indexed(UInt8(clamping: raw))
    case .none: return .terminalDefault
    }
  }
}
