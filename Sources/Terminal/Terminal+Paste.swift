import CNcurses
import Glibc

extension Terminal {
  /// The text between bracketed paste's start and end markers, as one input: a pasted
  /// newline is text, never Enter, and no pasted letter is a command.
  ///
  /// Keeps at most `PasteText.limit` bytes (the rest is read and dropped, so it cannot turn
  /// into keys either). A paste whose end marker never comes ends after 3 s without
  /// input, so a broken terminal cannot swallow the keyboard.
  ///
  /// The pasted text can hold the end marker itself (a hostile clipboard, a copied log).
  /// kitty, alacritty, xterm and Windows Terminal strip the marker or its Escape before they
  /// send; urxvt and others pass it on, and what followed it would run as keys (`q` quits). So
  /// the paste ends at the last end marker before a pause of `pasteTailMilliseconds` (a
  /// terminal writes a paste in one burst, its own end marker last): text between markers is
  /// pasted, and what came after the last marker was typed after the paste and is read again
  /// as keys (see `PasteBytes`).
  ///
  /// ncurses reads one byte per read(2), which made a 1 MB paste take seconds; as soon as it is
  /// seen to hold nothing of its own, the rest is read straight from the descriptor.
  func readPaste(_ window: UnsafeMutablePointer<WINDOW>) -> String {
    var paste = PasteBytes()
    defer { wtimeout(window, 0) }
    while true {
      let pending = Self.bytesPendingOnInput()
      wtimeout(window, paste.hasEndMarker ? Self.pasteTailMilliseconds : 3000)
      // Byte by byte (wgetch, not wget_wch): `PasteBytes` decodes the UTF-8 of the whole paste.
      // wget_wch read up to 16 bytes to make a character of an invalid one, then answered ERR,
      // which ended the paste there and ran the rest of the pasted text as keys.
      let code = wgetch(window)
      if code < 0 { break }
      if code >= 0x100 {
        if code == Self.pasteEndCode {
          paste.appendEndMarker()
        } else {
          paste.appendKey(code)
        }
        continue
      }
      paste.append(UInt8(code))
      // A printable ASCII character is no prefix of any key, so ncurses read exactly that byte;
      // if it came from the descriptor (one byte fewer pending there), ncurses' own queue was
      // empty, and is again: what is left is all on the descriptor.
      if pending > 0, (0x20..<0x7F).contains(code), Self.bytesPendingOnInput() == pending - 1 {
        readPasteDirectly(&paste)
        break
      }
    }
    // Typed after the paste: ncurses reads it again (pushed back last first).
    for code in paste.takeTypedTail().reversed() { _ = ungetch(code) }
    return paste.text
  }

  /// The pause after an end marker that ends a paste.
  static let pasteTailMilliseconds: Int32 = 20

  /// The rest of a paste, read from standard input in large chunks (ncurses holds nothing).
  private func readPasteDirectly(_ paste: inout PasteBytes) {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, paste.hasEndMarker ? Self.pasteTailMilliseconds : 3000)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { return }
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      // End of input, or the terminal hung up: `readInput` finds that out next.
      guard count > 0 else { return }
      paste.append(buffer[0..<count])
    }
  }

  /// The bytes waiting on standard input (FIONREAD); 0 when it cannot tell.
  private static func bytesPendingOnInput() -> Int32 {
    var count: Int32 = 0
    return ioctl(STDIN_FILENO, UInt(FIONREAD), &count) == 0 ? count : 0
  }
}
