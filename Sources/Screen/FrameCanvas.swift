import Browser

/// Where a frame is drawn: a blank buffer (a whole frame), or the last frame's cells with what
/// each region was drawn from, so that regions whose inputs did not change are left alone.
///
/// The buffer kept may be the one before the last frame (see `FrameRenderer`): then `stale`
/// says where it still differs from the last frame, and those cells are copied from `last`
/// only where this frame does not draw anew (most of what a `j` redraws, it redrew the press
/// before too: the detail pane, the title, the status bar).
struct FrameCanvas {
  var buffer: Buffer
  var memo: RegionMemo
  /// True when `buffer` holds the last frame (of the same look) rather than blank cells: a
  /// region drawn again is blanked first, as a fresh buffer would have it.
  private(set) var incremental: Bool
  /// The rectangles drawn this frame, as placed on the screen (mirrored on a right-to-left
  /// one): outside them the frame is the last one, cell for cell.
  private(set) var damage: [Rect] = []
  /// The last frame, when `buffer` is older than it.
  private var last: Buffer?
  /// Where `buffer` still differs from `last`, as placed on the screen.
  private var stale: [Rect]
  /// How far the detail pane's rows reach (`DetailPaneReach`) in this frame, in the last one
  /// and in the one before it (whose cells the buffer kept may still hold): nil where not
  /// known (a frame of another kind, a pane drawn over, a right-to-left screen).
  private var frameReach: DetailPaneReach?
  private var shownReach: DetailPaneReach?
  private var olderReach: DetailPaneReach?
  /// The frame's detail pane, when `clearDetailPane` blanked only what the last two frames
  /// reached there: `detailPaneDrawn` then counts as changed only what this frame or the last
  /// reached.
  private var narrowedPane: Rect?

  init(buffer: Buffer, memo: RegionMemo, incremental: Bool, last: Buffer? = nil, stale: [Rect] = [])
  {
    self.buffer = buffer
    self.memo = memo
    self.incremental = incremental
    self.last = incremental ? last : nil
    self.stale = incremental && last != nil ? stale : []
    if !incremental { damage = [buffer.area] }
  }

  /// Starts the next frame on this canvas, which `FrameRenderer` keeps from frame to frame:
  /// the memo stays where it is, where building a canvas around it moved it in and out (a
  /// few kilobytes copied three times a swap, twice a frame). A frame drawn from nothing
  /// starts from an empty memo, as a new canvas did.
  mutating func begin(buffer: Buffer, incremental: Bool, last: Buffer?, stale: [Rect]) {
    self.buffer = buffer
    self.incremental = incremental
    // Stored by branch and matched: `incremental ? last : nil` and `last != nil` each copied
    // the optional buffer into a temporary and destroyed it.
    var keepsLast = false
    if incremental, case .some = last { keepsLast = true }
    if incremental { self.last = last } else { self.last = nil }
    self.stale = keepsLast ? stale : []
    damage = incremental ? [] : [buffer.area]
    // A `j`'s dozen rectangles (the title, two rows, the detail pane's runs of rows, the status
    // bar) in one allocation, not grown four times.
    if incremental { damage.reserveCapacity(16) }
    if !incremental { memo = RegionMemo() }
    // Until the pane is drawn again, an incremental frame's pane is the last frame's; a frame
    // from nothing knows nothing of the frames before it (the next frame's buffer is one).
    if incremental {
      frameReach = shownReach
    } else {
      frameReach = nil
      shownReach = nil
    }
    narrowedPane = nil
  }

  /// The frame's pane is not the detail pane as `detailPaneDrawn` was told (something was
  /// drawn over it, or the frame is of another kind).
  mutating func forgetDetailReach() {
    frameReach = nil
  }

  /// Ends the frame (see `finish`) and hands its buffer out: the canvas keeps no reference to
  /// it or to the last frame, so that the renderer's buffers are written in place next time.
  mutating func end() -> Buffer {
    finish()
    last = nil
    stale = []
    // Moved, not copied: `begin` copies the shown reach back into the frame's.
    olderReach = shownReach.take()
    shownReach = frameReach.take()
    var frame = Buffer(width: 0, height: 0)
    swap(&frame, &buffer)
    return frame
  }

  /// Makes `rect` ready to draw into: blank, as in a fresh buffer, and counted as changed.
  mutating func clear(_ rect: Rect) {
    guard incremental else { return }
    let placed = buffer.placed(rect).intersection(buffer.area)
    guard !placed.isEmpty else { return }
    settleStale(placed)
    buffer.fill(rect)
    damage.append(placed)
  }

  /// `clear(pane)` for the detail pane, blanking only what the last two frames' panes reached
  /// when both are known (the buffer's cells there are one or the other's, cell for cell).
  /// Returns a blank `DetailPaneReach` for the pane to fill in as it draws, when it can be
  /// kept (a left-to-right screen); `detailPaneDrawn` must follow the drawing.
  mutating func clearDetailPane(_ pane: Rect) -> DetailPaneReach? {
    guard buffer.direction == .leftToRight, !pane.isEmpty,
      buffer.area.intersection(pane) == pane
    else {
      clear(pane)
      frameReach = nil
      return nil
    }
    guard incremental, let shown = shownReach, shown.pane == pane, olderReach?.pane == pane
    else {
      clear(pane)
      return blankReach(pane)
    }
    stale.removeAll { pane.contains($0) }
    bringUpToDate(pane)
    // A placeholder poster in the same box in the last two frames: the buffer's cells there
    // are the frame before last's placeholder, left for the pane to draw over
    // (`DetailPaneReach.keptPlaceholder`).
    var kept: Rect?
    // Scoped: the older reach's storage is let go of before `blankReach` takes it.
    if let older = olderReach {
      if let box = shown.placeholder, box == older.placeholder, pane.contains(box) {
        kept = box
        blank(rows: pane, before: shown.ends, and: older.ends, keeping: box)
      } else {
        buffer.blank(rows: pane.y, from: pane.x, before: shown.ends, and: older.ends)
      }
    }
    narrowedPane = pane
    var reach = blankReach(pane)
    reach.keptPlaceholder = kept
    return reach
  }

  /// `Buffer.blank(rows:from:before:and:)` of `pane`'s rows but for the cells of `box`.
  private mutating func blank(
    rows pane: Rect, before ends: [Int], and otherEnds: [Int], keeping box: Rect
  ) {
    precondition(ends.count == otherEnds.count && ends.count <= pane.height)
    let (width, blank, x) = (buffer.width, Cell.blank, pane.x)
    // Through pointers, without checks of overflow or bounds at each row: the pane is inside
    // the buffer (`clearDetailPane` checked), an end inside the pane (`DetailPaneReach`).
    precondition(x >= 0 && pane.maxX <= width)
    let (top, bottom) = (box.y &- pane.y, box.maxY &- pane.y)
    let (left, right) = (max(box.x, x), max(box.maxX, x))
    buffer.withUnsafeMutableCells { cells in
      ends.withUnsafeBufferPointer { ends in
        otherEnds.withUnsafeBufferPointer { otherEnds in
          var start = cells.baseAddress! + pane.y &* width
          for index in 0..<ends.count {
            defer { start += width }
            let end = min(max(ends[index], otherEnds[index]), pane.maxX)
            guard end > x else { continue }
            // As `fill`: a wide grapheme cut by the left edge keeps no orphaned half.
            if x > 0, start[x].code == Cell.continuationCode {
              start[x &- 1].code = Cell.spaceCode
            }
            if index >= top, index < bottom {
              // The box's cells stay; no wide grapheme reaches into or out of its frame.
              Buffer.repeatCell(blank, at: start + x, count: min(left, end) &- x)
              Buffer.repeatCell(blank, at: start + right, count: end &- right)
            } else {
              Buffer.repeatCell(blank, at: start + x, count: end &- x)
            }
          }
        }
      }
    }
  }

  /// A blank reach of `pane`, in the storage of the frame before last's (no longer needed once
  /// the pane is cleared; `end` replaces it) when it is not shared.
  private mutating func blankReach(_ pane: Rect) -> DetailPaneReach {
    guard var reach = olderReach.take(), reach.pane == pane else {
      return DetailPaneReach(pane: pane)
    }
    reach.clear()
    return reach
  }

  /// The detail pane was drawn after `clearDetailPane`, reaching as far as `reach` says (nil:
  /// not known). After a narrowed clear, what this frame or the last one reached is counted as
  /// changed, a rectangle for each run of rows that reach as far: the rest is blank in both.
  ///
  /// The reach is taken, not copied: it becomes the frame's (a copy was a retain of its rows'
  /// ends, and the caller's destroyed through the runtime's witness at every `j`).
  mutating func detailPaneDrawn(_ pane: Rect, reach: consuming DetailPaneReach?) {
    countDetailPaneChanges(pane, reach: reach)
    frameReach = consume reach
    narrowedPane = nil
  }

  /// `detailPaneDrawn`'s damage: what this frame's or the last one's pane reached.
  private mutating func countDetailPaneChanges(_ pane: Rect, reach: DetailPaneReach?) {
    #if DEBUG
      if let reach { checkBlank(beyond: reach) }
    #endif
    guard narrowedPane == pane, let reach, let shown = shownReach else {
      if narrowedPane != nil { damage.append(pane) }
      return
    }
    // A placeholder in the same box in both frames: its rows are the same cells but for the
    // initials' row (`DetailPaneReach.placeholder`), counted as not reaching at all.
    var sameBox = 0..<0
    var initials = -1
    if let box = reach.placeholder, box == shown.placeholder {
      sameBox = (box.y - pane.y)..<(box.maxY - pane.y)
      initials = DetailPaneReach.initialsRow(of: box) - pane.y
    }
    reach.ends.withUnsafeBufferPointer { now in
      shown.ends.withUnsafeBufferPointer { before in
        let rows = min(now.count, before.count, pane.height)
        func reachOf(_ row: Int) -> Int {
          sameBox.contains(row) && row != initials ? pane.x : max(now[row], before[row])
        }
        var row = 0
        while row < rows {
          var end = reachOf(row)
          var next = row + 1
          // Rows whose ends are a few cells apart go in one rectangle that reaches the
          // furthest: a few more cells compared, fewer rectangles to look through (the
          // terminal, and the next frame's clears).
          if end > pane.x {
            while next < rows {
              let nextEnd = reachOf(next)
              guard nextEnd > pane.x, abs(nextEnd - end) <= Self.mergedColumns else { break }
              end = max(end, nextEnd)
              next += 1
            }
            damage.append(
              Rect(x: pane.x, y: pane.y + row, width: end - pane.x, height: next - row))
          } else {
            while next < rows, reachOf(next) <= pane.x { next += 1 }
          }
          row = next
        }
      }
    }
  }

  /// How far apart (in columns) the ends of rows counted in one rectangle may be.
  private static let mergedColumns = 16

  #if DEBUG
    /// Every cell past a row's end is blank: the reach is a true bound (tests run this).
    private func checkBlank(beyond reach: DetailPaneReach) {
      for (index, end) in reach.ends.enumerated() {
        for x in end..<reach.pane.maxX {
          precondition(
            buffer[x, reach.pane.y + index] == Cell.blank,
            "detail pane cell (\(x), \(reach.pane.y + index)) past its row's reach \(end)")
        }
      }
    }
  #endif

  /// Before `placed` is drawn over: what it covers whole needs no copying first (dropped from
  /// `stale`), what it covers in part is copied from the last frame (and dropped), the rest
  /// is left for later. One pass over the rectangles, where `removeAll(where:)` and then
  /// `bringUpToDate` walked them twice, calling a closure for each (a `j` clears a few regions
  /// over a dozen stale rectangles).
  private mutating func settleStale(_ placed: Rect) {
    guard !stale.isEmpty else { return }
    guard let last else {
      stale.removeAll { placed.contains($0) }
      return
    }
    var kept = 0
    for index in 0..<stale.count {
      let rect = stale[index]
      if placed.contains(rect) { continue }
      // Whether they overlap, asked without making the intersection.
      if max(placed.x, rect.x) >= min(placed.maxX, rect.maxX)
        || max(placed.y, rect.y) >= min(placed.maxY, rect.maxY)
      {
        stale[kept] = rect
        kept += 1
      } else {
        buffer.copy(rect, from: last)
      }
    }
    stale.removeLast(stale.count - kept)
  }

  /// Copies from the last frame what the buffer still lacks of it in `placed` (or everywhere).
  private mutating func bringUpToDate(_ placed: Rect? = nil) {
    guard let last, !stale.isEmpty else { return }
    var index = stale.count - 1
    while index >= 0 {
      let rect = stale[index]
      // Whether they overlap, asked without making the intersection (a `j` leaves a dozen
      // rectangles of the detail pane here, and every region cleared asks of each).
      if let placed,
        max(placed.x, rect.x) >= min(placed.maxX, rect.maxX)
          || max(placed.y, rect.y) >= min(placed.maxY, rect.maxY)
      {
        // Apart: left for later.
      } else {
        buffer.copy(rect, from: last)
        stale.remove(at: index)
      }
      index -= 1
    }
  }

  /// Ends the frame: the cells no region drew are the last frame's.
  mutating func finish() {
    bringUpToDate()
  }

  /// Moves the rows of `rect` up by `delta` rows (down when negative), as a list scrolling by
  /// that much shows them; the rows left behind keep what they held, to be drawn again.
  mutating func scroll(_ rect: Rect, by delta: Int) {
    guard incremental, delta != 0, abs(delta) < rect.height else { return }
    let placed = buffer.placed(rect).intersection(buffer.area)
    guard !placed.isEmpty else { return }
    bringUpToDate(placed)
    // Top down when moving up, bottom up when moving down: no row is read after it is written.
    let rows =
      delta > 0
      ? stride(from: 0, to: placed.height - delta, by: 1)
      : stride(from: placed.height - 1, to: -delta - 1, by: -1)
    for row in rows {
      buffer.copyRow(placed.y + row + delta, to: placed.y + row, columns: placed.x..<placed.maxX)
    }
    damage.append(placed)
  }

  /// Draws the region `rect` with `draw` unless it is `unchanged` (the memo holds the inputs
  /// it is drawn from, and they are this frame's); `draw` keeps the new inputs in the memo,
  /// and what else the region gives (the top bar's cursor).
  mutating func region(
    unchanged: Bool, in rect: Rect, _ draw: (inout Buffer, inout RegionMemo) -> Void
  ) {
    if incremental, unchanged { return }
    clear(rect)
    draw(&buffer, &memo)
  }
}
