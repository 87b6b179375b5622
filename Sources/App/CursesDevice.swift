import Screen
import Terminal

/// The real terminal, through ncurses.
final class CursesDevice: TerminalDevice {
  private let terminal: Terminal
  private let colors: ColorSupport?
  let wake: @Sendable () -> Void

  init(terminal: Terminal, colors: ColorSupport?) {
    self.terminal = terminal
    self.colors = colors
    wake = terminal.makeWaker().wake
  }

  var size: Size { terminal.size }
  var colorSupport: ColorSupport { colors ?? terminal.colorSupport }

  func readInput(timeoutMilliseconds: Int?) -> TerminalInput? {
    terminal.readInput(timeoutMilliseconds: timeoutMilliseconds)
  }

  func draw(_ frame: Frame) {
    terminal.draw(frame.buffer, cursor: frame.cursor)
  }
}
