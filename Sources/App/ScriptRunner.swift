import Browser
import Foundation
import Library
import Screen
import Terminal

/// Runs a key script headless against the real session and reducer, with a buffer in place of
/// the terminal. Time is virtual: when only timers are pending, the next one fires at once, so
/// a script runs as fast as its requests and the same way every time.
public final class ScriptRunner {
  public struct Failure: Error {
    public var line: Script.Line
    public var reason: String
    public var screen: [String]
  }

  /// How long a `wait` may take before it fails.
  public var waitLimit: TimeInterval = 10

  private let session: BrowserSession
  private var size: Size
  private let mode: DataMode
  private let output: (String) -> Void
  private var snaps = 0

  public init(
    services: Services, size: Size, watchlist: any WatchlistStore = MemoryWatchlistStore(),
    output: @escaping (String) -> Void
  ) {
    let inbox = Inbox()
    // Retry waits and cache fallbacks, said as they happen.
    services.notices.forward { inbox.post(.notice(.info($0))) }
    let runner = EffectRunner(client: services.client, watchlist: watchlist, inbox: inbox)
    session = BrowserSession(runner: runner, inbox: inbox)
    self.size = size
    self.mode = services.mode
    self.output = output
    runner.loadWatchlist()
    session.applyLayout(size)
    session.send(.start)
  }

  public var state: BrowserState { session.state }

  /// Runs every line; throws the first failure.
  public func run(_ script: Script) throws(Failure) {
    defer { session.shutDown() }
    for line in script.lines {
      session.processInbox()
      if try perform(line) == .stop { return }
    }
  }

  private enum Outcome { case next, stop }

  private func perform(_ line: Script.Line) throws(Failure) -> Outcome {
    switch line.command {
    case .size(let newSize):
      size = newSize
      session.applyLayout(size)
    case .key(let key, let count):
      for _ in 0..<count { press(key) }
    case .type(let text):
      for character in text { press(.character(character)) }
    case .waitIdle:
      try wait(line, for: "the browser to be idle") { $0.session.state.isSettled }
    case .waitText(let text):
      try wait(line, for: "\"\(text)\" on the screen") { $0.screenText.contains(text) }
    case .expectPhase(let phase):
      if session.state.phase != phase {
        throw fail(line, "the phase is \(session.state.phase.rawValue), not \(phase.rawValue)")
      }
    case .expectText(let text):
      if !screenText.contains(text) { throw fail(line, "\"\(text)\" is not on the screen") }
    case .expectNoText(let text):
      if screenText.contains(text) { throw fail(line, "\"\(text)\" is on the screen") }
    case .snap:
      snaps += 1
      output("--- snap \(snaps) (line \(line.number), \(size.width)x\(size.height)) ---")
      screenLines.forEach(output)
    case .quit:
      return .stop
    }
    return .next
  }

  private func press(_ key: Key) {
    guard let command = KeyMap.command(for: key, in: session.state) else { return }
    session.send(.command(command))
    // As the interactive loop does before each frame.
    session.clampDetailScroll(size, context: context)
  }

  /// Applies results as they arrive until `condition` holds; fires timers early when nothing
  /// else is pending.
  private func wait(
    _ line: Script.Line, for what: String, until condition: (ScriptRunner) -> Bool
  ) throws(Failure) {
    let deadline = Date().addingTimeInterval(waitLimit)
    while true {
      session.processInbox()
      if condition(self) { return }
      if session.requestsInFlight == 0 && session.hasPendingTimers {
        session.fireNextTimer()
        continue
      }
      if session.requestsInFlight == 0 && !session.hasPendingTimers
        && session.inbox.wait(until: Date()) == false
      {
        // Nothing can change any more: waiting longer would only waste the limit.
        session.processInbox()
        if condition(self) { return }
        throw fail(line, "timed out waiting for \(what): nothing is loading")
      }
      if Date() >= deadline {
        throw fail(line, "timed out after \(Int(waitLimit)) s waiting for \(what)")
      }
      _ = session.inbox.wait(until: min(deadline, Date().addingTimeInterval(0.05)))
    }
  }

  private var context: RenderContext {
    RenderContext(mode: mode.rawValue, spinnerFrame: 0, help: KeyMap.help, colors: .none)
  }

  private var frame: Frame {
    render(session.state, size: size, context: context)
  }

  var screenLines: [String] { frame.buffer.lines() }
  var screenText: String { screenLines.joined(separator: "\n") }

  private func fail(_ line: Script.Line, _ reason: String) -> Failure {
    Failure(line: line, reason: reason, screen: screenLines)
  }
}
