import CNcurses
import Glibc
import Screen

struct ColorPairKey: Hashable {
  var foreground: Int16
  var background: Int16
}

extension Terminal {
  /// Shows `buffer`: the cells that fit the screen, and the cursor at `cursor` (for a text
  /// field) or hidden.
  ///
  /// Only the cells that differ from the previous frame are written into ncurses' virtual
  /// screen, and `doupdate` sends only what changed on the terminal. After a start, a resize or
  /// a suspend the whole frame is written after `werase`. Never `clear()`, which would repaint
  /// every cell and flicker.
  public func draw(_ buffer: Buffer, cursor: Point? = nil) {
    guard isActive, let window = reel_stdscr() else { return }
    if frameWriter != nil {
      drawDirectly(Frame(buffer: buffer, cursor: cursor), linkColors: nil)
      return
    }
    let columns = min(buffer.width, Int(reel_getmaxx(window)))
    let rows = min(buffer.height, Int(reel_getmaxy(window)))
    // Posters use many colour pairs and there are only so many: when three quarters are taken,
    // start the table afresh and redraw the whole frame with it (a pair redefined while cells
    // on screen use it would recolour them).
    if colorPairLimit > 0, colorPairs.count >= colorPairLimit * 3 / 4 {
      colorPairs.removeAll(keepingCapacity: true)
      // The styles remembered with their pairs would name pairs about to mean other colours.
      styleCache.removeAll()
      previousFrame = nil
    }
    if let previous = previousFrame, previous.width == buffer.width,
      previous.height == buffer.height
    {
      drawChanges(buffer, since: previous, columns: columns, rows: rows, window: window)
      // A link lives in the cells ncurses wrote: one it may write over has to be written again.
      if hyperlinksShown.contains(where: {
        Self.mayHaveOverwritten(
          Rect(x: $0.column, y: $0.row, width: $0.width, height: 1), from: previous, to: buffer)
      }) {
        hyperlinksShown = []
      }
    } else {
      drawWhole(buffer, columns: columns, rows: rows, window: window)
      hyperlinksShown = []
    }
    previousFrame = buffer
    if let cursor, cursor.x >= 0, cursor.x < columns, cursor.y >= 0, cursor.y < rows {
      setCursorVisible(true)
      wmove(window, Int32(cursor.y), Int32(cursor.x))
    } else {
      setCursorVisible(false)
    }
    // A frame that wrote no cell (and no picture asked for lines redrawn) with no cursor to
    // place leaves ncurses nothing to send: its update pass is skipped.
    if cursorVisible || is_wintouched(window) {
      wnoutrefresh(window)
      doupdate()
    }
    if !testCrashAsked {
      testCrashAsked = true
      TestCrash.afterFirstFrame()
    }
  }

  private func drawWhole(
    _ buffer: Buffer, columns: Int, rows: Int, window: UnsafeMutablePointer<WINDOW>
  ) {
    werase(window)
    wholeRedraws &+= 1
    for y in 0..<rows {
      for x in 0..<columns {
        let cell = buffer[x, y]
        if cell.isContinuation { continue }
        if cell == Self.blank { continue }  // werase left exactly this
        drawCell(cell, in: buffer, x: x, y: y, columns: columns, window: window)
      }
    }
  }

  private func drawChanges(
    _ buffer: Buffer, since previous: Buffer, columns: Int, rows: Int,
    window: UnsafeMutablePointer<WINDOW>
  ) {
    buffer.forEachChange(since: previous, columns: columns, rows: rows) { x, y, cell in
      // A continuation: the wide glyph to the left covers it; a change here means that glyph
      // changed too and is drawn (or, at the left edge, there is nothing to draw).
      if cell.isContinuation { return }
      drawCell(cell, in: buffer, x: x, y: y, columns: columns, window: window)
    }
  }

  private static let blank = Cell(" ")

  private func drawCell(
    _ cell: Cell, in buffer: Buffer, x: Int, y: Int, columns: Int,
    window: UnsafeMutablePointer<WINDOW>
  ) {
    guard !cell.isContinuation else { return }
    let spansTwoColumns = buffer[x + 1, y].isContinuation
    // A wide grapheme cut by the screen's right edge (buffer wider than the screen).
    if x == columns - 1, spansTwoColumns {
      putScalar(" ", style: cell.style, x: x, y: y, window: window)
      return
    }
    // Nearly every cell: one scalar, written without taking a string apart.
    if let scalar = cell.scalar {
      putScalar(scalar, style: cell.style, x: x, y: y, window: window)
      // Two columns by our count, one by the C library's (an emoji newer than its tables, a
      // base letter standing in for a grapheme): the second column is written blank rather
      // than left showing what was there before.
      if spansTwoColumns, reel_wcwidth(wchar_t(bitPattern: scalar.value)) < 2 {
        putScalar(" ", style: cell.style, x: x + 1, y: y, window: window)
      }
      return
    }
    drawCell(
      cell.grapheme, style: cell.style, x: x, y: y, spansTwoColumns: spansTwoColumns,
      window: window)
  }

  /// Writes a grapheme of one scalar: the style's cchar_t with the scalar in it (what
  /// `setcchar` makes of one character), so the cell costs a copy and one `mvwadd_wch`.
  private func putScalar(
    _ scalar: Unicode.Scalar, style: Style, x: Int, y: Int, window: UnsafeMutablePointer<WINDOW>
  ) {
    var character = cachedAttributes(for: style).blank
    character.chars.0 = Self.drawable(scalar)
    mvwadd_wch(window, Int32(y), Int32(x), &character)
  }

  /// The wide character ncurses is given for `scalar`: itself, or U+FFFD for one the C library
  /// does not know (newer than its tables), which would come out as several "^X"-style
  /// columns. Printable Latin, box lines, blocks and Braille are known without asking.
  private static func drawable(_ scalar: Unicode.Scalar) -> wchar_t {
    let value = wchar_t(bitPattern: scalar.value)
    if Buffer.isLoneSingleColumn(scalar) { return value }
    return value != 0 && reel_wcwidth(value) >= 0 ? value : 0xFFFD
  }

  private func drawCell(
    _ text: String, style: Style, x: Int, y: Int, spansTwoColumns: Bool,
    window: UnsafeMutablePointer<WINDOW>
  ) {
    let curses = cachedAttributes(for: style)
    let (attributes, pair) = (curses.attributes, curses.colorPair)
    let scalars = text.unicodeScalars
    put(scalars, attributes: attributes, pair: pair, x: x, y: y, window: window)
    guard spansTwoColumns, x + 1 < Int(reel_getmaxx(window)) else { return }
    // Two columns wide by our count. When the C library counts its first scalar two columns,
    // ncurses covers the second itself. Otherwise (a flag's two regional indicators, a
    // Devanagari letter with its spacing vowel sign "कि") the next spacing scalar, with the
    // marks after it, goes in the second column, so it is shown rather than dropped and the
    // columns stay ours; without one ("☺️": a one-column letter made wide by VS16, or a letter
    // the C library does not know), or when it is two columns itself ("❤️‍🔥": the fire would
    // cover the cell after, or wrap at the margin), a blank, so the second column never keeps
    // what was there before. The same rule as FrameWriter.writeGrapheme.
    let firstWidth = scalars.first.map { reel_wcwidth(wchar_t(bitPattern: $0.value)) } ?? -1
    guard firstWidth < 2 else { return }
    guard firstWidth == 1,
      let second = scalars.dropFirst().firstIndex(where: {
        reel_wcwidth(wchar_t(bitPattern: $0.value)) > 0
      }),
      reel_wcwidth(wchar_t(bitPattern: scalars[second].value)) == 1
    else {
      putScalar(" ", style: style, x: x + 1, y: y, window: window)
      return
    }
    put(scalars[second...], attributes: attributes, pair: pair, x: x + 1, y: y, window: window)
  }

  /// Writes one grapheme as a cchar_t: its first scalar and the zero-width ones that follow.
  ///
  /// A cchar_t holds one spacing character; the first further spacing character ends it. So a
  /// ZWJ sequence shows its first emoji, and the layout, which is ours, stays right.
  private func put(
    _ scalars: some Collection<Unicode.Scalar>, attributes: attr_t, pair: Int16, x: Int, y: Int,
    window: UnsafeMutablePointer<WINDOW>
  ) {
    withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: Int(CCHARW_MAX) + 1) { characters in
      var count = 0
      for scalar in scalars where count < Int(CCHARW_MAX) {
        let character = wchar_t(bitPattern: scalar.value)
        if count > 0 && reel_wcwidth(character) != 0 { break }
        characters[count] = character
        count += 1
      }
      // A dangling joiner would join this cell to whatever the terminal prints next.
      while count > 1 && characters[count - 1] == 0x200D { count -= 1 }
      // A scalar the C library does not know (newer than its tables) would come out as
      // several "^X"-style columns.
      if count == 0 || reel_wcwidth(characters[0]) < 0 {
        characters[0] = 0xFFFD
        count = 1
      }
      characters[count] = 0
      var character = cchar_t()
      guard setcchar(&character, characters.baseAddress, attributes, pair, nil) == reel_ok() else {
        return
      }
      mvwadd_wch(window, Int32(y), Int32(x), &character)
    }
  }

  /// `cursesAttributes`, remembered, with a blank cchar_t of that look for `putScalar`.
  private func cachedAttributes(for style: Style) -> CursesStyle {
    styleCache.style(style) { style in
      let (attributes, pair) = cursesAttributes(for: style)
      var blank = cchar_t()
      var space: [wchar_t] = [0x20, 0]
      if setcchar(&blank, &space, attributes, pair, nil) != reel_ok() {
        blank = cchar_t()
        blank.chars.0 = 0x20
      }
      return CursesStyle(attributes: attributes, colorPair: pair, blank: blank)
    }
  }

  /// ncurses attributes and colour pair for a style, degraded to what the terminal can show.
  func cursesAttributes(for style: Style) -> (attr_t, Int16) {
    var attributes = reel_a_normal()
    var wanted = style.attributes
    if colorCount == 0, style.bg != .default {
      // Without colour a background is invisible; reverse keeps a highlighted row highlighted.
      wanted.insert(.reverse)
    }
    if ColorDegradation.needsBold(foreground: style.fg, colorCount: colorCount) {
      wanted.insert(.bold)
    }
    if wanted.contains(.bold) { attributes |= reel_a_bold() }
    if wanted.contains(.dim) { attributes |= reel_a_dim() }
    if wanted.contains(.underline) { attributes |= reel_a_underline() }
    if wanted.contains(.reverse) { attributes |= reel_a_reverse() }
    if wanted.contains(.italic) { attributes |= reel_a_italic() }
    return (attributes, colorPair(foreground: style.fg, background: style.bg))
  }

  /// The pair for these colours, allocated on first use. Pair 0 (the terminal's defaults) when
  /// colour is off or the pairs run out.
  private func colorPair(foreground: Color, background: Color) -> Int16 {
    guard colorCount > 0 else { return 0 }
    var key = ColorPairKey(
      foreground: ColorDegradation.colorNumber(for: foreground, colorCount: colorCount),
      background: ColorDegradation.colorNumber(for: background, colorCount: colorCount))
    if !hasDefaultColors {
      // Without use_default_colors, -1 is not a colour; fall back to white on black.
      if key.foreground < 0 { key.foreground = 7 }
      if key.background < 0 { key.background = 0 }
    }
    if key.foreground < 0 && key.background < 0 { return 0 }
    if let pair = colorPairs[key] { return pair }
    let pair = colorPairs.count + 1
    guard pair < colorPairLimit, init_pair(Int16(pair), key.foreground, key.background) == reel_ok()
    else { return 0 }
    colorPairs[key] = Int16(pair)
    return Int16(pair)
  }

  func setCursorHidden() { setCursorVisible(false) }

  private func setCursorVisible(_ visible: Bool) {
    guard visible != cursorVisible else { return }
    cursorVisible = visible
    curs_set(visible ? 1 : 0)
  }
}
