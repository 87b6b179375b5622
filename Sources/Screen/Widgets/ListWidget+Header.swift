import Browser
import TMDB

/// The list's title row: its name, the position and the column labels.
extension ListWidget {
  /// The title row, from `ListHeaderCache` while the list is neither narrowed nor sorted (the
  /// filter being typed changes it with every key, so that one is drawn afresh). The position
  /// ("41/10000"), which every `j` changes, is put over the remembered row: the rest of it
  /// (the name, the column labels) stays the same while the position keeps its width.
  ///
  /// Returns where the position went (from the buffer's left edge, before any mirroring) when
  /// the row was drawn from the cache: a frame that changes only the position writes its
  /// digits there (see `ListWidget.draw(header:rows:canvas:)`).
  @discardableResult
  func drawHeader(in rect: Rect, buffer: inout Buffer) -> PositionPlace? {
    // Kept as shared (`SharedListSource`), read only when the row is drawn.
    guard !rect.isEmpty, let source = list.window?.sharedSource ?? list.sharedPendingSource
    else { return nil }
    guard var key = headerKey(in: rect, direction: buffer.direction) else {
      let right = rightText()
      let rightX = drawHeader(
        source: source.value, rightWidth: right.isEmpty ? 0 : right.displayWidth, in: rect,
        buffer: &buffer)
      if let rightX { buffer.put(right, x: rect.x + rightX, y: rect.y, style: theme.dim) }
      return nil
    }
    let position = key.position
    key.position = nil
    key.rightWidth =
      position.map { ListPosition.width(row: $0.row, of: $0.total, words: words) } ?? 0
    let rightX = ListHeaderCache.draw(key: key, in: rect, buffer: &buffer) { row, local in
      drawHeader(source: source.value, rightWidth: key.rightWidth, in: local, buffer: &row)
    }
    guard let rightX, let position else { return nil }
    let x = rect.x + rightX
    let width = ListPosition.draw(
      row: position.row, of: position.total, words: words, x: x, y: rect.y, style: theme.dim,
      buffer: &buffer)
    return PositionPlace(x: x, width: width)
  }

  /// Where the title row's position is: its first column and its width.
  struct PositionPlace: Equatable {
    var x: Int
    var width: Int
  }

  /// What the title row in `rect` is drawn from, or nil when it is not kept (no list, a row
  /// of another height, a narrowed or sorted list).
  func headerKey(in rect: Rect, direction: TextDirection) -> ListHeaderCache.Key? {
    guard !rect.isEmpty, let source = list.window?.sharedSource ?? list.sharedPendingSource,
      list.view == nil, rect.height == 1
    else { return nil }
    let position = list.window.flatMap { headerPosition(rowCount: $0.rowCount) }
    return ListHeaderCache.Key(
      look: ListRowCache.Look(
        language: words.language.tag, printing: words.printing, direction: direction,
        theme: theme, width: rect.width),
      source: source, pendingSource: list.sharedPendingSource, position: position,
      genres: words.genres)
  }

  /// The position the title row shows in a list of `rowCount` rows: none while it has none.
  func headerPosition(rowCount: Int) -> ListHeaderCache.Position? {
    rowCount > 0
      ? ListHeaderCache.Position(row: min(list.selectedRow + 1, rowCount), total: rowCount) : nil
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

  /// The title row with room for a text `rightWidth` wide on the right (none when 0), which
  /// the caller draws last; returns the column, from `rect`'s left edge, where that text goes,
  /// or nil when it has no place.
  private func drawHeader(
    source: MovieListSource, rightWidth textWidth: Int, in rect: Rect, buffer: inout Buffer
  ) -> Int? {
    let rightWidth = textWidth == 0 ? 0 : textWidth + 2
    let labels = columnLabels(width: rect.width)
    let room = rect.width - 2 - rightWidth - (labels.items.isEmpty ? 0 : labels.width + 2)
    // The list's name comes first: the labels only when it fits whole beside them, and not
    // while another list is on its way (its note needs the room).
    let fullName = words.sourceName(source, width: rect.width)
    let pendingOther = list.pendingSource.map { $0 != source } ?? false
    guard room > 0, fullName.displayWidth <= room, !pendingOther else {
      return drawHeaderWithoutLabels(
        source: source, rightWidth: textWidth, in: rect, buffer: &buffer)
    }
    let used = buffer.putTruncated(
      fullName, x: rect.x + 1, y: rect.y, width: room, style: theme.bold)
    // Column labels over the year and the rating, as htop and k9s head their columns.
    for label in labels.items {
      buffer.putTrailing(
        label.text, maxX: label.maxX, y: rect.y, width: label.width, style: theme.dim)
    }
    // Between the name and the labels, which leave it room: drawn last, it is drawn alike.
    guard textWidth > 0 else { return nil }
    return 1 + used + 2
  }

  private func drawHeaderWithoutLabels(
    source: MovieListSource, rightWidth textWidth: Int, in rect: Rect, buffer: inout Buffer
  ) -> Int? {
    let rightWidth = textWidth == 0 ? 0 : textWidth + 2
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
    guard textWidth > 0 else { return nil }
    return rect.width - 1 - textWidth
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
