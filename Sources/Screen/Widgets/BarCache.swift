import Browser
import Synchronization
import TMDB

/// The top bar and the status bar as last drawn.
///
/// Neither changes while the selection moves (the search text, the tabs, the message and the
/// hints stay as they were), yet every frame laid both out again: the tabs' words in the
/// user's language, the hints measured and fitted. Each bar's cells are a function of what it
/// shows and of the frame's look, so the last one is kept with those as its key and copied
/// while they stay the same.
enum BarCache {
  /// The frame's look, shared by both bars.
  struct Look: Equatable, Sendable {
    var language: LanguageTag
    var direction: TextDirection
    var theme: Theme
    var width: Int
  }

  /// What the top bar shows.
  struct TopBarKey: Equatable, Sendable {
    var look: Look
    var searchText: String
    var cursorFromEnd: Int
    var focused: Bool
    var activeCategory: Category?
    var keys: KeyLabels.TopBar

    /// `self == TopBarKey(look:searchText:…keys: keys.topBar)`, without making that key.
    /// Mutating only to be reached in place in the canvas's memo (`memo.topBar?.matches`):
    /// a non-mutating call had the key copied out of the memo to lend it.
    mutating func matches(
      look: Look, searchText: String, cursorFromEnd: Int, focused: Bool,
      activeCategory: Category?, keys: KeyLabels
    ) -> Bool {
      self.cursorFromEnd == cursorFromEnd && self.focused == focused
        && self.activeCategory == activeCategory && self.look == look
        && self.searchText == searchText && self.keys == keys.topBar
    }
  }

  struct StatusBarKey: Equatable, Sendable {
    var look: Look
    var model: StatusBarModel
  }

  private struct Memo<Key: Equatable & Sendable>: Sendable {
    var key: Key?
    var row: DrawnRow?
    /// The top bar's cursor, from the bar's own row.
    var cursor: Point?
  }

  /// A status bar as drawn, with what it showed.
  private struct StatusEntry: Sendable {
    var key: StatusBarKey
    var row: DrawnRow
  }

  /// How many status bars are kept. The bar comes back to a few states over and over: a `j`
  /// shows the spinner while the film's details are on their way and the next frame hides it,
  /// and a spinner turns through its ten frames. Keeping only the last one laid the bar out
  /// again (its words measured and fitted, its row drawn) at nearly every press.
  static let statusCapacity = 12

  /// The status bars kept, with each one's spinner apart (looked through first: a few bytes
  /// each, so that only a bar with the spinner asked for has its key compared), and which to
  /// replace next once there are `statusCapacity` (in turn: none is moved).
  private struct StatusBars: Sendable {
    var entries: [StatusEntry] = []
    var spinners: [String?] = []
    var next = 0
  }

  private static let topBar = Mutex(Memo<TopBarKey>())
  private static let statusBar = Mutex(StatusBars())

  /// Draws the top bar into `rect` (a whole row of `buffer`, still blank), from the last one
  /// drawn when nothing it shows has changed; returns where the cursor goes.
  static func drawTopBar(
    _ widget: TopBarWidget, key: TopBarKey, in rect: Rect, buffer: inout Buffer
  ) -> Point? {
    guard rect.x == 0, rect.width == buffer.width, rect.height == 1 else {
      return widget.draw(in: rect, buffer: &buffer)
    }
    let remembered = topBar.withLock { memo in
      memo.key == key ? memo.row.map { ($0, memo.cursor) } : nil
    }
    if let (row, cursor) = remembered {
      row.copy(into: &buffer, at: rect)
      return cursor.map { Point(x: $0.x, y: rect.y + $0.y) }
    }
    var cursor: Point?
    let row = DrawnRow(width: rect.width, direction: buffer.direction) { row, local in
      cursor = widget.draw(in: local, buffer: &row)
    }
    topBar.withLock { memo in
      memo = Memo(key: key, row: row, cursor: cursor)
    }
    row.copy(into: &buffer, at: rect)
    return cursor.map { Point(x: $0.x, y: rect.y + $0.y) }
  }

  /// Draws the status bar into `rect` (a whole row of `buffer`, still blank), from one drawn
  /// lately with the same model and look when there is one.
  static func drawStatusBar(
    _ widget: StatusBarWidget, look: Look, in rect: Rect, buffer: inout Buffer
  ) {
    // The last row, below the top bar: nothing has drawn there yet.
    guard rect.x == 0, rect.y > 0, rect.width == buffer.width, rect.height == 1 else {
      widget.draw(in: rect, buffer: &buffer)
      return
    }
    let key = StatusBarKey(look: look, model: widget.model)
    let spinner = key.model.spinner
    let found = statusBar.withLock { bars -> DrawnRow? in
      for index in bars.spinners.indices
      where bars.spinners[index] == spinner && bars.entries[index].key == key {
        return bars.entries[index].row
      }
      return nil
    }
    if let found {
      found.copy(into: &buffer, at: rect)
      return
    }
    let row = DrawnRow(width: rect.width, direction: buffer.direction) { row, local in
      widget.draw(in: local, buffer: &row)
    }
    statusBar.withLock { bars in
      let entry = StatusEntry(key: key, row: row)
      if bars.entries.count < statusCapacity {
        bars.entries.append(entry)
        bars.spinners.append(spinner)
      } else {
        bars.entries[bars.next] = entry
        bars.spinners[bars.next] = spinner
        bars.next = (bars.next + 1) % statusCapacity
      }
    }
    row.copy(into: &buffer, at: rect)
  }

  /// Forgets both bars (tests start from nothing with it).
  static func removeAll() {
    topBar.withLock { $0 = Memo() }
    statusBar.withLock { $0 = StatusBars() }
  }
}
