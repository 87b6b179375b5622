import Browser
import Foundation
import Screen
import TMDB

/// The one run loop, for people and for scripts alike: draw, wait for input (or a result, or
/// the next timer), turn input into commands, apply results, fire due timers, and again. It
/// blocks only inside `device.readInput`, so an idle Reel sleeps and uses no CPU.
///
/// The loop's own state is `@exclusivity(unchecked)`: it is read and written on the loop's
/// thread alone and never lent while another access is open, yet each access was checked at
/// run time (a call into the runtime and its access set) about ten times a frame.
public final class BrowserLoop {
  public let session: BrowserSession
  let device: any TerminalDevice
  let clock: any LoopClock
  @exclusivity(unchecked) public private(set) var size: Size
  @exclusivity(unchecked) private var spinner = 0
  @exclusivity(unchecked) private var context: RenderContext
  /// Which key does what, as remapped by config.toml.
  let keyMap: KeyMap
  /// The screen is drawn mirrored (a right-to-left language): asked once, not at every key.
  private let mirrored: Bool
  /// Earlier queries for ↑/↓ in the search field; nil: none (↓ still goes to the results).
  var searchHistory: SearchHistory?
  @exclusivity(unchecked) private var lastRecordedQuery: String?
  /// `session.eventsTaken` when `recordSearch` last looked (-1: never).
  @exclusivity(unchecked) private var eventsAtSearchCheck = -1
  /// The network inspector's runtime; nil runs without one.
  var inspector: InspectorController?
  private var overlayOpen: OverlayFlag?
  /// What `overlayOpen` was last set to: it is set only when that changes, not locked and
  /// written at every frame.
  @exclusivity(unchecked) private var overlayShown = false
  /// Makes the poster board once the configuration (image host, sizes) is known.
  var makePosters: ((TMDBConfiguration?) -> PosterBoard?)?
  @exclusivity(unchecked) private var posters: PosterBoard?
  /// Out-of-band bytes (the clipboard, …) asked for between frames: they go out with the next
  /// frame, after its cells.
  @exclusivity(unchecked) private var pendingWrites: [OutOfBandWrite] = []
  /// Everything the last frame drawn was made from; of no frame before the first. A wake
  /// after which all of it is the same (a timer or a result that changed nothing, a stale
  /// answer) draws no frame: the screen already shows it.
  @exclusivity(unchecked) private var drawn = FrameInputs.nothingDrawn()
  /// Set when the screen must be drawn whatever the state says (a resize, even to the same
  /// size: after Ctrl-Z and `fg` the terminal shows the shell's lines until redrawn).
  @exclusivity(unchecked) private var screenDisturbed = false
  /// A key, a paste or a click came since the last frame.
  @exclusivity(unchecked) private var inputSinceDraw = false
  /// Counts posters that arrived since the start (from the loading threads): a poster changes
  /// the frame without changing the state.
  let posterArrivals = ArrivalCounter()
  /// A wait at least this long that input ended means the input came by itself (see `run`).
  static let inputAloneAfterWaiting: TimeInterval = 0.002
  /// When input asks the watchlist database whether another program changed it.
  private var watchlistChecks = WatchlistCheckSchedule()
  /// The terminal size past Reel's bound last said in the status bar (said once a size).
  private var saidSizeBeyondBound: Size?

  init(
    session: BrowserSession, device: any TerminalDevice, clock: any LoopClock,
    keyMap: KeyMap = .standard, context: RenderContext
  ) {
    self.keyMap = keyMap
    self.session = session
    self.device = device
    self.clock = clock
    self.context = context
    mirrored = context.language.direction == .rightToLeft
    size = device.size
  }

  /// Starts the browser and runs until it quits. `notices` are said in the status bar once
  /// it is up (never printed over the screen).
  public func run(notices: [StatusMessage] = []) {
    attachInspector()
    defer { inspector?.disconnect() }
    session.applyLayout(size)
    session.send(.start)
    for notice in notices { session.send(.notice(notice)) }
    noticeSizeBeyondBound()
    noticeOutsideWatchlistChanges()
    while !session.quitRequested {
      drawFrame()
      let loading = !session.withState({ $0.isSettled }) && session.requestsInFlight > 0
      // The clock is read twice a wake, around the wait: the wake's time serves the timers
      // its input starts and the timers that come due (see `BrowserSession.wakeTime`).
      let waitStarted = clock.now
      var input = device.readInput(
        timeoutMilliseconds: timeout(animating: loading, now: waitStarted))
      let waitEnded = clock.now
      session.wakeTime = waitEnded
      if input != nil, watchlistChecks.inputArrived(at: waitEnded) {
        session.runner.noticeOutsideWatchlistChanges()
      }
      // Input that was already waiting is drained before the next frame, so a backlog of
      // keys costs one frame, not one each. Input that ended a real wait came by itself: it
      // is drawn at once, without asking the terminal again (a poll less a key press); if
      // more came right behind it, the next wait returns at once and drains it.
      let drains = waitEnded.timeIntervalSince(waitStarted) < Self.inputAloneAfterWaiting
      while let current = input, !session.quitRequested {
        handle(current)
        guard drains else { break }
        input = device.readInput(timeoutMilliseconds: 0)
      }
      // Results and timers may change the state without changing the screen: the frame after
      // them is compared with the state it was drawn from, kept now (see `FrameInputs`).
      if !inputSinceDraw { drawn.keepState(of: session) }
      session.processInbox()
      // A timer due while this wake was handled fires on the next one, which the wait's
      // timeout (0 by then) makes at once.
      session.fireDueTimers(now: waitEnded)
      recordSearch()
      if loading { spinner &+= 1 }
    }
  }

  /// A terminal larger than Reel draws (`ScreenSizeBound`) gets its top-left part: said once
  /// for each such size, so the blank rest is not taken for a fault.
  private func noticeSizeBeyondBound() {
    let beyond = device.sizeBeyondBound
    defer { saidSizeBeyondBound = beyond }
    guard let beyond, beyond != saidSizeBeyondBound else { return }
    let shown = size
    session.send(
      .notice(
        .terminalBeyondBound(
          columns: beyond.width, rows: beyond.height, shownColumns: shown.width,
          shownRows: shown.height)))
  }

  private func noticeOutsideWatchlistChanges() {
    watchlistChecks.checked(at: clock.now)
    session.runner.noticeOutsideWatchlistChanges()
  }

  func handle(_ input: TerminalInput) {
    inputSinceDraw = true
    // After input the next frame is drawn without comparing (see `drawFrame`), so what the
    // last one was made from is of no more use. Let go of it now: while it holds a copy of the
    // state, every dictionary the key changes (the lists, the timers) is copied whole first,
    // on the home screen every list on it, at every key.
    drawn.forget()
    switch input {
    case .key(.alt(let character)) where command(for: .alt(character)) == nil:
      // Esc and a key that arrived together (typed fast, or joined on a slow link) are what
      // they were when nothing is bound to the Alt key: Esc, then the key.
      handle(.key(.escape))
      handle(.key(.character(character)))
    case .key(let key):
      if var command = command(for: key) {
        if case .inspector(let wanted) = command {
          guard let inspector,
            let resolved = session.withState({ inspector.resolve(wanted, in: $0) })
          else { return }
          command = .inspector(resolved)
        }
        send(command)
      }
    case .paste(let text):
      session.send(.command(.paste(text)))
    case .mouse(var mouse):
      // The screen was drawn mirrored: a click lands where the unmirrored layout has it.
      if mirrored { mouse.x = size.width - 1 - mouse.x }
      let size = size
      if let command = session.withState({ KeyMap.command(for: mouse, in: $0, size: size) }) {
        session.send(.command(command))
      }
    case .resize(let width, let height):
      size = Size(width: width, height: height)
      screenDisturbed = true
      session.applyLayout(size)
      noticeSizeBeyondBound()
    }
  }

  /// What `key` means here. On a mirrored (right-to-left) screen the left and right keys keep
  /// their visual sense: ← and → swap before the key map is asked (→ goes back from the detail
  /// pane, now on the left, and moves to the card on the right of the home screen), and other
  /// keys that move sideways (h and l on the home screen) swap their moves. Text being typed is
  /// never touched.
  private func command(for key: Key) -> Command? {
    // The state is lent, not copied (see `BrowserSession.withState`): this runs on every key.
    session.withState { state in
      let bound = boundCommand(for: key, in: state)
      return keyMap.countCommand(for: key, bound: bound, in: state) ?? bound
    }
  }

  private func boundCommand(for key: Key, in state: borrowing BrowserState) -> Command? {
    guard mirrored, state.focus != .search else {
      return keyMap.command(for: key, in: state)
    }
    switch key {
    case .left: return keyMap.command(for: .right, in: state)
    case .right: return keyMap.command(for: .left, in: state)
    default:
      switch keyMap.command(for: key, in: state) {
      case .moveLeft?: return .moveRight
      case .moveRight?: return .moveLeft
      case let command: return command
      }
    }
  }

  /// Keeps the last frame and draws only what changed since (see `FrameRenderer`).
  @exclusivity(unchecked) private var renderer = FrameRenderer()

  /// Renders the state and shows it, unless nothing the frame is made from has changed since
  /// the last one. The detail pane's scroll is clamped to what the frame could show, so
  /// scrolling back up answers at the first key press.
  func drawFrame() {
    context.spinnerFrame = spinner
    if let inspector {
      context.inspector = session.withState { inspector.snapshot(for: $0) } ?? InspectorSnapshot()
    }
    if posters == nil, let make = makePosters, session.state.configuration != nil {
      makePosters = nil
      posters = make(session.state.configuration)
      context.posters = posters.map(PosterSlot.init)
    }
    // Read before rendering: a poster landing during this frame makes the next one differ.
    let arrivals = posterArrivals.count
    // After a key the frame is drawn without comparing: a key nearly always changes what is
    // shown, and the comparison would be paid on every press.
    if !inputSinceDraw, !screenDisturbed, pendingWrites.isEmpty, !device.needsFrame,
      drawn.matches(session, size: size, context: context, posterArrivals: arrivals)
    {
      device.frameUnchanged()
      return
    }
    defer { posters?.frameDrawn() }
    var frame = renderFrame()
    if let limit = frame.detailScrollLimit {
      // The reducer keeps the limit (↓ at the end of the text moves into the links) and
      // clamps the scroll to it; only a clamped scroll needs the frame drawn again.
      let clamped = session.state.detailScroll > limit
      if clamped || session.state.detailScrollLimit != limit {
        session.send(.detailScrollLimit(limit))
      }
      if clamped { frame = renderFrame() }
    }
    if let limit = frame.overlayScrollLimit, session.state.overlayScrollPosition > limit {
      session.send(.overlayScrollLimit(limit))
      frame = renderFrame()
    }
    // Nearly every frame has none: the concatenation is a generic call (cold code) for nothing.
    if !pendingWrites.isEmpty {
      frame.outOfBand = pendingWrites + frame.outOfBand
      pendingWrites.removeAll()
    }
    if let overlayOpen {
      let open = session.withState {
        if case .inspector? = $0.overlay { return true }
        return false
      }
      if open != overlayShown {
        overlayOpen.value = open
        overlayShown = open
      }
    }
    device.draw(frame)
    screenDisturbed = false
    inputSinceDraw = false
    // The state after the scroll limits were taken in: the next wake compares with this.
    drawn = FrameInputs(
      state: nil, events: session.eventsTaken, size: size,
      spinnerFrame: context.spinnerFrame, inspector: context.inspector, posters: context.posters,
      posterArrivals: arrivals)
  }

  /// The frame of the state as it stands. The state and the render context are lent where
  /// they are stored: handed over as `session.state` and `context`, each was copied for the
  /// call (every list, string and array in them retained, then released), at every frame.
  private func renderFrame() -> Frame {
    session.withState { state in
      Self.lend(&context) { renderer.render(state, size: size, context: $0) }
    }
  }

  /// Hands `value` to `body` by its address: a stored property passed as an argument would be
  /// copied first.
  private static func lend<Value, Result>(
    _ value: inout Value, _ body: (inout Value) -> Result
  ) -> Result {
    body(&value)
  }

  /// Sends `write` to the terminal with the next frame, after its cells (a clipboard copy,
  /// OSC 52). Call on the loop's thread; the frame follows the action that asked.
  func writeWithNextFrame(_ write: OutOfBandWrite) {
    pendingWrites.append(write)
  }

  /// Milliseconds until the next timer (or spinner frame); nil to wait for input alone.
  private func timeout(animating: Bool, now: Date) -> Int? {
    var milliseconds: Int?
    if let deadline = session.nextDeadline {
      let seconds = deadline.timeIntervalSince(now)
      milliseconds = Int(max(0, min(seconds * 1000, 60_000)).rounded(.up))
    }
    if animating { milliseconds = min(milliseconds ?? 100, 100) }
    return milliseconds
  }

  /// Wires the inspector to the session: results reported, actions performed, the browser
  /// told about paused requests.
  private func attachInspector() {
    guard let inspector else { return }
    let session = session
    let device = device
    session.onNetworkResult = { inspector.noteResult($0, taken: $1) }
    session.onInspectorAction = { [weak session] action in
      let note = inspector.perform(action, device: device)
      session?.send(.command(.inspector(.note(note))))
    }
    let overlayOpen = OverlayFlag()
    self.overlayOpen = overlayOpen
    inspector.connect(inbox: session.inbox, wake: device.wake, overlayOpen: { overlayOpen.value })
  }
}

extension BrowserLoop {
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
    // Only the reducer changes the state, so with no event since the last look the query is
    // the one already seen: a wake that took none (a timer's, a resize) does not look the
    // main list up again (a hash of its key).
    guard session.eventsTaken != eventsAtSearchCheck else { return }
    eventsAtSearchCheck = session.eventsTaken
    // Lent, not copied: this runs after every wake.
    guard let query = session.withState({ $0.activeSearchQuery }), query != lastRecordedQuery
    else { return }
    lastRecordedQuery = query
    searchHistory?.record(query)
  }
}

/// Whether the inspector overlay is open, readable from any thread (the record's observer).
final class OverlayFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var open = false
  var value: Bool {
    get { lock.withLock { open } }
    set { lock.withLock { open = newValue } }
  }
}
