/// Lays the detail pane's text straight into the buffer's cells, line after line from the
/// pane's top, for a pane shown from its first line (no scroll).
///
/// Text whose scalars are all one column wide and graphemes of their own
/// (`Buffer.isLoneSingleColumn`, nearly every title and overview) is wrapped over its UTF-8
/// bytes and each word written as cells where it lands: the lines `wrapped` gives, put as
/// `Buffer.put` puts them, without the `String` per line, the `[[Span]]` and the copies. Any
/// other text (CJK, emoji, right-to-left, combining marks) takes `wrapped` and `Buffer.put`,
/// the general path. Lines below the pane are only counted: the count is how far it scrolls.
struct DetailLineWriter {
  let x: Int
  let y: Int
  let width: Int
  let height: Int
  /// Lines laid so far, shown or not.
  private(set) var count: Int

  // The line being filled, in the fast path.
  private var lineWidth = 0
  private var lineStarted = false
  private var style = Style.plain

  init(in content: Rect, skipping lines: Int) {
    x = content.x
    y = content.y
    width = content.width
    height = content.height
    count = lines
  }

  /// Empty lines.
  mutating func skip(_ lines: Int = 1) { count += lines }

  /// Lines laid out elsewhere (the general path), put as `DetailWidget` puts them.
  mutating func put(_ lines: [StyledLine], _ buffer: inout Buffer) {
    for line in lines {
      if count < height { buffer.put(line, x: x, y: y + count, maxWidth: width) }
      count += 1
    }
  }

  /// `wrapped(text, width:, style:, base:)` put line by line: in cells straight from the bytes
  /// when every scalar is a lone single column (line feeds split paragraphs), else the
  /// general way.
  mutating func paragraph(
    _ text: String, style: Style, base: BaseDirection?, _ buffer: inout Buffer
  ) {
    guard !text.isEmpty else { return }  // `wrapped` gives no line at all
    var text = text
    let done = text.withUTF8 { bytes -> Bool in
      guard Self.isLoneSingleColumnParagraphs(bytes) else { return false }
      self.style = style
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
        wrapParagraph(bytes, from: start, to: index, &buffer)
        start = index + 1
      }
      return true
    }
    if !done { put(wrapped(text, width: width, style: style, base: base), &buffer) }
  }

  /// Adds lone-single-column `text` in `style` to the current line, after what is on it: a
  /// line of several spans (`Buffer.put(_ spans:)`), which the caller knows to fit and ends
  /// with `endLine`.
  mutating func append(_ text: String, style: Style, _ buffer: inout Buffer) {
    var text = text
    self.style = style
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let (value, next) = Self.decode(bytes, at: index)
        write(value, at: lineWidth, &buffer)
        lineWidth += 1
        lineStarted = true
        index = next
      }
    }
  }

  /// Whether every scalar of `bytes` is a lone single column or a line feed.
  static func isLoneSingleColumnParagraphs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
      let paragraph = UnsafeBufferPointer(rebasing: bytes[start..<index])
      if !TextLayout.allLoneSingleColumn(paragraph) { return false }
      start = index + 1
    }
    return true
  }

  /// The columns of lone-single-column text: its scalars.
  static func columns(of text: String) -> Int {
    var count = 0
    for byte in text.utf8 where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }

  // MARK: The fast path

  /// `Wrapper.wrapSingleColumn` (greedy filling, words between spaces, one space between
  /// words, a word longer than a line cut between scalars), writing cells instead of lines.
  private mutating func wrapParagraph(
    _ bytes: UnsafeBufferPointer<UInt8>, from first: Int, to end: Int, _ buffer: inout Buffer
  ) {
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
      while index < end, bytes[index] != UInt8(ascii: " ") {
        if bytes[index] & 0xC0 != 0x80 { wordWidth += 1 }
        index += 1
      }
      let gap = spaceBeforeWord && lineStarted ? 1 : 0
      spaceBeforeWord = false
      if lineWidth + gap + wordWidth <= width {
        if gap == 1 {
          write(UInt32(UInt8(ascii: " ")), at: lineWidth, &buffer)
          lineWidth += 1
        }
        writeWord(bytes, from: start, to: index, &buffer)
        continue
      }
      if lineStarted { endLine(&buffer) }
      if wordWidth <= width {
        writeWord(bytes, from: start, to: index, &buffer)
        continue
      }
      // Longer than a line: cut every `width` columns, between scalars.
      var scalarStart = start
      while scalarStart < index {
        if lineWidth == width { endLine(&buffer) }
        let (value, next) = Self.decode(bytes, at: scalarStart)
        write(value, at: lineWidth, &buffer)
        lineWidth += 1
        lineStarted = true
        scalarStart = next
      }
    }
    if lineStarted || count == linesBefore { endLine(&buffer) }
  }

  private mutating func writeWord(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ buffer: inout Buffer
  ) {
    var index = start
    while index < end {
      let (value, next) = Self.decode(bytes, at: index)
      write(value, at: lineWidth, &buffer)
      lineWidth += 1
      index = next
    }
    lineStarted = true
  }

  /// One cell of the current line, `column` columns into the pane, as `Buffer.putVisual`
  /// writes it: clipped to the buffer, and mending a wide grapheme the line's first cell cuts
  /// into (its last is mended by `endLine`).
  private mutating func write(_ value: UInt32, at column: Int, _ buffer: inout Buffer) {
    guard count < height else { return }
    let cellX = x + column
    let cellY = y + count
    guard cellX >= 0, cellX < buffer.width, cellY >= 0, cellY < buffer.height else { return }
    if column == 0, cellX > 0, buffer[cellX, cellY].isContinuation {
      buffer[cellX - 1, cellY].code = Cell.spaceCode
    }
    buffer[cellX, cellY] = Cell(code: value, style: style)
  }

  /// Ends the current line: the cell after it loses the left half it had, if any.
  mutating func endLine(_ buffer: inout Buffer) {
    if count < height, lineWidth > 0 {
      let end = min(x + lineWidth, buffer.width)
      let row = y + count
      if end >= 0, end < buffer.width, row >= 0, row < buffer.height,
        buffer[end, row].isContinuation
      {
        buffer[end, row].code = Cell.spaceCode
      }
    }
    count += 1
    lineWidth = 0
    lineStarted = false
  }

  /// The scalar at `index` (a lone single column: at most three bytes) and the index after it.
  @inline(__always)
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = bytes[index]
    if lead < 0x80 { return (UInt32(lead), index + 1) }
    if lead & 0xE0 == 0xC0 {
      return (UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), index + 2)
    }
    return (
      UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
        | UInt32(bytes[index + 2] & 0x3F),
      index + 3
    )
  }
}
