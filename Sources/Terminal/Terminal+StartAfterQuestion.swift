import Glibc

extension Terminal {
  /// Runs `question` (the start-up's question to the terminal, with its short wait for the
  /// answer), then takes over the screen (`start()`), with every way out guarded from the
  /// question on. Asked and started apart, a signal in the few milliseconds between them met
  /// no handler: SIGTERM, SIGHUP or Ctrl-C ended Reel at once and the answer still on its way
  /// was the shell's typed text; Ctrl-Z during the question stopped Reel with echo and line
  /// editing off. Here a signal that ends Reel reads past the answer first (`TerminalRestore`),
  /// and Ctrl-Z waits for the screen, to stop Reel as from the browser (`suspend`).
  public func start<Answer>(askingFirst question: () -> Answer) throws -> Answer {
    guard !isActive else { return question() }
    SuspendSignal.install(wakingDescriptor: wakePipe.writeEnd)
    var modes = termios()
    let guarded = !TerminalGuard.isInstalled && tcgetattr(STDOUT_FILENO, &modes) == 0
    if guarded {
      TerminalRestore.prepare(shellModes: modes, leave: [])
      TerminalGuard.install()
    }
    let answer = question()
    do {
      try start()
    } catch {
      // `start` took its own guards down; nothing of the screen to give back.
      SuspendSignal.uninstall()
      if guarded {
        TerminalGuard.uninstall()
        TerminalRestore.markRestored()
      }
      throw error
    }
    return answer
  }
}
