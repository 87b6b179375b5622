/// A count typed before a motion, as in vim and less: `5j` moves five rows, `50G` goes to row
/// 50, `3l` moves three cards along a home row. The digits are shown while typed and Esc drops
/// them. A digit that is also a key of its own (1–5 the categories) still does its own thing
/// when no motion follows: at once before any other key, or after a short pause.
public struct PendingCount: Sendable, Equatable {
  /// The number typed so far.
  public var value: Int
  /// What the first digit means by itself, while it is the only one typed.
  public var otherwise: Command?

  public init(value: Int, otherwise: Command?) {
    self.value = value
    self.otherwise = otherwise
  }

  /// Counts stop growing here: enough for any list, short enough for the status bar.
  static let maximum = 99_999
}

extension BrowserState {
  /// A digit of a count. `otherwise` is the digit's own command (nil for 6–9 by default).
  mutating func typeCountDigit(_ digit: Int, otherwise: Command?) -> [Effect] {
    if var count = pendingCount {
      count.value = min(count.value * 10 + digit, PendingCount.maximum)
      count.otherwise = nil
      pendingCount = count
      return cancelTimer(.countPause)
    }
    pendingCount = PendingCount(value: digit, otherwise: otherwise)
    guard otherwise != nil else { return [] }
    return [startTimer(.countPause, milliseconds: settings.countPauseMilliseconds)]
  }

  /// The pause after a lone digit ran out: the digit does its own thing.
  mutating func countPauseEnded() -> [Effect] {
    guard let count = pendingCount else { return [] }
    pendingCount = nil
    return count.otherwise.map { perform($0) } ?? []
  }

  /// The key after a count: a motion takes it; Esc drops it; any other key drops it too, a
  /// lone digit first doing its own thing.
  mutating func performAfterCount(_ count: PendingCount, _ command: Command) -> [Effect] {
    pendingCount = nil
    let effects = cancelTimer(.countPause)
    if command == .cancel { return effects }
    if let counted = performCounted(command, times: count.value) { return effects + counted }
    let own = count.otherwise.map { perform($0) } ?? []
    return effects + own + perform(command)
  }

  /// `command` done `times` times, or nil when it takes no count.
  private mutating func performCounted(_ command: Command, times: Int) -> [Effect]? {
    let countable: Set<Command> = [
      .moveUp, .moveDown, .moveLeft, .moveRight, .pageUp, .pageDown, .halfPageUp, .halfPageDown,
      .first, .last,
    ]
    guard countable.contains(command) else { return nil }
    let half = max(viewportRows / 2, 1)
    if focus == .list, screen != .home {
      // One jump, so the rows passed over load nothing.
      switch command {
      case .moveDown: return moveSelection(to: selectedRow + times)
      case .moveUp: return moveSelection(to: selectedRow - times)
      case .pageDown: return page(by: times * viewportRows)
      case .pageUp: return page(by: -times * viewportRows)
      case .halfPageDown: return page(by: times * half)
      case .halfPageUp: return page(by: -times * half)
      case .first, .last: return moveSelection(to: times - 1)
      default: return perform(command)  // sideways in a list: once
      }
    }
    // Home rows and the detail pane: the move, again and again (bounded by what is there).
    var effects: [Effect] = []
    var steps = command
    if command == .first || command == .last, screen == .home, focus == .list {
      effects += perform(.first)
      steps = .moveDown
      guard times > 1 else { return effects }
    }
    let repeats = min(steps == .moveDown && command != steps ? times - 1 : times, 500)
    for _ in 0..<repeats { effects += perform(steps) }
    return effects
  }
}
