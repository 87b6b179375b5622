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
    // Taken out of the canvas, so that changing a row does not copy all of them.
    var memo = canvas.memo.list.take() ?? ListPaneMemo(header: nil, rows: [])
    if memo.rows.count != rows.height {
      memo.rows = Array(repeating: .other, count: rows.height)
    }
    drawHeader(in: header, memo: &memo, canvas: &canvas)
    let first = max(list.topRow, 0)
    // A scroll shows most rows again, each a few lines up or down: moved there, they need no
    // drawing, only the rows that came into view (and the selection's).
    let delta = first - memo.first
    if canvas.incremental, delta != 0, abs(delta) < rows.height {
      canvas.scroll(rows, by: delta)
      // Swapped rather than copied (no key's strings retained); the rows left behind are
      // drawn again.
      if delta > 0 {
        for index in 0..<rows.height - delta { memo.rows.swapAt(index, index + delta) }
      } else {
        for index in stride(from: rows.height - 1, through: -delta, by: -1) {
          memo.rows.swapAt(index, index + delta)
        }
      }
      for index in delta > 0 ? rows.height - delta..<rows.height : 0..<(-delta) {
        memo.rows[index] = .other
      }
    }
    memo.first = first
    let last = min(first + rows.height, window.rowCount)
    // Which rows were drawn from a page, in storage kept from frame to frame.
    var drawn = memo.drawn.take() ?? []
    drawn.removeAll(keepingCapacity: true)
    drawn.append(contentsOf: repeatElement(false, count: rows.height))
    let look = ListRowCache.Look(
      language: words.language.tag, printing: words.printing,
      direction: canvas.buffer.direction, theme: theme, width: rows.width)
    ListRowCache.withRows(look: look) { cache in
      var row = first
      while row < last {
        // Page by page: the rows of one page are its movies in order, read where they are
        // stored rather than copied out one by one.
        let page = window.page(ofRow: row)
        let pageFirst = window.firstRow(ofPage: page)
        let pageEnd = min(max(window.firstRow(ofPage: page + 1), row + 1), last)
        window.pages[page]?.withUnsafeBufferPointer { movies in
          guard let stored = movies.baseAddress else { return }
          for shown in row..<min(pageEnd, pageFirst + movies.count) {
            drawMovieRow(
              stored + (shown - pageFirst), row: shown, index: shown - first, in: rows,
              memo: &memo, cache: &cache, canvas: &canvas)
            drawn[shown - first] = true
          }
        }
        row = pageEnd
      }
    }
    for index in 0..<rows.height where !drawn[index] {
      let line = Rect(x: rows.x, y: rows.y + index, width: rows.width, height: 1)
      guard first + index < last else {
        if canvas.incremental, memo.rows[index].kind == .blank { continue }
        canvas.clear(line)
        memo.rows[index] = .blank
        continue
      }
      canvas.clear(line)
      memo.rows[index] = .other
      let row = first + index
      let style = row == list.selectedRow ? selectionStyle : nil
      if let style { canvas.buffer.fill(line, style: style) }
      let page = window.page(ofRow: row)
      // A failed page says so once, on its first row on screen; its other rows stay quiet.
      let firstShown = row == first || row == window.firstRow(ofPage: page)
      drawPlaceholder(
        page: page, explains: firstShown, in: line, selection: style, buffer: &canvas.buffer)
    }
    memo.drawn = drawn
    canvas.memo.list = memo
  }

  /// The title row, drawn again when what it shows changed; when only the position did (every
  /// `j`), only its digits are written.
  private func drawHeader(in header: Rect, memo: inout ListPaneMemo, canvas: inout FrameCanvas) {
    let key = headerKey(in: header, direction: canvas.buffer.direction)
    if canvas.incremental, let key, let last = memo.header {
      if last == key { return }
      if let place = memo.position, let position = key.position, last.sameRow(as: key) {
        canvas.clear(Rect(x: place.x, y: header.y, width: place.width, height: 1))
        ListPosition.draw(
          row: position.row, of: position.total, words: words, x: place.x, y: header.y,
          style: theme.dim, buffer: &canvas.buffer)
        memo.header = key
        return
      }
    }
    canvas.clear(header)
    memo.header = key
    memo.position = drawHeader(in: header, buffer: &canvas.buffer)
  }

  /// One movie's row, unless the last frame drew the same one there. The movie is read where
  /// the page stores it: a row left as it is copies none of its strings.
  private func drawMovieRow(
    _ movie: UnsafePointer<MovieSummary>, row: Int, index: Int, in rows: Rect,
    memo: inout ListPaneMemo, cache: inout ListRowCache.Rows, canvas: inout FrameCanvas
  ) {
    let selected = row == list.selectedRow
    let selection: ListRowCache.Selection = selected ? (focused ? .focused : .unfocused) : .none
    let marked = isMarked(movie.pointee.id)
    // Compared where the memo stores it. (The release build still copies the row's memo for
    // the string comparison, ~150 instructions a row: callgrind shows it, a TODO.)
    if canvas.incremental, memo.rows[index].shows(movie, marked: marked, selection: selection) {
      return
    }
    let line = Rect(x: rows.x, y: rows.y + index, width: rows.width, height: 1)
    canvas.clear(line)
    drawRemembered(
      movie.pointee, selected: selected, columns: Columns(width: rows.width), in: line,
      cache: &cache, buffer: &canvas.buffer)
    memo.rows[index] = ListPaneMemo.RowMemo(
      kind: .movie, key: ListRowCache.Key(movie.pointee, marked: marked, selection: selection))
  }
}

extension ListPaneMemo.RowMemo {
  /// Whether this row shows the movie at `movie`, marked and selected so: asked of the row in
  /// the memo's storage, as every row on screen is every frame.
  func shows(
    _ movie: UnsafePointer<MovieSummary>, marked: Bool, selection: ListRowCache.Selection
  ) -> Bool {
    guard kind == .movie else { return false }
    return key?.describes(movie, marked: marked, selection: selection) ?? false
  }
}
