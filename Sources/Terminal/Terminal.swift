import CNcurses
import Glibc
import Screen

/// Why the terminal could not be taken over. `description` is a sentence for the user.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// stdin or stdout is not a terminal (piped, redirected, or run by a service).
  case notATerminal
  /// TERM is unset or names a terminal terminfo does not know.
  case unknownTerminal(String)
  /// Another `Terminal` already holds the screen; ncurses has only one.
  case alreadyActive
  case initializationFailed

  public var description: String {
    switch self {
    case .notATerminal: "standard input and output must be a terminal"
    case .unknownTerminal(""): "TERM is not set; cannot drive the terminal"
    case .unknownTerminal(let name): "unknown terminal type \"\(name)\" (check TERM)"
    case .alreadyActive: "the terminal is already in use"
    case .initializationFailed: "could not initialise the terminal"
    }
  }
}

/// The ncurses screen: takes over the terminal, draws `Buffer`s and reads keys, mouse and resizes.
///
/// Not thread-safe, like ncurses itself: every call, from `start()` to `stop()`, must happen on
/// the thread that called `start()`. The only exception is `TerminalWaker.wake()`, which other
/// threads use to interrupt a blocked `readInput`. One `Terminal` per process is active at a time.
///
/// The terminal is restored by `stop()`, by `deinit`, at `exit()`, on SIGINT/SIGTERM/SIGHUP/
/// SIGQUIT and on crashes (see `TerminalGuard`).
public final class Terminal {
  public private(set) var isActive = false
  /// Colours available for drawing: 0 (attributes only: no colour support, or NO_COLOR set), 8,
  /// 16, 256…
  public private(set) var colorCount = 0

  let wakePipe = WakePipe()
  /// Colour pairs handed out so far, by (foreground, background) colour number.
  var colorPairs: [ColorPairKey: Int16] = [:]
  var colorPairLimit = 0
  /// False when the terminal cannot keep its own default colours (-1) in a pair.
  var hasDefaultColors = false
  var cursorVisible = false

  public init() {}

  deinit { stop() }

  /// A handle other threads use to wake a blocked `readInput`.
  public func makeWaker() -> TerminalWaker { TerminalWaker(pipe: wakePipe) }

  /// Takes over the screen: full-screen, keys unbuffered and unechoed, cursor hidden, mouse
  /// wheel and clicks on, colours if the terminal has them and NO_COLOR is unset.
  public func start() throws {
    guard !isActive else { return }
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw TerminalError.notATerminal
    }
    if reel_stdscr() != nil {
      // ncurses allows one initscr per process. After endwin, a refresh resumes the screen,
      // unless some other Terminal is using it right now.
      guard isendwin() else { throw TerminalError.alreadyActive }
      TerminalGuard.install()
      refresh()
    } else {
      Self.chooseLocale()
      guard reel_probe_terminal() == 1 else {
        throw TerminalError.unknownTerminal(getenv("TERM").map { String(cString: $0) } ?? "")
      }
      guard initscr() != nil else { throw TerminalError.initializationFailed }
      TerminalGuard.install()
    }
    isActive = true
    ResizeSignal.install(wakingDescriptor: wakePipe.writeEnd)
    configureInput()
    configureColors()
    cursorVisible = false
    curs_set(0)
  }

  /// Gives the terminal back as it was: normal mode, cursor visible, mouse reporting off, the
  /// shell's screen restored. Safe to call more than once.
  public func stop() {
    guard isActive else { return }
    isActive = false
    ResizeSignal.uninstall()
    TerminalGuard.uninstall()
    curs_set(1)
    endwin()  // also turns mouse reporting off and leaves the alternate screen
  }

  /// The screen size in cells. Re-read after a `.resize` input; ncurses updates it then.
  public var size: Size {
    guard isActive, let window = reel_stdscr() else { return Size(width: 0, height: 0) }
    return Size(width: Int(reel_getmaxx(window)), height: Int(reel_getmaxy(window)))
  }

  /// `colorCount` in the terms the theme chooses styles by.
  public var colorSupport: ColorSupport {
    switch colorCount {
    case 0: .none
    case 256...: .extended
    default: .basic
    }
  }

  /// `setlocale(LC_ALL, "")` so ncursesw speaks the terminal's encoding. Minimal containers and
  /// ssh sessions often leave LANG unset, which means ASCII and mangled titles; every terminal
  /// Reel targets speaks UTF-8, so fall back to a UTF-8 locale in that case.
  private static func chooseLocale() {
    setlocale(LC_ALL, "")
    if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
      return
    }
  }

  private func configureInput() {
    guard let window = reel_stdscr() else { return }
    cbreak()  // not raw(): Ctrl-C still signals (see TerminalGuard) and Ctrl-Z still suspends
    noecho()
    nonl()
    intrflush(window, false)
    keypad(window, true)
    set_escdelay(25)  // Escape answers at once instead of after ncurses' default second
    Self.disableFlowControl()
    mouseinterval(0)  // no click detection delay; a press is reported at once
    mousemask(reel_button1_pressed() | reel_button4_pressed() | reel_button5_pressed(), nil)
  }

  /// cbreak() leaves XON/XOFF on, so Ctrl-S would freeze the screen until Ctrl-Q, which looks
  /// like a hang. def_prog_mode() records the change so ncurses restores it after Ctrl-Z.
  private static func disableFlowControl() {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    settings.c_iflag &= ~tcflag_t(IXON)
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    def_prog_mode()
  }

  private func configureColors() {
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    guard has_colors(), !noColor else {
      colorCount = 0
      return
    }
    if colorCount == 0 {
      start_color()
      hasDefaultColors = use_default_colors() == reel_ok()
    }
    colorCount = Int(reel_colors())
    // init_pair takes a short; 32767 pairs is far more than a frame uses.
    colorPairLimit = min(Int(reel_color_pairs()), Int(Int16.max))
  }
}
