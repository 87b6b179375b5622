/// A setaf / setab string of a shape whose `CSI … m` parameters for a colour number are written
/// here rather than by the C library's tiparm.
///
/// A colour's parameters are made the first time a frame sends it, and a row of new symbol
/// posters brings a dozen new colours to one key press: through tiparm (the string made a C
/// string, interpreted, the result copied back and parsed) each cost ~5,000 instructions on the
/// loop thread. The shapes here are the strings terminfo gives xterm, xterm-256color, tmux,
/// screen, linux and rxvt; any other string keeps tiparm. `ColorStringShapeTests` checks that
/// each shape gives tiparm's parameters for every colour number.
enum ColorStringShape: Equatable {
  /// `CSI prefix %p1%d m` (xterm's and linux's 8 colours, rxvt's `38;5;`): the prefix, then
  /// the number.
  case number(prefix: [UInt8])
  /// xterm-256color's: `low` then the number below 8, `bright` then the number less 8 below 16,
  /// `indexed` then the number above.
  case xterm(low: [UInt8], bright: [UInt8], indexed: [UInt8])

  /// The shape of `string`, or nil for a string of another one.
  init?(_ string: [UInt8]) {
    let start: [UInt8] = [0x1B, UInt8(ascii: "[")]
    guard string.starts(with: start) else { return nil }
    let body = Array(string.dropFirst(2))
    for (background, shape) in [(false, "3"), (true, "4")] {
      let bright = background ? "10" : "9"
      let xterm =
        "%?%p1%{8}%<%t\(shape)%p1%d%e%p1%{16}%<%t\(bright)%p1%{8}%-%d%e\(shape)8;5;%p1%d%;m"
      if body == Array(xterm.utf8) {
        self = .xterm(
          low: Array(shape.utf8), bright: Array(bright.utf8), indexed: Array("\(shape)8;5;".utf8))
        return
      }
    }
    let tail = Array("%p1%dm".utf8)
    guard body.count > tail.count, body.suffix(tail.count).elementsEqual(tail) else { return nil }
    let prefix = body.dropLast(tail.count)
    guard prefix.allSatisfy({ $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0) }) else {
      return nil
    }
    self = .number(prefix: Array(prefix))
  }

  /// Appends the parameters for colour `number` (0 or more), as tiparm would make them.
  func appendParameters(_ number: Int, to bytes: inout [UInt8]) {
    switch self {
    case .number(let prefix):
      bytes += prefix
      Self.appendDecimal(number, to: &bytes)
    case .xterm(let low, let bright, let indexed):
      if number < 8 {
        bytes += low
        Self.appendDecimal(number, to: &bytes)
      } else if number < 16 {
        bytes += bright
        Self.appendDecimal(number - 8, to: &bytes)
      } else {
        bytes += indexed
        Self.appendDecimal(number, to: &bytes)
      }
    }
  }

  private static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
    if number >= 10 { appendDecimal(number / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
  }
}
