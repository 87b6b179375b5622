import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A poster printed into ordinary scrolling output (`reel show ID` above the details), drawn
/// with the terminal's picture protocol instead of inside the browser's screen.
///
/// The picture's rows are reserved first with newlines (so the terminal scrolls when the
/// prompt sits at the bottom, as it would for text), then it is drawn at their top with the
/// cursor saved and restored, and the cursor ends on the line below it, where the details
/// follow. This works the same whatever each protocol does with the cursor.
public enum PrintedPicture {
  /// The most columns a printed poster takes, as the symbols art has always taken.
  public static let widest = 24
  /// The most rows: a poster's 2:3 at the common 1:2 cell is 24 columns by 18 rows.
  public static let tallest = 18

  /// The cells to ask for on a terminal `terminalColumns` wide: never wider than the terminal
  /// (a narrower one gets a narrower poster, never a wrapped one).
  public static func size(terminalColumns: Int?) -> (columns: Int, rows: Int) {
    let columns = max(1, min(widest, terminalColumns ?? widest))
    return (columns, tallest)
  }

  /// How many columns the terminal on `descriptor` has, nil when it is no terminal.
  public static func terminalColumns(descriptor: Int32 = STDOUT_FILENO) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The bytes that print `image` and leave the cursor at the start of the line below it. Nil
  /// for a picture bound for tmux's passthrough: where the pane's cursor is on the outer
  /// terminal is not known in scrolling output, so the caller prints symbols instead.
  public static func bytes(_ image: TerminalImage) -> [UInt8]? {
    guard !image.tmuxPassthrough, image.rows > 0, image.columns > 0 else { return nil }
    let picture: [UInt8]
    switch image.imageProtocol {
    case .kitty:
      guard let id = image.kittyID else { return nil }
      // The upload, then one placement at the cursor that leaves the cursor where it is.
      picture =
        image.payload
        + Array("\u{1B}_Ga=p,i=\(id),c=\(image.columns),r=\(image.rows),C=1,q=2\u{1B}\\".utf8)
    case .iterm, .sixel:
      picture = image.payload
    case .symbols, .off:
      return nil
    }
    let reserve = [UInt8](repeating: UInt8(ascii: "\n"), count: image.rows)
    return reserve + Array("\u{1B}[\(image.rows)A\r\u{1B}7".utf8) + picture
      + Array("\u{1B}8\u{1B}[\(image.rows)B".utf8)
  }

  /// Kitty ids for a printed poster: it stays in the scrollback, and a later `reel show`
  /// uploading under the same id would replace it there, so each run starts somewhere else.
  public static func firstKittyID() -> UInt32 {
    UInt32.random(in: 0x0100_0000...0xFF00_0000)
  }
}
