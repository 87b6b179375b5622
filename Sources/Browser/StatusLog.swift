/// What the status bar has said, and when the current message goes. Messages fade after a
/// few seconds (a timer the reducer starts whenever the message changes), and `M` shows the
/// last ones again, so a message that went by too fast is never lost.
public struct StatusLog: Sendable, Equatable {
  /// How many earlier messages `M` can show.
  public static let capacity = 50

  /// Every message shown, oldest first, at most `capacity`.
  public var history: [StatusMessage] = []
  /// The token of the fade timer of the message on screen (nil: none pending). The fade has
  /// its own tokens so it never takes one from the search or detail timers.
  public var fadeToken: Int?
  public var nextFadeToken = 1

  public init() {}

  mutating func record(_ message: StatusMessage) {
    history.append(message)
    if history.count > Self.capacity { history.removeFirst(history.count - Self.capacity) }
  }
}

extension BrowserState {
  /// After any event: a new message is logged and gets its fade timer; a message cleared
  /// before its time takes its timer with it. Done once here, after every event, so every
  /// place that sets `status` fades alike.
  mutating func followStatusChange(from previous: StatusMessage?) -> [Effect] {
    guard status != previous else { return [] }
    guard let status else {
      guard statusLog.fadeToken != nil else { return [] }
      statusLog.fadeToken = nil
      return [.cancelTimer(.statusFade)]
    }
    statusLog.record(status)
    if statusExplainsTheScreen(status) {
      // It stands in for an empty or failed list until that list changes: it never fades.
      guard statusLog.fadeToken != nil else { return [] }
      statusLog.fadeToken = nil
      return [.cancelTimer(.statusFade)]
    }
    let token = statusLog.nextFadeToken
    statusLog.nextFadeToken += 1
    statusLog.fadeToken = token
    let milliseconds =
      status.isError ? settings.errorFadeMilliseconds : settings.statusFadeMilliseconds
    // Starting a timer replaces the pending one of its key: the new message gets its full time.
    return [.startTimer(.statusFade, token: token, milliseconds: milliseconds)]
  }

  /// Whether the message is what an empty or failed list shows in its place (no matches, an
  /// empty category, a first page that failed): fading it would leave the list unexplained.
  func statusExplainsTheScreen(_ message: StatusMessage) -> Bool {
    switch message {
    case .noMatches, .emptyCategory, .noDiscoverMatches: return true
    case .loadFailed: return screen == .results && (main.window?.rowCount ?? 0) == 0
    default: return false
    }
  }

  /// A message the runtime says (`Event.notice`). Its passing words (a retry's wait, answers
  /// from the cache) do not take the place of an error still shown; they go to the log (`M`).
  /// The statuses share one place: a home row's "gave up after 4 tries" was replaced by another
  /// request's "waiting 2 s (try 4 of 4)", which the failed row then gave as its reason and the
  /// status bar kept saying after that request had its answer.
  mutating func say(_ message: StatusMessage) {
    if message.isPassingNotice, status?.isError == true {
      statusLog.record(message)
      return
    }
    status = message
  }

  /// A list opened, loaded or moved: what was said about lists goes, a warning stays.
  mutating func clearListStatus() {
    if status?.outlivesListChanges != true { status = nil }
  }

  /// The fade timer went off: the message goes (it stays in the log).
  mutating func fadeStatus(token: Int) {
    guard statusLog.fadeToken == token else { return }
    statusLog.fadeToken = nil
    status = nil
  }
}
