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
  public func readInput(timeoutMilliseconds: Int?) -> TerminalInput? {
    guard isActive, let window = reel_stdscr() else { return nil }
    // ncurses may already hold decoded input that the descriptor no longer shows: the rest of
    // a byte run it read while matching an escape sequence, or a pending resize.
    if let input = readPendingInput(window) { return input }

    var descriptors = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakePipe.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    let timeout = timeoutMilliseconds.map { Int32(clamping: max(0, $0)) } ?? -1
    let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
    if descriptors[1].revents != 0 { wakePipe.drain() }
    if ready < 0 {
      // EINTR is usually SIGWINCH, which ncurses turns into KEY_RESIZE on the next read.
      return errno == EINTR ? readPendingInput(window) : nil
    }
    let stdinEvents = Int32(descriptors[0].revents)
    if stdinEvents & Int32(POLLIN) != 0 { return readPendingInput(window) }
    if stdinEvents & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 {
      // The terminal is gone; without this poll would return at once forever. SIGHUP's
      // handler restores what it can and exits.
      raise(SIGHUP)
    }
    return nil
  }

  /// The next usable input ncurses has, without waiting for a first byte (ncurses still
  /// waits ESCDELAY for the rest of an escape sequence). Input Reel has no use for is skipped,
  /// so nil means nothing usable is pending.
  private func readPendingInput(_ window: UnsafeMutablePointer<WINDOW>) -> TerminalInput? {
    wtimeout(window, 0)
    // Bounded so a flood of unusable input cannot hold the loop here.
    for _ in 0..<64 {
      var code: wint_t = 0
      let status = wget_wch(window, &code)
      if status == reel_key_code_yes() {
        if let input = decodeKeyCode(Int32(bitPattern: code)) { return input }
      } else if status == reel_ok() {
        if let key = InputDecoding.key(forCharacter: UInt32(code)) { return .key(key) }
      } else {
        return nil
      }
    }
    return nil
  }

  private func decodeKeyCode(_ keyCode: Int32) -> TerminalInput? {
    if keyCode == reel_key_resize() {
      return .resize(width: size.width, height: size.height)
    }
    if keyCode == reel_key_mouse() {
      var event = MEVENT()
      guard getmouse(&event) == reel_ok() else { return nil }
      return InputDecoding.mouse(x: event.x, y: event.y, buttons: event.bstate).map { .mouse($0) }
    }
    return InputDecoding.key(forKeyCode: keyCode).map { .key($0) }
  }
}
