/// A poster as the screen draws it: cells, exactly `width` by `height`.
public struct PosterArt: Sendable, Equatable {
  public var width: Int
  public var height: Int
  /// Row by row; always `width * height` cells, each one column wide.
  public var cells: [Cell]
  /// A picture the terminal draws itself over these cells (kept blank), after the frame; nil
  /// for posters made of symbols.
  public var image: OutOfBandImage?

  public init(width: Int, height: Int, cells: [Cell], image: OutOfBandImage? = nil) {
    self.width = width
    self.height = height
    self.cells = cells
    self.image = image
  }

  /// A picture drawn by the terminal over `width` x `height` blank cells.
  public init(width: Int, height: Int, image: OutOfBandImage) {
    self.init(
      width: width, height: height,
      cells: Array(repeating: Cell(" "), count: max(0, width) * max(0, height)), image: image)
  }
}

/// Where a frame gets posters: what is ready now, and a request for the rest. The runtime
/// loads what is asked for off the UI thread and redraws when it arrives, so a frame never
/// waits for an image.
public protocol PosterProvider: AnyObject, Sendable {
  /// The poster for `path` at `size` cells if it is ready; nil (and a request to load it)
  /// otherwise. Nil too when posters are off or the film has none.
  func poster(path: String?, title: String, size: Size) -> PosterArt?

  /// Asks for a poster the next frames may show (the card a row scrolls to next) without
  /// showing it: loaded now, so it is ready when it comes into view. True when it is ready
  /// (then there is no need to ask again).
  @discardableResult
  func prefetch(path: String?, title: String, size: Size) -> Bool
}

extension PosterProvider {
  /// By default, asked for as if shown.
  @discardableResult
  public func prefetch(path: String?, title: String, size: Size) -> Bool {
    poster(path: path, title: title, size: size) != nil
  }
}

/// A render context's poster provider, compared by identity so the context stays a value.
public struct PosterSlot: Hashable, Sendable {
  public let provider: any PosterProvider

  public init(_ provider: any PosterProvider) {
    self.provider = provider
  }

  public static func == (a: PosterSlot, b: PosterSlot) -> Bool { a.provider === b.provider }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(provider)) }
}

extension Buffer {
  /// Copies a poster's cells into the buffer at (x, y), clipped to the buffer.
  mutating func put(_ art: PosterArt, x: Int, y: Int) {
    put(art, x: x, y: y, fromRow: 0, maxRows: art.height)
  }

  /// The placement for a poster's picture whose rows `rows` show from line `y`. Whole, it is
  /// placed as it is. Scrolled partly out of its pane, a stored picture (kitty) shows just its
  /// visible rows (the terminal crops its source rectangle); a painted one (sixel, iTerm2)
  /// cannot be cut, so its cells stay blank until it is whole again. Cut by the screen's
  /// edge, none is placed.
  private mutating func placePicture(
    _ image: OutOfBandImage, art: PosterArt, left: Int, y: Int, rows: Range<Int>
  ) {
    let shown = Rect(x: left, y: y, width: art.width, height: rows.count)
    images.removeAll { !$0.rect.intersection(shown).isEmpty }
    guard area.intersection(shown) == shown, !rows.isEmpty else { return }
    if rows == 0..<art.height {
      images.append(ImagePlacement(rect: shown, image: image))
      return
    }
    // The art may be taller than its picture (fitted inside it): only the picture's rows count.
    let pictureRows = rows.clamped(to: 0..<image.size.height)
    guard image.canShowPart, !pictureRows.isEmpty else { return }
    images.append(
      ImagePlacement(
        rect: Rect(x: left, y: y, width: art.width, height: pictureRows.count), image: image,
        visibleRows: pictureRows))
  }

  /// Copies rows `fromRow…` of a poster (at most `maxRows`) to (x, y): a poster scrolled
  /// partly out of its pane.
  mutating func put(_ art: PosterArt, x: Int, y: Int, fromRow: Int, maxRows: Int) {
    let first = min(max(fromRow, 0), art.height)
    let rows = first..<min(art.height, first + max(maxRows, 0))
    guard art.cells.count == art.width * art.height else { return }
    // A picture is not text: on a mirrored screen its place is reflected, never its cells.
    let left = direction == .rightToLeft ? width - x - art.width : x
    if let image = art.image {
      placePicture(image, art: art, left: left, y: y, rows: rows)
    }
    // The usual poster, inside the buffer and all one-column cells (symbols): each row copied
    // as a block, its two end cells written as `putSingleColumn` writes them, which mends a
    // wide grapheme cut at either edge. Between them nothing needs mending (the cells
    // written one by one would leave none), and the cell by cell walk cost ~100 instructions
    // a cell, ~7,000 a card drawn afresh.
    if art.width >= 3, left >= 0, left + art.width <= width, y >= 0,
      y + rows.count <= height, art.cells.allSatisfy(Self.isOneColumnGrapheme)
    {
      for row in rows {
        let start = row * art.width
        let end = start + art.width - 1
        let target = y + row - rows.lowerBound
        putSingleColumn(art.cells[start], x: left, y: target)
        putSingleColumn(art.cells[end], x: left + art.width - 1, y: target)
        copyCells(art.cells[(start + 1)..<end], x: left + 1, y: target)
      }
      return
    }
    putCellByCell(art, left: left, y: y, rows: rows)
  }

  /// Rows `rows` of a poster to (left, y) on the buffer's own columns (already reflected on a
  /// mirrored screen), one cell after another: the way for any cells, anywhere.
  mutating func putCellByCell(_ art: PosterArt, left: Int, y: Int, rows: Range<Int>) {
    for row in rows {
      for column in 0..<art.width {
        let cell = art.cells[row * art.width + column]
        let target = (x: left + column, y: y + row - rows.lowerBound)
        // The usual cell, one grapheme one column wide, inside the buffer: copied as it is,
        // which is what `putVisual` would write, without taking the text apart again.
        if target.x >= 0, target.x < width, target.y >= 0, target.y < height,
          Self.isOneColumnGrapheme(cell)
        {
          putSingleColumn(cell, x: target.x, y: target.y)
          continue
        }
        putVisual(
          cell.grapheme, x: left + column, y: y + row - rows.lowerBound, maxWidth: 1,
          style: cell.style)
      }
    }
  }

  /// Whether the cell holds one grapheme one column wide. A lone scalar (a block element, a
  /// Braille pattern, a letter: nearly every poster cell) is decided by its scalar alone,
  /// without breaking text into graphemes, which would cost more than the copy on every frame.
  private static func isOneColumnGrapheme(_ cell: Cell) -> Bool {
    if let scalar = cell.scalar { return DisplayWidth.of(scalar) == 1 }
    let text = cell.grapheme  // several scalars, none, or a continuation ("")
    guard let first = text.first, first.utf8.count == text.utf8.count else { return false }
    return DisplayWidth.of(first) == 1
  }
}
