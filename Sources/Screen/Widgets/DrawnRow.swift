/// One row of cells as a widget drew it, kept to be copied into later frames: the render
/// caches (`ListRowCache`, `BarCache`) hold these.
///
/// Only the cells that are not blank are kept: a frame's buffer starts blank, so copying a
/// list row or a bar is copying its text, not the empty columns between.
struct DrawnRow: Sendable {
  /// Columns from the row's left edge, in the order drawn.
  private var columns: [Int] = []
  private var cells: [Cell] = []

  /// Draws with `draw` into a blank row `width` cells wide, laid out in `direction` like the
  /// frame it is meant for, and keeps what it drew. `draw` gets that row's buffer and
  /// rectangle (at the origin).
  init(width: Int, direction: TextDirection, _ draw: (inout Buffer, Rect) -> Void) {
    var row = Buffer(width: width, height: 1)
    row.direction = direction
    draw(&row, Rect(x: 0, y: 0, width: width, height: 1))
    // Counted first, so each array is allocated once at its size (appending grew them a
    // dozen times a row: a row scrolled into view paid more for that than for its layout).
    var kept = 0
    for cell in row.cells where cell != .blank { kept += 1 }
    columns.reserveCapacity(kept)
    cells.reserveCapacity(kept)
    for (column, cell) in row.cells.enumerated() where cell != .blank {
      columns.append(column)
      cells.append(cell)
    }
  }

  /// Copies the row into `line` of `buffer` with every cell in `style`, blank ones included:
  /// the row as a selection bar shows it, where `ListWidget.drawRow` fills the row and draws
  /// every text in the selection's style (the same characters in the same places). The line
  /// is filled in `style`, then this row's characters are written in their places.
  func copy(into buffer: inout Buffer, at line: Rect, restyledAs style: Style) {
    buffer.fill(line, style: style)
    let placed = buffer.placed(line)
    buffer.copyCodes(cells, atOffsets: columns, x: placed.x, y: placed.y)
  }

  /// Copies the row into `line` of `buffer`, whose cells there must be blank (as they are
  /// before anything is drawn over them). The row lands where drawing it there would have put
  /// it: on a right-to-left screen, where `line` is mirrored to.
  func copy(into buffer: inout Buffer, at line: Rect) {
    let placed = buffer.placed(line)
    // Debug builds (the tests) check the precondition: a blank cell left out would otherwise
    // let something drawn there before show through.
    assert(
      (placed.x..<placed.maxX).allSatisfy { buffer[$0, placed.y] == .blank },
      "a drawn row copied over cells already drawn")
    buffer.copyCells(cells, atOffsets: columns, x: placed.x, y: placed.y)
  }
}
