import CVTerm
import Foundation

/// A real terminal emulator (libvterm) fed with everything a program writes: what the user's
/// terminal would show and which modes it would be left in.
final class EmulatedTerminal {
  private let vterm: OpaquePointer
  private let screen: OpaquePointer
  private let props = UnsafeMutablePointer<reel_vterm_props>.allocate(capacity: 1)
  /// Every byte received, for what libvterm does not track (bidi mode) and for byte counts.
  private(set) var received: [UInt8] = []
  private var apc = APCStripper()

  init(columns: Int, rows: Int) {
    vterm = vterm_new(Int32(rows), Int32(columns))
    vterm_set_utf8(vterm, 1)
    screen = vterm_obtain_screen(vterm)
    vterm_screen_enable_altscreen(screen, 1)
    props.initialize(to: reel_vterm_props())
    reel_vterm_attach(screen, props)
    vterm_screen_reset(screen, 1)
  }

  deinit {
    vterm_free(vterm)
    props.deallocate()
  }

  private(set) var modes = ModeTracker()

  func feed(_ bytes: [UInt8]) {
    received += bytes
    modes.feed(bytes)
    let bytes = apc.filter(bytes)  // gfx: kitty's APC strings, which this libvterm would print
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        _ = vterm_input_write(vterm, $0.baseAddress, $0.count)
      }
    }
    vterm_screen_flush_damage(screen)
  }

  func resize(columns: Int, rows: Int) {
    vterm_set_size(vterm, Int32(rows), Int32(columns))
    vterm_screen_flush_damage(screen)
  }

  var size: (columns: Int, rows: Int) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    vterm_get_size(vterm, &rows, &columns)
    return (Int(columns), Int(rows))
  }

  // MARK: What the screen shows

  /// One row as text, trailing blanks dropped.
  func row(_ y: Int) -> String {
    var text = ""
    for x in 0..<size.columns {
      let cell = self.cell(x: x, y: y)
      if cell.width == 0 { continue }  // the right half of a wide glyph
      text += cell.text.isEmpty ? " " : cell.text
    }
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  var rows: [String] { (0..<size.rows).map(row) }
  var text: String { rows.joined(separator: "\n") }

  func contains(_ needle: String) -> Bool { rows.contains { $0.contains(needle) } }

  /// Whether the popular list's header shows the selection at `row` ("Popular … 2/227"),
  /// whatever the number of films in the catalog.
  func showsListPosition(_ row: Int) -> Bool {
    rows.contains { line in
      line.contains("Popular")
        && line.split(separator: " ").contains { token in
          let parts = token.split(separator: "/", omittingEmptySubsequences: false)
          return parts.count == 2 && parts[0] == "\(row)" && !parts[1].isEmpty
            && parts[1].allSatisfy(\.isNumber)
        }
    }
  }

  struct Cell: Equatable {
    var text: String
    var width: Int
    /// Palette index, nil for the terminal's default colour.
    var foreground: Int?
    var background: Int?
    var bold: Bool
    var reverse: Bool
    var underline = false
    var italic = false
  }

  func cell(x: Int, y: Int) -> Cell {
    var cell = VTermScreenCell()
    _ = vterm_screen_get_cell(screen, VTermPos(row: Int32(y), col: Int32(x)), &cell)
    let scalars = withUnsafeBytes(of: cell.chars) { raw in
      raw.bindMemory(to: UInt32.self).prefix { $0 != 0 }.compactMap(Unicode.Scalar.init)
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    // libvterm marks the right half of a wide glyph with a first "character" of -1.
    let isRightHalf = withUnsafeBytes(of: cell.chars) { $0.load(as: UInt32.self) } == UInt32.max
    return Cell(
      text: text, width: isRightHalf ? 0 : Int(cell.width),
      foreground: reel_vterm_color_is_default_fg(&cell.fg) != 0
        ? nil : Int(reel_vterm_color_index(&cell.fg)),
      background: reel_vterm_color_is_default_bg(&cell.bg) != 0
        ? nil : Int(reel_vterm_color_index(&cell.bg)),
      bold: cell.attrs.bold != 0, reverse: cell.attrs.reverse != 0,
      underline: cell.attrs.underline != 0, italic: cell.attrs.italic != 0)
  }

  var cursor: (x: Int, y: Int) {
    var position = VTermPos()
    vterm_state_get_cursorpos(vterm_obtain_state(vterm), &position)
    return (Int(position.col), Int(position.row))
  }

  // MARK: Modes

  var title: String {
    withUnsafeBytes(of: props.pointee.title) {
      String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
    }
  }
  var titleChanges: Int { Int(props.pointee.titleChanges) }
  var isAlternateScreen: Bool { props.pointee.altScreen != 0 }
  var isCursorVisible: Bool { props.pointee.cursorVisible != 0 }
  /// Whether the terminal reports mouse buttons (X10/normal, button-event or any-event mode).
  var reportsMouse: Bool { [9, 1000, 1002, 1003].contains { modes.privateModes[$0] == true } }

  /// Application cursor keys (DECCKM, part of terminfo's keypad-transmit `smkx`): the up arrow
  /// is sent as ESC O A rather than ESC [ A.
  var isKeypadTransmit: Bool {
    probe { vterm_keyboard_key(vterm, VTERM_KEY_UP, VTERM_MOD_NONE) } == "\u{1B}OA"
  }

  var isBracketedPaste: Bool { modes.privateModes[2004] == true }

  /// The last BDSM (ECMA-48 mode 8) the program sent: true after CSI 8 l (explicit), false
  /// after CSI 8 h (implicit, the terminal's default), nil when it never sent one.
  var bidiExplicit: Bool? { modes.ansiModes[8].map { !$0 } }

  /// Where `needle` last occurs in everything received, nil when it never did.
  func lastIndex(of needle: [UInt8]) -> Int? {
    guard !needle.isEmpty, received.count >= needle.count else { return nil }
    var index = received.count - needle.count
    while index >= 0 {
      if received[index] == needle[0], received[index..<index + needle.count].elementsEqual(needle)
      {
        return index
      }
      index -= 1
    }
    return nil
  }

  // MARK: The keyboard

  /// What the terminal sends for a key, given its current modes.
  func encode(_ action: () -> Void) -> [UInt8] {
    _ = takeOutput()
    action()
    return takeOutput()
  }

  func encodeKey(_ key: VTermKey, modifier: VTermModifier = VTERM_MOD_NONE) -> [UInt8] {
    encode { vterm_keyboard_key(vterm, key, modifier) }
  }

  /// The wheel turned down (button 5) with the pointer at `row`, `column` (0-based), as the
  /// terminal reports it in the mouse mode the program asked for (loop3).
  func encodeWheelDown(row: Int, column: Int) -> [UInt8] {
    encode {
      vterm_mouse_move(vterm, Int32(row), Int32(column), VTERM_MOD_NONE)
      vterm_mouse_button(vterm, 5, true, VTERM_MOD_NONE)
    }
  }

  func encodeCharacter(_ scalar: Unicode.Scalar, modifier: VTermModifier = VTERM_MOD_NONE)
    -> [UInt8]
  {
    encode { vterm_keyboard_unichar(vterm, scalar.value, modifier) }
  }

  /// libvterm's output buffer is small (it drops what does not fit), so a long paste is
  /// collected key by key.
  func encodePaste(_ text: String) -> [UInt8] {
    var bytes = encode { vterm_keyboard_start_paste(vterm) }
    for scalar in text.unicodeScalars {
      // Terminals send a pasted line break as CR, like the Enter key.
      bytes += encode {
        vterm_keyboard_unichar(vterm, scalar == "\n" ? 13 : scalar.value, VTERM_MOD_NONE)
      }
    }
    return bytes + encode { vterm_keyboard_end_paste(vterm) }
  }

  /// Answers the terminal owes the program (device attributes, cursor reports).
  func takeOutput() -> [UInt8] {
    var output: [UInt8] = []
    var chunk = [CChar](repeating: 0, count: 4096)
    while true {
      let count = vterm_output_read(vterm, &chunk, chunk.count)
      if count == 0 { break }
      output += chunk[0..<count].map { UInt8(bitPattern: $0) }
    }
    return output
  }

  private func probe(_ action: () -> Void) -> String {
    String(decoding: encode(action), as: UTF8.self)
  }
}
