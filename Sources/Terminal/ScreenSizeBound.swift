import CNcurses
import Glibc

/// The largest screen Reel and ncurses take on, whatever size the terminal reports.
///
/// ncurses allocates three full screens of cells (`stdscr`, `newscr`, `curscr`) at the size
/// the tty reports, and Reel a frame and its copy on top: a terminal (or a broken pty, a
/// misconfigured multiplexer) that says 10000x10000 or 65535 columns made that ~2 GB within
/// seconds, and no key was answered meanwhile. 1000 columns x 500 rows is more than any
/// legible window (a 4 px font on a 4K screen is 960 x 270) and costs ncurses ~40 MB; a
/// larger terminal gets the top-left 1000 x 500 cells drawn and the rest left blank.
///
/// ncurses reads the size itself, in `initscr` and in every `doupdate` after `endwin` (a
/// resume after Ctrl-Z or the editor), from TIOCGWINSZ, and takes `LINES` and `COLUMNS` over
/// it: while the tty is larger than the bound, both are set to the bounded size so every such
/// read gets it (the browser unsets them at launch, so they are Reel's to set). Resizes while
/// the screen is up do not reach ncurses' own handler: `ResizeSignal` hands them here, which
/// resizes ncurses to the bounded size (see `followTerminal`).
public enum ScreenSizeBound {
  public static let maximumColumns = 1000
  public static let maximumRows = 500

  /// `columns` x `rows` limited to the bound; sizes within it are returned as they are.
  public static func bounded(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
    (min(columns, maximumColumns), min(rows, maximumRows))
  }

  /// The size the tty reports when it is larger than the bound (Reel then draws only the
  /// top-left part of it, and says so); nil when it fits or reports none. An ioctl: asked at
  /// start and on resize, never per key.
  public static func reportedBeyondBound() -> (columns: Int, rows: Int)? {
    guard let size = reported(), bounded(columns: size.columns, rows: size.rows) != size else {
      return nil
    }
    return size
  }

  /// The size the tty reports (columns, rows); nil when it reports none (not a terminal, or
  /// a serial line that knows no size: ncurses falls back to terminfo then).
  static func reported() -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Sets `LINES` and `COLUMNS` so ncurses' next own read of the size gets it bounded, and
  /// returns the bounded size (nil when the tty reports none). Called before `initscr`, before
  /// a resume's refresh, and on each resize. Costs an ioctl: never on the per-key path.
  @discardableResult
  static func prepareEnvironment() -> (columns: Int, rows: Int)? {
    guard let size = reported() else { return nil }
    let bounded = bounded(columns: size.columns, rows: size.rows)
    if bounded != size {
      setenv("COLUMNS", String(bounded.columns), 1)
      setenv("LINES", String(bounded.rows), 1)
      environmentSet = true
    } else if environmentSet {
      unsetenv("COLUMNS")
      unsetenv("LINES")
      environmentSet = false
    }
    return bounded
  }

  /// After a SIGWINCH, on the curses thread: resizes ncurses to the tty's bounded size, which
  /// queues a KEY_RESIZE (resizeterm does). When the bounded size did not change (a terminal
  /// that grew past the bound, or a multiplexer's same-size SIGWINCH asking for a repaint),
  /// queues the KEY_RESIZE itself, so the next frame is still written whole as before.
  static func followTerminal() {
    guard let size = prepareEnvironment() else {
      _ = ungetch(reel_key_resize())  // no size to follow: the frame is still written whole
      return
    }
    let rows = Int32(size.rows)
    let columns = Int32(size.columns)
    if is_term_resized(rows, columns) {
      resizeterm(rows, columns)
    } else {
      _ = ungetch(reel_key_resize())
    }
  }

  /// Whether Reel last set `LINES` and `COLUMNS` (so it unsets them once the tty fits again).
  /// Curses thread only.
  nonisolated(unsafe) private static var environmentSet = false
}
