import Browser
import Foundation
import TMDB

/// The watchlist screen's list: "Watchlist · newest first   3/12", then the visible rows with
/// the year, the rating and the day each movie was added. Only the screen's window of rows is
/// held; a line whose row has not arrived yet stays blank.
struct WatchlistWidget {
  let screen: WatchlistScreen
  let focused: Bool
  let words: Words
  let timeZone: TimeZone
  let theme: Theme

  private var view: WatchlistScreen { screen }
  private var keys: KeyLabels { words.keys }

  func draw(header: Rect, rows: Rect, buffer: inout Buffer) {
    drawHeader(in: header, buffer: &buffer)
    if view.count == 0 {
      emptyMessage.draw(in: rows, buffer: &buffer)
      return
    }
    let showsAdded = rows.width >= 60
    let columns = ListWidget.Columns(width: rows.width - (showsAdded ? Self.addedWidth + 2 : 0))
    let first = max(view.topRow, 0)
    let last = min(first + rows.height, view.count)
    guard first < last else { return }
    let selectionStyle = focused ? theme.selection : theme.inactiveSelection
    for index in first..<last {
      let line = Rect(x: rows.x, y: rows.y + index - first, width: rows.width, height: 1)
      let selection = index == view.selectedRow ? selectionStyle : nil
      if let selection { buffer.fill(line, style: selection) }
      // Rows outside the window held are on their way: the line stays blank until they come.
      guard let row = view.row(at: index) else { continue }
      var right = line.maxX - 1
      if showsAdded {
        // An unknown date is "—", as an unknown year or rating is on a list row.
        buffer.putTrailing(
          row.addedAt.map { words.format.digits(Self.day($0, in: timeZone)) } ?? "—",
          maxX: right, y: line.y,
          width: Self.addedWidth,
          style: selection ?? theme.dim)
        right -= Self.addedWidth + 2
      }
      ListWidget.drawRow(
        row.movie, marked: true, columns: columns, maxX: right, in: line, selection: selection,
        words: words, theme: theme, buffer: &buffer)
    }
  }

  static let addedWidth = 10

  /// What stands in place of rows: loading, the reason they could not be read, or empty.
  private var emptyMessage: MessageWidget {
    if view.isLoading {
      return MessageWidget(title: words(.loading), body: nil, hint: nil, theme: theme)
    }
    let back = words.hint([(.cancel, .hintBack)])
    if let failure = view.failure {
      return MessageWidget(
        title: words(.watchlistCouldNotBeRead), body: words.failure(failure),
        hint: words.hint([(.refresh, .hintRetry), (.cancel, .hintBack)]), theme: theme,
        titleStyle: theme.error)
    }
    let add = keys[.toggleWatchlist].map { words(.watchlistEmptyHint(addKey: $0)) }
    return MessageWidget(title: words(.watchlistEmpty), body: add, hint: back, theme: theme)
  }

  /// The calendar day in the user's time zone, as people read it on a list.
  static func day(_ date: Date, in timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  private func drawHeader(in rect: Rect, buffer: inout Buffer) {
    guard !rect.isEmpty else { return }
    let right =
      view.count == 0
      ? "" : words.position(min(view.selectedRow + 1, view.count), of: view.count)
    let rightWidth = right.isEmpty ? 0 : right.displayWidth + 2
    let room = rect.width - 2 - rightWidth
    guard room > 0 else { return }
    let used = buffer.putTruncated(
      words(.watchlistTitle), x: rect.x + 1, y: rect.y, width: room, style: theme.bold)
    buffer.putTruncated(
      " · " + words(Message.title(of: view.order)), x: rect.x + 1 + used, y: rect.y,
      width: room - used,
      style: theme.dim)
    if !right.isEmpty {
      buffer.put(right, x: rect.maxX - 1 - right.displayWidth, y: rect.y, style: theme.dim)
    }
  }
}
