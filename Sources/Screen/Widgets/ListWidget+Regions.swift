import Browser
import TMDB

/// The result list drawn on a `FrameCanvas`: only the title row and the rows that differ from
/// the last frame's.
extension ListWidget {
  /// Draws as `draw(header:rows:buffer:)` does. A `j` changes the position in the title and
  /// two rows (the selection leaves one and lights the next); the other rows on screen are the
  /// same films, drawn the same, and are left as they are.
  func draw(header: Rect, rows: Rect, canvas: inout FrameCanvas) {
    guard let window = list.window, list.view == nil, window.rowCount > 0 else {
      // A message, or a narrowed or sorted list: drawn whole, and again next frame.
      canvas.clear(header.union(rows))
      canvas.memo.list = nil
      draw(header: header, rows: rows, buffer: &canvas.buffer)
      return
    }
    var memo = canvas.memo.list ?? ListPaneMemo(header: nil, rows: [])
    if memo.rows.count != rows.height {
      memo.rows = Array(repeating: .other, count: rows.height)
    }
    let headerKey = headerKey(in: header, direction: canvas.buffer.direction)
    if headerKey == nil || memo.header != headerKey || !canvas.incremental {
      canvas.clear(header)
      drawHeader(in: header, buffer: &canvas.buffer)
      memo.header = headerKey
    }
    let columns = Columns(width: rows.width)
    let first = max(list.topRow, 0)
    let look = ListRowCache.Look(
      language: words.language.tag, printing: words.printing,
      direction: canvas.buffer.direction, theme: theme, width: rows.width)
    let incremental = canvas.incremental
    ListRowCache.withRows(look: look) { cache in
      for index in 0..<rows.height {
        let row = first + index
        let line = Rect(x: rows.x, y: rows.y + index, width: rows.width, height: 1)
        guard row < window.rowCount else {
          if incremental, case .blank = memo.rows[index] { continue }
          canvas.clear(line)
          memo.rows[index] = .blank
          continue
        }
        let selected = row == list.selectedRow
        let selection: ListRowCache.Selection =
          selected ? (focused ? .focused : .unfocused) : .none
        let drewMovie =
          window.withMovie(atRow: row) { movie in
            let marked = marks.contains(movie.id)
            if incremental, case .movie(let key) = memo.rows[index],
              key.describes(movie, marked: marked, selection: selection)
            {
              return true
            }
            canvas.clear(line)
            drawRemembered(
              movie, selected: selected, columns: columns, in: line, cache: &cache,
              buffer: &canvas.buffer)
            memo.rows[index] = .movie(
              ListRowCache.Key(movie, marked: marked, selection: selection))
            return true
          } ?? false
        if drewMovie { continue }
        canvas.clear(line)
        memo.rows[index] = .other
        let style = selected ? selectionStyle : nil
        if let style { canvas.buffer.fill(line, style: style) }
        let page = window.page(ofRow: row)
        // A failed page says so once, on its first row on screen; its other rows stay quiet.
        let firstShown = row == first || row == window.firstRow(ofPage: page)
        drawPlaceholder(
          page: page, explains: firstShown, in: line, selection: style, buffer: &canvas.buffer)
      }
    }
    canvas.memo.list = memo
  }
}
