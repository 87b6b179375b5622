/// How far right each row of the detail pane holds anything but blanks, as drawn: past its
/// end a row is `Cell.blank` to the pane's right edge.
///
/// A `j` draws the pane again. Cleared whole and compared whole, that is ~2,000 cells of the
/// buffer blanked and ~2,000 of the last frame read by the terminal, where most of the pane is
/// blank in both frames (the rows under a short summary, the placeholder's right). Knowing how
/// far the last two frames reached (`FrameCanvas.clearDetailPane`), only what may hold
/// something is blanked, and only what either frame reached is compared.
///
/// An end is a bound, not exact: a row may end sooner than it says (a line written whole is
/// said to reach the edge). It must never end later: `FrameCanvas` checks it in debug builds.
struct DetailPaneReach: Equatable {
  /// The pane, as placed on a left-to-right screen.
  let pane: Rect
  /// Per row of the pane from its top: the column (on the screen) from which it is blank;
  /// `pane.x` for a blank row.
  private(set) var ends: [Int]
  /// The placeholder poster the pane drew in place (`DetailWidget.drawPlaceholder`): its box,
  /// whose rows hold nothing but its frame, blanks and, on `initialsRow`, the initials. Two
  /// frames in a row with one in the same box differ there only on that row.
  var placeholder: Rect? {
    get { packedPlaceholder > 0 ? Self.unpack(packedPlaceholder) : nil }
    set { packedPlaceholder = newValue.flatMap(Self.pack) ?? 0 }
  }

  /// Set by `FrameCanvas.clearDetailPane` on the reach it hands out: the box was not blanked,
  /// as it holds the placeholder of the frame before last (`placeholder` of the last two
  /// frames): the pane draws the initials' row again, or blanks the box if it draws no such
  /// placeholder there (`DetailWidget`). Setting it forgets `placeholder`, and the other way.
  var keptPlaceholder: Rect? {
    get { packedPlaceholder < 0 ? Self.unpack(-packedPlaceholder) : nil }
    set { packedPlaceholder = newValue.flatMap(Self.pack).map { -$0 } ?? 0 }
  }

  /// `placeholder` (positive) or `keptPlaceholder` (negative) packed into one word, 0 for
  /// neither: a reach is copied and moved into and out of the pane's writer, and with two
  /// optional rectangles those copies went through the runtime's generic witnesses.
  private var packedPlaceholder = 0

  /// A box whose numbers each fit 15 bits, as a positive word.
  private static func pack(_ box: Rect) -> Int? {
    let limit = 1 << 15
    guard box.x >= 0, box.y >= 0, box.width > 0, box.height > 0, box.x < limit, box.y < limit,
      box.width < limit, box.height < limit
    else { return nil }
    return box.x | box.y << 15 | box.width << 30 | box.height << 45
  }

  private static func unpack(_ word: Int) -> Rect {
    let mask = (1 << 15) - 1
    return Rect(
      x: word & mask, y: word >> 15 & mask, width: word >> 30 & mask, height: word >> 45 & mask)
  }

  /// A blank pane.
  init(pane: Rect) {
    self.pane = pane
    ends = Array(repeating: pane.x, count: max(pane.height, 0))
  }

  /// Blank again, keeping the storage.
  mutating func clear() {
    let x = pane.x
    ends.withUnsafeMutableBufferPointer { $0.update(repeating: x) }
    packedPlaceholder = 0
  }

  /// The row of a placeholder in `box` that holds its initials.
  static func initialsRow(of box: Rect) -> Int { box.y + (box.height - 1) / 2 }

  /// Rows `rows` (on the screen) may hold something up to column `end` (exclusive).
  mutating func reach(rows: Range<Int>, to end: Int) {
    let end = min(max(end, pane.x), pane.maxX)
    for y in shown(rows) {
      ends[y - pane.y] = max(ends[y - pane.y], end)
    }
  }

  /// Row `y` (on the screen) may hold something up to column `end` (exclusive).
  mutating func reach(row y: Int, to end: Int) {
    let index = y - pane.y
    guard index >= 0, index < ends.count else { return }
    ends[index] = max(ends[index], min(max(end, pane.x), pane.maxX))
  }

  /// Rows `rows` (on the screen) may hold something anywhere.
  mutating func reachWhole(rows: Range<Int>) {
    for y in shown(rows) {
      ends[y - pane.y] = pane.maxX
    }
  }

  /// The rows of `rows` inside the pane; none for rows wholly below it, which made a range
  /// whose start passed its end (a trap).
  private func shown(_ rows: Range<Int>) -> Range<Int> {
    let lower = max(rows.lowerBound, pane.y)
    return lower..<max(min(rows.upperBound, pane.maxY), lower)
  }

  /// Every row may hold something anywhere: what a pane drawn another way is said to reach.
  mutating func reachWhole() {
    reachWhole(rows: pane.y..<pane.maxY)
  }
}
