/// Moving through the list and the detail pane.
extension BrowserState {
  mutating func moveSelection(to row: Int) -> [Effect] {
    guard rowCount > 0 else { return [] }
    let before = selectedMovie?.id
    selectedRow = min(max(row, 0), rowCount - 1)
    scrollToSelection()
    // The user scrolled: pages that failed get another try, superseding the message about them.
    if !failedPages.isEmpty {
      failedPages.removeAll()
      status = nil
    }
    var effects: [Effect] = []
    if selectedMovie?.id != before || selectedMovie == nil { effects += followSelection() }
    return effects + ensureVisiblePages()
  }

  /// Moves the view and the selection together, as PgDn does in a pager.
  mutating func page(by rows: Int) -> [Effect] {
    topRow = min(max(topRow + rows, 0), max(rowCount - viewportRows, 0))
    return moveSelection(to: selectedRow + rows)
  }

  /// Keeps the selection inside the viewport and the viewport inside the list.
  mutating func scrollToSelection() {
    let rows = max(viewportRows, 1)
    if selectedRow < topRow {
      topRow = selectedRow
    } else if selectedRow >= topRow + rows {
      topRow = selectedRow - rows + 1
    }
    topRow = min(max(topRow, 0), max(rowCount - rows, 0))
  }

  mutating func scrollDetail(by lines: Int) {
    detailScroll = max(detailScroll + lines, 0)
  }
}
