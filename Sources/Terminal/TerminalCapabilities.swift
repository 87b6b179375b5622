import CNcurses
import Glibc

/// What terminfo says about the terminal, read once at start (after `initscr`, which loaded the
/// entry), for Reel's own frame writer (`FrameWriter`).
///
/// The strings are kept as terminfo has them. `directOutputProblem` says whether Reel may write
/// its frames itself: only when every string it would send is one it understands without
/// ncurses (cursor addressing of the ANSI shape, no padding) and writing the last cell of the
/// screen cannot scroll it. Anything else keeps ncurses' own output.
struct TerminalCapabilities: Sendable, Equatable {
  /// cursor_address (`cup`): must be `ESC [ %i%p1%d ; %p2%d H`.
  var cursorAddress: [UInt8]?
  /// parm_right_cursor (`cuf`): moves along a row; used only in its ANSI shape.
  var cursorRight: [UInt8]?
  var resetRendition: [UInt8]?  // sgr0
  var bold: [UInt8]?
  var dim: [UInt8]?
  var underline: [UInt8]?  // smul
  var reverse: [UInt8]?  // rev
  var italic: [UInt8]?  // sitm
  var setForeground: [UInt8]?  // setaf
  var setBackground: [UInt8]?  // setab
  var hideCursor: [UInt8]?  // civis
  var showCursor: [UInt8]?  // cnorm
  var clearScreen: [UInt8]?  // clear
  /// clr_eol (`el`): blanks the rest of a row; used only as `ESC [ K`.
  var clearToEndOfLine: [UInt8]?
  var autoMargins = false  // am
  var eatsNewlineGlitch = false  // xenl: after the last column the cursor waits, no scroll yet
  var colors = 0
  /// no_color_video (`ncv`): attributes that cannot be shown together with colour.
  var attributesWithoutColor = -1
  /// The locale's codeset is UTF-8: the bytes of a scalar are its UTF-8.
  var speaksUTF8 = false

  /// The capabilities of the terminal ncurses set up (call after `initscr`).
  static func current() -> TerminalCapabilities {
    func string(_ name: String) -> [UInt8]? {
      guard let value = reel_tigetstr(name) else { return nil }
      let bytes = Self.bytes(of: value)
      return bytes.isEmpty ? nil : bytes
    }
    let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
    return TerminalCapabilities(
      cursorAddress: string("cup"), cursorRight: string("cuf"), resetRendition: string("sgr0"),
      bold: string("bold"), dim: string("dim"), underline: string("smul"),
      reverse: string("rev"), italic: string("sitm"), setForeground: string("setaf"),
      setBackground: string("setab"), hideCursor: string("civis"), showCursor: string("cnorm"),
      clearScreen: string("clear"), clearToEndOfLine: string("el"),
      autoMargins: tigetflag("am") > 0,
      eatsNewlineGlitch: tigetflag("xenl") > 0, colors: max(Int(tigetnum("colors")), 0),
      attributesWithoutColor: Int(tigetnum("ncv")), speaksUTF8: codeset == "UTF-8")
  }

  static let ansiCursorAddress = Array("\u{1B}[%i%p1%d;%p2%dH".utf8)
  static let ansiCursorRight = Array("\u{1B}[%p1%dC".utf8)
  static let ansiClearToEndOfLine = Array("\u{1B}[K".utf8)

  /// Why Reel cannot write its own frames on this terminal, or nil when it can.
  /// `usesColor`: frames carry colours (setaf/setab are then needed too).
  func directOutputProblem(usesColor: Bool) -> String? {
    guard speaksUTF8 else { return "the codeset is not UTF-8" }
    guard cursorAddress == Self.ansiCursorAddress else { return "cup is not ESC [ row ; column H" }
    guard resetRendition != nil, clearScreen != nil else { return "no sgr0 or clear" }
    // With auto margins but no xenl, writing the bottom-right cell scrolls the screen.
    if autoMargins && !eatsNewlineGlitch { return "auto margins without xenl" }
    if usesColor {
      guard setForeground != nil, setBackground != nil else { return "no setaf/setab" }
      if attributesWithoutColor > 0 { return "ncv: some attributes hide colours" }
    }
    let used = [
      resetRendition, bold, dim, underline, reverse, italic, setForeground, setBackground,
      hideCursor, showCursor, clearScreen,
    ]
    let padding = Array("$<".utf8)
    for case let bytes? in used where Self.contains(bytes, padding) {
      return "padding in a string"
    }
    return nil
  }

  private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard bytes.count >= needle.count else { return false }
    return (0...(bytes.count - needle.count)).contains {
      bytes[$0..<$0 + needle.count].elementsEqual(needle)
    }
  }

  /// `capability` with its one parameter filled in (`setaf` and a colour number), through
  /// terminfo's own parameter language.
  static func format(_ capability: [UInt8], _ number: Int) -> [UInt8] {
    let text = String(decoding: capability, as: UTF8.self)
    guard let result = reel_tiparm1(text, Int32(clamping: number)) else { return [] }
    return bytes(of: result)
  }

  /// A C string's bytes as they are (terminfo strings need not be UTF-8).
  private static func bytes(of string: UnsafePointer<CChar>) -> [UInt8] {
    string.withMemoryRebound(to: UInt8.self, capacity: strlen(string) + 1) {
      Array(UnsafeBufferPointer(start: $0, count: strlen(string)))
    }
  }
}
