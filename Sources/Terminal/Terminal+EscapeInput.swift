import CNcurses
import Glibc
import Screen

/// What Reel reads itself after an Escape, instead of leaving it to ncurses: Alt with a
/// character, mouse reports (SGR and X10, decoded by `MouseReport`), a paste's start marker
/// that came apart, and terminal replies or sequence tails that are dropped, never typed. Each
/// waits a bounded time for bytes that may never come.
extension Terminal {
  /// What followed an Escape.
  enum AfterEscape {
    /// Alt with the character behind the Escape.
    case key(Key)
    /// A mouse report Reel uses (ncurses leaves them to Reel, see `MouseReport`).
    case mouse(MouseEvent)
    /// A bracketed paste's start marker whose Escape ncurses handed over alone (ESCDELAY ran
    /// out inside it): what follows is pasted text, never keys.
    case pasteStart
    /// A terminal's reply (or a control sequence ncurses has no key for), read and dropped.
    case reply
    /// A control sequence cut short by the bounded wait, read and dropped as far as it came
    /// (a CSI's bytes from its `[` on, kept to recognise its rest; none of a string).
    case cutShort([UInt8])
    /// Nothing usable: the Escape stands alone.
    case nothing
  }

  /// After an Escape: the character ncurses already holds behind it, as Alt with that
  /// character, or the rest of a terminal's reply, dropped (see `TerminalReplyFilter`).
  /// ncurses has waited ESCDELAY (25 ms) for an escape sequence already, so this never waits
  /// for the follower: a lone Escape stays a plain Escape at once. Anything else read here is
  /// put back for the next read.
  func readAfterEscape(_ window: UnsafeMutablePointer<WINDOW>) -> AfterEscape {
    var code: wint_t = 0
    let status = wget_wch(window, &code)
    if status == reel_ok() {
      let follower = InputDecoding.key(forCharacter: UInt32(code))
      if var reply = TerminalReplyFilter(after: UInt32(code)) {
        switch skipReply(&reply, window) {
        case .nothing:
          // Escape and `[` with nothing behind them: a key or report split right there (a
          // slow link), whose rest, `A` of an arrow, came later and ran as a key. No one
          // binds Alt-[.
          if reply.kind == .controlSequence { return .cutShort([0x5B]) }
        case .cutShort:
          return .cutShort(reply.kind == .controlSequence ? [0x5B] + reply.sequence : [])
        case .whole:
          if reply.sequence == Self.pasteStartTail { return .pasteStart }
          Self.noteTheLateAnswer(reply.sequence)
          return readMouseReport(reply.sequence, window).map { .mouse($0) } ?? .reply
        }
        // Escape and `_` (or `]`, …) with nothing behind them: the user's Alt-_.
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
  func readMouseReport(
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
  /// types after Esc has nothing behind it yet, so it stays a key. A tail led by a parameter
  /// byte is only looked for after a sequence `cutShort`: after a lone Escape the rest of a key
  /// starts with `[` or `O`, and `1j` typed quickly behind Esc (a slow link delivering both at
  /// once) read as a sequence ending in `j`, and both keys were lost.
  func skipSplitSequenceTail(
    after code: wint_t, cutSequence: [UInt8]?, _ window: UnsafeMutablePointer<WINDOW>
  ) -> SplitTail {
    if let cutSequence,
      (0x30...0x3F).contains(code) || isLateFinalByte(code, of: cutSequence)
    {
      return skipRest(of: cutSequence, from: code, window)
    }
    guard code == 0x5B || code == 0x4F else { return .none }
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
    switch sequence.consume(UInt32(next)) {
    case .complete: break
    case .inside:
      guard skipReply(&sequence, window) != .nothing else { return .none }
    case .broken:
      _ = unget_wch(wchar_t(bitPattern: next))
      return .none
    }
    Self.noteTheLateAnswer(sequence.sequence)
    // A paste's start marker: the paste follows, and must not run as keys.
    return sequence.sequence == Self.pasteStartTail ? .pasteStart : .skipped
  }

  /// The start-up question's late answer (`CSI ? … c`) has come, whole or in parts a slow link
  /// split: a way out then waits for nothing. Noted only when whole, it was taken as still to
  /// come after a split, and `q` read for it 2 s more, eating the keys typed meanwhile.
  static func noteTheLateAnswer(_ sequence: [UInt8]) {
    if sequence.first == 0x3F, sequence.last == 0x63 { UnansweredQuestion.answered() }
  }

  /// Whether `code`, a final byte by itself, ends the CSI cut short: it came soon after the
  /// cut (a key typed after line noise comes later, and is a key), and for a mouse report
  /// (`ESC [ <`) it is one a report ends with. A string's cut keeps no bytes: its rest is no
  /// CSI's.
  private func isLateFinalByte(_ code: wint_t, of cutSequence: [UInt8]) -> Bool {
    guard cutSequence.first == 0x5B, (0x40...0x7E).contains(code) else { return false }
    if cutSequence.dropFirst().first == UInt8(ascii: "<"), code != 0x4D, code != 0x6D {
      return false
    }
    return ContinuousClock.now - sequenceCutAt < Self.lateTailWindow
  }

  /// How long after a cut its final byte alone still counts as its end: a slow link's pause
  /// inside a sequence is tens of milliseconds; a person types the next key later.
  static let lateTailWindow = Duration.milliseconds(250)

  /// The rest of a control sequence cut short (`cutSequence`, its bytes from `[` on, or none
  /// of a string), starting at `code`: more parameters, or its final byte alone. A final byte alone
  /// ran as a key (a mouse report's `M` opened the messages pane), and a paste's start
  /// marker split before its `~` ran the pasted text as keys (a `q` in it quit, and the rest
  /// went to the shell). The whole sequence, both parts, tells a paste's start (a split
  /// `ESC [ 2 0` `~`, F9, is no paste). Cut short again, the rest after this may still come.
  private func skipRest(
    of cutSequence: [UInt8], from code: wint_t, _ window: UnsafeMutablePointer<WINDOW>
  ) -> SplitTail {
    var sequence = TerminalReplyFilter(after: 0x5B)!
    for byte in cutSequence.dropFirst() { _ = sequence.consume(UInt32(byte)) }
    if sequence.consume(UInt32(code)) == .inside,
      skipReply(&sequence, window) == .cutShort
    {
      return .cutShort([0x5B] + sequence.sequence)
    }
    Self.noteTheLateAnswer(sequence.sequence)
    return sequence.sequence == Self.pasteStartTail ? .pasteStart : .skipped
  }

  /// What `skipSplitSequenceTail` found behind a `[` or `O`.
  enum SplitTail {
    /// Nothing: the character is a key.
    case none
    /// The rest of a key or report, read and dropped.
    case skipped
    /// The rest of a paste's start marker: the paste follows.
    case pasteStart
    /// More of a sequence cut short, itself cut short (its bytes from `[` on).
    case cutShort([UInt8])
  }

  /// What follows `ESC [` in a paste's start marker.
  static let pasteStartTail: [UInt8] = Array("200~".utf8)

  /// Reads the rest of a reply whose introducer `reply` saw, up to its end. False when nothing
  /// at all came behind the introducer (then it was a key, not a reply). A terminal writes a
  /// reply whole, so the rest is normally waiting already; the short wait covers a reply split
  /// across reads (tmux, ssh) without making Alt-[ feel slow.
  func skipReply(
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
  enum SkippedReply {
    /// Nothing came behind the introducer: it was a key.
    case nothing
    /// To its end (or to where it broke off, or past the longest reply).
    case whole
    /// As far as it came before the wait ran out.
    case cutShort
  }
}
