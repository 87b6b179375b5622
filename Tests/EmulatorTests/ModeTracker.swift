/// Follows the mode switches (SM/RM, DECSET/DECRST) in a byte stream, all of them.
///
/// libvterm 0.1.4 applies only the first mode of a combined switch (ncurses turns the mouse on
/// with CSI ? 1006 ; 1000 h) and knows nothing of ECMA-48 mode 8 (BDSM, bidi), so the harness
/// reads the modes itself, as the user's terminal would.
struct ModeTracker {
  /// DEC private modes (CSI ? n h / l), by number: true when set.
  private(set) var privateModes: [Int: Bool] = [:]
  /// ANSI modes (CSI n h / l).
  private(set) var ansiModes: [Int: Bool] = [:]

  private enum State { case ground, escape, csi }
  private var state = State.ground
  private var parameters: [UInt8] = []

  mutating func feed(_ bytes: [UInt8]) {
    for byte in bytes { feed(byte) }
  }

  private mutating func feed(_ byte: UInt8) {
    switch state {
    case .ground:
      if byte == 0x1B { state = .escape } else if byte == 0x9B { begin() }
    case .escape:
      if byte == UInt8(ascii: "[") { begin() } else { state = byte == 0x1B ? .escape : .ground }
    case .csi:
      switch byte {
      case 0x30...0x3F: parameters.append(byte)
      case 0x20...0x2F: parameters.append(byte)
      case 0x40...0x7E:
        finish(final: byte)
        state = .ground
      case 0x1B: state = .escape
      default: state = .ground  // a control cancels the sequence
      }
    }
  }

  private mutating func begin() {
    state = .csi
    parameters = []
  }

  private mutating func finish(final: UInt8) {
    guard final == UInt8(ascii: "h") || final == UInt8(ascii: "l") else { return }
    let set = final == UInt8(ascii: "h")
    var text = String(decoding: parameters, as: UTF8.self)
    let isPrivate = text.hasPrefix("?")
    if isPrivate { text.removeFirst() }
    for number in text.split(separator: ";").compactMap({ Int($0) }) {
      if isPrivate { privateModes[number] = set } else { ansiModes[number] = set }
    }
  }
}
