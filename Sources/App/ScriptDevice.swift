import Browser
import Foundation
import Screen

/// The in-memory screen a key script runs on. The run loop asks it for input like any
/// terminal; it answers with the script's keys, and between them checks the script's waits and
/// expectations against the last frame drawn. Time is virtual: when nothing but timers is
/// pending, the clock jumps to the next one, so a script runs as fast as its requests and the
/// same way every time.
final class ScriptDevice: TerminalDevice {
  /// What the device needs to see of the loop to judge `wait` and `expect` lines.
  struct Probe {
    var state: () -> BrowserState
    var requestsInFlight: () -> Int
    var nextDeadline: () -> Date?
    /// The same without the status messages' fades (see `wait(_:for:fades:until:)`).
    var nextDeadlineExceptFades: () -> Date? = { nil }
    var quit: () -> Void
    /// Sends a command as a key would (the inspector's script lines).
    var send: (Command) -> Void = { _ in }
  }

  private(set) var size: Size
  let colorSupport = ColorSupport.none
  let wake: @Sendable () -> Void = {}
  var probe: Probe?
  /// For the inspector's script commands (`break`, `wait paused`, `edit`, …).
  var inspector: InspectorController?
  /// The first line that failed, with the screen at that moment.
  private(set) var failure: ScriptRunner.Failure?

  private let lines: [Script.Line]
  private var next = 0
  /// The rest of a `key N` or `type` line, last input first: taken from the end, so a line's
  /// keys cost the same each (removing the first of an array moves all the others).
  private var queued: [TerminalInput] = []
  /// Input went to the loop since the last frame: checks must wait for the next one.
  private var inputSinceDraw = false
  private var lastFrame = Frame(buffer: Buffer(width: 0, height: 0))
  private var waitStarted: Date?
  private let clock: VirtualClock
  private let inbox: Inbox
  private let waitLimit: TimeInterval
  private let output: (String) -> Void
  private var snaps = 0
  /// The language a failure is said in (the run's: `--language`, config.toml, the locale).
  private let language: ScreenLanguage

  init(
    script: Script, size: Size, clock: VirtualClock, inbox: Inbox, waitLimit: TimeInterval,
    language: ScreenLanguage = .english, output: @escaping (String) -> Void
  ) {
    self.language = language
    lines = script.lines
    self.size = size
    self.clock = clock
    self.inbox = inbox
    self.waitLimit = waitLimit
    self.output = output
  }

  func draw(_ frame: Frame) {
    lastFrame = frame
    inputSinceDraw = false
  }

  /// The loop caught up with the input and the screen stays as it is: the next line may run.
  func frameUnchanged() {
    inputSinceDraw = false
  }

  func readInput(timeoutMilliseconds: Int?) -> TerminalInput? {
    if !queued.isEmpty {
      inputSinceDraw = true
      return queued.removeLast()
    }
    // Results and a fresh frame come before the next line is looked at.
    if inputSinceDraw { return nil }
    while next < lines.count, failure == nil {
      let line = lines[next]
      switch perform(line) {
      case .input(let input):
        next += 1
        inputSinceDraw = true
        return input
      case .command(let command):
        next += 1
        inputSinceDraw = true
        probe?.send(command)
        return nil
      case .done:
        next += 1
      case .waiting:
        return nil
      }
    }
    probe?.quit()
    return nil
  }

  enum Step {
    case input(TerminalInput)
    /// A command straight to the browser (the inspector's lines), as a key would send it.
    case command(Command)
    case done
    case waiting
  }

  private func perform(_ line: Script.Line) -> Step {
    switch line.command {
    case .size(let newSize):
      size = newSize
      return .input(.resize(width: newSize.width, height: newSize.height))
    case .key(let key, let count):
      queued = Array(repeating: .key(key), count: count - 1)
      return .input(.key(key))
    case .type(let text):
      queued = text.dropFirst().reversed().map { .key(.character($0)) }
      return text.first.map { .input(.key(.character($0))) } ?? .done
    case .paste(let text):
      return .input(.paste(text))
    case .waitIdle:
      let what = ScriptProblem(.scriptWaitIdle, english: "the browser to be idle")
      return wait(line, for: what) { $0.state().isSettled }
    case .waitText(let text):
      let shown = Script.excerpt(text)
      let what = ScriptProblem(
        .scriptWaitText, ["text": .text(shown)], english: "\"\(shown)\" on the screen")
      return wait(line, for: what) { _ in self.screenText.contains(text) }
    case .waitNoText(let text):
      let shown = Script.excerpt(text)
      let what = ScriptProblem(
        .scriptWaitNoText, ["text": .text(shown)], english: "\"\(shown)\" to leave the screen")
      return wait(line, for: what, fades: true) { _ in !self.screenText.contains(text) }
    case .expectPhase(let phase):
      let actual = probe?.state().phase
      if actual != phase {
        // Phases are the script's own words (`expect phase idle`): named as written.
        let named = actual?.rawValue ?? "unknown"
        fail(
          line,
          ScriptProblem(
            .scriptPhaseIs, ["actual": .text(named), "expected": .text(phase.rawValue)],
            english: "the phase is \(named), not \(phase.rawValue)"))
      }
      return .done
    case .expectText(let text):
      if !screenText.contains(text) {
        let shown = Script.excerpt(text)
        fail(
          line,
          ScriptProblem(
            .scriptTextMissing, ["text": .text(shown)],
            english: "\"\(shown)\" is not on the screen"))
      }
      return .done
    case .expectNoText(let text):
      if screenText.contains(text) {
        let shown = Script.excerpt(text)
        fail(
          line,
          ScriptProblem(
            .scriptTextPresent, ["text": .text(shown)], english: "\"\(shown)\" is on the screen"
          ))
      }
      return .done
    case .snap:
      snaps += 1
      output("--- snap \(snaps) (line \(line.number), \(size.width)x\(size.height)) ---")
      screenLines.forEach(output)
      return .done
    case .quit:
      next = lines.count
      return .done
    case .inspector(let command):
      return perform(command, line: line)
    }
  }

  /// Checks the condition; while it does not hold, lets time and results move on, bounded.
  /// Only `wait no-text` lets a status message fade: other waits jump the clock to the other
  /// timers alone, since a result may still be on its way to the state when the runner has
  /// none in flight.
  func wait(
    _ line: Script.Line, for what: ScriptProblem, fades: Bool = false,
    until condition: (Probe) -> Bool
  ) -> Step {
    guard let probe else { return .done }
    if condition(probe) {
      waitStarted = nil
      return .done
    }
    let started = waitStarted ?? Date()
    waitStarted = started
    if probe.requestsInFlight() == 0,
      let deadline = fades ? probe.nextDeadline() : probe.nextDeadlineExceptFades()
    {
      // Only timers are pending: their time comes now.
      clock.advance(to: deadline)
      return .waiting
    }
    if probe.requestsInFlight() == 0, !inbox.wait(until: Date()) {
      fail(
        line,
        ScriptProblem(
          .scriptNothingLoading, ["what": .message(what.message)],
          english: "timed out waiting for \(what.english): nothing is loading"))
      return .waiting
    }
    let limit = started.addingTimeInterval(waitLimit)
    if Date() >= limit {
      let seconds = Int(waitLimit)
      fail(
        line,
        ScriptProblem(
          .scriptTimedOut, ["seconds": .number(seconds), "what": .message(what.message)],
          english: "timed out after \(seconds) s waiting for \(what.english)"))
      return .waiting
    }
    _ = inbox.wait(until: min(limit, Date().addingTimeInterval(0.05)))
    return .waiting
  }

  func fail(_ line: Script.Line, _ problem: ScriptProblem) {
    failure = ScriptRunner.Failure(
      line: line, reason: problem.text(in: language), screen: screenLines)
    probe?.quit()
  }

  /// The first line that never ran because Reel quit before it (a key such as `q` or one
  /// mapped to quit); nil when every line ran, a line failed, or `quit` ended the script.
  var lineNotRun: Script.Line? {
    guard failure == nil, next < lines.count else { return nil }
    return lines[next]
  }

  var screenLines: [String] { lastFrame.buffer.lines() }
  var screenText: String { screenLines.joined(separator: "\n") }
}
