import CNcurses
import Glibc
import Screen

extension Terminal {
  /// Shows a frame: its cells through ncurses, then what ncurses cannot say (pictures, the
  /// clipboard, links) straight to the terminal once ncurses has flushed, each with the
  /// cursor saved and put back, so ncurses' idea of the screen and the cursor stays true.
  public func draw(_ frame: Frame) {
    guard isActive, let window = reel_stdscr() else { return }
    let screen = Rect(
      x: 0, y: 0, width: Int(reel_getmaxx(window)), height: Int(reel_getmaxy(window)))
    let images = frame.images.filter { screen.intersection($0.rect) == $0.rect }
    // A painted picture that goes lives in ncurses' "blank" cells: have those lines rewritten.
    let forced = imageLayer.linesToRedraw(for: images)
    for line in forced where line < screen.height { wredrawln(window, Int32(line), 1) }
    let before = previousFrame
    let wholeBefore = wholeRedraws
    draw(frame.buffer, cursor: frame.cursor)
    let whole = wholeRedraws != wholeBefore
    var redrawn = Set(forced)
    if !whole, let before, images.contains(where: { $0.image.kind == .painted }) {
      redrawn.formUnion(Self.changedLines(from: before, to: frame.buffer))
    }
    var bytes = imageLayer.afterFlush(images, redrawnLines: redrawn, wholeScreen: whole)
    if imageLayer.shown.contains(where: { $0.image.kind != .painted }) {
      TerminalRestore.setImageLeave(ImageLayer.kittyDeleteAll)
    }
    for write in frame.outOfBand {
      guard let position = write.position else {
        bytes += write.bytes
        continue
      }
      bytes +=
        ImageLayer.saveAndMove(row: position.y, column: position.x) + write.bytes
        + ImageLayer.restore
    }
    Self.writeOutOfBand(bytes)
  }

  /// Where the pane sits on the outer terminal, for pictures passed through tmux.
  public func setPaneOrigin(_ origin: Point) {
    imageLayer.paneOrigin = origin
  }

  /// Takes Reel's pictures off the screen: before leaving it (quit, Ctrl-Z).
  func clearImages() {
    Self.writeOutOfBand(imageLayer.clear())
  }

  /// Rows whose cells differ between two frames of one size (all rows when the size changed).
  static func changedLines(from before: Buffer, to after: Buffer) -> Set<Int> {
    guard before.width == after.width, before.height == after.height else {
      return Set(0..<after.height)
    }
    var lines = Set<Int>()
    let width = after.width
    after.cells.withUnsafeBufferPointer { now in
      before.cells.withUnsafeBufferPointer { then in
        for row in 0..<after.height {
          let start = row * width
          if !(start..<start + width).allSatisfy({ now[$0] == then[$0] }) { lines.insert(row) }
        }
      }
    }
    return lines
  }

  /// Writes straight to the terminal, after ncurses' own output has been flushed. A terminal
  /// that has gone away loses the pictures, nothing else.
  static func writeOutOfBand(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
          continue
        } else {
          return
        }
      }
    }
  }
}
