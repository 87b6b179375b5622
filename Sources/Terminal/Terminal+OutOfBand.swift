import CNcurses
import Glibc
import Screen

extension Terminal {
  /// Shows a frame, with its web addresses as links (OSC 8) when `linkColors` is given (the
  /// colours their cells are written again in).
  ///
  /// Reel writes the frame itself where it can (`drawDirectly`, one write). Otherwise its cells
  /// go through ncurses, then what ncurses cannot say (pictures, the clipboard, links)
  /// straight to the terminal once ncurses has flushed, each with the cursor saved and put
  /// back, so ncurses' idea of the screen and the cursor stays true.
  public func draw(_ frame: Frame, linkColors: ColorSupport? = nil) {
    guard isActive, let window = reel_stdscr() else { return }
    if frameWriter != nil {
      drawDirectly(frame, linkColors: linkColors)
      return
    }
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
    let painted = images.contains { $0.image.kind == .painted }
    let forcedLines = Set(forced)
    var bytes = imageLayer.afterFlush(
      images,
      overwritten: { rect in
        guard painted else { return false }
        if (rect.y..<rect.maxY).contains(where: forcedLines.contains) { return true }
        guard let before else { return true }
        return Self.mayHaveOverwritten(rect, from: before, to: frame.buffer)
      }, wholeScreen: whole)
    if imageLayer.shown.contains(where: { $0.image.kind != .painted }) {
      TerminalRestore.setImageLeave(ImageLayer.kittyDeleteAll)
    }
    bytes += Self.bytes(of: frame.outOfBand)
    Self.writeOutOfBand(bytes)
    if let linkColors {
      drawHyperlinks(frame.hyperlinks, in: frame.buffer, colors: linkColors)
    }
  }

  /// A frame's own writes (the clipboard, a bell): each with a place is written there with the
  /// cursor saved and put back, so the cursor stays where the cells left it.
  static func bytes(of writes: [OutOfBandWrite]) -> [UInt8] {
    var bytes: [UInt8] = []
    appendBytes(of: writes, to: &bytes)
    return bytes
  }

  /// `bytes(of:)` appended to a frame's bytes, without an array of its own.
  static func appendBytes(of writes: [OutOfBandWrite], to bytes: inout [UInt8]) {
    for write in writes {
      guard let position = write.position else {
        bytes += write.bytes
        continue
      }
      bytes += ImageLayer.saveAndMove(row: position.y, column: position.x)
      bytes += write.bytes
      bytes += ImageLayer.restore
    }
  }

  /// Where the pane sits on the outer terminal, for pictures passed through tmux.
  public func setPaneOrigin(_ origin: Point) {
    imageLayer.paneOrigin = origin
  }

  /// Takes Reel's pictures off the screen: before leaving it (quit, Ctrl-Z).
  func clearImages() {
    Self.writeOutOfBand(imageLayer.clear())
  }

  /// Whether ncurses, taking the screen from `before` to `after`, may have written over the
  /// blank cells of `rect`: a changed cell inside it, or a changed cell to its left with only
  /// blanks between (ncurses may clear to the end of the line, or write the blanks rather than
  /// move the cursor). A change to its right, or one behind other text, cannot reach it.
  static func mayHaveOverwritten(_ rect: Rect, from before: Buffer, to after: Buffer) -> Bool {
    guard before.width == after.width, before.height == after.height else { return true }
    let width = after.width
    return after.cells.withUnsafeBufferPointer { now in
      before.cells.withUnsafeBufferPointer { then in
        for row in max(rect.y, 0)..<min(rect.maxY, after.height) {
          let start = row * width
          // From the rectangle's right edge leftwards: the first change found decides, unless
          // text that stayed stands between it and the rectangle.
          var column = min(rect.maxX, width) - 1
          while column >= 0 {
            let index = start + column
            if now[index] != then[index] { return true }
            if column < rect.x, now[index] != .blank { break }
            column -= 1
          }
        }
        return false
      }
    }
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
