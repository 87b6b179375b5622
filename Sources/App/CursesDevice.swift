import Logging
import Screen
import Terminal

/// The real terminal, through ncurses.
final class CursesDevice: TerminalDevice {
  private let terminal: Terminal
  private let colors: ColorSupport?
  let wake: @Sendable () -> Void

  /// Whether the terminal makes web addresses clickable (OSC 8), as `HyperlinkSequence`
  /// decides from the environment.
  private let hyperlinks: Bool

  init(terminal: Terminal, colors: ColorSupport?, hyperlinks: Bool = false) {
    self.terminal = terminal
    self.colors = colors
    self.hyperlinks = hyperlinks
    wake = terminal.makeWaker().wake
  }

  var size: Size { terminal.size }

  var sizeBeyondBound: Size? {
    ScreenSizeBound.reportedBeyondBound().map { Size(width: $0.columns, height: $0.rows) }
  }
  var colorSupport: ColorSupport { colors ?? terminal.colorSupport }

  func readInput(timeoutMilliseconds: Int?) -> TerminalInput? {
    terminal.readInput(timeoutMilliseconds: timeoutMilliseconds)
  }

  /// The editor wrote over the screen: the next frame is drawn whatever it shows.
  private(set) var needsFrame = false

  func draw(_ frame: Frame) {
    needsFrame = false
    terminal.draw(frame, linkColors: hyperlinks ? colorSupport : nil)
  }

  /// ncurses' own way out and back (endwin, then refresh on start).
  func suspend() {
    needsFrame = true
    terminal.stop()
  }

  func resume() {
    needsFrame = true
    do {
      try terminal.start()
    } catch {
      // Still stopped: the next draw shows nothing, so quitting is the way out; say why.
      Logger(label: "reel").error("could not take the terminal back after the editor: \(error)")
    }
  }
}
