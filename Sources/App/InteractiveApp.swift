import Browser
import Foundation
import Library
import Logging
import Screen
import Terminal

/// The full-screen browser: one loop on one thread that blocks until a key, a result or a
/// timer is due, then reduces, runs effects and redraws. An idle Reel sleeps in `poll`.
public final class InteractiveApp {
  private let services: Services
  private let watchlist: any WatchlistStore
  private let colors: ColorSupport?
  private let notices: [String]
  private let log: LogFile?

  /// - Parameters:
  ///   - colors: nil to ask the terminal (and honour NO_COLOR).
  ///   - notices: said in the status bar once the screen is up (never printed over it).
  public init(
    services: Services, watchlist: any WatchlistStore, colors: ColorSupport? = nil,
    notices: [String] = [], log: LogFile? = nil
  ) {
    self.log = log
    self.services = services
    self.watchlist = watchlist
    self.colors = colors
    self.notices = notices
  }

  public func run() throws {
    // Declared first so it runs last: stderr comes back only once the terminal is restored.
    let restoreStandardError = log?.captureStandardError()
    defer { restoreStandardError?() }
    let logger = Logger(label: "reel")
    logger.info("started", metadata: ["mode": "\(services.mode.rawValue)"])
    defer { logger.info("stopped") }

    let terminal = Terminal()
    try terminal.start()
    defer { terminal.stop() }

    let inbox = Inbox(wake: terminal.makeWaker().wake)
    // Retry waits and cache fallbacks, said as they happen.
    services.notices.forward { inbox.post(.notice(.info($0))) }
    let runner = EffectRunner(client: services.client, watchlist: watchlist, inbox: inbox)
    let session = BrowserSession(runner: runner, inbox: inbox)
    defer { session.shutDown() }

    var size = terminal.size
    var spinner = 0
    let colorSupport = colors ?? terminal.colorSupport
    runner.loadWatchlist()
    session.applyLayout(size)
    session.send(.start)
    for notice in notices { session.send(.notice(.info(notice))) }

    while !session.quitRequested {
      let context = RenderContext(
        mode: services.mode.rawValue, spinnerFrame: spinner, help: KeyMap.help,
        colors: colorSupport)
      session.clampDetailScroll(size, context: context)
      let frame = render(session.state, size: size, context: context)
      terminal.draw(frame.buffer, cursor: frame.cursor)

      // Sleep until a key, a result (the inbox wakes the terminal), the next timer, or while
      // something loads, the spinner's next frame.
      let loading = !session.state.isSettled && session.requestsInFlight > 0
      var input = terminal.readInput(timeoutMilliseconds: timeout(session.nextDeadline, loading))
      while let current = input, !session.quitRequested {
        switch current {
        case .key(let key):
          if let command = KeyMap.command(for: key, in: session.state) {
            session.send(.command(command))
          }
        case .mouse(let mouse):
          if let command = KeyMap.command(for: mouse, in: session.state, size: size) {
            session.send(.command(command))
          }
        case .paste(let text):
          // Pasted text is typed into the search field, never run as keys.
          if session.state.focus == .search { session.send(.command(.insertText(text))) }
        case .resize(let width, let height):
          size = Size(width: width, height: height)
          session.applyLayout(size)
        }
        input = terminal.readInput(timeoutMilliseconds: 0)
      }
      session.processInbox()
      session.fireDueTimers()
      if loading { spinner &+= 1 }
    }
  }

  /// Milliseconds until the next timer (or spinner frame); nil to wait for input alone.
  private func timeout(_ deadline: Date?, _ animate: Bool) -> Int? {
    var milliseconds: Int?
    if let deadline {
      milliseconds = Int(max(0, min(deadline.timeIntervalSinceNow * 1000, 60_000)).rounded(.up))
    }
    if animate { milliseconds = min(milliseconds ?? 100, 100) }
    return milliseconds
  }
}
