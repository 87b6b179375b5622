import Browser
import TMDB

/// The list's title row: its name, the position and the column labels.
extension ListWidget {
  /// The title row, from `ListHeaderCache` while the list is neither narrowed nor sorted (the
  /// filter being typed changes it with every key, so that one is drawn afresh). The position
  /// ("41/10000"), which every `j` changes, is put over the remembered row: the rest of it
  /// (the name, the column labels) stays the same while the position keeps its width.
  func drawHeader(in rect: Rect, buffer: inout Buffer) {
    guard !rect.isEmpty, let source = list.window?.source ?? list.activeSource else { return }
    guard var key = headerKey(in: rect, direction: buffer.direction) else {
      drawHeader(source: source, in: rect, buffer: &buffer)
      return
    }
    let right = rightText()
    key.position = nil
    key.rightWidth = right.isEmpty ? 0 : right.displayWidth
    let rightX = ListHeaderCache.draw(key: key, in: rect, buffer: &buffer) { row, local in
      drawHeader(source: source, right: right, drawsRight: false, in: local, buffer: &row)
    }
    if let rightX {
      buffer.put(right, x: rect.x + rightX, y: rect.y, style: theme.dim)
    }
  }

  /// What the title row in `rect` is drawn from, or nil when it is not kept (no list, a row
  /// of another height, a narrowed or sorted list).
  func headerKey(in rect: Rect, direction: TextDirection) -> ListHeaderCache.Key? {
    guard !rect.isEmpty, let source = list.window?.source ?? list.activeSource,
      list.view == nil, rect.height == 1
    else { return nil }
    let position = list.window.flatMap { window in
      window.rowCount > 0
        ? ListHeaderCache.Position(
          row: min(list.selectedRow + 1, window.rowCount), total: window.rowCount) : nil
    }
    return ListHeaderCache.Key(
      look: ListRowCache.Look(
        language: words.language.tag, printing: words.printing, direction: direction,
        theme: theme, width: rect.width),
      source: source, pendingSource: list.pendingSource, position: position,
      genres: words.genres)
  }

  func drawHeader(source: MovieListSource, in rect: Rect, buffer: inout Buffer) {
    drawHeader(source: source, right: rightText(), drawsRight: true, in: rect, buffer: &buffer)
  }

  /// What the title row says on the right: the position, and how a narrowed or sorted list is.
  private func rightText() -> String {
    var right = ""
    if let view = list.view {
      // The order, and the filter with how many of the loaded films match it.
      var parts: [String] = []
      if view.order != .tmdb { parts.append(words(view.order.words)) }
      if view.editing || !view.filter.isEmpty {
        parts.append(
          words(.filterPrompt) + " "
            + words(
              Message(
                .filterHeader,
                [
                  "query": .text(view.filter + (view.editing ? "▏" : "")),
                  "shown": .count(view.rows.count), "loaded": .count(view.loadedCount),
                ])))
      }
      right = parts.joined(separator: " · ")
      if !view.rows.isEmpty {
        right +=
          "  " + words.position(min(list.selectedRow + 1, view.rows.count), of: view.rows.count)
      }
    } else if let window = list.window, window.rowCount > 0 {
      right = words.position(min(list.selectedRow + 1, window.rowCount), of: window.rowCount)
    }
    return right
  }

  /// The title row with `right` on it (drawn only when `drawsRight`); returns the column, from
  /// `rect`'s left edge, where `right` goes, or nil when it has no place.
  @discardableResult
  private func drawHeader(
    source: MovieListSource, right: String, drawsRight: Bool, in rect: Rect,
    buffer: inout Buffer
  ) -> Int? {
    let rightWidth = right.isEmpty ? 0 : right.displayWidth + 2
    let labels = columnLabels(width: rect.width)
    let room = rect.width - 2 - rightWidth - (labels.items.isEmpty ? 0 : labels.width + 2)
    // The list's name comes first: the labels only when it fits whole beside them, and not
    // while another list is on its way (its note needs the room).
    let fullName = words.sourceName(source, width: rect.width)
    let pendingOther = list.pendingSource.map { $0 != source } ?? false
    guard room > 0, fullName.displayWidth <= room, !pendingOther else {
      return drawHeaderWithoutLabels(
        source: source, right: right, drawsRight: drawsRight, in: rect, buffer: &buffer)
    }
    let used = buffer.putTruncated(
      fullName, x: rect.x + 1, y: rect.y, width: room, style: theme.bold)
    // Column labels over the year and the rating, as htop and k9s head their columns.
    for label in labels.items {
      buffer.putTrailing(
        label.text, maxX: label.maxX, y: rect.y, width: label.width, style: theme.dim)
    }
    // Between the name and the labels, which leave it room: drawn last, it is drawn alike.
    guard !right.isEmpty else { return nil }
    if drawsRight { buffer.put(right, x: rect.x + 1 + used + 2, y: rect.y, style: theme.dim) }
    return 1 + used + 2
  }

  private func drawHeaderWithoutLabels(
    source: MovieListSource, right: String, drawsRight: Bool, in rect: Rect,
    buffer: inout Buffer
  ) -> Int? {
    let rightWidth = right.isEmpty ? 0 : right.displayWidth + 2
    let room = rect.width - 2 - rightWidth
    guard room > 0 else { return nil }
    let name = words.sourceName(source, width: room)
    var used = buffer.putTruncated(name, x: rect.x + 1, y: rect.y, width: room, style: theme.bold)
    // A new result set is on its way: say which, while the old one stays usable.
    if let pending = list.pendingSource, pending != source, room - used > 12 {
      let note = " · " + words(.loadingMore(words.sourceMessage(pending, width: room - used - 12)))
      used += buffer.putTruncated(
        note, x: rect.x + 1 + used, y: rect.y, width: room - used, style: theme.dim)
    }
    guard !right.isEmpty else { return nil }
    let x = rect.width - 1 - right.displayWidth
    if drawsRight { buffer.put(right, x: rect.x + x, y: rect.y, style: theme.dim) }
    return x
  }

  /// The year and rating labels, placed where `drawRow` puts those columns in a row as wide
  /// as the header; none when the rows show neither.
  fileprivate func columnLabels(width: Int) -> (
    items: [(text: String, maxX: Int, width: Int)], width: Int
  ) {
    let columns = Columns(width: width)
    var items: [(text: String, maxX: Int, width: Int)] = []
    var right = width - 1
    var leftmost = right
    if columns.showsRating {
      // The label may reach into the gap before the column (RATE, 評価, التقييم).
      items.append((words(.printedColumnRating), right, Columns.ratingWidth + 1))
      leftmost = right - Columns.ratingWidth - 1
      right -= Columns.ratingWidth + 2
    }
    if columns.showsYear {
      items.append((words(.printedColumnYear), right, Columns.yearWidth))
      leftmost = right - Columns.yearWidth
    }
    guard !items.isEmpty else { return ([], 0) }
    return (items, width - 1 - leftmost)
  }
}
