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
  private var renditions: RenditionTable
  private let capabilities: TerminalCapabilities
  private let movesRight: Bool
  /// `ESC [ K` blanks the rest of a row in the terminal's own colours (not with white on black
  /// standing in for them, when the terminal cannot keep its defaults in a pair).
  private let clearsToEndOfLine: Bool
  /// The C library's column count of a scalar (wcwidth), as ncurses would count it.
  private let columnsOf: (UInt32) -> Int32
  /// The terminal's cursor, -1 when not known (after a scalar the terminal may count
  /// differently from us, at the right margin, after someone else wrote).
  private var row = -1
  private var column = -1
  /// The packed style whose rendition the terminal has, or `RenditionTable.resetKey`.
  private var style = RenditionTable.resetKey
  /// Whether the terminal's cursor shows (Reel hides it but in text fields).
  private(set) var cursorVisible: Bool
  /// The runs of cells written by the last frame, for what lives over cells (pictures, links).
  private var runs = WrittenRuns()
  /// The cells of one blank in the terminal's own colours, and that style: kept here because
  /// the statics of another module are reached through a once-check at every use.
  private let blank = Cell.blank
  private let plain = Style.plain
  /// The memory a frame's cells are written into before they join the frame's bytes.
  private var scratch = FrameBytes.Storage(capacity: 16 * 1024)
  /// Whether a cell is one 8-byte word with its code in the low half and its packed style in
  /// the high half, as `continueRun` reads it (true for the `Cell` of today; checked once).
  private let cellsAreWords: Bool
  /// `blank` as such a word.
  private let blankBits: UInt64
  /// Whether the shortcuts that must write what the plain way writes are taken: a run started
  /// by its printable ASCII first cell in `continueRun`, its printable ASCII cells in a loop of
  /// their own, short unchanged gaps bridged, the blanks at a row's end looked for
  /// back to its first change only, renditions kept (`SequenceCache`). Off only in tests, which
  /// compare the two ways' bytes.
  private let takesShortcuts: Bool
  private let asciiStartsRun: Bool
  /// Whether a run goes on over one to three unchanged cells to the change after them (see
  /// `continueRun`): the shortcut of the same name.
  private let bridgesGaps: Bool
  /// The column before which a run of the row being written may bridge an unchanged gap (see
  /// `continueRun`); 0 for none. A property, not a parameter: `continueRun` keeps the name
  /// by which the release link's layout (Tools/layout/hot-functions.txt) places it.
  private var bridgeEnd = 0
  /// Storage for `columnsToCompare`, kept from frame to frame.
  private var spans: [Int] = []

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

  private static let unknownStyle = RenditionTable.unknownKey

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

  private mutating func writeCells(
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

  /// After a cell just written with the cursor behind it: the cells that follow in the same
  /// style, each a one-column scalar that changed (every one but blanks when `before` is nil,
  /// after a clear), written in a tight loop: most changed cells come in such runs (a title, a
  /// line of the overview). Stops before `limit`. Returns the next column to look at.
  ///
  /// A cell is read as one 8-byte word (its code in the low half, its packed style in the high
  /// half, checked at `init`): the loop asks no property of another module, and the run's bytes
  /// go to a buffer on the stack and into `out` in one append, not a growth check per byte.
  ///
  /// A run stopped by one to three unchanged cells (a letter or a space where the film before
  /// had the same) goes on over them to the change after them when that is before
  /// `bridgeEnd` and is a cell the run takes: the plain way would end the run there, find
  /// the change, and `place` would write the gap again (`fillGap`) as the cursor is at most
  /// three cells behind; here the same bytes come without ending the run (a `j` has about
  /// twenty such gaps in the detail pane's text). Each gap cell must be what `fillGap` writes:
  /// a lone one-column scalar in the run's style.
  private mutating func continueRun(
    _ line: UnsafeBufferPointer<Cell>, before: UnsafePointer<Cell>?, from start: Int,
    limit: Int, y: Int, _ screenWidth: Int, _ out: inout FrameBytes
  ) -> Int {
    guard row == y, column == start, cellsAreWords, start < limit else { return start }
    let now = UnsafeRawPointer(line.baseAddress!)
    let then = before.map(UnsafeRawPointer.init)
    let wantedStyle = UInt64(style) << 32
    let blankBits = self.blankBits
    let count = line.count
    let continuation = Self.continuationCode
    let shown = then ?? now
    let shortcuts = takesShortcuts
    // Most calls on a picture's cells (a new colour each) end at the first: that is seen
    // before any set-up.
    let first = now.load(fromByteOffset: start &* 8, as: UInt64.self)
    guard first & 0xFFFF_FFFF_0000_0000 == wantedStyle,
      first != (then != nil ? shown.load(fromByteOffset: start &* 8, as: UInt64.self) : blankBits)
    else { return start }
    var x = start
    // The run's bytes go straight into `out`'s memory (three at most a cell).
    out.appendDirectly(upTo: (limit &- start) &* 3) { bytes -> Int in
      var written = 0
      /// The cell at `x` written, and `x` moved past it; false where the run ends. Inlined into
      /// loops with `compares` (with the shown cells, else with a blank) and `hasNext` (a cell
      /// after it in the row) fixed, so a cell costs no test of either.
      @inline(__always) func take(_ compares: Bool, _ hasNext: Bool) -> Bool {
        let bits = now.load(fromByteOffset: x &* 8, as: UInt64.self)
        if bits == (compares ? shown.load(fromByteOffset: x &* 8, as: UInt64.self) : blankBits) {
          return false
        }
        guard bits & 0xFFFF_FFFF_0000_0000 == wantedStyle else { return false }
        // The next cell the right half of this one: not a one-column cell.
        if hasNext,
          UInt32(truncatingIfNeeded: now.load(fromByteOffset: (x &+ 1) &* 8, as: UInt64.self))
            == continuation
        {
          return false
        }
        let code = UInt32(truncatingIfNeeded: bits)
        if code &- 0x20 < 0x5F {
          bytes[written] = UInt8(truncatingIfNeeded: code)
          written &+= 1
        } else if Self.isLoneSingleColumn(code) {
          // At most three bytes: every such scalar is below U+10000.
          if code < 0x800 {
            bytes[written] = UInt8(truncatingIfNeeded: 0xC0 | code >> 6)
            bytes[written &+ 1] = UInt8(truncatingIfNeeded: 0x80 | code & 0x3F)
            written &+= 2
          } else {
            bytes[written] = UInt8(truncatingIfNeeded: 0xE0 | code >> 12)
            bytes[written &+ 1] = UInt8(truncatingIfNeeded: 0x80 | code >> 6 & 0x3F)
            bytes[written &+ 2] = UInt8(truncatingIfNeeded: 0x80 | code & 0x3F)
            written &+= 3
          }
        } else {
          return false
        }
        x &+= 1
        return true
      }
      /// The stop at `x` an unchanged gap bridged as `continueRun` tells: its cells written,
      /// and `x` moved to the change after it, which `take` then takes; false, nothing
      /// written, where the plain way would not write the gap and that change in this style.
      @inline(__always) func bridge(before gapEnd: Int) -> Bool {
        // The change must be at most three cells on, before `gapEnd` (and `limit`).
        let last = min(x &+ 3, gapEnd &- 1)
        var change = x
        while change <= last {
          let bits = now.load(fromByteOffset: change &* 8, as: UInt64.self)
          if bits != shown.load(fromByteOffset: change &* 8, as: UInt64.self) { break }
          guard bits & 0xFFFF_FFFF_0000_0000 == wantedStyle,
            Self.isLoneSingleColumn(UInt32(truncatingIfNeeded: bits))
          else { return false }
          change &+= 1
        }
        guard change > x, change <= last else { return false }
        // The change: a one-column cell in the run's style, as `take` asks.
        let bits = now.load(fromByteOffset: change &* 8, as: UInt64.self)
        guard bits & 0xFFFF_FFFF_0000_0000 == wantedStyle,
          Self.isLoneSingleColumn(UInt32(truncatingIfNeeded: bits)),
          change &+ 1 >= count
            || UInt32(
              truncatingIfNeeded: now.load(fromByteOffset: (change &+ 1) &* 8, as: UInt64.self))
              != continuation
        else { return false }
        while x < change {
          let code = UInt32(truncatingIfNeeded: now.load(fromByteOffset: x &* 8, as: UInt64.self))
          if code < 0x80 {
            bytes[written] = UInt8(truncatingIfNeeded: code)
            written &+= 1
          } else if code < 0x800 {
            bytes[written] = UInt8(truncatingIfNeeded: 0xC0 | code >> 6)
            bytes[written &+ 1] = UInt8(truncatingIfNeeded: 0x80 | code & 0x3F)
            written &+= 2
          } else {
            bytes[written] = UInt8(truncatingIfNeeded: 0xE0 | code >> 12)
            bytes[written &+ 1] = UInt8(truncatingIfNeeded: 0x80 | code >> 6 & 0x3F)
            bytes[written &+ 2] = UInt8(truncatingIfNeeded: 0x80 | code & 0x3F)
            written &+= 3
          }
          x &+= 1
        }
        return true
      }
      // Before `end` every cell has one after it in the row; the row's last, when the run may
      // reach it, is taken apart.
      let end = min(limit, count &- 1)
      if then != nil {
        let gapEnd = min(bridgeEnd, limit)
        // A printable ASCII cell in the run's style is its word less `asciiBase` below 0x5F:
        // a lower code borrows from the style half, another style is far off either way.
        let asciiBase = wantedStyle | 0x20
        // The plain way (tests compare the two): every cell through `take`.
        while !shortcuts, x < end, take(true, true) {}
        while shortcuts {
          // Changed printable ASCII cells (most of a run) in a loop of their own, one compare
          // for style and code; the cell after each is looked at after the loop.
          let asciiStart = x
          let taken = Self.changedASCII(
            now, shown, from: x, to: end, base: asciiBase, into: bytes + written)
          x &+= taken
          written &+= taken
          // A cell before the right half of a wide one is not a one-column cell: the last
          // cell taken goes back, and the run ends before it as `take` would end it.
          if x > asciiStart,
            UInt32(truncatingIfNeeded: now.load(fromByteOffset: x &* 8, as: UInt64.self))
              == continuation
          {
            x &-= 1
            written &-= 1
            break
          }
          guard x < end else { break }
          if !take(true, true) && !bridge(before: gapEnd) { break }
        }
        if x == end, x < limit { _ = take(true, false) }
      } else {
        while x < end, take(false, true) {}
        if x == end, x < limit { _ = take(false, false) }
      }
      return written
    }
    guard x > start else { return start }
    record(x: start, y: y, width: x - start)
    // At the right margin the terminal waits to wrap: the cursor is not at `x`.
    (row, column) = x < screenWidth ? (y, x) : (-1, -1)
    return x
  }

  /// `Buffer.isLoneSingleColumn` of a cell's code, here so that the run's loop makes no call
  /// into another module for a box line or a block (`FrameWriterTests` checks the two agree on
  /// every scalar).
  @inline(__always)
  static func isLoneSingleColumn(_ code: UInt32) -> Bool {
    switch code {
    case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010...0x2027, 0x2500...0x259F, 0x2605,
      0x2800...0x28FF:
      true
    default: false
    }
  }

  /// The code of a continuation cell (`Cell.isContinuation`), as the low half of its word.
  private static let continuationCode = UInt32.max

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

  // MARK: Cells

  /// One cell, by today's rules of the ncurses path: a wide grapheme cut by the screen's edge
  /// is a space; a scalar the C library does not know is U+FFFD; a grapheme of several scalars
  /// is its first spacing scalar with the zero-width ones after it (no dangling joiner); a
  /// grapheme two columns wide by our count and one by the C library's shows its second
  /// spacing scalar, or a blank, in the second column.
  private mutating func write(
    _ cell: Cell, x: Int, y: Int, _ spansTwoColumns: Bool, _ columns: Int, _ screenWidth: Int,
    _ row: UnsafeBufferPointer<Cell>, _ out: inout FrameBytes
  ) {
    if x == columns - 1, spansTwoColumns {
      place(x: x, y: y, style: cell.style, cells: row, into: &out)
      out.append(0x20)
      advance(x: x, y: y, by: 1, screenWidth)
      return
    }
    if let scalar = cell.scalar {
      place(x: x, y: y, style: cell.style, cells: row, into: &out)
      // Printable ASCII first: most cells, and no call to find it one column.
      let printable = scalar.value &- 0x20 < 0x5F
      if printable || Self.isLoneSingleColumn(scalar.value) {
        if printable {
          out.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
          Self.appendLoneUTF8(scalar.value, to: &out)
        }
        advance(x: x, y: y, by: 1, screenWidth)
        if spansTwoColumns { writeBlank(x: x + 1, y: y, cell.style, row, screenWidth, &out) }
        return
      }
      let width = columnsOf(scalar.value)
      TerminalBytes.appendUTF8(width > 0 ? scalar.value : 0xFFFD, to: &out)
      forgetPosition(x: x, y: y, width: spansTwoColumns ? 2 : 1)
      if spansTwoColumns, width < 2 {
        writeBlank(x: x + 1, y: y, cell.style, row, screenWidth, &out)
      }
      return
    }
    writeGrapheme(cell, x: x, y: y, spansTwoColumns, row, screenWidth, &out)
  }

  /// A scalar `isLoneSingleColumn` takes (below U+10000: two or three bytes) as UTF-8, written
  /// straight into the frame's memory: each of a symbol poster's cells is one, and the general
  /// append checked the capacity at every byte.
  @inline(__always)
  private static func appendLoneUTF8(_ code: UInt32, to out: inout FrameBytes) {
    out.appendDirectly(upTo: 3) { bytes -> Int in
      if code < 0x800 {
        bytes[0] = UInt8(truncatingIfNeeded: 0xC0 | code >> 6)
        bytes[1] = UInt8(truncatingIfNeeded: 0x80 | code & 0x3F)
        return 2
      }
      bytes[0] = UInt8(truncatingIfNeeded: 0xE0 | code >> 12)
      bytes[1] = UInt8(truncatingIfNeeded: 0x80 | code >> 6 & 0x3F)
      bytes[2] = UInt8(truncatingIfNeeded: 0x80 | code & 0x3F)
      return 3
    }
  }

  private mutating func writeGrapheme(
    _ cell: Cell, x: Int, y: Int, _ spansTwoColumns: Bool, _ row: UnsafeBufferPointer<Cell>,
    _ screenWidth: Int, _ out: inout FrameBytes
  ) {
    let scalars = Array(cell.grapheme.unicodeScalars)
    place(x: x, y: y, style: cell.style, cells: row, into: &out)
    let firstWidth = scalars.first.map { columnsOf($0.value) } ?? -1
    appendCluster(scalars[...], into: &out)
    forgetPosition(x: x, y: y, width: spansTwoColumns ? 2 : 1)
    guard spansTwoColumns, firstWidth < 2 else { return }
    // The terminal counts the first scalar as one column: the next spacing scalar (with its
    // marks) goes in the second, so it is shown rather than dropped; without one, or when it
    // is two columns itself ("❤️‍🔥", "🏳️‍🌈": it would cover the next cell, or wrap at the
    // margin), a blank.
    if firstWidth == 1,
      let second = scalars.indices.dropFirst().first(where: { columnsOf(scalars[$0].value) > 0 }),
      columnsOf(scalars[second].value) == 1
    {
      place(x: x + 1, y: y, style: cell.style, cells: row, into: &out)
      appendCluster(scalars[second...], into: &out)
      forgetPosition(x: x + 1, y: y, width: 1)
    } else {
      writeBlank(x: x + 1, y: y, cell.style, row, screenWidth, &out)
    }
  }

  /// A cchar_t's worth of a grapheme: its first scalar and the zero-width ones after it (at
  /// most five in all), no joiner at the end; U+FFFD when the first is unknown to the C library.
  private func appendCluster(_ scalars: ArraySlice<Unicode.Scalar>, into out: inout FrameBytes) {
    var chosen: [UInt32] = []
    for scalar in scalars where chosen.count < 5 {
      if !chosen.isEmpty && columnsOf(scalar.value) != 0 { break }
      chosen.append(scalar.value)
    }
    while chosen.count > 1 && chosen.last == 0x200D { chosen.removeLast() }
    if chosen.isEmpty || columnsOf(chosen[0]) <= 0 { chosen = [0xFFFD] }
    for value in chosen { TerminalBytes.appendUTF8(value, to: &out) }
  }

  private mutating func writeBlank(
    x: Int, y: Int, _ style: Style, _ row: UnsafeBufferPointer<Cell>, _ screenWidth: Int,
    _ out: inout FrameBytes
  ) {
    place(x: x, y: y, style: style, cells: row, into: &out)
    out.append(0x20)
    advance(x: x, y: y, by: 1, screenWidth)
  }

  // MARK: Cursor and rendition

  /// Puts the cursor at (x, y) unless it is there, and the rendition to `style`'s. A short gap
  /// on the same row of cells already showing, in the current style, is written again rather
  /// than jumped: fewer bytes than a move.
  private mutating func place(
    x: Int, y: Int, style wanted: Style, cells: UnsafeBufferPointer<Cell>,
    into out: inout FrameBytes
  ) {
    if row != y || column != x {
      if !(row == y && column < x && x - column <= 3
        && fillGap(to: x, y: y, cells: cells, into: &out))
      {
        moveCursor(x: x, y: y, into: &out)
      }
      (row, column) = (y, x)
    }
    let key = wanted.packedValue
    if key != style {
      renditions.append(from: style, to: wanted, into: &out)
      style = key
    }
  }

  /// A move along the row when the terminal has one of the ANSI shape, else to the address.
  private mutating func moveCursor(x: Int, y: Int, into out: inout some ByteOutput) {
    if row == y, column >= 0, column < x, movesRight {
      TerminalBytes.appendCursorRight(by: x - column, to: &out)
    } else {
      TerminalBytes.appendCursorAddress(row: y, column: x, to: &out)
    }
    (row, column) = (y, x)
  }

  /// `moveCursor` into the frame's memory (`appendMove`, `appendAddress`).
  private mutating func moveCursor(x: Int, y: Int, into out: inout FrameBytes) {
    if row == y, column >= 0, column < x, movesRight {
      if !Self.appendMove(right: x - column, to: &out) {
        TerminalBytes.appendCursorRight(by: x - column, to: &out)
      }
    } else if !Self.appendAddress(row: y, column: x, to: &out) {
      TerminalBytes.appendCursorAddress(row: y, column: x, to: &out)
    }
    (row, column) = (y, x)
  }

  /// Writes the cells between the cursor and column `x` of row `y` again when each is a lone
  /// one-column scalar in the current style; false (nothing written) otherwise.
  private mutating func fillGap(
    to x: Int, y: Int, cells: UnsafeBufferPointer<Cell>, into out: inout FrameBytes
  ) -> Bool {
    guard column >= 0, x <= cells.count else { return false }
    for gap in column..<x {
      guard cells[gap].style.packedValue == style, let scalar = cells[gap].scalar,
        Self.isLoneSingleColumn(scalar.value)
      else { return false }
    }
    for gap in column..<x { TerminalBytes.appendUTF8(cells[gap].scalar!.value, to: &out) }
    record(x: column, y: y, width: x - column)
    return true
  }

  private mutating func advance(x: Int, y: Int, by count: Int, _ screenWidth: Int) {
    record(x: x, y: y, width: count)
    let next = x + count
    // At the right margin the terminal waits to wrap: the cursor is not at `next`.
    (row, column) = next < screenWidth ? (y, next) : (-1, -1)
  }

  private mutating func forgetPosition(x: Int, y: Int, width: Int) {
    record(x: x, y: y, width: width)
    (row, column) = (-1, -1)
  }

  private mutating func record(x: Int, y: Int, width: Int) {
    runs.record(x: x, y: y, width: width)
  }
}
