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
    // Taken out of the canvas, so that changing a row does not copy all of them: swapped
    // with an empty one where it is stored, and swapped back at the end (`take()` and a match,
    // and the assignment back, copied it: a retain and a release of its rows, pages, marks
    // and key at every frame).
    if case .none = canvas.memo.list { canvas.memo.list = ListPaneMemo(header: nil, rows: []) }
    var memo = ListPaneMemo(header: nil, rows: [])
    swap(&memo, &canvas.memo.list!)
    if memo.rows.count != rows.height || memo.rowsRect != rows {
      memo.rows = Array(repeating: .other, count: rows.height)
      memo.rowsRect = rows
      memo.settled = false
    }
    drawHeader(in: header, window: window, memo: &memo, canvas: &canvas)
    let first = max(list.topRow, 0)
    let last = min(first + rows.height, window.rowCount)
    // The same watchlist as the last frame's (the same storage, so `==` answers at once): no
    // row's mark can have changed.
    let marksChanged = memo.marks != marks
    // A `j` that does not scroll: the same films in the same rows, only the selection moved.
    if canvas.incremental, memo.settled, first == memo.first, last == memo.last, !marksChanged,
      memo.drewFrom(window.pages)
    {
      drawSelectionOnly(first: first, last: last, in: rows, memo: &memo, canvas: &canvas)
      swap(&memo, &canvas.memo.list!)
      return
    }
    // A scroll shows most rows again, each a few lines up or down: moved there, they need no
    // drawing, only the rows that came into view (and the selection's).
    let delta = first - memo.first
    if canvas.incremental, delta != 0, abs(delta) < rows.height {
      canvas.scroll(rows, by: delta)
      // Plain values, moved along with the rows; the rows left behind are drawn again.
      if delta > 0 {
        for index in 0..<rows.height - delta { memo.rows[index] = memo.rows[index + delta] }
      } else {
        for index in stride(from: rows.height - 1, through: -delta, by: -1) {
          memo.rows[index] = memo.rows[index + delta]
        }
      }
      for index in delta > 0 ? rows.height - delta..<rows.height : 0..<(-delta) {
        memo.rows[index] = .other
      }
    }
    memo.first = first
    if marksChanged { memo.marks = marks }
    // Which rows were drawn from a page, in storage kept from frame to frame.
    var drawn = memo.drawn.take() ?? []
    drawn.removeAll(keepingCapacity: true)
    drawn.append(contentsOf: repeatElement(false, count: rows.height))
    // The pages this frame's rows come from, kept for the next frame's comparisons (in
    // storage kept from frame to frame); the last frame's stay alive until every row has been
    // compared.
    memo.nextPages.removeAll(keepingCapacity: true)
    var cache = ListRowCache.takeRows(
      look: rowLook(width: rows.width, direction: canvas.buffer.direction))
    do {
      var row = first
      while row < last {
        // Page by page: the rows of one page are its movies in order, read where they are
        // stored rather than copied out one by one.
        let page = window.page(ofRow: row)
        let pageFirst = window.firstRow(ofPage: page)
        let pageEnd = min(max(window.firstRow(ofPage: page + 1), row + 1), last)
        if let movies = window.pages[page] {
          movies.withUnsafeBufferPointer { movies in
            guard let stored = movies.baseAddress else { return }
            for shown in row..<min(pageEnd, pageFirst + movies.count) {
              drawMovieRow(
                stored + (shown - pageFirst), row: shown, index: shown - first, in: rows,
                marksChanged: marksChanged, memo: &memo, cache: &cache, canvas: &canvas)
              drawn[shown - first] = true
            }
          }
          if !movies.isEmpty { memo.nextPages.append(movies) }
        }
        row = pageEnd
      }
    }
    ListRowCache.putBack(cache)
    swap(&memo.pages, &memo.nextPages)
    memo.nextPages.removeAll(keepingCapacity: true)
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
    memo.last = last
    memo.settled = !memo.rows.contains { $0.kind == .other }
    memo.selectedIndex = memo.rows.firstIndex { $0.selection != .none }
    memo.pageTable = window.pages
    swap(&memo, &canvas.memo.list!)
  }

  /// The rows whose selection changed, when nothing else did: the same pages (the same
  /// storage, see `ListPaneMemo.pageTable`), the same first and last rows, the same marks, and
  /// every row a film's or blank. Each film is where the last frame found it, so the row
  /// selected then and the one selected now are drawn from the addresses the memo holds,
  /// without looking a page up; the other rows are the last frame's, as the general path
  /// would find them one by one.
  private func drawSelectionOnly(
    first: Int, last: Int, in rows: Rect, memo: inout ListPaneMemo, canvas: inout FrameCanvas
  ) {
    let shown = 0..<(last - first)
    let now = list.selectedRow - first
    let before = memo.selectedIndex
    var cache = ListRowCache.takeRows(
      look: rowLook(width: rows.width, direction: canvas.buffer.direction))
    if let before {
      redrawShownRow(before, first: first, in: rows, memo: &memo, cache: &cache, canvas: &canvas)
    }
    if now != before {
      redrawShownRow(now, first: first, in: rows, memo: &memo, cache: &cache, canvas: &canvas)
    }
    ListRowCache.putBack(cache)
    memo.selectedIndex = shown.contains(now) ? now : nil
  }

  /// The film's row at `index` on screen, drawn again if it differs from the last frame's
  /// (its selection); the film is read at the address its row was drawn from.
  private func redrawShownRow(
    _ index: Int, first: Int, in rows: Rect, memo: inout ListPaneMemo,
    cache: inout ListRowCache.Rows, canvas: inout FrameCanvas
  ) {
    guard memo.rows.indices.contains(index), first + index < memo.last,
      memo.rows[index].kind == .movie,
      let movie = UnsafePointer<MovieSummary>(bitPattern: memo.rows[index].movie)
    else { return }
    drawMovieRow(
      movie, row: first + index, index: index, in: rows, marksChanged: false, memo: &memo,
      cache: &cache, canvas: &canvas)
  }

  /// What the list's rows look like besides the rows themselves.
  private func rowLook(width: Int, direction: TextDirection) -> ListRowCache.Look {
    ListRowCache.Look(
      language: words.language.tag, printing: words.printing, direction: direction,
      theme: theme, width: width)
  }

  /// The title row, drawn again when what it shows changed; when only the position did (every
  /// `j`), only its digits are written.
  private func drawHeader(
    in header: Rect, window: PageWindow, memo: inout ListPaneMemo, canvas: inout FrameCanvas
  ) {
    // The row as the last frame keyed it but for the position (every `j`): compared where the
    // memo keeps the key, and the key's position changed there, with no key made.
    if canvas.incremental, !header.isEmpty, header.height == 1,
      case let position = headerPosition(rowCount: window.rowCount),
      memo.header?.sameRow(
        asDrawnBy: self, in: header, direction: canvas.buffer.direction, position: position,
        sameWindow: memo.drewFrom(window.pages)) == true
    {
      if memo.header?.position == position { return }
      if let place = memo.position, let position {
        canvas.clear(Rect(x: place.x, y: header.y, width: place.width, height: 1))
        // By the layout the last position was drawn by, while it serves (compared where the
        // memo keeps it), else as `ListPosition.draw` does, keeping the layout it drew by.
        if memo.positionLayout?.serves(
          row: position.row, of: position.total, words: words, x: place.x, style: theme.dim,
          in: canvas.buffer) == true, let layout = memo.positionLayout
        {
          ListPosition.draw(
            row: position.row, of: position.total, by: layout, y: header.y,
            buffer: &canvas.buffer)
        } else {
          memo.positionLayout =
            ListPosition.drawKeepingLayout(
              row: position.row, of: position.total, words: words, x: place.x, y: header.y,
              style: theme.dim, buffer: &canvas.buffer
            ).layout
        }
        memo.header?.position = position
        return
      }
    }
    let key = headerKey(in: header, direction: canvas.buffer.direction)
    // The last key is asked where the memo keeps it: `let last = memo.header` copied it.
    if canvas.incremental, let key, memo.header?.sameRow(as: key) == true {
      if memo.header?.position == key.position { return }
      if let place = memo.position, let position = key.position {
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
    marksChanged: Bool, memo: inout ListPaneMemo, cache: inout ListRowCache.Rows,
    canvas: inout FrameCanvas
  ) {
    let selected = row == list.selectedRow
    let selection: ListRowCache.Selection = selected ? (focused ? .focused : .unfocused) : .none
    // (The mark is looked up only when the watchlist changed; no closure over `self` is made,
    // which would copy the widget for every row.)
    if canvas.incremental,
      memo.rows[index].shows(
        movie, selection: selection,
        marked: marksChanged ? !marks.isEmpty && marks.contains(movie.pointee.id) : nil)
    {
      return
    }
    let line = Rect(x: rows.x, y: rows.y + index, width: rows.width, height: 1)
    canvas.clear(line)
    let marked = isMarked(movie.pointee.id)
    drawRemembered(
      movie, marked: marked, selection: selection, columns: Columns(width: rows.width), in: line,
      cache: &cache, buffer: &canvas.buffer)
    memo.rows[index] = ListPaneMemo.RowMemo(
      kind: .movie, movie: UInt(bitPattern: movie), marked: marked, selection: selection)
  }
}
