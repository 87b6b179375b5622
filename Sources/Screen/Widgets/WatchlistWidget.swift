import Browser
import Foundation
import TMDB

/// The `W` view in the list area: "Watchlist · newest first   3/12", then the visible rows with
/// the year, the rating and the day each movie was added.
struct WatchlistWidget {
  let state: BrowserState
  let view: WatchlistView
  let theme: Theme

  func draw(header: Rect, rows: Rect, buffer: inout Buffer) {
    drawHeader(in: header, buffer: &buffer)
    if view.rows.isEmpty {
      let message =
        view.isLoading
        ? MessageWidget(title: "Loading…", body: nil, hint: nil, theme: theme)
        : MessageWidget(
          title: "Your watchlist is empty.", body: "Press w on any movie to add it.",
          hint: "Esc back", theme: theme)
      message.draw(in: rows, buffer: &buffer)
      return
    }
    let showsAdded = rows.width >= 60
    let columns = ListWidget.Columns(width: rows.width - (showsAdded ? Self.addedWidth + 2 : 0))
    let first = max(state.topRow, 0)
    let last = min(first + rows.height, view.rows.count)
    guard first < last else { return }
    let selectionStyle = state.focus == .list ? theme.selection : theme.inactiveSelection
    for index in first..<last {
      let line = Rect(x: rows.x, y: rows.y + index - first, width: rows.width, height: 1)
      let selection = index == state.selectedRow ? selectionStyle : nil
      if let selection { buffer.fill(line, style: selection) }
      let row = view.rows[index]
      var right = line.maxX - 1
      if showsAdded {
        buffer.putTrailing(
          Self.day(row.addedAt), maxX: right, y: line.y, width: Self.addedWidth,
          style: selection ?? theme.dim)
        right -= Self.addedWidth + 2
      }
      ListWidget.drawRow(
        row.movie, marked: true, columns: columns, maxX: right, in: line, selection: selection,
        theme: theme, buffer: &buffer)
    }
  }

  static let addedWidth = 10

  /// The local calendar day, as people read it on a list.
  static func day(_ date: Date) -> String {
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  private func drawHeader(in rect: Rect, buffer: inout Buffer) {
    guard !rect.isEmpty else { return }
    let right =
      view.rows.isEmpty ? "" : "\(min(state.selectedRow + 1, view.rows.count))/\(view.rows.count)"
    let rightWidth = right.isEmpty ? 0 : right.displayWidth + 2
    let room = rect.width - 2 - rightWidth
    guard room > 0 else { return }
    let used = buffer.putTruncated(
      "Watchlist", x: rect.x + 1, y: rect.y, width: room, style: theme.bold)
    buffer.putTruncated(
      " · \(view.order.title)", x: rect.x + 1 + used, y: rect.y, width: room - used,
      style: theme.dim)
    if !right.isEmpty {
      buffer.put(right, x: rect.maxX - 1 - right.displayWidth, y: rect.y, style: theme.dim)
    }
  }
}
