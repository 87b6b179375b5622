#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many pixels one character cell has, for choosing a poster size and for sizing
/// out-of-band images.
public struct CellPixelSize: Sendable, Hashable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
  }

  /// A common cell (a 10x20 font) for terminals that do not report pixels.
  public static let fallback = CellPixelSize(width: 10, height: 20)

  /// The cell size the tty reports (TIOCGWINSZ's `ws_xpixel` / `ws_ypixel` on `descriptor`);
  /// nil when it reports no pixels (many terminals, and over ssh) or is not a terminal.
  public static func reported(descriptor: Int32 = STDOUT_FILENO) -> CellPixelSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return from(
      columns: Int(size.ws_col), rows: Int(size.ws_row), pixelWidth: Int(size.ws_xpixel),
      pixelHeight: Int(size.ws_ypixel))
  }

  /// The largest cell side believed, in pixels (as for a terminal's `CSI 16 t` answer): no
  /// font is larger, and a tty's pixel fields can say anything up to 65535.
  public static let largestSide = 1000

  /// The cell size from a window size in cells and pixels; nil when either is zero, or when
  /// a cell would be larger than `largestSide` (not a real window: a guess serves better).
  public static func from(columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int)
    -> CellPixelSize?
  {
    guard columns > 0, rows > 0, pixelWidth >= columns, pixelHeight >= rows else { return nil }
    let width = pixelWidth / columns
    let height = pixelHeight / rows
    guard width <= largestSide, height <= largestSide else { return nil }
    return CellPixelSize(width: width, height: height)
  }
}
