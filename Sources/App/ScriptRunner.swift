import Browser
import Foundation
import Library
import Screen

/// Runs a key script headless: the interactive app's own loop, session and reducer, on an
/// in-memory screen and a virtual clock (see `ScriptDevice`).
public final class ScriptRunner {
  public struct Failure: Error {
    public var line: Script.Line
    public var reason: String
    public var screen: [String]
  }

  /// How long a `wait` may take before it fails.
  public var waitLimit: TimeInterval = 10

  private let services: Services
  private let size: Size
  private let watchlist: any WatchlistStore
  private let output: (String) -> Void
  private let start: StartScreen
  private var finalState: BrowserState?
  /// What the inspector's `y` copied last (a script has no clipboard).
  public private(set) var copied: String?
  /// What `o` would have opened last (a script starts no browser).
  public private(set) var opened: URL?
  /// Where the inspector's `x` writes HAR files in a script.
  public var harFolder = FileManager.default.temporaryDirectory
  /// The environment the inspector's `edit` runs `$EDITOR` with.
  public var environment = ProcessInfo.processInfo.environment

  public init(
    services: Services, size: Size, watchlist: any WatchlistStore = MemoryWatchlistStore(),
    start: StartScreen = .home, output: @escaping (String) -> Void
  ) {
    self.start = start
    self.services = services
    self.size = size
    self.watchlist = watchlist
    self.output = output
  }

  /// The browser's state when the script ended.
  public var state: BrowserState? { finalState }

  /// Runs every line; throws the first failure.
  public func run(_ script: Script) throws(Failure) {
    let inbox = Inbox()
    // Retry waits and cache fallbacks, said as they happen.
    services.notices.forward { inbox.post(.notice(.notice($0))) }
    services.notices.forwardMessages { inbox.post(.notice($0)) }
    services.notices.forwardConnectivity { inbox.post(.connectivity(offline: $0)) }
    let clock = VirtualClock()
    let runner = EffectRunner(
      client: services.client, watchlist: watchlist, inbox: inbox,
      language: services.language.language)
    var settings = BrowserState.Settings()
    settings.start = start
    if let rows = services.homeRows { settings.homeRows = rows }
    let session = BrowserSession(
      state: BrowserState(settings: settings), runner: runner, inbox: inbox, clock: clock)
    defer { session.shutDown() }
    let device = ScriptDevice(
      script: script, size: size, clock: clock, inbox: inbox, waitLimit: waitLimit,
      language: services.language.language, output: output)
    device.probe = ScriptDevice.Probe(
      state: { session.state }, requestsInFlight: { session.requestsInFlight },
      nextDeadline: { session.nextDeadline },
      nextDeadlineExceptFades: { session.nextDeadlineExceptFades }, quit: { session.requestQuit() },
      send: { session.send(.command($0)) })
    let loop = BrowserLoop(
      session: session, device: device, clock: clock, keyMap: services.keyMap,
      context: RenderContext(
        mode: services.mode.rawValue, help: services.keyMap.help(in: services.language.language),
        colors: .none, country: services.region.code, keys: services.keyMap.labels,
        language: services.language.language,
        theme: services.theme))
    // In memory: a script never reads or writes the user's history.
    loop.searchHistory = SearchHistory(url: nil)
    session.onOpenLink = { [weak self] url in
      self?.opened = url
      return .openedInBrowser
    }
    session.onCopy = { [weak self] in self?.copied = $0 }
    let inspector = InspectorController(
      inspection: services.inspection, copy: { [weak self] in self?.copied = $0 },
      harFolder: harFolder, environment: environment, clock: clock,
      language: services.language.language, editorMustBeNamed: true)
    loop.inspector = inspector
    device.inspector = inspector
    loop.run()
    finalState = session.state
    if let failure = device.failure { throw failure }
    // The lines after a key that quit would otherwise pass unchecked, and exit 0.
    if let line = device.lineNotRun {
      let problem = ScriptProblem(
        .scriptQuitBefore,
        english: "Reel quit before this line ran (a key above it ended the session); "
          + "end the script there, or with quit")
      throw Failure(
        line: line, reason: problem.text(in: services.language.language),
        screen: device.screenLines)
    }
  }
}
