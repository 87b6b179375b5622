import CNcurses
import Glibc
import Screen

extension Terminal {
  /// Waits up to `timeoutMilliseconds` (nil: indefinitely) for a key, mouse event or resize.
  ///
  /// Returns nil when the time is up, when a `TerminalWaker` fired, or when what arrived was
  /// nothing Reel uses (an unbound function key, a mouse release); callers loop. With a
  /// timeout of 0 it never waits, so `while let input = readInput(timeoutMilliseconds: 0)`
  /// drains everything pending. Blocks in epoll (`InputWait`) on stdin and the wake pipe, so
  /// waiting costs no CPU.
  ///
  /// A key press costs one poll to wait, then ncurses' poll and read for the key and one more
  /// poll to find nothing else pending: ncurses is only asked before waiting when it may hold
  /// input, and a drain (timeout 0) that ncurses found empty polls no further.
  public func readInput(timeoutMilliseconds: Int?) -> TerminalInput? {
    guard isActive, let window = reel_stdscr() else { return nil }
    if SuspendSignal.takeRequest() { return suspend() }
    // ncurses may already hold decoded input that the descriptor no longer shows: the rest of
    // a byte run it read while matching an escape sequence, or a pending resize.
    if cursesMayHoldInput {
      if let input = readPendingInput(window) { return input }
      // ncurses polled stdin and found nothing; what the wake pipe says waits for the next
      // wait (the loop reads its results after the drain anyway).
      if timeoutMilliseconds == 0 { return nil }
    }

    // ncurses' queue is empty if it said so above (or never held anything): then a plain
    // character read after the wait is all it read.
    let cursesQueueEmpty = !cursesMayHoldInput
    let timeout = timeoutMilliseconds.map { Int32(clamping: max(0, $0)) } ?? -1
    let found = inputWait.wait(timeout: timeout)
    let ready = found.ready
    if found.woken {
      wakePipe.drain()
      // A resize wakes through the pipe; ncurses holds the KEY_RESIZE. Any other wake (a
      // result) leaves ncurses' queue as it was.
      if ResizeSignal.takePending() { cursesMayHoldInput = true }
    }
    if SuspendSignal.takeRequest() { return suspend() }
    if ready < 0 {
      // EINTR is usually SIGWINCH: its handler also wrote to the wake pipe, so the next wait
      // takes the resize (`ResizeSignal.takePending`, which bounds and queues it).
      cursesMayHoldInput = true
      return errno == EINTR ? readPendingInput(window) : nil
    }
    let stdinEvents = found.stdinEvents
    let hungUp = stdinEvents & Int32(POLLHUP | POLLERR | POLLNVAL) != 0
    if stdinEvents & Int32(POLLIN) != 0 {
      let input = readPendingInput(
        window, stdinReady: !hungUp,
        queueEmpty: cursesQueueEmpty && !found.woken)
      // A terminal that hung up stays readable (at its end) for ever: the keys it sent before
      // are read above, then Reel ends instead of polling it again and again.
      if input == nil, hungUp { Self.endForHangUp() }
      return input
    }
    if cursesMayHoldInput { return readPendingInput(window) }
    if hungUp { Self.endForHangUp() }
    return nil
  }

  /// The terminal is gone, so nothing can be shown or read any more: Reel ends as SIGHUP
  /// would end it (its handler restores what it can), also when SIGHUP cannot reach it
  /// because whatever started Reel blocked it, or a tracer kept it.
  private static func endForHangUp() -> Never {
    var hangUp = sigset_t()
    sigemptyset(&hangUp)
    sigaddset(&hangUp, SIGHUP)
    pthread_sigmask(SIG_UNBLOCK, &hangUp, nil)
    raise(SIGHUP)
    TerminalRestore.restoreForExit()
    _exit(128 + SIGHUP)
  }

  /// The next usable input ncurses has, without waiting for a first byte (ncurses still
  /// waits ESCDELAY for the rest of an escape sequence). Input Reel has no use for is skipped,
  /// so nil means nothing usable is pending.
  ///
  /// `stdinReady`: the wait just said stdin has bytes, so the first read may block: ncurses
  /// then reads at once instead of polling first (one system call less a key).
  ///
  /// `queueEmpty`: ncurses held nothing before this read. A plain character read then is all
  /// ncurses took from the descriptor (it reads a byte at a time, and no key sequence starts
  /// with a printable character), so it holds nothing after it either, and the next read
  /// need not ask it first: a key press then costs one poll, not two.
  private func readPendingInput(
    _ window: UnsafeMutablePointer<WINDOW>, stdinReady: Bool = false, queueEmpty: Bool = false
  ) -> TerminalInput? {
    // Only the first read can be the plain character that leaves ncurses' queue as it was.
    var queueStaysEmpty = queueEmpty
    wtimeout(window, stdinReady ? -1 : 0)
    // Until ncurses says it has nothing (below), it may hold more: the rest of what it read.
    cursesMayHoldInput = true
    // Bounded so a flood of unusable input cannot hold the loop here.
    for _ in 0..<64 {
      var code: wint_t = 0
      let status = Self.readCharacter(window, &code)
      // Only that first read may wait; what follows an Escape, or the next key, never does.
      wtimeout(window, 0)
      defer { queueStaysEmpty = false }
      if status == reel_key_code_yes() {
        escapeStoodAlone = false
        if let input = decodeKeyCode(Int32(bitPattern: code)) { return input }
      } else if status == reel_ok() {
        if escapeStoodAlone {
          escapeStoodAlone = false
          switch skipSplitSequenceTail(after: code, cutSequence: cutSequence, window) {
          case .none: break
          case .skipped: continue
          case .pasteStart: return .paste(readPaste(window))
          case .cutShort(let sequence):
            escapeStoodAlone = true
            cutSequence = sequence
            sequenceCutAt = .now
            continue
          }
        }
        if queueStaysEmpty, code >= 32, code != 127,
          let key = InputDecoding.key(forCharacter: UInt32(code))
        {
          cursesMayHoldInput = false
          return .key(key)
        }
        if code == 27 {
          switch readAfterEscape(window) {
          case .key(let key): return .key(key)
          case .mouse(let event): return .mouse(event)
          case .pasteStart: return .paste(readPaste(window))
          case .reply: continue
          case .cutShort(let sequence):
            // Its rest may still come, late: then it is dropped, not run as keys.
            escapeStoodAlone = true
            cutSequence = sequence
            sequenceCutAt = .now
            continue
          case .nothing:
            escapeStoodAlone = true
            cutSequence = nil
          }
        }
        if let key = InputDecoding.key(forCharacter: UInt32(code)) { return .key(key) }
      } else {
        // With no delay, ERR means ncurses' queue is empty and stdin had nothing.
        cursesMayHoldInput = false
        return nil
      }
    }
    return nil
  }

  /// What `wget_wch` would answer (its status, and the character or key code in `code`),
  /// without asking the C library's multibyte decoder about a byte that is a character by
  /// itself. `wget_wch` asks `mblen` and `mbtowc` (three times each) whether the bytes read so
  /// far make a character, even for a `j`: locale code and tables that are cold after the wait
  /// for the key, more than the rest of the read. `wgetch` reads the same way (the same queue,
  /// the same escape-sequence matching) but hands back the byte: ASCII is a character by itself
  /// in every locale Reel runs in, and a key code comes as itself. Only the first byte of a
  /// multibyte character is read here too (`readMultibyteCharacter`).
  static func readCharacter(_ window: UnsafeMutablePointer<WINDOW>, _ code: inout wint_t) -> Int32 {
    let read = wgetch(window)
    switch read {
    case 0..<0x80:
      code = wint_t(read)
      return reel_ok()
    case 0x100...:
      code = wint_t(read)
      return reel_key_code_yes()
    case 0x80..<0x100:
      // Not valid UTF-8: read and dropped (code 0 is no key).
      code = wint_t(readMultibyteCharacter(window, lead: UInt8(read)) ?? 0)
      return reel_ok()
    default:
      return reel_err()
    }
  }

  /// The scalar a UTF-8 lead byte starts, with its continuation bytes, each waited for at most
  /// 50 ms (a terminal writes a character whole; a slow link may split it). `wget_wch` read
  /// them with the caller's wait, which is "for ever" once poll(2) said a key was there, and
  /// kept reading until 16 bytes made no character: a lone byte from 0x80 up (line noise, Alt
  /// in a terminal that sends it as the eighth bit, a Latin-1 terminal) froze Reel until 15
  /// more keys came, and ate them. Nil for bytes that are no UTF-8 (a stray continuation byte,
  /// an overlong form, a surrogate); a byte that cannot continue the character is put back.
  private static func readMultibyteCharacter(
    _ window: UnsafeMutablePointer<WINDOW>, lead: UInt8
  ) -> UInt32? {
    guard let count = InputDecoding.continuationCount(lead: lead) else { return nil }
    wtimeout(window, 50)
    defer { wtimeout(window, 0) }
    var bytes = [lead]
    while bytes.count <= count {
      let next = wgetch(window)
      guard (0x80..<0xC0).contains(next) else {
        if next != reel_err() { _ = ungetch(next) }
        return nil
      }
      bytes.append(UInt8(next))
    }
    return InputDecoding.scalar(utf8: bytes)
  }

  private func decodeKeyCode(_ keyCode: Int32) -> TerminalInput? {
    guard let window = reel_stdscr() else { return nil }
    if keyCode == reel_key_resize() {
      // ncurses resized its virtual screen; the next frame is written whole.
      previousFrame = nil
      // resizeterm touched stdscr: untouched, ncurses will not repaint it over Reel's frame.
      if frameWriter != nil { untouchwin(window) }
      return .resize(width: size.width, height: size.height)
    }
    if keyCode == Self.pasteStartCode {
      return .paste(readPaste(window))
    }
    if keyCode == reel_key_mouse() {
      var event = MEVENT()
      guard getmouse(&event) == reel_ok() else { return nil }
      return InputDecoding.mouse(x: event.x, y: event.y, buttons: event.bstate).map { .mouse($0) }
    }
    return InputDecoding.key(forKeyCode: keyCode).map { .key($0) }
  }

  /// Ctrl-Z: leaves the screen as `stop` would, stops the process, and on `fg` takes the screen
  /// back with every mode it had and asks for a full redraw (the shell drew over it).
  private func suspend() -> TerminalInput {
    clearImages()
    curs_set(1)
    // Before the shell has the terminal: the start-up question's late answer is Reel's.
    UnansweredQuestion.readPastAnswer(on: STDIN_FILENO)
    endwin()
    TerminalRestore.writeLeaveBytes()
    TerminalGuard.withDefaultActionsWhileStopped {
      SuspendSignal.stopProcess()
      // Continued: by `fg`, or by `bg`, which left Reel in the background, where it drew over
      // the shell; there it stops again until `fg`, as a background job wanting the terminal
      // does.
      _ = Self.waitForTheForeground()
    }
    // Continued (fg). ncurses resumes the screen on the next refresh; keypad and the mouse it
    // does not always restore, so set them again (mousemask only sends when the mask changes).
    refresh()
    if let window = reel_stdscr() {
      keypad(window, true)
      clearok(reel_curscr(), true)
    }
    mousemask(0, nil)
    mousemask(Self.mouseEvents, nil)
    Self.leaveMouseReportsToReel()
    enterModes()
    cursorVisible = true
    setCursorHidden()
    if frameWriter != nil, let window = reel_stdscr() {
      // ncurses cleared the screen on its refresh; Reel's whole frame comes next.
      untouchwin(window)
      frameWriter!.terminalWasReset(cursorVisible: false)
    }
    previousFrame = nil
    cursesMayHoldInput = true
    return .resize(width: size.width, height: size.height)
  }
}

/// Pasted text as it is read: scalar by scalar, bounded, line breaks as "\n", tabs kept, and
/// every other control character dropped.
struct PasteText {
  static let limit = 64 * 1024
  private(set) var text = ""
  private var byteCount = 0

  mutating func append(_ code: UInt32) {
    let scalar: Unicode.Scalar
    switch code {
    case 13, 10:
      // A pasted CRLF comes as CR then LF: one line break.
      if text.unicodeScalars.last == "\n" && code == 10 && lastWasCarriageReturn {
        lastWasCarriageReturn = false
        return
      }
      lastWasCarriageReturn = code == 13
      scalar = "\n"
    case 9:
      lastWasCarriageReturn = false
      scalar = "\t"
    default:
      lastWasCarriageReturn = false
      guard let decoded = Unicode.Scalar(code), !Self.isControl(decoded) else { return }
      scalar = decoded
    }
    let size = String(scalar).utf8.count
    guard byteCount + size <= Self.limit else { return }
    byteCount += size
    text.unicodeScalars.append(scalar)
  }

  private var lastWasCarriageReturn = false

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
