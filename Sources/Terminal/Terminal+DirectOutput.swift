import CNcurses
import Glibc
import Screen

extension Terminal {
  /// Whether Reel writes its frames itself (`FrameWriter`) rather than through ncurses'
  /// virtual screens: on terminals whose terminfo it understands, unless `REEL_CURSES_OUTPUT=1`
  /// asks for ncurses' own output (the way every frame went before, kept as the fallback).
  public var writesFramesItself: Bool { frameWriter != nil }

  /// The writer for this terminal, or nil when ncurses must write the frames. After `initscr`
  /// and the colour set-up.
  func makeFrameWriter() -> FrameWriter? {
    if let forced = getenv("REEL_CURSES_OUTPUT"), String(cString: forced) == "1" { return nil }
    let capabilities = TerminalCapabilities.current()
    guard capabilities.directOutputProblem(usesColor: colorCount > 0) == nil else { return nil }
    return FrameWriter(
      capabilities: capabilities, colorCount: colorCount, hasDefaultColors: hasDefaultColors)
  }

  /// One frame, written by Reel in one write(2): the cells that changed (or a clear and every
  /// cell), the rendition reset, the pictures and other out-of-band bytes, the links, and the
  /// cursor. ncurses' stdscr is never touched, so it never repaints over the frame.
  func drawDirectly(_ frame: Frame, linkColors: ColorSupport?) {
    let screen = size
    frameBytes.removeAll(keepingCapacity: true)
    // Nearly every frame has no picture, shown or coming: the picture work (filters, sets,
    // arrays) is not even started then.
    let hasPictures = !frame.images.isEmpty || !imageLayer.shown.isEmpty
    var images: [ImagePlacement] = []
    var rewriting: [Int] = []
    var pictures: [Rect] = []
    if hasPictures {
      let screenRect = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
      images = frame.images.filter { screenRect.intersection($0.rect) == $0.rect }
      // A painted picture that goes lives in the cells: its rows are written again, blanks too.
      rewriting = imageLayer.linesToRedraw(for: images).filter { $0 < screen.height }
      // Pictures live over blank cells: a row is not cleared to its end through one.
      pictures = (images + imageLayer.shown).map(\.rect)
    }
    let whole = frameWriter!.writeCells(
      of: frame, over: shownFrame, screen: screen, rewriting: rewriting, keeping: pictures,
      into: &frameBytes)
    if whole { wholeRedraws &+= 1 }
    shownFrame = ShownFrame(frame)
    frameWriter!.resetRendition(into: &frameBytes)

    if hasPictures {
      // Pictures: a painted one is drawn again exactly when this frame wrote over its cells.
      frameBytes += imageLayer.afterFlush(
        images, overwritten: { [unowned self] rect in frameWriter!.wrote(into: rect) },
        wholeScreen: whole)
      if imageLayer.shown.contains(where: { $0.image.kind != .painted }) {
        TerminalRestore.setImageLeave(ImageLayer.kittyDeleteAll)
      }
    }
    if !frame.outOfBand.isEmpty { Self.appendBytes(of: frame.outOfBand, to: &frameBytes) }
    appendHyperlinks(frame, colors: linkColors, whole: whole)
    frameWriter!.placeCursor(frame.cursor, screen: screen, into: &frameBytes)

    if !Self.writeFully(frameBytes) {
      // What reached the terminal is unknown: the next frame is written whole.
      previousFrame = nil
      hyperlinksShown = []
      frameWriter!.forgetTerminalState()
    }
    if !testCrashAsked {
      testCrashAsked = true
      TestCrash.afterFirstFrame()
    }
  }

  /// The links over the frame's cells (OSC 8, see `HyperlinkSequence`), unless the very same
  /// links are on the terminal and this frame wrote over none of their cells.
  private func appendHyperlinks(_ frame: Frame, colors: ColorSupport?, whole: Bool) {
    guard let colors else {
      hyperlinksShown = []
      return
    }
    let links = frame.hyperlinks
    let stale =
      whole || links != hyperlinksShown
      || links.contains {
        frameWriter!.wrote(into: Rect(x: $0.column, y: $0.row, width: $0.width, height: 1))
      }
    guard stale else { return }
    hyperlinksShown = links
    guard !links.isEmpty else { return }
    frameBytes += HyperlinkSequence.bytes(for: links, in: frame.buffer, colors: colors)
  }

  /// Writes all of `bytes` to the terminal, through interrupted and partial writes; a
  /// terminal that will not take them (gone, or full for a whole second) loses the frame, and
  /// the loop never spins. False when not everything was written.
  static func writeFully(_ bytes: [UInt8]) -> Bool {
    guard !bytes.isEmpty else { return true }
    return bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
          continue
        }
        if written < 0 && errno == EINTR { continue }
        guard written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) else { return false }
        // Non-blocking output that is full: wait for room, a second at most.
        var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
        let ready = poll(&descriptor, 1, 1000)
        if ready < 0 && errno == EINTR { continue }
        guard ready > 0, Int32(descriptor.revents) & Int32(POLLERR | POLLHUP | POLLNVAL) == 0
        else { return false }
      }
      return true
    }
  }
}
