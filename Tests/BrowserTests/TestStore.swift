import TMDB
import XCTest

@testable import Browser

/// Drives `reduce` as The Composable Architecture's TestStore drives a reducer: each `send`
/// states the whole expected state change and the exact effects, and the store keeps account of
/// the work the effects started until the test answers it, so `finish()` can prove that nothing
/// was left unaccounted for.
final class TestStore {
  private(set) var state: BrowserState
  /// Requests started and not yet answered or cancelled, by id.
  private var requests: [RequestID: Effect] = [:]
  /// Timers started and not yet fired, cancelled or replaced: key to token.
  private var timers = TimerTokens()
  /// Whether steps state the status log (history and fade timer) too. Off by default: every
  /// message gets a fade timer and a history entry, the same bookkeeping after every step, so
  /// only the tests about fading and `M` state it (StatusLogTests); the others compare the rest
  /// of the state and effects exactly, with the log taken as the reducer left it.
  var statesStatusLog = false

  init(_ state: BrowserState = BrowserState()) {
    self.state = state
  }

  init(settings: BrowserState.Settings) {
    state = BrowserState(settings: settings)
  }

  /// Sends a user command; see `send(_:effects:file:line:_:)`.
  func send(
    _ command: Command, effects expected: [Effect], file: StaticString = #filePath,
    line: UInt = #line, _ update: (inout BrowserState) -> Void = { _ in }
  ) {
    send(.command(command), effects: expected, file: file, line: line, update)
  }

  /// Reduces `event`, then asserts that the state is the old one with `update` applied and that
  /// the effects are exactly `expected`, in order. Later steps go on from the actual state.
  func send(
    _ event: Event, effects expected: [Effect], file: StaticString = #filePath,
    line: UInt = #line, _ update: (inout BrowserState) -> Void = { _ in }
  ) {
    answer(event, file: file, line: line)
    var expectedState = state
    update(&expectedState)
    var effects = reduce(&state, event)
    if !statesStatusLog {
      expectedState.statusLog = state.statusLog
      effects.removeAll { $0 == .cancelTimer(.statusFade) || $0.isStatusFadeStart }
    }
    if state != expectedState {
      let diff = StateDiff.differences(expectedState, state)
      XCTFail(
        "State after \(StateDiff.render(event)) differs (\u{2212} expected, + actual):\n"
          + diff.joined(separator: "\n"), file: file, line: line)
    }
    if effects != expected {
      XCTFail(
        "Effects of \(StateDiff.render(event)) differ:\n  expected:\n\(list(expected))\n"
          + "  actual:\n\(list(effects))", file: file, line: line)
    }
    for effect in effects { track(effect, file: file, line: line) }
    checkBookkeeping(file: file, line: line)
  }

  /// Fails listing every request and timer still outstanding. Call at the end of every test.
  func finish(file: StaticString = #filePath, line: UInt = #line) {
    let pending =
      requests.sorted { $0.key < $1.key }.map { StateDiff.render($0.value) }
      + timers.pending.sorted { $0.key.rawValue < $1.key.rawValue }.map {
        "timer \($0.key) token \($0.token)"
      }
    if !pending.isEmpty {
      XCTFail(
        "Work left unaccounted for:\n" + pending.map { "  \($0)" }.joined(separator: "\n"),
        file: file, line: line)
    }
  }

  /// Retires the request or timer that `event` answers. A result nobody awaits is a stale
  /// delivery, which tests send on purpose; it retires nothing.
  private func answer(_ event: Event, file: StaticString, line: UInt) {
    switch event {
    case .configurationLoaded(let id, _, _), .configurationFailed(let id, _):
      retire(id, file: file, line: line) { effect in
        if case .loadConfiguration = effect { return true }
        return false
      }
    case .pageLoaded(let id, _), .pageFailed(let id, _):
      retire(id, file: file, line: line) { effect in
        if case .loadPage = effect { return true }
        return false
      }
    case .detailsLoaded(let id, let details):
      retire(id, file: file, line: line) { effect in
        if case .loadDetails(let movieID, _) = effect { return movieID == details.id }
        return false
      }
    case .detailsFailed(let id, _):
      retire(id, file: file, line: line) { effect in
        if case .loadDetails = effect { return true }
        return false
      }
    case .relatedLoaded(let id, _), .relatedFailed(let id, _):
      retire(id, file: file, line: line) { effect in
        if case .loadRelated = effect { return true }
        return false
      }
    case .personLoaded(let id, _), .personFailed(let id, _):
      retire(id, file: file, line: line) { effect in
        if case .loadPerson = effect { return true }
        return false
      }
    case .collectionLoaded(let id, _), .collectionFailed(let id, _):
      retire(id, file: file, line: line) { effect in
        if case .loadCollection = effect { return true }
        return false
      }
    case .watchlistLoaded(let id, _), .watchlistLoadFailed(let id, _):
      retire(id, file: file, line: line) { effect in
        if case .loadWatchlist = effect { return true }
        return false
      }
    case .watchlistSaved(let id, _), .watchlistSaveFailed(let id, _, _):
      retire(id, file: file, line: line) { effect in
        if case .saveWatchlist = effect { return true }
        return false
      }
    case .watchlistNoteLoaded(let id, _):
      retire(id, file: file, line: line) { effect in
        if case .loadWatchlistNote = effect { return true }
        return false
      }
    case .watchlistEntriesLoaded(let id, _), .watchlistEntriesFailed(let id, _):
      retire(id, file: file, line: line) { effect in
        if case .loadWatchlistEntries = effect { return true }
        return false
      }
    case .watchlistWindowLoaded(let id, _), .watchlistWindowFailed(let id, _):
      retire(id, file: file, line: line) { effect in
        if case .loadWatchlistWindow = effect { return true }
        return false
      }
    case .timerFired(.statusFade, _):
      break  // the status log's own tokens, checked against `statusLog.fadeToken`
    case .timerFired(let key, let token):
      if timers[key] == token { timers[key] = nil }
    default:
      break
    }
  }

  private func retire(
    _ id: RequestID, file: StaticString, line: UInt, answers: (Effect) -> Bool
  ) {
    guard let effect = requests[id] else { return }
    if !answers(effect) {
      XCTFail(
        "\(id) is answered with a result that does not fit \(StateDiff.render(effect))",
        file: file, line: line)
    }
    requests[id] = nil
  }

  private func track(_ effect: Effect, file: StaticString, line: UInt) {
    switch effect {
    case .loadConfiguration(let id), .loadPage(_, _, _, let id), .loadDetails(_, let id),
      .loadRelated(_, let id), .loadPerson(_, let id), .loadCollection(_, let id),
      .loadWatchlist(let id),
      .saveWatchlist(_, let id), .loadWatchlistNote(_, let id),
      .loadWatchlistEntries(_, let id), .loadWatchlistWindow(_, let id):
      if requests[id] != nil { XCTFail("\(id) started twice", file: file, line: line) }
      requests[id] = effect
    case .cancel(let id):
      if requests.removeValue(forKey: id) == nil {
        XCTFail("cancel(\(id)) of a request not outstanding", file: file, line: line)
      }
    case .startTimer(.statusFade, _, _), .cancelTimer(.statusFade):
      break  // kept in `statusLog.fadeToken`, not in `timers`
    case .startTimer(let key, let token, _):
      timers[key] = token
    case .cancelTimer(let key):
      if timers.removeValue(forKey: key) == nil {
        XCTFail("cancelTimer(\(key)) with no such timer outstanding", file: file, line: line)
      }
    case .quit, .inspector, .openInBrowser, .copyToClipboard:
      break
    }
  }

  /// What the state awaits must be exactly what the runtime was asked to do: anything else is
  /// a request that leaks or a result that can never come.
  private func checkBookkeeping(file: StaticString, line: UInt) {
    let awaited = Set(state.requests.keys)
    if awaited != Set(requests.keys) {
      XCTFail(
        "State awaits \(awaited.sorted()) but outstanding requests are "
          + "\(requests.keys.sorted())", file: file, line: line)
    }
    if state.timers != timers {
      XCTFail(
        "State's timers \(StateDiff.render(state.timers)) differ from outstanding timers "
          + StateDiff.render(timers), file: file, line: line)
    }
  }

  private func list(_ effects: [Effect]) -> String {
    effects.isEmpty
      ? "    (none)" : effects.map { "    \(StateDiff.render($0))" }.joined(separator: "\n")
  }
}

extension Effect {
  var isStatusFadeStart: Bool {
    if case .startTimer(.statusFade, _, _) = self { return true }
    return false
  }
}
