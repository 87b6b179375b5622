import CNcurses
import Glibc
import Screen

/// The bytes that take the terminal from one frame to the next, written straight from the
/// difference of two buffers: no second copy of the screen to compare, no cost tables, no
/// per-character checks but for the rare scalar outside `Buffer.isLoneSingleColumn`.
///
/// Pure: it appends to a byte array and remembers what the terminal was left with (the cursor's
/// place when known, the rendition, whether the cursor shows), so tests read exactly what
/// would be written. The terminal must be one `TerminalCapabilities.directOutputProblem`
/// accepts: ANSI cursor addressing, no padding, a bottom-right cell that cannot scroll.
struct FrameWriter {
  var renditions: RenditionTable
  let capabilities: TerminalCapabilities
  let movesRight: Bool
  /// `ESC [ K` blanks the rest of a row in the terminal's own colours (not with white on black
  /// standing in for them, when the terminal cannot keep its defaults in a pair).
  let clearsToEndOfLine: Bool
  /// The C library's column count of a scalar (wcwidth), as ncurses would count it.
  let columnsOf: (UInt32) -> Int32
  /// The terminal's cursor, -1 when not known (after a scalar the terminal may count
  /// differently from us, at the right margin, after someone else wrote).
  var row = -1
  var column = -1
  /// The packed style whose rendition the terminal has, or `RenditionTable.resetKey`.
  var style = RenditionTable.resetKey
  /// Whether the terminal's cursor shows (Reel hides it but in text fields).
  private(set) var cursorVisible: Bool
  /// The runs of cells written by the last frame, for what lives over cells (pictures, links).
  var runs = WrittenRuns()
  /// The cells of one blank in the terminal's own colours, and that style: kept here because
  /// the statics of another module are reached through a once-check at every use.
  let blank = Cell.blank
  let plain = Style.plain
  /// The memory a frame's cells are written into before they join the frame's bytes.
  var scratch = FrameBytes.Storage(capacity: 16 * 1024)
  /// Whether a cell is one 8-byte word with its code in the low half and its packed style in
  /// the high half, as `continueRun` reads it (true for the `Cell` of today; checked once).
  let cellsAreWords: Bool
  /// `blank` as such a word.
  let blankBits: UInt64
  /// Whether the shortcuts that must write what the plain way writes are taken: a run started
  /// by its printable ASCII first cell in `continueRun`, its printable ASCII cells in a loop of
  /// their own, short unchanged gaps bridged, the blanks at a row's end looked for
  /// back to its first change only, renditions kept (`SequenceCache`). Off only in tests, which
  /// compare the two ways' bytes.
  let takesShortcuts: Bool
  let asciiStartsRun: Bool
  /// Whether a run goes on over one to three unchanged cells to the change after them (see
  /// `continueRun`): the shortcut of the same name.
  let bridgesGaps: Bool
  /// The column before which a run of the row being written may bridge an unchanged gap (see
  /// `continueRun`); 0 for none. A property, not a parameter: `continueRun` keeps the name
  /// by which the release link's layout (Tools/layout/hot-functions.txt) places it.
  var bridgeEnd = 0
  /// Storage for `columnsToCompare`, kept from frame to frame.
  var spans: [Int] = []

  /// The runs of cells written by the last frame.
  var written: [WrittenRun] { runs.all }

  init(
    capabilities: TerminalCapabilities, colorCount: Int, hasDefaultColors: Bool,
    cursorVisible: Bool = false,
    columnsOf: @escaping (UInt32) -> Int32 = { reel_wcwidth(wchar_t(bitPattern: $0)) },
    takesShortcuts: Bool = true
  ) {
    self.capabilities = capabilities
    renditions = RenditionTable(
      capabilities: capabilities, colorCount: colorCount, hasDefaultColors: hasDefaultColors,
      keepsSequences: takesShortcuts)
    movesRight = capabilities.cursorRight == TerminalCapabilities.ansiCursorRight
    clearsToEndOfLine =
      capabilities.clearToEndOfLine == TerminalCapabilities.ansiClearToEndOfLine
      && (colorCount == 0 || hasDefaultColors)
    self.cursorVisible = cursorVisible
    self.columnsOf = columnsOf
    (cellsAreWords, blankBits) = Self.cellWords()
    self.takesShortcuts = takesShortcuts
    asciiStartsRun = takesShortcuts && cellsAreWords
    bridgesGaps = takesShortcuts && cellsAreWords
  }

  /// Whether cells are the 8-byte words `continueRun` reads, and the word of a blank.
  static func cellWords() -> (Bool, UInt64) {
    guard MemoryLayout<Cell>.size == 8, MemoryLayout<Cell>.stride == 8 else { return (false, 0) }
    func word(_ cell: Cell) -> UInt64 { unsafeBitCast(cell, to: UInt64.self) }
    let style = Style(fg: .indexed(200), bg: .blue, attributes: [.bold, .italic])
    let known =
      word(Cell(scalar: "é", style: style)) == UInt64(style.packedValue) << 32 | 0xE9
      && word(Cell.continuation(style: style)) & 0xFFFF_FFFF == UInt64(continuationCode)
      && word(Cell.blank) == 0x20 | UInt64(Style.plain.packedValue) << 32
    return (known, word(Cell.blank))
  }

  /// Someone else wrote (ncurses resumed the screen, a write failed half way): where the cursor
  /// is and which rendition is on are no longer known.
  mutating func forgetTerminalState() {
    row = -1
    column = -1
    style = Self.unknownStyle
  }

  static let unknownStyle = RenditionTable.unknownKey

  /// Whether the last frame wrote any cell inside `rect`.
  func wrote(into rect: Rect) -> Bool { runs.reach(into: rect) }

  /// Appends the cells of `buffer` that differ from `previous`, or, when there is none (or it
  /// has another size), the rendition reset, a clear and every cell that is not blank. When
  /// `damage` is given, the two buffers are the same outside it and only the cells inside are
  /// compared (the bytes are the same as comparing all: a `j` changes a third of the screen,
  /// and the rest of the two buffers is not even read). Rows in
  /// `rewriting` are written whole, blanks too (a painted picture leaves them). Only the top
  /// left `screen` of the buffer is written. A row whose changes end in blanks to its end is
  /// cleared from there (`ESC [ K`), unless that would reach one of `pictures`, which live
  /// over blank cells. Returns whether the frame was whole.
  @discardableResult
  mutating func writeCells(
    of buffer: Buffer, since previous: Buffer?, comparingOnly damage: [Rect]? = nil,
    screen: Size, rewriting: [Int] = [], keeping pictures: [Rect] = [], into out: inout [UInt8]
  ) -> Bool {
    // The cells' bytes are made in the writer's own memory and handed over in one append.
    var sink = FrameBytes(reusing: scratch)
    let whole = writeCells(
      of: buffer, since: previous, damage: damage, screen: screen, rewriting: rewriting,
      keeping: pictures, into: &sink)
    out.append(contentsOf: sink.bytes)
    scratch = sink.storage
    return whole
  }

  mutating func writeCells(
    of buffer: Buffer, since previous: Buffer?, damage: [Rect]?, screen: Size,
    rewriting: [Int], keeping pictures: [Rect], into out: inout FrameBytes
  ) -> Bool {
    runs.removeAll()
    let columns = min(buffer.width, max(screen.width, 0))
    let rows = min(buffer.height, max(screen.height, 0))
    let width = buffer.width
    guard let previous, previous.width == buffer.width, previous.height == buffer.height else {
      out.append(contentsOf: capabilities.resetRendition ?? [])
      out.append(contentsOf: capabilities.clearScreen ?? [])
      style = RenditionTable.resetKey
      (row, column) = (0, 0)
      buffer.cells.withUnsafeBufferPointer { now in
        for y in 0..<rows {
          let line = UnsafeBufferPointer(rebasing: now[y * width..<(y + 1) * width])
          var x = 0
          while x < columns {
            let cell = line[x]
            x += 1
            if cell.isContinuation || cell == blank { continue }
            let spansTwoColumns = x < width && line[x].isContinuation
            write(cell, x: x - 1, y: y, spansTwoColumns, columns, screen.width, line, &out)
            x = continueRun(line, before: nil, from: x, limit: columns, y: y, screen.width, &out)
          }
        }
      }
      return true
    }
    // Per row, the columns compared: first and end, two to a row. Taken out of `self` while
    // the cells are written: a plain local is read without a check that `self` is not being
    // changed (and a closure around the loop would keep it from being inlined).
    var spans = self.spans
    self.spans = []
    defer { self.spans = spans }
    RowComparison.columnsToCompare(damage, rows: rows, columns: columns, into: &spans)
    buffer.cells.withUnsafeBufferPointer { now in
      previous.cells.withUnsafeBufferPointer { before in
        guard let nowBase = now.baseAddress, let beforeBase = before.baseAddress else { return }
        // Asked once, not at each of the rows (most are passed over: a `j` changes a dozen).
        let rewritesRows = !rewriting.isEmpty
        let sameCells = nowBase == beforeBase
        for y in 0..<rows {
          let start = y &* width
          let whole = rewritesRows && rewriting.contains(y)
          var x = 0
          // Past `end` (and before the first compared column) the cells are the same.
          let end = spans[y &* 2 &+ 1]
          if !whole {
            if sameCells { continue }
            x = spans[y &* 2]
            if x >= end { continue }
            // The row's comparison finds its first change too: the cells before it are read
            // once (the previous frame's are the ones not in the caches).
            x = RowComparison.firstDifference(nowBase + start, beforeBase + start, from: x, to: end)
            if x >= end { continue }
          }
          let line = UnsafeBufferPointer(rebasing: now[start..<start + width])
          let clearFrom = firstColumnToClear(line, y: y, columns: columns, from: x, pictures)
          // A run goes on over a short unchanged gap only where the row's comparison would
          // find the change after it (not on a row written whole, whose loop writes every cell).
          bridgeEnd = bridgesGaps && !whole ? end : 0
          cells: while x < columns {
            if !whole {
              // Unchanged cells are passed over as 8-byte words: a cell is plain data.
              x = RowComparison.firstDifference(
                nowBase + start, beforeBase + start, from: x, to: end)
              if x >= end { break }
            }
            let cell = line[x]
            if cell.isContinuation {
              x += 1
              continue
            }
            if x >= clearFrom {
              place(x: x, y: y, style: plain, cells: line, into: &out)
              // ESC [ K, the only erase `clearsToEndOfLine` allows, as bytes: the shared
              // array is a global behind a `swift_once` call at every use.
              out.append(0x1B)
              out.append(UInt8(ascii: "["))
              out.append(UInt8(ascii: "K"))
              record(x: x, y: y, width: screen.width - x)
              break cells
            }
            let spansTwoColumns = x + 1 < width && line[x + 1].isContinuation
            let limit = min(columns, clearFrom)
            // A printable ASCII cell (most first cells of a run) is placed and left to the run's
            // loop with the cells after it; the loop writes it as `write` would.
            if asciiStartsRun, !spansTwoColumns,
              UInt32(
                truncatingIfNeeded: UnsafeRawPointer(line.baseAddress! + x).load(as: UInt64.self))
                &- 0x20 < 0x5F
            {
              place(x: x, y: y, style: cell.style, cells: line, into: &out)
              let next = continueRun(
                line, before: beforeBase + start, from: x, limit: limit, y: y, screen.width, &out)
              // Not taken (a row written whole, whose cell is the one shown): written below.
              if next > x {
                x = next
                continue
              }
            }
            write(cell, x: x, y: y, spansTwoColumns, columns, screen.width, line, &out)
            x = continueRun(
              line, before: beforeBase + start, from: x + 1, limit: limit, y: y, screen.width,
              &out)
          }
        }
      }
    }
    return false
  }

  /// The column from which a row is blank to the screen's edge, when clearing from a change
  /// there is worth it (four cells or more) and reaches no picture; `Int.max` otherwise.
  ///
  /// `change` is the row's first changed column: a clear can only start at a change, so the
  /// blanks are looked for back to it (or to four cells from the edge, which the rule needs),
  /// not across the rest of the row. A row of the list beside a detail pane's short line would
  /// otherwise be read back over the whole pane. Blanks are compared as 8-byte words.
  @inline(__always)
  func firstColumnToClear(
    _ line: UnsafeBufferPointer<Cell>, y: Int, columns: Int, from change: Int, _ pictures: [Rect]
  ) -> Int {
    guard clearsToEndOfLine else { return .max }
    // Any column from `stop` down would do as well: the change, at or past it, starts the clear.
    let stop = takesShortcuts ? max(min(change, columns &- 4), 0) : 0
    var first = columns
    if cellsAreWords, let base = line.baseAddress {
      let words = UnsafeRawPointer(base)
      // Four cells a step, one branch for the four (the blanks after a line of the detail
      // pane run to the screen's edge), then one at a time to the last blank.
      let blank = blankBits
      while first &- 4 >= stop {
        let offset = (first &- 4) &* 8
        let differs =
          (words.load(fromByteOffset: offset, as: UInt64.self) ^ blank)
          | (words.load(fromByteOffset: offset &+ 8, as: UInt64.self) ^ blank)
          | (words.load(fromByteOffset: offset &+ 16, as: UInt64.self) ^ blank)
          | (words.load(fromByteOffset: offset &+ 24, as: UInt64.self) ^ blank)
        if differs != 0 { break }
        first &-= 4
      }
      while first > stop
        && words.load(fromByteOffset: (first &- 1) &* 8, as: UInt64.self) == blankBits
      {
        first &-= 1
      }
    } else {
      while first > stop && line[first - 1] == blank { first -= 1 }
    }
    for picture in pictures where picture.y <= y && y < picture.maxY {
      first = max(first, picture.maxX)
    }
    return columns - first >= 4 ? first : .max
  }

  /// Ends a frame's cells with the rendition reset, so the terminal's attributes are what
  /// ncurses believes (for its own writes on resume, resize and exit) and what pictures and
  /// links, written after the cells with the cursor saved, start from.
  mutating func resetRendition(into out: inout [UInt8]) {
    guard style != RenditionTable.resetKey else { return }
    if style == Self.unknownStyle || !renditions.isReset(style) {
      out += capabilities.resetRendition ?? []
    }
    style = RenditionTable.resetKey
  }

  /// The frame's last bytes: the cursor placed at `cursor` and shown, for a text field, or
  /// hidden; each only when it changes.
  mutating func placeCursor(_ cursor: Point?, screen: Size, into out: inout [UInt8]) {
    if let cursor, cursor.x >= 0, cursor.x < screen.width, cursor.y >= 0, cursor.y < screen.height {
      if row != cursor.y || column != cursor.x { moveCursor(x: cursor.x, y: cursor.y, into: &out) }
      if !cursorVisible, let show = capabilities.showCursor {
        out += show
        cursorVisible = true
      }
    } else if cursorVisible, let hide = capabilities.hideCursor {
      out += hide
      cursorVisible = false
    }
  }

  /// ncurses took the screen back (a resume after Ctrl-Z): nothing is known but the cursor's
  /// visibility, which `Terminal` has just set.
  mutating func terminalWasReset(cursorVisible: Bool) {
    forgetTerminalState()
    self.cursorVisible = cursorVisible
  }

}
