import CNcurses
import Glibc
import Screen

/// Why the terminal could not be taken over. `description` is a sentence for the user.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// stdin or stdout is not a terminal (piped, redirected, or run by a service).
  case notATerminal
  /// TERM is unset or names a terminal terminfo does not know.
  case unknownTerminal(String)
  /// TERM names a terminal that cannot move the cursor (`dumb`, a printing terminal).
  case cannotAddressCursor(String)
  /// Another `Terminal` already holds the screen; ncurses has only one.
  case alreadyActive
  case initializationFailed

  public var description: String {
    switch self {
    case .notATerminal: "standard input and output must be a terminal"
    case .unknownTerminal(""): "TERM is not set; cannot drive the terminal"
    case .unknownTerminal(let name): "unknown terminal type \"\(name)\" (check TERM)"
    case .cannotAddressCursor(let name):
      "this terminal (TERM=\(name)) cannot move the cursor; run reel in a terminal such as "
        + "xterm, or use reel search, list or show"
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
///
/// The state a frame and a key read use is `@exclusivity(unchecked)`: one thread, as above, and
/// no access overlaps another of the same property, so the runtime's check on each access
/// (`swift_beginAccess`, ~1.2 k instructions and a thread-local look-up per `j`) guards nothing.
public final class Terminal {
  @exclusivity(unchecked) public private(set) var isActive = false
  /// Colours available for drawing: 0 (attributes only: no colour support, or NO_COLOR set), 8,
  /// 16, 256…
  public private(set) var colorCount = 0

  let wakePipe: WakePipe
  /// The wait for a key or a wake (see `InputWait`).
  let inputWait: InputWait
  /// Colour pairs handed out so far, by (foreground, background) colour number.
  var colorPairs: [ColorPairKey: Int16] = [:]
  var colorPairLimit = 0
  /// False when the terminal cannot keep its own default colours (-1) in a pair.
  var hasDefaultColors = false
  var cursorVisible = false
  /// The frame on screen, for drawing only what changed; nil when the screen must be redrawn.
  @exclusivity(unchecked) var shownFrame: ShownFrame?
  /// `shownFrame`'s cells; set (the ncurses path, a reset to nil), they come with no serial.
  var previousFrame: Buffer? {
    get { shownFrame?.buffer }
    set { shownFrame = newValue.map(ShownFrame.init(buffer:)) }
  }
  /// Styles in their curses form, with the colour pairs they use.
  var styleCache = CursesStyleCache()
  /// Pictures drawn outside the cells (gfx): see Terminal+OutOfBand.
  @exclusivity(unchecked) var imageLayer = ImageLayer()
  /// The links written over the cells after the last frame (see `drawHyperlinks`).
  @exclusivity(unchecked) var hyperlinksShown: [Hyperlink] = []
  /// Counts frames written whole (the screen cleared first), which takes pictures with them.
  @exclusivity(unchecked) var wholeRedraws = 0
  /// False once ncurses said it holds no input (helper "loop"): `readInput` then goes
  /// straight to poll(2) instead of asking ncurses first, which costs a poll of its own.
  @exclusivity(unchecked) var cursesMayHoldInput = true
  /// True while the last input handed out was an Escape that stood alone (ncurses' ESCDELAY
  /// ran out behind it): a CSI or SS3 tail arriving whole as the next input is the rest of a
  /// key or mouse report that a slow link split, not keys (see `skipSplitSequenceTail`).
  @exclusivity(unchecked) var escapeStoodAlone = false
  /// The bytes from `[` on of a control sequence whose parameters stopped coming (a reply
  /// cut short; none for a string), nil after a lone Escape: only after a cut can the next input be its rest
  /// starting with a digit, `;`, `<` or its final byte alone. After a lone Escape a split
  /// key's rest starts with `[` or `O`, so a digit or a letter there is typed.
  @exclusivity(unchecked) var cutSequence: [UInt8]?
  /// When that sequence was cut short (see `isLateFinalByte`).
  @exclusivity(unchecked) var sequenceCutAt = ContinuousClock.Instant.now
  /// Reel's own frame writer (helper "writer"); nil when ncurses writes the frames.
  @exclusivity(unchecked) var frameWriter: FrameWriter?
  /// A frame was drawn, so `TestCrash` was asked: a global's lazy initialiser, a call into
  /// the runtime's `swift_once` (code and data cold after the wait for a key) at every frame.
  @exclusivity(unchecked) var testCrashAsked = false
  /// The bytes of the frame being written, kept to reuse their storage.
  @exclusivity(unchecked) var frameBytes: [UInt8] = []

  public init() {
    let pipe = WakePipe()
    wakePipe = pipe
    inputWait = InputWait(wakeDescriptor: pipe.readEnd)
  }

  deinit { stop() }

  /// A handle other threads use to wake a blocked `readInput`.
  public func makeWaker() -> TerminalWaker { TerminalWaker(pipe: wakePipe) }

  /// Refuses a TERM that terminfo does not know or that cannot move the cursor, without
  /// touching the terminal: called before anything is asked of it, so a terminal Reel then
  /// refuses (`xterm-kitty` over ssh) gets no query whose late answer would be typed at the
  /// shell's prompt.
  public static func checkTerminalType() throws(TerminalError) {
    let name = getenv("TERM").map { String(cString: $0) } ?? ""
    switch reel_probe_terminal() {
    case 1: return
    case 2: throw TerminalError.cannotAddressCursor(name)
    default: throw TerminalError.unknownTerminal(name)
    }
  }

  /// Stops, as a background job that reads the terminal does, until the shell brings Reel to
  /// the foreground (`fg`); false when that cannot be waited for. Started with `reel &` (or
  /// continued with `bg` after Ctrl-Z), the browser took the screen from the background: its
  /// threads block SIGTTOU (they inherit libdispatch's mask), and the kernel then lets a
  /// background process set the terminal's modes. It drew over the shell, which read the
  /// keys, and after `fg` the keys were echoed as a line. The kernel never stops an orphaned
  /// job (its shell gone), nor one that ignores SIGTTIN: false after a few tries, never a
  /// spin; false at once when Reel does not lead its process group (`timeout reel`: the old
  /// browser drew there, but every key read failed and `q` could not quit). No controlling
  /// terminal (a session of its own): nothing to wait for.
  public static func waitForTheForeground(maximumStops: Int = 3) -> Bool {
    var stops = 0
    while case let foreground = tcgetpgrp(STDIN_FILENO), foreground > 0, foreground != getpgrp() {
      // Not its group's leader: started by a program that put itself and Reel in a group of
      // their own (`timeout` without --foreground), which no shell will bring to the
      // foreground: stopping would only wait for the timeout.
      guard stops < maximumStops, getpgrp() == getpid() else { return false }
      stops += 1
      Self.takeEndingSignalsHere()
      // Unblocked for the raise, so the stop happens on this thread, before the loop looks
      // again.
      var stop = sigset_t()
      var previous = sigset_t()
      sigemptyset(&stop)
      sigaddset(&stop, SIGTTIN)
      pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
      raise(SIGTTIN)
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    return true
  }

  /// A signal that ends Reel and came with the SIGCONT that woke it (`kill %1` on a stopped
  /// job: SIGTERM, then SIGCONT) waits for the one thread that does not block it; the stop
  /// raised next on this thread was taken first (a thread's own signals go before the
  /// process's), and Reel stayed stopped with the signal pending. Let in here for a moment,
  /// it ends Reel now (at its default action while stopped, see `TerminalGuard`).
  private static func takeEndingSignalsHere() {
    var ending = sigset_t()
    sigemptyset(&ending)
    for signal in TerminalGuard.terminatingSignals { sigaddset(&ending, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &ending, &previous)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  /// Takes over the screen: full-screen, keys unbuffered and unechoed, cursor hidden, mouse
  /// wheel and clicks on, colours if the terminal has them and NO_COLOR is unset.
  public func start() throws {
    guard !isActive else { return }
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw TerminalError.notATerminal
    }
    // Before initscr: ncurses only leaves SIGTSTP alone when it finds a handler there. Its
    // own would otherwise set SIGTSTP to "ignore" during every doupdate, and a Ctrl-Z pressed
    // while a frame is sent would be lost.
    SuspendSignal.install(wakingDescriptor: wakePipe.writeEnd)
    var started = false
    defer {
      if !started {
        SuspendSignal.uninstall()
        TerminalGuard.uninstall()
      }
    }
    if reel_stdscr() != nil {
      // ncurses allows one initscr per process. After endwin, a refresh resumes the screen,
      // unless some other Terminal is using it right now.
      guard isendwin() else { throw TerminalError.alreadyActive }
      Self.shellModes = Self.currentModes() ?? Self.shellModes
      ScreenSizeBound.prepareEnvironment()  // the refresh re-reads the size
      Self.guardTheScreen()
      refresh()
    } else {
      Self.chooseLocale()
      try Self.checkTerminalType()
      Self.shellModes = Self.currentModes()
      ScreenSizeBound.prepareEnvironment()  // ncurses sizes its screens from what it reads
      guard initscr() != nil else { throw TerminalError.initializationFailed }
      // initscr has written nothing yet; the resume below puts the screen up.
      Self.guardTheScreen()
      // ncurses 6.4 flushes its output after every cursor move until the screen has been
      // suspended and resumed once (`_nc_mvcur` while `_endwin == ewInitial`): a `j` went out
      // as ~40 writes, each waking the terminal. Suspending and resuming before the first
      // frame makes every frame one write. Nothing has been drawn yet, so nothing flickers.
      endwin()
      doupdate()
    }
    isActive = true
    previousFrame = nil
    configureInput()
    configureColors()
    cursorVisible = false
    curs_set(0)
    frameWriter = makeFrameWriter()
    frameBytes.reserveCapacity(16 * 1024)
    if frameWriter != nil, let window = reel_stdscr() {
      // ncurses repaints a touched stdscr inside wget_wch: it must believe nothing is pending.
      untouchwin(window)
    }
    enterModes()
    ResizeSignal.install(wakingDescriptor: wakePipe.writeEnd)
    // A resize between the preparation above and here went to ncurses' own handler, which
    // re-reads the size at its next read: let it read the bounded size as it is now.
    ScreenSizeBound.prepareEnvironment()
    started = true
  }

  /// The tty's termios before Reel changed it, restored on every way out.
  nonisolated(unsafe) private static var shellModes: termios?

  /// Makes every way out give the terminal back, from before the screen is put up (terminfo
  /// is loaded, so the bytes that undo it are known): a signal between putting it up and
  /// guarding it (the whole set-up, a few milliseconds at every start and after every editor)
  /// left the alternate screen up and the tty raw.
  private static func guardTheScreen() {
    if let shellModes {
      TerminalRestore.prepare(shellModes: shellModes, leave: TerminalModes.leave(mouse: hasMouse))
    }
    TerminalGuard.install()
  }

  private static func currentModes() -> termios? {
    var modes = termios()
    return tcgetattr(STDOUT_FILENO, &modes) == 0 ? modes : nil
  }

  static var hasMouse: Bool { TerminalModes.capability("kmous") != nil }

  /// What ncurses does not set itself: bracketed paste and explicit bidi (see TerminalModes).
  func enterModes() {
    let bytes = Array(TerminalModes.enter.utf8)
    _ = bytes.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }

  /// Gives the terminal back as it was: normal mode, cursor visible, mouse reporting off, the
  /// shell's screen restored. Safe to call more than once.
  public func stop() {
    guard isActive else { return }
    isActive = false
    ResizeSignal.uninstall()
    clearImages()  // on the alternate screen, before leaving it
    curs_set(1)
    // While the tty is still out of line mode: the start-up question's late answer is read
    // here, not by the shell as typed text.
    UnansweredQuestion.readPastAnswer(on: STDIN_FILENO)
    endwin()  // also turns mouse reporting off and leaves the alternate screen
    // Then what endwin does not know: paste, bidi, and a clear where there is no alternate
    // screen to leave (vt100), so the last frame is not left on the user's screen.
    TerminalRestore.writeLeaveBytes()
    TerminalRestore.markRestored()
    // Only now: these writes wait on a slow terminal, and a signal meanwhile found the
    // default action, which left the screen half given back. Restoring twice does no harm.
    TerminalGuard.uninstall()
    // Ctrl-Z meanwhile (up to 2 s reading for the answer above) stops Reel only now, the
    // terminal given back: at its default action all along, it stopped Reel with the screen
    // up and the tty raw, for the shell to take as it was.
    if SuspendSignal.uninstallTakingRequest() { SuspendSignal.stopProcess() }
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

  func configureInput() {
    guard let window = reel_stdscr() else { return }
    cbreak()  // not raw(): Ctrl-C still signals (see TerminalGuard) and Ctrl-Z still suspends
    noecho()
    nonl()
    intrflush(window, false)
    // The loop reads every pending key before it draws; ncurses' own check would only poll
    // stdin every few lines of each frame.
    typeahead(-1)
    keypad(window, true)
    set_escdelay(25)  // Escape answers at once instead of after ncurses' default second
    Self.setLineModes()
    mouseinterval(0)  // no click detection delay; a press is reported at once
    mousemask(Self.mouseEvents, nil)
    Self.leaveMouseReportsToReel()
    // Bracketed paste's markers as keys of their own (see Terminal+Input).
    define_key("\u{1B}[200~", Self.pasteStartCode)
    define_key("\u{1B}[201~", Self.pasteEndCode)
  }

  static var mouseEvents: mmask_t {
    reel_button1_pressed() | reel_button4_pressed() | reel_button5_pressed()
  }
  /// ncurses turns the terminal's mouse reporting on (mousemask), but its own decoding of the
  /// reports reads their rest with blocking reads: a report cut short froze Reel until the next
  /// keys, and ate them. With its mouse key switched off the reports come through as control
  /// sequences, which Reel reads with a bounded wait (`MouseReport`). Called after every
  /// mousemask that turns the mouse on, since that switches the key back on.
  static func leaveMouseReportsToReel() {
    keyok(reel_key_mouse(), false)
  }

  static var pasteStartCode: Int32 { reel_key_max() + 1 }
  static var pasteEndCode: Int32 { reel_key_max() + 2 }

  /// What the tty does with the bytes, beyond ncurses' modes. def_prog_mode() records the
  /// changes so ncurses restores them after Ctrl-Z and an editor; the shell's modes come back
  /// on every way out (`TerminalRestore`).
  ///
  /// - cbreak() leaves XON/XOFF on, so Ctrl-S would freeze the screen until Ctrl-Q, which
  ///   looks like a hang: off.
  /// - Output processing (OPOST) off when it would change no byte (`processesOutput`): with it
  ///   on, the kernel looks at every byte of every frame on its way to the terminal (to count
  ///   columns for tabs it does not expand), under the tty's output lock.
  private static func setLineModes() {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    settings.c_iflag &= ~tcflag_t(IXON)
    if !processesOutput(settings.c_oflag) { settings.c_oflag &= ~tcflag_t(OPOST) }
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    def_prog_mode()
  }

  /// Whether output processing with these flags changes any byte Reel writes: a newline made
  /// CR LF (nonl() turned that off), a CR made a newline or dropped, lower case made upper, a
  /// tab expanded. None of them on: OPOST only counts columns, and every byte goes out as it is
  /// with it off too. Delays and fill characters the Linux tty does not implement.
  static func processesOutput(_ flags: tcflag_t) -> Bool {
    let changing = OLCUC | ONLCR | OCRNL | ONOCR | ONLRET | TABDLY
    return flags & tcflag_t(OPOST) != 0 && flags & tcflag_t(changing) != 0
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
