import Screen

/// The frame on the terminal, as the next one is compared with it: its cells, and the
/// renderer's number for them (`FrameDamage.serial`), kept together so that forgetting the
/// cells (a resize, a resume, a failed write) forgets the number too.
struct ShownFrame {
  let buffer: Buffer
  /// Nil when the frame came without one (the ncurses path, `draw(_:cursor:)`, a frame whose
  /// cells were changed after rendering).
  let serial: UInt64?

  init(buffer: Buffer) {
    self.buffer = buffer
    serial = nil
  }

  init(_ frame: Frame) {
    buffer = frame.buffer
    serial = frame.damage?.serial
  }

  /// Where `frame`'s cells can differ from these: the renderer's damage when it drew `frame`
  /// on exactly this frame; nil, compare everything, otherwise (a frame rendered in between
  /// and not shown, a scroll clamp's second render, a frame drawn from nothing).
  func damage(reaching frame: Frame) -> [Rect]? {
    guard let serial, let damage = frame.damage, damage.base == serial else { return nil }
    return damage.rects
  }
}

extension FrameWriter {
  /// `writeCells(of:since:...)` for a frame over the frame the terminal shows, comparing only
  /// where the renderer says the two can differ when that is known (see `ShownFrame`).
  @discardableResult
  mutating func writeCells(
    of frame: Frame, over shown: ShownFrame?, screen: Size, rewriting: [Int] = [],
    keeping pictures: [Rect] = [], into out: inout [UInt8]
  ) -> Bool {
    writeCells(
      of: frame.buffer, since: shown?.buffer, comparingOnly: shown?.damage(reaching: frame),
      screen: screen, rewriting: rewriting, keeping: pictures, into: &out)
  }
}
