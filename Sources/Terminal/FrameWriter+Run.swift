import Screen

extension FrameWriter {
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
  mutating func continueRun(
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
  static let continuationCode = UInt32.max
}
