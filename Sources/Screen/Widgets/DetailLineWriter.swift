import Glibc
import Synchronization

/// Lays the detail pane's text straight into the buffer's cells, line after line from the
/// pane's top, for a pane shown from its first line (no scroll).
///
/// Text whose scalars are all graphemes of their own, one column wide
/// (`Buffer.isLoneSingleColumn`: Latin text; Greek and Cyrillic letters) or two (`isLoneWide`: kana, ideographs, Hangul),
/// nearly every title and overview, is wrapped over its UTF-8 bytes and each word written as
/// cells where it lands: the lines `wrapped` gives, put as
/// `Buffer.put` puts them, without the `String` per line, the `[[Span]]` and the copies. Any
/// other text (emoji, right-to-left, combining marks, controls) takes `wrapped` and `Buffer.put`,
/// the general path. Lines below the pane are only counted: the count is how far it scrolls.
struct DetailLineWriter {
  let x: Int
  let y: Int
  let width: Int
  let height: Int
  /// Lines laid so far, shown or not.
  private(set) var count: Int
  /// How far right each row of the pane holds something, when asked for (`DetailPaneReach`):
  /// a line laid in cells reaches its last cell (and the one after, which a cut wide grapheme
  /// may have mended); a line put the general way, the pane's edge.
  var reach: DetailPaneReach?

  // The line being filled, in the fast path: its first `lineWidth` cells while it is on the
  // pane (a column a cell). As long as a line can be, made once: a word's cells are stored,
  // not appended one by one.
  private var line: [Cell]
  private var lineWidth = 0
  private var lineStarted = false
  private var style = Style.plain

  init(in content: Rect, skipping lines: Int) {
    x = content.x
    y = content.y
    width = content.width
    height = content.height
    count = lines
    // The last pane's line storage when it is long enough (every `j` lays a pane of the same
    // width): no array made, blanked and freed a pane. Its cells past `lineWidth` are never
    // read, so what they hold does not matter.
    let needed = max(width, 0) + 1
    var kept = Self.spareLine.withLock { spare in
      var taken: [Cell] = []
      swap(&taken, &spare)
      return taken
    }
    if kept.count < needed { kept = Array(repeating: .blank, count: needed) }
    line = kept
  }

  private static let spareLine = Mutex<[Cell]>([])

  /// Hands the line's storage on to the next pane's writer.
  consuming func finish() {
    var line = line
    Self.spareLine.withLock { swap(&$0, &line) }
  }

  /// Empty lines.
  mutating func skip(_ lines: Int = 1) { count += lines }

  /// Lines laid out elsewhere (the general path), put as `DetailWidget` puts them.
  mutating func put(_ lines: [StyledLine], _ buffer: inout Buffer) {
    for line in lines {
      if count < height {
        buffer.put(line, x: x, y: y + count, maxWidth: width)
        reach?.reachWhole(rows: (y + count)..<(y + count + 1))
      }
      count += 1
    }
  }

  /// `wrapped(text, width:, style:, base:)` put line by line: in cells straight from the bytes
  /// when every scalar is a lone single or wide column (line feeds split paragraphs), else
  /// the general way.
  /// `known` says the text was already found so (`isSimpleParagraphs`).
  mutating func paragraph(
    _ text: String, style: Style, base: BaseDirection?, known: Bool = false,
    _ buffer: inout Buffer
  ) {
    guard !text.isEmpty else { return }  // `wrapped` gives no line at all
    var text = text
    let done = text.withUTF8 { bytes -> Bool in
      guard known || Self.isSimpleParagraphs(bytes, breakingAsWrapDoes: true) else {
        return false
      }
      self.style = style
      var start = 0
      while true {
        // The next line feed, found by `memchr` (many bytes a step), or the end.
        let rest = bytes.count - start
        let found = rest > 0 ? memchr(bytes.baseAddress! + start, 0x0A, rest) : nil
        let index =
          found.map { bytes.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
          ?? bytes.count
        wrapParagraph(bytes, from: start, to: index, &buffer)
        if index == bytes.count { break }
        start = index + 1
      }
      return true
    }
    if done { return }
    if Self.fitsOneLine(text, width: width) {
      // What `wrapped` gives such text, without cutting it into words and characters.
      let line = [Span(text, style, base: base.map { BidiText.resolved($0, for: text) })]
      if count < height {
        buffer.put(line, x: x, y: y + count, maxWidth: width)
        reach?.reachWhole(rows: (y + count)..<(y + count + 1))
      }
      count += 1
      return
    }
    put(wrapped(text, width: width, style: style, base: base), &buffer)
  }

  /// `paragraph` of text that `isSingleSpacedPrintableASCII` accepts (so clean, one
  /// paragraph, lone single columns): from the start of a line, laid a line of bytes at a time
  /// without looking at the text again.
  mutating func singleSpacedASCIIParagraph(_ text: String, style: Style, _ buffer: inout Buffer) {
    var text = text
    self.style = style
    text.withUTF8 { bytes in
      if lineWidth == 0, !lineStarted, width > 0 {
        layASCIILines(bytes, from: 0, to: bytes.count, &buffer)
      } else {
        wrapParagraph(bytes, from: 0, to: bytes.count, &buffer)
      }
    }
  }

  /// Adds `text` (lone single or wide columns, no line feed) in `style` to the current line,
  /// after what is on it: a line of several spans (`Buffer.put(_ spans:)`), which the caller
  /// knows to fit and ends with `endLine`.
  mutating func append(_ text: String, style: Style, _ buffer: inout Buffer) {
    guard !text.isEmpty else { return }
    var text = text
    self.style = style
    text.withUTF8 { bytes in
      // Printable ASCII (the text is lone columns), most words: a cell a byte.
      var ascii = true
      for byte in bytes where byte >= 0x80 {
        ascii = false
        break
      }
      writeWord(bytes, from: 0, to: bytes.count, ascii: ascii, &buffer)
    }
  }

  /// Adds `value` (≥ 0) in digits 0–9, a "," between thousands when `grouped`
  /// (`LanguageFormat.count` and `number` in 0–9), to the current line.
  mutating func append(_ value: Int, grouped: Bool, style: Style, _ buffer: inout Buffer) {
    self.style = style
    let digits = SummaryNumbers.digitCount(value)
    var divisor = 1
    for _ in 1..<digits { divisor *= 10 }
    // As `write` puts each, the line's storage found its own once for the number.
    let (shown, room) = (count < height, width)
    var column = lineWidth
    line.withUnsafeMutableBufferPointer { cells in
      @inline(__always) func put(_ value: UInt32) {
        if shown, column <= room { cells[column] = Cell(code: value, style: style) }
        column += 1
      }
      for index in 0..<digits {
        if grouped, index > 0, (digits - index) % 3 == 0 { put(UInt32(UInt8(ascii: ","))) }
        put(UInt32(0x30 + (value / divisor) % 10))
        divisor /= 10
      }
    }
    lineWidth = column
    lineStarted = true
  }

  // MARK: The fast path

  /// `TextLayout.wrap`'s greedy filling for one paragraph (words between spaces, one space
  /// between words, a wide scalar a word of its own, a word longer than a line cut between
  /// scalars, a wide scalar wider than the line left out), writing cells instead of lines.
  private mutating func wrapParagraph(
    _ bytes: UnsafeBufferPointer<UInt8>, from first: Int, to end: Int, _ buffer: inout Buffer
  ) {
    if lineWidth == 0, !lineStarted, width > 0,
      Self.isSingleSpacedASCII(bytes, from: first, to: end)
    {
      layASCIILines(bytes, from: first, to: end, &buffer)
      return
    }
    let linesBefore = count
    var spaceBeforeWord = false
    var index = first
    while index < end {
      if bytes[index] == UInt8(ascii: " ") {
        spaceBeforeWord = true
        index += 1
        continue
      }
      let start = index
      var wordWidth = 0
      var ascii = true
      if bytes[index] >= 0x80, case (let value, let next) = Self.decode(bytes, at: index),
        Self.isLoneWide(value)
      {
        index = next
        wordWidth = 2
        ascii = false
      } else {
        while index < end, bytes[index] != UInt8(ascii: " ") {
          if bytes[index] < 0x80 {
            // ASCII, most text: a column a byte.
            wordWidth += 1
            index += 1
            continue
          }
          let (value, next) = Self.decode(bytes, at: index)
          if Self.isLoneWide(value) { break }
          ascii = false
          wordWidth += 1
          index = next
        }
      }
      placeWord(
        bytes, from: start, to: index, width: wordWidth, ascii: ascii,
        afterSpace: spaceBeforeWord, &buffer)
      spaceBeforeWord = false
    }
    if lineStarted || count == linesBefore { endLine(&buffer) }
  }

  /// `wrapParagraph` for a paragraph `isSingleSpacedASCII` accepts, from the start of a line:
  /// the greedy filling's lines are then runs of the bytes (a line ends before the last space
  /// that leaves it at most `width` long, or after `width` bytes of a longer word), each
  /// written as cells in one pass over its bytes, straight into the buffer's row.
  private mutating func layASCIILines(
    _ bytes: UnsafeBufferPointer<UInt8>, from first: Int, to end: Int, _ buffer: inout Buffer
  ) {
    let base = bytes.baseAddress!
    let (x, y, width, height, style) = (x, y, width, height, style)
    let (bufferWidth, bufferHeight) = (buffer.width, buffer.height)
    var count = count
    var reach = self.reach
    self.reach = nil
    defer { self.reach = reach }
    buffer.withUnsafeMutableCells { cells in
      var start = first
      repeat {
        var lineEnd = end
        var next = end
        if end - start > width {
          if base[start + width] == 0x20 {
            lineEnd = start + width
            next = lineEnd + 1
          } else {
            var space = start + width - 1
            while space > start, base[space] != 0x20 { space -= 1 }
            // No space: a word longer than the line, cut after `width` columns.
            lineEnd = space > start ? space : start + width
            next = space > start ? space + 1 : lineEnd
          }
        }
        let row = y + count
        if count < height, row >= 0, row < bufferHeight, lineEnd > start {
          // As `endLine` puts a line: clipped to the buffer, a wide grapheme cut at either
          // end mended.
          let rowStart = cells.baseAddress! + row * bufferWidth
          let firstColumn = max(x, 0)
          let lastColumn = min(x + lineEnd - start, bufferWidth)
          if x > 0, x < bufferWidth, rowStart[x].code == Cell.continuationCode {
            rowStart[x - 1].code = Cell.spaceCode
          }
          if firstColumn < lastColumn {
            let from = base + start + (firstColumn - x)
            let to = rowStart + firstColumn
            for column in 0..<(lastColumn - firstColumn) {
              to[column] = Cell(code: UInt32(from[column]), style: style)
            }
          }
          let after = x + lineEnd - start
          if after >= 0, after < bufferWidth, rowStart[after].code == Cell.continuationCode {
            rowStart[after].code = Cell.spaceCode
          }
          reach?.reach(row: row, to: after + 1)
        }
        count += 1
        start = next
      } while start < end
    }
    self.count = count
  }

  private mutating func placeWord(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, width wordWidth: Int,
    ascii: Bool, afterSpace: Bool, _ buffer: inout Buffer
  ) {
    let gap = afterSpace && lineStarted ? 1 : 0
    if lineWidth + gap + wordWidth <= width {
      if gap == 1 {
        write(UInt32(UInt8(ascii: " ")), at: lineWidth, &buffer)
        lineWidth += 1
      }
      writeWord(bytes, from: start, to: end, ascii: ascii, &buffer)
      return
    }
    if lineStarted { endLine(&buffer) }
    if wordWidth <= width {
      writeWord(bytes, from: start, to: end, ascii: ascii, &buffer)
      return
    }
    // Longer than a line: cut between scalars (one column each: a wide scalar is a word of
    // two columns, longer only than a line of one, where it is left out).
    var index = start
    while index < end {
      let (value, next) = Self.decode(bytes, at: index)
      index = next
      if Self.isLoneWide(value) { continue }
      if lineWidth == width { endLine(&buffer) }
      write(value, at: lineWidth, &buffer)
      lineWidth += 1
      lineStarted = true
    }
  }

  @inline(__always)
  private mutating func writeWord(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, ascii: Bool = false,
    _ buffer: inout Buffer
  ) {
    if ascii {
      // A cell a byte.
      if count < height {
        let style = style
        let offset = lineWidth
        line.withUnsafeMutableBufferPointer { cells in
          // Never short: a word is placed where it fits the line.
          guard offset + (end - start) <= width + 1 else { return }
          for index in start..<end {
            cells[offset + index - start] = Cell(code: UInt32(bytes[index]), style: style)
          }
        }
      }
      lineWidth += end - start
      lineStarted = true
      return
    }
    // As `write` puts each scalar (a two-column one with its continuation, or a space when
    // the buffer's edge cuts it), with the line's storage found its own once
    // for the word, not at every cell (" · ", "Loading details…": a few a `j`).
    let (shown, style, room) = (count < height, style, width)
    let wideFits = buffer.width - x - 1
    var column = lineWidth
    line.withUnsafeMutableBufferPointer { cells in
      @inline(__always) func put(_ value: UInt32, at column: Int) {
        if shown, column <= room { cells[column] = Cell(code: value, style: style) }
      }
      var index = start
      while index < end {
        let (value, next) = Self.decode(bytes, at: index)
        if Self.isLoneWide(value) {
          if column < wideFits {
            put(value, at: column)
            put(Cell.continuationCode, at: column + 1)
          } else {
            put(UInt32(UInt8(ascii: " ")), at: column)
          }
          column += 2
        } else {
          put(value, at: column)
          column += 1
        }
        index = next
      }
    }
    lineWidth = column
    lineStarted = true
  }

  /// One cell of the current line, `column` columns into the pane (the next one: cells come
  /// in order), kept until `endLine` writes the line.
  private mutating func write(_ value: UInt32, at column: Int, _ buffer: inout Buffer) {
    guard count < height, column <= width else { return }
    line[column] = Cell(code: value, style: style)
  }

  /// Forgets the current line, not written yet (its cells are kept apart until `endLine`):
  /// a line begun the quick way and found on the way to need the general one.
  mutating func discardLine() {
    lineWidth = 0
    lineStarted = false
  }

  /// Ends the current line: its cells written as `Buffer.putVisual` writes them (clipped to
  /// the buffer, a wide grapheme cut at either end mended), in one copy.
  mutating func endLine(_ buffer: inout Buffer) {
    let row = y + count
    let cells = count < height ? min(lineWidth, width + 1) : 0
    if cells > 0, row >= 0, row < buffer.height {
      if x > 0, x < buffer.width, buffer[x, row].isContinuation {
        buffer[x - 1, row].code = Cell.spaceCode
      }
      buffer.copyCells(line[..<cells], x: x, y: row)
      let end = x + cells
      if end >= 0, end < buffer.width, buffer[end, row].isContinuation {
        buffer[end, row].code = Cell.spaceCode
      }
      reach?.reach(row: row, to: end + 1)
    }
    count += 1
    lineWidth = 0
    lineStarted = false
  }

}
