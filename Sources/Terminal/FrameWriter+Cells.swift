import Screen

extension FrameWriter {

  /// One cell, by today's rules of the ncurses path: a wide grapheme cut by the screen's edge
  /// is a space; a scalar the C library does not know is U+FFFD; a grapheme of several scalars
  /// is its first spacing scalar with the zero-width ones after it (no dangling joiner); a
  /// grapheme two columns wide by our count and one by the C library's shows its second
  /// spacing scalar, or a blank, in the second column.
  mutating func write(
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
  static func appendLoneUTF8(_ code: UInt32, to out: inout FrameBytes) {
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

  mutating func writeGrapheme(
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
  func appendCluster(_ scalars: ArraySlice<Unicode.Scalar>, into out: inout FrameBytes) {
    var chosen: [UInt32] = []
    for scalar in scalars where chosen.count < 5 {
      if !chosen.isEmpty && columnsOf(scalar.value) != 0 { break }
      chosen.append(scalar.value)
    }
    while chosen.count > 1 && chosen.last == 0x200D { chosen.removeLast() }
    if chosen.isEmpty || columnsOf(chosen[0]) <= 0 { chosen = [0xFFFD] }
    for value in chosen { TerminalBytes.appendUTF8(value, to: &out) }
  }

  mutating func writeBlank(
    x: Int, y: Int, _ style: Style, _ row: UnsafeBufferPointer<Cell>, _ screenWidth: Int,
    _ out: inout FrameBytes
  ) {
    place(x: x, y: y, style: style, cells: row, into: &out)
    out.append(0x20)
    advance(x: x, y: y, by: 1, screenWidth)
  }

}
