import Browser
import Foundation
import Library
import Logging
import Screen
import Terminal

/// The full-screen browser: `BrowserLoop` on the real terminal, on a thread of its own.
public final class InteractiveApp: @unchecked Sendable {
  private let services: Services
  private let watchlist: any WatchlistStore
  private let colors: ColorSupport?
  private let notices: [String]
  private let log: LogFile?
  private let start: StartScreen

  /// - Parameters:
  ///   - colors: nil to ask the terminal (and honour NO_COLOR).
  ///   - notices: said in the status bar once the screen is up (never printed over it).
  public init(
    services: Services, watchlist: any WatchlistStore, colors: ColorSupport? = nil,
    notices: [String] = [], log: LogFile? = nil, start: StartScreen = .home
  ) {
    self.start = start
    self.log = log
    self.services = services
    self.watchlist = watchlist
    self.colors = colors
    self.notices = notices
  }

  /// Runs the browser on a dedicated thread and waits for it without holding a thread of
  /// Swift's cooperative pool: the loop blocks in `poll`, and on one CPU the pool has a single
  /// thread, which every request and watchlist save needs.
  public func run() async throws {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      let thread = Thread {
        do {
          try self.runHere()
          continuation.resume()
        } catch {
          continuation.resume(throwing: error)
        }
      }
      thread.name = "reel.ui"
      thread.stackSize = 8 << 20
      thread.start()
    }
  }

  /// Runs the browser on the calling thread until the user quits.
  public func runHere() throws {
    // This thread draws and takes the keys: its heap grows now, not under a key press.
    HeapReserve.commitForCallingThread()
    // Declared first so it runs last: stderr comes back only once the terminal is restored.
    let restoreStandardError = log?.captureStandardError()
    defer { restoreStandardError?() }
    let logger = Logger(label: "reel")
    logger.info(
      "started",
      metadata: [
        "mode": "\(services.mode.rawValue)", "language": "\(services.language.summary)",
      ])
    defer { logger.info("stopped") }

    // Before anything is asked of or written to the terminal: `reel &` waits for `fg`.
    guard Terminal.waitForTheForeground() else {
      throw ReelError(
        "the browser is not in the terminal's foreground; run it there (not with &, and with "
          + "timeout --foreground under timeout)")
    }
    // A terminal that is refused is asked nothing.
    try Terminal.checkTerminalType()
    // Before the screen is set up, so the terminal's answers never reach ncurses as keys;
    // with no moment unguarded between the question and the screen.
    let environment = ProcessInfo.processInfo.environment
    let terminal = Terminal()
    let answers = try terminal.start(askingFirst: {
      PosterSetup.probe(services.imageSetting, environment: environment)
    })
    defer { terminal.stop() }
    let device = CursesDevice(
      terminal: terminal, colors: colors,
      hyperlinks: HyperlinkSequence.isSupported(environment: ProcessInfo.processInfo.environment))

    let inbox = Inbox(wake: device.wake)
    // Retry waits and cache fallbacks, said as they happen.
    services.notices.forward { inbox.post(.notice(.notice($0))) }
    services.notices.forwardMessages { inbox.post(.notice($0)) }
    services.notices.forwardConnectivity { inbox.post(.connectivity(offline: $0)) }
    let runner = EffectRunner(
      client: services.client, watchlist: watchlist, inbox: inbox,
      language: services.language.language)
    var settings = BrowserState.Settings()
    settings.start = start
    if let rows = services.homeRows { settings.homeRows = rows }
    if let delay = Self.previewDelay(ProcessInfo.processInfo.environment) {
      settings.detailPreviewMilliseconds = delay
    }
    let session = BrowserSession(
      state: BrowserState(settings: settings), runner: runner, inbox: inbox)
    defer { session.shutDown() }
    let loop = BrowserLoop(
      session: session, device: device, clock: SystemClock(), keyMap: services.keyMap,
      context: RenderContext(
        mode: services.mode.rawValue, help: services.keyMap.help(in: services.language.language),
        colors: device.colorSupport, country: services.region.code, keys: services.keyMap.labels,
        timeZone: .current,
        language: services.language.language, theme: services.theme))
    loop.searchHistory = SearchHistory(
      url: SearchHistory.defaultURL(environment: ProcessInfo.processInfo.environment),
      savesInBackground: true)
    let opener = LinkOpener()
    session.onOpenLink = { opener.open($0) }
    session.onCopy = { [weak loop] text in
      // Written with the next frame, after ncurses' own output (effects run on the loop's
      // thread).
      loop?.writeWithNextFrame(.clipboard(text))
    }
    loop.inspector = InspectorController(
      inspection: services.inspection,
      copy: { [weak loop] text in
        // Written with the next frame, after ncurses' own output.
        loop?.writeWithNextFrame(.clipboard(text))
      },
      harFolder: XDGPaths().state, language: services.language.language,
      exportsInBackground: true)
    let imageChoice = PosterSetup.choice(
      services.imageSetting, environment: environment, colors: terminal.colorCount,
      probe: answers, outOfBand: true)
    let cell = PosterSetup.cellSize(answers)
    terminal.setPaneOrigin(PosterSetup.paneOrigin(for: imageChoice, environment: environment))
    let asked =
      answers.waited.map {
        "; terminal asked: \(answers.replies.isComplete ? "answered" : "no answer") in "
          + Self.milliseconds($0)
      } ?? ""
    Logger(label: "reel.images").info(
      "posters: \(imageChoice.summary); cell \(cell.width)x\(cell.height) px\(asked)")
    let arrivals = loop.posterArrivals
    let wake = device.wake
    loop.makePosters = { [services] configuration in
      PosterSetup.board(
        source: services.posterSource, choice: imageChoice, cell: cell,
        configuration: configuration,
        // Counted before the wake, so the loop it wakes draws the poster.
        wake: {
          arrivals.note()
          wake()
        })
    }
    loop.run(notices: notices.map { .notice($0) })
    // The last search of the session, still being saved, is not lost with the process.
    loop.searchHistory?.flush()
  }

  /// `12.3 ms` for the log, written here rather than by Foundation's formatter, which asks the
  /// locale (ICU) and so depends on what LANG names.
  static func milliseconds(_ duration: Duration) -> String {
    let tenths =
      duration.components.seconds * 10_000
      + duration.components.attoseconds / 100_000_000_000_000
    return "\(tenths / 10).\(tenths % 10) ms"
  }
}
