import Browser
import Synchronization
import TMDB

/// The detail pane: `DetailContent` scrolled by the model's scroll, clamped so it never
/// scrolls past the end, with ▲/▼ in the right margin when text is hidden above or below.
struct DetailWidget {
  let model: DetailModel
  let theme: Theme

  /// Draws the pane; returns how far it can scroll (0 when everything fits).
  @discardableResult
  func draw(in pane: Rect, buffer: inout Buffer) -> Int {
    var hyperlinks: [Hyperlink] = []
    return draw(in: pane, buffer: &buffer, hyperlinks: &hyperlinks)
  }

  /// Draws the pane and adds the web addresses it shows to `hyperlinks`; returns how far it
  /// can scroll.
  func draw(in pane: Rect, buffer: inout Buffer, hyperlinks: inout [Hyperlink]) -> Int {
    draw(in: pane, buffer: &buffer, hyperlinks: &hyperlinks, summaryInCells: true)
  }

  /// `draw`, with the summary of a film laid straight into cells (`DetailSummaryCells`) or,
  /// when `summaryInCells` is false, always through `DetailContent` (tests compare the two).
  func draw(
    in pane: Rect, buffer: inout Buffer, hyperlinks: inout [Hyperlink], summaryInCells: Bool
  ) -> Int {
    var reach: DetailPaneReach?
    return draw(
      in: pane, buffer: &buffer, hyperlinks: &hyperlinks, summaryInCells: summaryInCells,
      reach: &reach)
  }

  /// `draw` over a blank pane, saying in `reach`, when one is given (blank: `pane`'s), how
  /// far right each row now holds something. A pane drawn with a reach must be blank (the
  /// renderer clears it first): the poster's cells are then not read to see it so.
  func draw(
    in pane: Rect, buffer: inout Buffer, hyperlinks: inout [Hyperlink], summaryInCells: Bool,
    reach: inout DetailPaneReach?
  ) -> Int {
    // A placeholder poster the canvas left in place (`DetailPaneReach.keptPlaceholder`): the
    // summary draws its initials again; any other pane blanks it first.
    // Taken out and put back: read through the optional, the reach was copied.
    var kept: Rect?
    if var held = reach.take() {
      kept = held.keptPlaceholder
      held.keptPlaceholder = nil
      reach = held
    }
    let content = Self.content(of: pane)
    if !content.isEmpty, summaryInCells, let movie = model.movie,
      DetailSummaryCells.applies(to: model, direction: buffer.direction)
    {
      return drawSummary(movie, in: content, &buffer, reach: &reach, kept: kept)
    }
    if let kept { buffer.fill(kept) }
    guard !content.isEmpty else { return 0 }
    guard let text = DetailContent(model: model, theme: theme, width: content.width).text()
    else {
      if let hint = model.emptyHint {
        buffer.putCentered([[Span(hint, theme.dim)]], in: content)
        reach?.reachWhole()
      }
      return 0
    }
    // The poster heads the text and scrolls with it; its rows are reserved even while it
    // loads, so the text never jumps when it arrives.
    let poster = posterSize(for: content)
    let posterRows = poster.map { $0.height + 1 } ?? 0
    let lines = Array(repeating: [], count: posterRows) + text.lines
    var offset = Self.scrollOffset(model.scroll, lines: lines.count, height: content.height)
    if let selected = text.selectedLine.map({ $0 + posterRows }) {
      // The selected link stays on screen, whatever the scroll.
      if selected < offset { offset = selected }
      if selected >= offset + content.height { offset = selected - content.height + 1 }
    }
    for (index, line) in lines.dropFirst(offset).prefix(content.height).enumerated() {
      buffer.put(line, x: content.x, y: content.y + index, maxWidth: content.width)
    }
    // Every row a line (or the poster's) was put on, and the marks' rows: the general way is
    // not the way of a `j`, so each is said to reach the edge.
    let shownLines = min(max(lines.count - offset, 0), content.height)
    reach?.reachWhole(rows: content.y..<(content.y + shownLines))
    for link in text.hyperlinks {
      let row = link.line + posterRows - offset
      guard row >= 0, row < content.height,
        let found = buffer.hyperlink(to: link.url.absoluteString, onRow: content.y + row)
      else { continue }
      hyperlinks.append(found)
    }
    if let poster {
      drawPoster(poster, in: content, offset: offset, &buffer)
      reach?.reachWhole(rows: content.y..<(content.y + poster.height))
    }
    if offset > 0 {
      buffer.put("▲", x: content.maxX, y: content.y, style: theme.dim)
      reach?.reachWhole(rows: content.y..<(content.y + 1))
    }
    if offset + content.height < lines.count {
      buffer.put("▼", x: content.maxX, y: content.maxY - 1, style: theme.dim)
      reach?.reachWhole(rows: (content.maxY - 1)..<content.maxY)
    }
    return max(lines.count - content.height, 0)
  }

  /// The film before its details arrive, from the pane's first line: its poster's rows, then
  /// its summary; the same cells as the general path.
  private func drawSummary(
    _ movie: MovieSummary, in content: Rect, _ buffer: inout Buffer,
    reach: inout DetailPaneReach?, kept: Rect?
  ) -> Int {
    let poster = posterSize(for: content)
    let box = poster.map { Rect(x: content.x, y: content.y, width: $0.width, height: $0.height) }
    // A pane drawn with a reach was cleared first (`draw`): the poster's cells are blank, but
    // for a placeholder kept in its box, which is drawn over below. One kept anywhere else is
    // blanked before the text is laid.
    let overBlank = reach != nil
    var kept = kept
    if let held = kept, held != box {
      buffer.fill(held)
      kept = nil
    }
    var writer = DetailLineWriter(in: content, skipping: poster.map { $0.height + 1 } ?? 0)
    // The writer says how far each line reaches; moved in and out, not copied.
    writer.reach = reach.take()
    DetailSummaryCells(model: model, theme: theme).draw(movie, into: &writer, &buffer)
    reach = writer.reach.take()
    if let poster, let box {
      if kept != nil,
        Self.redrawInitials(
          PosterPlaceholder.quickInitials(of: model.posterTitle), in: box, theme: theme, &buffer)
      {
        reach?.placeholder = box
      } else {
        if kept != nil { buffer.fill(box) }
        let inPlace = drawPoster(poster, in: content, offset: 0, overBlank: overBlank, &buffer)
        reach?.placeholder = inPlace ? box : nil
      }
      // The placeholder's frame, and the cell after it, which a cut wide grapheme may mend.
      reach?.reach(
        rows: content.y..<(content.y + poster.height), to: content.x + poster.width + 1)
    }
    let count = writer.count
    writer.finish()
    if count > content.height {
      buffer.put("▼", x: content.maxX, y: content.maxY - 1, style: theme.dim)
      reach?.reachWhole(rows: (content.maxY - 1)..<content.maxY)
    }
    return max(count - content.height, 0)
  }

  /// The poster's size in cells: a third of the pane's width (at most 24 columns, about 2:3
  /// with cells twice as tall as wide), when posters are on and the pane is tall enough to
  /// keep room for the text.
  private func posterSize(for content: Rect) -> Size? {
    guard model.posters != nil, model.hasMovie || model.hasDetails else { return nil }
    let columns = min(24, content.width / 3 + 4)
    let rows = columns * 3 / 4
    guard columns >= 10, content.height >= rows + 8 else { return nil }
    return Size(width: columns, height: rows)
  }

  /// `overBlank`: the caller knows the poster's cells are blank (see `drawPlaceholder`).
  /// Returns whether the poster is the placeholder drawn in place.
  @discardableResult
  private func drawPoster(
    _ size: Size, in content: Rect, offset: Int, overBlank: Bool = false, _ buffer: inout Buffer
  ) -> Bool {
    guard offset < size.height else { return false }
    let path = model.posterPath
    let title = model.posterTitle
    // Asked for once the details are in, as they are, after the selection settles: holding
    // `j` through a list decodes no posters on the way.
    let wanted = model.hasDetails ? model.posters : nil
    if let art = wanted?.provider.poster(path: path, title: title, size: size) {
      buffer.put(art, x: content.x, y: content.y, fromRow: offset, maxRows: content.height)
      return false
    }
    return Self.drawPlaceholder(
      initials: PosterPlaceholder.quickInitials(of: title), size: size,
      at: Point(x: content.x, y: content.y), fromRow: offset, maxRows: content.height,
      theme: theme, overBlank: overBlank, buffer: &buffer)
  }

  /// The placeholder poster, as `PosterPlaceholder.art` put at `origin` gives it. Holding `j`
  /// shows a new one every press: when it is whole on a left-to-right screen, over blank
  /// cells, with initials of one-column letters, it is drawn in place, which writes the same
  /// cells without making the art's grid of cells and copying it.
  ///
  /// `overBlank` says the caller knows the box's cells are blank (a summary laid over a
  /// cleared pane): they are not read to see (315 cells at every `j`); debug builds check.
  /// Returns whether it was drawn in place (`drawPlaceholderCells`).
  @discardableResult
  static func drawPlaceholder(
    initials: String, size: Size, at origin: Point, fromRow: Int, maxRows: Int, theme: Theme,
    overBlank: Bool = false, buffer: inout Buffer
  ) -> Bool {
    let box = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    var bytes = initials
    if fromRow <= 0, maxRows >= size.height, buffer.direction == .leftToRight,
      buffer.area.intersection(box) == box,
      bytes.withUTF8({ TextLayout.allLoneSingleColumn($0) }),
      Self.isBlank(box, in: buffer, known: overBlank)
    {
      let columns = DetailLineWriter.columns(of: initials)
      if box.width >= 2, box.height >= 2, columns <= box.width - 2 {
        drawPlaceholderCells(initials, columns: columns, in: box, theme: theme, &buffer)
        return true
      }
      PosterPlaceholder.draw(
        initials: initials, heavy: false, in: box, style: theme.border, textStyle: theme.dim,
        buffer: &buffer)
      return false
    }
    buffer.put(
      PosterPlaceholder.art(initials: initials, size: size, theme: theme), x: origin.x,
      y: origin.y, fromRow: fromRow, maxRows: maxRows)
    return false
  }

  /// Over a placeholder drawn in place in `box` (its frame, blanks, and initials on
  /// `DetailPaneReach.initialsRow`): the placeholder of `initials` as `drawPlaceholder` draws
  /// it over blank cells, by writing the initials' row again. False, nothing written, when
  /// that would not draw it in place (then the box is to be blanked and drawn the usual way).
  /// A `j` along a list shows one placeholder after another in the same box: 13 of its 15
  /// rows are the same cells, not blanked, drawn and compared again.
  static func redrawInitials(
    _ initials: String, in box: Rect, theme: Theme, _ buffer: inout Buffer
  ) -> Bool {
    var bytes = initials
    guard box.width >= 2, box.height >= 3, buffer.direction == .leftToRight,
      buffer.area.intersection(box) == box,
      bytes.withUTF8({ TextLayout.allLoneSingleColumn($0) })
    else { return false }
    let columns = DetailLineWriter.columns(of: initials)
    guard columns <= box.width - 2 else { return false }
    let row = DetailPaneReach.initialsRow(of: box)
    let width = buffer.width
    let (blank, dim) = (Cell.blank, theme.dim)
    buffer.withUnsafeMutableCells { cells in
      let base = cells.baseAddress! + row * width
      for x in (box.x + 1)..<(box.maxX - 1) { base[x] = blank }
      var x = box.x + (box.width - columns) / 2
      for scalar in initials.unicodeScalars {
        base[x] = Cell(code: scalar.value, style: dim)
        x += 1
      }
    }
    #if DEBUG
      // The cells a placeholder drawn afresh has.
      var fresh = buffer
      fresh.fill(box)
      drawPlaceholderCells(initials, columns: columns, in: box, theme: theme, &fresh)
      for y in box.y..<box.maxY {
        for x in box.x..<box.maxX {
          precondition(fresh[x, y] == buffer[x, y], "kept placeholder cell (\(x), \(y)) differs")
        }
      }
    #endif
    return true
  }

  /// Whether every cell of `box` (inside the buffer: checked by the caller) is `Cell.blank`.
  /// A cell is two 32-bit fields compared whole (`Cell`'s `==`), so its eight bytes are: a
  /// row's differences are gathered without a branch a cell, and asked once a row.
  /// When `known`, true without a look but in debug builds, which check that it is so.
  private static func isBlank(_ box: Rect, in buffer: Buffer, known: Bool) -> Bool {
    #if DEBUG
      if known { precondition(isBlank(box, in: buffer), "the poster's cells are not blank") }
    #endif
    return known || isBlank(box, in: buffer)
  }

  private static func isBlank(_ box: Rect, in buffer: Buffer) -> Bool {
    let blank = Cell.blank
    let width = buffer.width
    if MemoryLayout<Cell>.size == 8, MemoryLayout<Cell>.stride == 8 {
      let blankBits = withUnsafeBytes(of: blank) { $0.loadUnaligned(as: UInt64.self) }
      return buffer.cells.withUnsafeBytes { cells in
        for y in box.y..<box.maxY {
          let row = cells.baseAddress! + (y * width + box.x) * 8
          var differences: UInt64 = 0
          for column in 0..<box.width {
            differences |=
              row.loadUnaligned(fromByteOffset: column * 8, as: UInt64.self) ^ blankBits
          }
          if differences != 0 { return false }
        }
        return true
      }
    }
    return buffer.cells.withUnsafeBufferPointer { cells in
      for y in box.y..<box.maxY {
        for index in (y * width + box.x)..<(y * width + box.maxX) where cells[index] != blank {
          return false
        }
      }
      return true
    }
  }

  /// `PosterPlaceholder.draw` (light frame) over blank cells of a left-to-right screen, with
  /// initials of lone single columns that fit: cell by cell, without its strings. A wide
  /// grapheme the frame's right edge cuts into loses its right half, as `Buffer.put` mends it.
  private static func drawPlaceholderCells(
    _ initials: String, columns: Int, in box: Rect, theme: Theme, _ buffer: inout Buffer
  ) {
    let border = theme.border
    // The top and bottom rows copied whole from the kept ones; the sides a cell each.
    frameRows.withLock { rows in
      if rows.width != box.width || rows.style != border {
        rows = FrameRows(width: box.width, style: border)
      }
      buffer.copyCells(rows.cells[..<box.width], x: box.x, y: box.y)
      buffer.copyCells(rows.cells[box.width...], x: box.x, y: box.maxY - 1)
    }
    let side = Cell(code: 0x2502, style: border)
    let dim = theme.dim
    let width = buffer.width
    // The box is inside the buffer (the caller checked): the cells written straight, the
    // storage's uniqueness checked once.
    buffer.withUnsafeMutableCells { cells in
      let base = cells.baseAddress!
      for row in (box.y + 1)..<(box.maxY - 1) {
        base[row * width + box.x] = side
        base[row * width + box.maxX - 1] = side
      }
      if box.maxX < width {
        for row in box.y..<box.maxY where base[row * width + box.maxX].isContinuation {
          base[row * width + box.maxX].code = Cell.spaceCode
        }
      }
      var index = (box.y + (box.height - 1) / 2) * width + box.x + (box.width - columns) / 2
      for scalar in initials.unicodeScalars {
        base[index] = Cell(code: scalar.value, style: dim)
        index += 1
      }
    }
  }

  /// The placeholder frame's top row then its bottom row, of one width and style: the last
  /// ones drawn, kept (every `j` draws the same frame).
  private struct FrameRows {
    var width = 0
    var style = Style.plain
    var cells: [Cell] = []

    init() {}

    init(width: Int, style: Style) {
      self.width = width
      self.style = style
      var cells = Array(repeating: Cell(code: 0x2500, style: style), count: 2 * width)
      cells[0].code = 0x250C
      cells[width - 1].code = 0x2510
      cells[width].code = 0x2514
      cells[2 * width - 1].code = 0x2518
      self.cells = cells
    }
  }

  private static let frameRows = Mutex(FrameRows())

  /// One column of margin each side; the right one holds the scroll marks.
  private static func content(of pane: Rect) -> Rect { pane.inset(left: 1, right: 1) }

  /// The first line shown: the requested scroll, kept between the top and the last screenful.
  static func scrollOffset(_ requested: Int, lines: Int, height: Int) -> Int {
    min(max(requested, 0), max(lines - height, 0))
  }
}
