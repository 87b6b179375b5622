import Glibc
import Screen

/// OSC 8 hyperlinks over cells ncurses has already drawn (helper "detail"). After a frame is
/// flushed, each link's cells are written again, the same characters in the same colours,
/// between `ESC ]8;;URL ESC \` and `ESC ]8;; ESC \`, so a terminal that understands OSC 8 makes
/// them clickable. The whole write is wrapped in DECSC/DECRC (`ESC 7` … `ESC 8`), which puts
/// the cursor and the rendition back where ncurses left them: its idea of the screen stays
/// true, and the cells hold what it believes they hold.
public enum HyperlinkSequence {
  /// Whether the terminal is known to understand OSC 8; unknown terminals get none, since
  /// some print the sequence's text. `REEL_HYPERLINKS=1`/`0` decides when set. `NO_COLOR` does
  /// not turn links off (it is about colour); the cells are then written without colours.
  public static func isSupported(environment: [String: String]) -> Bool {
    if let forced = environment["REEL_HYPERLINKS"] { return forced == "1" }
    let term = environment["TERM"] ?? ""
    // tmux and screen pass OSC 8 on only when set up to: leave it to REEL_HYPERLINKS.
    if term.hasPrefix("screen") || term.hasPrefix("tmux") || environment["TMUX"] != nil {
      return false
    }
    let program = environment["TERM_PROGRAM"] ?? ""
    if ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "rio"].contains(program) {
      return true
    }
    if environment["KITTY_WINDOW_ID"] != nil || environment["WT_SESSION"] != nil { return true }
    if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
    return ["kitty", "foot", "wezterm", "alacritty", "ghostty", "contour"].contains {
      term.contains($0)
    }
  }

  /// The bytes that turn `links` into hyperlinks over `buffer`'s cells; empty when there is
  /// nothing safe to write.
  public static func bytes(for links: [Hyperlink], in buffer: Buffer, colors: ColorSupport)
    -> [UInt8]
  {
    var out = ""
    for link in links {
      guard let url = safeAddress(link.url), link.row >= 0, link.row < buffer.height,
        link.column >= 0, link.width > 0, link.column + link.width <= buffer.width
      else { continue }
      var text = ""
      var style: Style?
      for column in link.column..<link.column + link.width {
        let cell = buffer[column, link.row]
        // Only plain one-cell characters: anything else is not the address ncurses drew.
        guard let scalar = cell.scalar, scalar.value >= 0x21, scalar.value < 0x7F
        else {
          text = ""
          break
        }
        if cell.style != style {
          text += sgr(cell.style, colors: colors)
          style = cell.style
        }
        text += cell.grapheme
      }
      guard !text.isEmpty else { continue }
      out += "\u{1b}[\(link.row + 1);\(link.column + 1)H"
      out += "\u{1b}]8;;\(url)\u{1b}\\" + text + "\u{1b}]8;;\u{1b}\\"
    }
    guard !out.isEmpty else { return [] }
    return Array(("\u{1b}7" + out + "\u{1b}8").utf8)
  }

  /// The address as it may go inside the sequence: http or https, printable ASCII only (no
  /// ESC, BEL or C1 that could end the sequence early), `;` escaped so it cannot read as a
  /// parameter separator; nil for anything else.
  static func safeAddress(_ text: String) -> String? {
    let lower = text.lowercased()
    guard lower.hasPrefix("https://") || lower.hasPrefix("http://"), text.utf8.count <= 2048,
      text.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.value < 0x7F })
    else { return nil }
    return text.replacingOccurrences(of: ";", with: "%3B")
  }

  /// The rendition of a cell, from a reset, as the terminal's colours allow.
  static func sgr(_ style: Style, colors: ColorSupport) -> String {
    var codes = ["0"]
    if style.attributes.contains(.bold) { codes.append("1") }
    if style.attributes.contains(.dim) { codes.append("2") }
    if style.attributes.contains(.italic) { codes.append("3") }
    if style.attributes.contains(.underline) { codes.append("4") }
    if style.attributes.contains(.reverse) { codes.append("7") }
    if colors != .none {
      if let code = colorCode(style.fg, base: 30, bright: 90, extended: "38", colors) {
        codes.append(code)
      }
      if let code = colorCode(style.bg, base: 40, bright: 100, extended: "48", colors) {
        codes.append(code)
      }
    }
    return "\u{1b}[" + codes.joined(separator: ";") + "m"
  }

  private static func colorCode(
    _ color: Color, base: Int, bright: Int, extended: String, _ colors: ColorSupport
  ) -> String? {
    guard let index = color.paletteIndex else { return nil }
    if index < 8 { return String(base + index) }
    if index < 16 { return String(bright + index - 8) }
    return colors == .extended ? "\(extended);5;\(index)" : nil
  }
}

extension Terminal {
  /// Writes `links` over the frame just drawn (see `HyperlinkSequence`), unless the very same
  /// links are on the terminal already and the frame cannot have written over them (`draw`
  /// forgets them when it may have): a frame that changes nothing writes nothing.
  public func drawHyperlinks(_ links: [Hyperlink], in buffer: Buffer, colors: ColorSupport) {
    guard isActive, links != hyperlinksShown else { return }
    hyperlinksShown = links
    guard !links.isEmpty else { return }
    let bytes = HyperlinkSequence.bytes(for: links, in: buffer, colors: colors)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBufferPointer {
        write(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      if written <= 0 {  // the terminal is gone; the next frame will say nothing
        hyperlinksShown = []
        break
      }
      offset += written
    }
  }
}
