// The fast path: a paragraph of text wrapped over its UTF-8 bytes and its words written as
// cells where they land (DetailLineWriter's lines without a String per line).

extension DetailLineWriter {
  /// `TextLayout.wrap`'s greedy filling for one paragraph (words between spaces, one space
  /// between words, a wide scalar a word of its own, a word longer than a line cut between
  /// scalars, a wide scalar wider than the line left out), writing cells instead of lines.
  mutating func wrapParagraph(
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
  mutating func layASCIILines(
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

  mutating func placeWord(
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
  mutating func writeWord(
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
  mutating func write(_ value: UInt32, at column: Int, _ buffer: inout Buffer) {
    guard count < height, column <= width else { return }
    line[column] = Cell(code: value, style: style)
  }
}
