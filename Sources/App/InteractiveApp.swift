import Browser
import Foundation
import Library
import Screen
import Terminal

#if canImport(Glibc)
  import Glibc
#endif

/// The full-screen browser: one loop on one thread that blocks until a key, a result or a
/// timer is due, then reduces, runs effects and redraws. An idle Reel sleeps in `poll`.
public final class InteractiveApp {
  private let services: Services
  private let watchlist: any WatchlistStore
  private let colors: ColorSupport?

  /// - Parameter colors: nil to ask the terminal (and honour NO_COLOR).
  public init(services: Services, watchlist: any WatchlistStore, colors: ColorSupport? = nil) {
    self.services = services
    self.watchlist = watchlist
    self.colors = colors
  }

  public func run() throws {
    let terminal = Terminal()
    try terminal.start()
    defer { terminal.stop() }

    let inbox = Inbox(wakePipe: true)
    let runner = EffectRunner(client: services.client, watchlist: watchlist, inbox: inbox)
    let session = BrowserSession(runner: runner, inbox: inbox)
    defer { session.shutDown() }

    var size = terminal.size
    var spinner = 0
    let colorSupport = colors ?? terminal.colorSupport
    runner.loadWatchlist()
    session.send(.viewportChanged(rows: Layout.listRows(for: size)))
    session.send(.start)

    while !session.quitRequested {
      let context = RenderContext(
        mode: services.mode.rawValue, spinnerFrame: spinner, help: KeyMap.help,
        colors: colorSupport)
      let frame = render(session.state, size: size, context: context)
      terminal.draw(frame.buffer, cursor: frame.cursor)

      let loading = !session.state.isSettled && session.requestsInFlight > 0
      switch waitForWork(inbox: inbox, deadline: session.nextDeadline, animate: loading) {
      case .input, .interrupted:
        while let input = terminal.readInput(timeoutMilliseconds: 0) {
          switch input {
          case .key(let key):
            if let command = KeyMap.command(for: key, in: session.state) {
              session.send(.command(command))
            }
          case .mouse(let mouse):
            if let command = KeyMap.command(for: mouse, in: session.state, size: size) {
              session.send(.command(command))
            }
          case .resize(let width, let height):
            size = Size(width: width, height: height)
            session.send(.viewportChanged(rows: Layout.listRows(for: size)))
          }
          if session.quitRequested { break }
        }
      case .results, .timeout:
        break
      }
      session.processInbox()
      session.fireDueTimers()
      if loading { spinner &+= 1 }
    }
  }

  private enum Wake { case input, results, timeout, interrupted }

  /// Sleeps until the terminal has input, a result arrives, the next timer is due, or (while
  /// something loads) the spinner's next frame.
  private func waitForWork(inbox: Inbox, deadline: Date?, animate: Bool) -> Wake {
    var timeout: Int32 = -1
    if let deadline {
      timeout = Int32(max(0, min(deadline.timeIntervalSinceNow * 1000, 60_000)).rounded(.up))
    }
    if animate { timeout = timeout < 0 ? 100 : min(timeout, 100) }
    var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
    if let wake = inbox.wakeDescriptor {
      fds.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0))
    }
    let ready = poll(&fds, nfds_t(fds.count), timeout)
    if ready < 0 { return .interrupted }  // e.g. SIGWINCH: ncurses has a KEY_RESIZE for us
    if ready == 0 { return .timeout }
    if fds[0].revents != 0 { return .input }
    return .results
  }
}
