import Browser

/// Everything about a frame that every region's cells depend on: when any of it differs from
/// the last frame's, nothing drawn then can be kept.
struct FrameLook: Equatable {
  var size: Size
  var language: LanguageTag
  var direction: TextDirection
  var theme: Theme
  var keys: KeyLabels
  /// A narrow screen shows the detail pane in the list's place: another layout.
  var showsDetailAlone: Bool
}

/// What each region of the last frame was drawn from, for a frame of the list and detail panes
/// (the results and the watchlist screens without an overlay), the screen a key press redraws
/// most: a region whose inputs are the same as then is left as it is.
///
/// The keys are those of the render caches (`BarCache`, `ListHeaderCache`, `ListRowCache`):
/// values a region's cells are a function of, so equal keys mean equal cells.
struct RegionMemo {
  var look: FrameLook?
  var topBar: BarCache.TopBarKey?
  /// Where the top bar put the cursor (in the search field while it has focus).
  var topBarCursor: Point?
  var statusBar: BarCache.StatusBarKey?
  var separator: Style?
  /// The list's title row and rows; nil when the list pane was drawn another way (a message,
  /// a narrowed or sorted list, the watchlist), which is then drawn whole again.
  var list: ListPaneMemo?
}

/// The list pane as last drawn row by row.
struct ListPaneMemo {
  /// The title row's key, or nil when it was drawn without one.
  var header: ListHeaderCache.Key?
  /// The list's row shown at the top.
  var first = 0
  /// Each row on screen, top to bottom.
  var rows: [RowMemo]

  struct RowMemo {
    enum Kind {
      /// A movie's row, as `key` says.
      case movie
      /// Nothing: past the end of the list.
      case blank
      /// Anything else (a page still loading or failed): drawn again each frame.
      case other
    }
    var kind: Kind
    /// The movie row's key, as `ListRowCache` keys it.
    var key: ListRowCache.Key?

    static let blank = RowMemo(kind: .blank)
    static let other = RowMemo(kind: .other)
  }
}

/// Where a frame is drawn: a blank buffer (a whole frame), or the last frame's cells with what
/// each region was drawn from, so that regions whose inputs did not change are left alone.
struct FrameCanvas {
  var buffer: Buffer
  var memo: RegionMemo
  /// True when `buffer` holds the last frame (of the same look) rather than blank cells: a
  /// region drawn again is blanked first, as a fresh buffer would have it.
  let incremental: Bool
  /// The rectangles drawn this frame, as placed on the screen (mirrored on a right-to-left
  /// one): outside them the frame is the last one, cell for cell.
  private(set) var damage: [Rect] = []

  init(buffer: Buffer, memo: RegionMemo, incremental: Bool) {
    self.buffer = buffer
    self.memo = memo
    self.incremental = incremental
    if !incremental { damage = [buffer.area] }
  }

  /// Makes `rect` ready to draw into: blank, as in a fresh buffer, and counted as changed.
  mutating func clear(_ rect: Rect) {
    guard incremental else { return }
    buffer.fill(rect)
    let placed = buffer.placed(rect).intersection(buffer.area)
    if !placed.isEmpty { damage.append(placed) }
  }

  /// Moves the rows of `rect` up by `delta` rows (down when negative), as a list scrolling by
  /// that much shows them; the rows left behind keep what they held, to be drawn again.
  mutating func scroll(_ rect: Rect, by delta: Int) {
    guard incremental, delta != 0, abs(delta) < rect.height else { return }
    let placed = buffer.placed(rect).intersection(buffer.area)
    guard !placed.isEmpty else { return }
    let rows = delta > 0 ? Array(0..<placed.height - delta) : (-delta..<placed.height).reversed()
    for row in rows {
      buffer.copyRow(placed.y + row + delta, to: placed.y + row, columns: placed.x..<placed.maxX)
    }
    damage.append(placed)
  }

  /// Draws the region `rect` with `draw` unless the memo holds `key` for it already; `draw`
  /// may keep what else the region gives (the top bar's cursor) in the memo.
  mutating func region<Key: Equatable>(
    _ slot: WritableKeyPath<RegionMemo, Key?>, key: Key, in rect: Rect,
    _ draw: (inout Buffer, inout RegionMemo) -> Void
  ) {
    if incremental, memo[keyPath: slot] == key { return }
    clear(rect)
    draw(&buffer, &memo)
    memo[keyPath: slot] = key
  }
}
