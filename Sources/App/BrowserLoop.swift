import Browser
import Foundation
import Screen
import TMDB

/// The one run loop, for people and for scripts alike: draw, wait for input (or a result, or
/// the next timer), turn input into commands, apply results, fire due timers, and again. It
/// blocks only inside `device.readInput`, so an idle Reel sleeps and uses no CPU.
public final class BrowserLoop {
  public let session: BrowserSession
  let device: any TerminalDevice
  let clock: any LoopClock
  public private(set) var size: Size
  private var spinner = 0
  private var context: RenderContext
  /// Which key does what, as remapped by config.toml.
  let keyMap: KeyMap
  /// Earlier queries for ↑/↓ in the search field; nil: none (↓ still goes to the results).
  var searchHistory: SearchHistory?
  private var lastRecordedQuery: String?
  public private(set) var lastFrame: Frame?
  /// Makes the poster board once the configuration (image host, sizes) is known.
  var makePosters: ((TMDBConfiguration?) -> PosterBoard?)?
  private var posters: PosterBoard?

  init(
    session: BrowserSession, device: any TerminalDevice, clock: any LoopClock,
    keyMap: KeyMap = .standard, context: RenderContext
  ) {
    self.keyMap = keyMap
    self.session = session
    self.device = device
    self.clock = clock
    self.context = context
    size = device.size
  }

  /// Starts the browser and runs until it quits. `notices` are said in the status bar once
  /// it is up (never printed over the screen).
  public func run(notices: [StatusMessage] = []) {
    session.applyLayout(size)
    session.send(.start)
    for notice in notices { session.send(.notice(notice)) }
    while !session.quitRequested {
      drawFrame()
      let loading = !session.state.isSettled && session.requestsInFlight > 0
      var input = device.readInput(timeoutMilliseconds: timeout(animating: loading))
      while let current = input, !session.quitRequested {
        handle(current)
        input = device.readInput(timeoutMilliseconds: 0)
      }
      session.processInbox()
      session.fireDueTimers(now: clock.now)
      recordSearch()
      if loading { spinner &+= 1 }
    }
  }

  func handle(_ input: TerminalInput) {
    switch input {
    case .key(let key):
      if let command = keyMap.command(for: key, in: session.state) {
        send(command)
      }
    case .paste(let text):
      session.send(.command(.paste(text)))
    case .mouse(let mouse):
      if let command = KeyMap.command(for: mouse, in: session.state, size: size) {
        session.send(.command(command))
      }
    case .resize(let width, let height):
      size = Size(width: width, height: height)
      session.applyLayout(size)
    }
  }

  /// Renders the state and shows it. The detail pane's scroll is clamped to what the frame
  /// could show, so scrolling back up answers at the first key press.
  func drawFrame() {
    context.spinnerFrame = spinner
    if posters == nil, let make = makePosters, session.state.configuration != nil {
      makePosters = nil
      posters = make(session.state.configuration)
      context.posters = posters.map(PosterSlot.init)
    }
    defer { posters?.frameDrawn() }
    var frame = render(session.state, size: size, context: context)
    if let limit = frame.detailScrollLimit, session.state.detailScroll > limit {
      session.send(.detailScrollLimit(limit))
      frame = render(session.state, size: size, context: context)
    }
    lastFrame = frame
    device.draw(frame)
  }

  /// Milliseconds until the next timer (or spinner frame); nil to wait for input alone.
  private func timeout(animating: Bool) -> Int? {
    var milliseconds: Int?
    if let deadline = session.nextDeadline {
      let seconds = deadline.timeIntervalSince(clock.now)
      milliseconds = Int(max(0, min(seconds * 1000, 60_000)).rounded(.up))
    }
    if animating { milliseconds = min(milliseconds ?? 100, 100) }
    return milliseconds
  }

  // MARK: Search history

  /// A command from a key; the history's own are answered here, outside the reducer.
  private func send(_ command: Command) {
    switch command {
    case .searchHistoryBack:
      if let query = searchHistory?.older(than: session.state.searchText) { replaceSearch(query) }
    case .searchHistoryForward:
      if let query = searchHistory?.newer() {
        replaceSearch(query)
      } else {
        session.send(.command(.nextPane))
      }
    default:
      searchHistory?.stopStepping()
      session.send(.command(command))
    }
  }

  /// The query in the field, as if typed (so it searches after the pause).
  private func replaceSearch(_ query: String) {
    session.send(.command(.clearSearch))
    if !query.isEmpty { session.send(.command(.insertText(query))) }
  }

  /// Each search that starts is remembered once.
  private func recordSearch() {
    guard case .search(let query)? = session.state.activeSource, query != lastRecordedQuery
    else { return }
    lastRecordedQuery = query
    searchHistory?.record(query)
  }
}
