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
    let clock = VirtualClock()
    let runner = EffectRunner(client: services.client, watchlist: watchlist, inbox: inbox)
    var settings = BrowserState.Settings()
    settings.start = start
    if let rows = services.homeRows { settings.homeRows = rows }
    let session = BrowserSession(
      state: BrowserState(settings: settings), runner: runner, inbox: inbox, clock: clock)
    defer { session.shutDown() }
    let device = ScriptDevice(
      script: script, size: size, clock: clock, inbox: inbox, waitLimit: waitLimit,
      output: output)
    device.probe = ScriptDevice.Probe(
      state: { session.state }, requestsInFlight: { session.requestsInFlight },
      nextDeadline: { session.nextDeadline }, quit: { session.requestQuit() })
    let loop = BrowserLoop(
      session: session, device: device, clock: clock, keyMap: services.keyMap,
      context: RenderContext(
        mode: services.mode.rawValue, help: services.keyMap.help, colors: .none,
        keys: services.keyMap.labels))
    // In memory: a script never reads or writes the user's history.
    loop.searchHistory = SearchHistory(url: nil)
    loop.run()
    finalState = session.state
    if let failure = device.failure { throw failure }
  }
}
