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
  var count: Int
  /// How far right each row of the pane holds something, when asked for (`DetailPaneReach`):
  /// a line laid in cells reaches its last cell (and the one after, which a cut wide grapheme
  /// may have mended); a line put the general way, the pane's edge.
  var reach: DetailPaneReach?

  // The line being filled, in the fast path: its first `lineWidth` cells while it is on the
  // pane (a column a cell). As long as a line can be, made once: a word's cells are stored,
  // not appended one by one.
  var line: [Cell]
  var lineWidth = 0
  var lineStarted = false
  var style = Style.plain

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
    let done = text.withBorrowedUTF8 { bytes -> Bool in
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
    self.style = style
    text.withBorrowedUTF8 { bytes in
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
    self.style = style
    text.withBorrowedUTF8 { bytes in
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
