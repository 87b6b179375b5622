import CNcurses
import Glibc
import Screen

extension Terminal {
  /// Waits up to `timeoutMilliseconds` (nil: indefinitely) for a key, mouse event or resize.
  ///
  /// Returns nil when the time is up, when a `TerminalWaker` fired, or when what arrived was
  /// nothing Reel uses (an unbound function key, a mouse release); callers loop. With a
  /// timeout of 0 it never waits, so `while let input = readInput(timeoutMilliseconds: 0)`
  /// drains everything pending. Blocks in poll(2) on stdin and the wake pipe, so waiting
  /// costs no CPU.
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

    var descriptors = (
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakePipe.readEnd, events: Int16(POLLIN), revents: 0)
    )
    // ncurses' queue is empty if it said so above (or never held anything): then a plain
    // character read after the poll is all it read.
    let cursesQueueEmpty = !cursesMayHoldInput
    let timeout = timeoutMilliseconds.map { Int32(clamping: max(0, $0)) } ?? -1
    let ready = withUnsafeMutableBytes(of: &descriptors) { raw in
      poll(raw.baseAddress!.assumingMemoryBound(to: pollfd.self), 2, timeout)
    }
    if descriptors.1.revents != 0 {
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
    let stdinEvents = Int32(descriptors.0.revents)
    let hungUp = stdinEvents & Int32(POLLHUP | POLLERR | POLLNVAL) != 0
    if stdinEvents & Int32(POLLIN) != 0 {
      let input = readPendingInput(
        window, stdinReady: !hungUp,
        queueEmpty: cursesQueueEmpty && descriptors.1.revents == 0)
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
  /// `stdinReady`: poll(2) just said stdin has bytes, so the first read may block: ncurses
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
          switch skipSplitSequenceTail(after: code, window) {
          case .none: break
          case .skipped: continue
          case .pasteStart: return .paste(readPaste(window))
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
          case .cutShort:
            // Its rest may still come, late: then it is dropped, not run as keys.
            escapeStoodAlone = true
            continue
          case .nothing: escapeStoodAlone = true
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

  /// What followed an Escape.
  private enum AfterEscape {
    /// Alt with the character behind the Escape.
    case key(Key)
    /// A mouse report Reel uses (ncurses leaves them to Reel, see `MouseReport`).
    case mouse(MouseEvent)
    /// A bracketed paste's start marker whose Escape ncurses handed over alone (ESCDELAY ran
    /// out inside it): what follows is pasted text, never keys.
    case pasteStart
    /// A terminal's reply (or a control sequence ncurses has no key for), read and dropped.
    case reply
    /// A control sequence cut short by the bounded wait, read and dropped as far as it came.
    case cutShort
    /// Nothing usable: the Escape stands alone.
    case nothing
  }

  /// After an Escape: the character ncurses already holds behind it, as Alt with that
  /// character, or the rest of a terminal's reply, dropped (see `TerminalReplyFilter`).
  /// ncurses has waited ESCDELAY (25 ms) for an escape sequence already, so this never waits
  /// for the follower: a lone Escape stays a plain Escape at once. Anything else read here is
  /// put back for the next read.
  private func readAfterEscape(_ window: UnsafeMutablePointer<WINDOW>) -> AfterEscape {
    var code: wint_t = 0
    let status = wget_wch(window, &code)
    if status == reel_ok() {
      let follower = InputDecoding.key(forCharacter: UInt32(code))
      if var reply = TerminalReplyFilter(after: UInt32(code)) {
        switch skipReply(&reply, window) {
        case .nothing: break
        case .cutShort: return .cutShort
        case .whole:
          if reply.sequence == Self.pasteStartTail { return .pasteStart }
          return readMouseReport(reply.sequence, window).map { .mouse($0) } ?? .reply
        }
        // Escape and `[` (or `_`, …) with nothing behind them: the user's Alt-[.
        return InputDecoding.altKey(following: follower).map { .key($0) } ?? .nothing
      }
      if let alt = InputDecoding.altKey(following: follower) { return .key(alt) }
      _ = unget_wch(wchar_t(bitPattern: code))
    } else if status == reel_key_code_yes() {
      _ = ungetch(Int32(bitPattern: code))
    }
    return .nothing
  }

  /// The mouse event a control sequence just read reports, if it is one: an SGR report whole,
  /// or an X10 report's introducer (`ESC [ M`), whose three bytes are read here with the same
  /// bounded wait as a reply's rest. Anything else (and a report cut short) is nil.
  private func readMouseReport(
    _ sequence: [UInt8], _ window: UnsafeMutablePointer<WINDOW>
  ) -> MouseEvent? {
    guard sequence == [0x4D] else { return MouseReport.sgr(sequence) }
    // Longer than a reply's 50 ms: the three bytes are any bytes (`q` is column 81), so once
    // the wait ran out they ran as keys. No one types `ESC [ M`; a report cut short by line
    // noise only makes the keys typed in the next 150 ms coordinates.
    wtimeout(window, 150)
    defer { wtimeout(window, 0) }
    var bytes: [UInt8] = []
    while bytes.count < 3 {
      // wgetch, not wget_wch: the bytes are values, not UTF-8.
      let byte = wgetch(window)
      guard (0..<0x100).contains(byte) else {
        if byte >= 0x100 { _ = ungetch(byte) }
        return nil
      }
      bytes.append(UInt8(byte))
    }
    return MouseReport.x10(button: bytes[0], column: bytes[1], row: bytes[2])
  }

  /// After an Escape that stood alone, or a control sequence cut short: whether `code` and
  /// what already waits behind it are the rest of a CSI or SS3 sequence (an arrow, a mouse
  /// report) that a slow link (ssh, tmux) delivered more than ESCDELAY (or the 50 ms of
  /// `skipReply`) after its start; then they are read and dropped, so `[`, `<`, digits or `A`
  /// never run as commands. The rest of a cut sequence starts with a parameter byte (a digit,
  /// `;`, `<`): `0;10M` of `ESC [ < 6 5 ; 1` `0 ; 1 0 M` opened home. Vim's `ttimeout` and crossterm wait longer
  /// for the rest instead, which makes every Escape slow; here the Escape has already acted
  /// at once, and only its stray tail goes. A tail arrives whole, in one write: a `[` the user
  /// types after Esc has nothing behind it yet, so it stays a key.
  private func skipSplitSequenceTail(
    after code: wint_t, _ window: UnsafeMutablePointer<WINDOW>
  ) -> SplitTail {
    let continuesSequence = (0x30...0x3F).contains(code)
    guard code == 0x5B || code == 0x4F || continuesSequence else { return .none }
    var next: wint_t = 0
    let status = wget_wch(window, &next)
    guard status == reel_ok() else {
      if status == reel_key_code_yes() { _ = ungetch(Int32(bitPattern: next)) }
      return .none
    }
    if code == 0x4F {
      // SS3 (`ESC O A`, an arrow in keypad mode): one final character.
      if (0x40...0x7E).contains(next) { return .skipped }
      _ = unget_wch(wchar_t(bitPattern: next))
      return .none
    }
    var sequence = TerminalReplyFilter(after: 0x5B)!
    if continuesSequence { _ = sequence.consume(UInt32(code)) }
    switch sequence.consume(UInt32(next)) {
    case .complete: break
    case .inside:
      guard skipReply(&sequence, window) != .nothing else { return .none }
    case .broken:
      _ = unget_wch(wchar_t(bitPattern: next))
      return .none
    }
    // A paste's start marker (after a cut sequence, the rest of one: `0~`, `00~`): the paste
    // follows, and must not run as keys.
    let isPasteStart =
      continuesSequence
      ? Self.pasteStartTail.reversed().starts(with: sequence.sequence.reversed())
      : sequence.sequence == Self.pasteStartTail
    return isPasteStart ? .pasteStart : .skipped
  }

  /// What `skipSplitSequenceTail` found behind a `[` or `O`.
  private enum SplitTail {
    /// Nothing: the character is a key.
    case none
    /// The rest of a key or report, read and dropped.
    case skipped
    /// The rest of a paste's start marker: the paste follows.
    case pasteStart
  }

  /// What follows `ESC [` in a paste's start marker.
  private static let pasteStartTail: [UInt8] = Array("200~".utf8)

  /// Reads the rest of a reply whose introducer `reply` saw, up to its end. False when nothing
  /// at all came behind the introducer (then it was a key, not a reply). A terminal writes a
  /// reply whole, so the rest is normally waiting already; the short wait covers a reply split
  /// across reads (tmux, ssh) without making Alt-[ feel slow.
  private func skipReply(
    _ reply: inout TerminalReplyFilter, _ window: UnsafeMutablePointer<WINDOW>
  ) -> SkippedReply {
    wtimeout(window, 50)
    defer { wtimeout(window, 0) }
    while !reply.isOverlong {
      var code: wint_t = 0
      let status = wget_wch(window, &code)
      if status == reel_ok() {
        switch reply.consume(UInt32(code)) {
        case .inside: continue
        case .complete: return .whole
        case .broken:
          _ = unget_wch(wchar_t(bitPattern: code))
          return .whole
        }
      } else if status == reel_key_code_yes() {
        // A key ncurses recognised cannot be part of the reply: the reply ended early.
        _ = ungetch(Int32(bitPattern: code))
        return reply.length > 0 ? .whole : .nothing
      } else {
        // Time is up: an unterminated reply is dropped as far as it came; its rest may come.
        return reply.length > 0 ? .cutShort : .nothing
      }
    }
    return .whole
  }

  /// How far `skipReply` read.
  private enum SkippedReply {
    /// Nothing came behind the introducer: it was a key.
    case nothing
    /// To its end (or to where it broke off, or past the longest reply).
    case whole
    /// As far as it came before the wait ran out.
    case cutShort
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
    endwin()
    TerminalRestore.writeLeaveBytes()
    SuspendSignal.stopProcess()
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
