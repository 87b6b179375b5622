import Foundation

/// The failure an aborted answer turns into.
public enum AbortKind: String, Sendable, Equatable, CaseIterable {
  /// An HTTP 503 from the server.
  case serviceUnavailable = "503"
  case timeout
  /// The connection dropped before the answer arrived.
  case drop
}

/// What to do with an answer held at a breakpoint.
public enum BreakpointResolution: Sendable, Equatable {
  case original
  case edited(Data)
  case abort(AbortKind)
}

/// An answer held at a breakpoint, as the inspector and the browser see it.
public struct PausedAnswer: Sendable, Equatable {
  public var exchangeID: Int
  public var path: String
  public var pattern: String
  public var browserRequest: Int?
  /// When it continues by itself.
  public var deadline: Date
  public var response: TransportResponse
  /// The body as the user may see and edit it: any credential the server quoted back masked
  /// (the editor shows it, and its file lives on disk while open).
  public var editableBody: Data

  public init(
    exchangeID: Int, path: String, pattern: String, browserRequest: Int?, deadline: Date,
    response: TransportResponse, editableBody: Data? = nil
  ) {
    self.exchangeID = exchangeID
    self.path = path
    self.pattern = pattern
    self.browserRequest = browserRequest
    self.deadline = deadline
    self.response = response
    self.editableBody = editableBody ?? response.body
  }

  /// Whole seconds until it continues by itself, at `now`.
  public func secondsLeft(at now: Date) -> Int {
    max(0, Int(deadline.timeIntervalSince(now).rounded(.up)))
  }
}

/// Breakpoint patterns and the answers they hold. A pattern is a piece of an endpoint's path
/// (`movie/popular`, `search/movie`). A held answer waits until resolved, or `holdLimit`
/// seconds, so a forgotten breakpoint never freezes Reel.
public final class BreakpointDesk: @unchecked Sendable {
  public static let standardHoldLimit: TimeInterval = 60

  public let holdLimit: TimeInterval
  private let lock = NSLock()
  private var patternList: [String] = []
  private var held:
    [Int: (answer: PausedAnswer, resume: CheckedContinuation<BreakpointResolution, Never>)] = [:]
  private var observer: (@Sendable () -> Void)?
  /// Held answers the hold limit released, until their hold reads it (`expired`).
  private var expiredIDs: Set<Int> = []

  public init(holdLimit: TimeInterval = standardHoldLimit) {
    self.holdLimit = holdLimit
  }

  /// Told (from any thread) when an answer is held or released, or a pattern changes.
  public func observe(_ observer: @escaping @Sendable () -> Void) {
    lock.withLock { self.observer = observer }
  }

  public var patterns: [String] { lock.withLock { patternList } }

  /// Adds a pattern (surrounding spaces and slashes ignored); false when empty or already set.
  @discardableResult
  public func add(_ pattern: String) -> Bool {
    let cleaned = pattern.trimmingCharacters(in: CharacterSet(charactersIn: " \t/"))
    guard !cleaned.isEmpty else { return false }
    let added = lock.withLock {
      guard !patternList.contains(cleaned) else { return false }
      patternList.append(cleaned)
      return true
    }
    if added { notify() }
    return added
  }

  /// Deletes a pattern, and lets go of the answers it held that no pattern left matches (with
  /// their breakpoint gone nothing shows they wait, and the browser would sit on "Loading…"
  /// until the hold limit): as `release` says, unchanged unless told otherwise.
  public func remove(
    _ pattern: String, release: (Int) -> BreakpointResolution = { _ in .original }
  ) {
    let orphans = lock.withLock {
      patternList.removeAll { $0 == pattern }
      return held.values.map(\.answer).filter { answer in
        !patternList.contains { answer.path.contains($0) }
      }.map(\.exchangeID)
    }
    for id in orphans.sorted() { resolve(id, release(id)) }
    notify()
  }

  /// Stops the hold limit of a held answer while the user edits it (a long edit must not find
  /// the answer gone on without it); false when it is no longer held.
  @discardableResult
  public func keepWhileEditing(_ exchangeID: Int) -> Bool {
    setDeadline(of: exchangeID, to: .distantFuture)
  }

  /// After the edit: the answer gets the whole hold limit again, from now.
  @discardableResult
  public func editingEnded(_ exchangeID: Int, now: Date = Date()) -> Bool {
    setDeadline(of: exchangeID, to: now.addingTimeInterval(holdLimit))
  }

  private func setDeadline(of exchangeID: Int, to deadline: Date) -> Bool {
    let found = lock.withLock {
      guard held[exchangeID] != nil else { return false }
      held[exchangeID]?.answer.deadline = deadline
      return true
    }
    if found { notify() }
    return found
  }

  /// The pattern an endpoint's path matches, if any. Cheap when none is set.
  func pattern(matching path: String) -> String? {
    lock.withLock { patternList.first { path.contains($0) } }
  }

  /// Answers held now, oldest first.
  public var paused: [PausedAnswer] {
    lock.withLock { held.values.map(\.answer).sorted { $0.exchangeID < $1.exchangeID } }
  }

  /// Releases a held answer; false when it is no longer held.
  @discardableResult
  public func resolve(_ exchangeID: Int, _ resolution: BreakpointResolution) -> Bool {
    guard let entry = lock.withLock({ held.removeValue(forKey: exchangeID) }) else { return false }
    entry.resume.resume(returning: resolution)
    notify()
    return true
  }

  /// Holds `answer` until resolved; the hold limit or the caller's cancellation release it
  /// unchanged (the latter reported as `nil`).
  func hold(_ answer: PausedAnswer) async -> BreakpointResolution? {
    let id = answer.exchangeID
    let limit = holdLimit
    let timer = TimerBox()
    defer { timer.cancel() }
    let resolution = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        lock.withLock { held[id] = (answer, continuation) }
        // Started once the answer is held, so even a tiny limit finds it to release.
        timer.start { [weak self] in
          // The deadline may move (an edit stops it, its end restarts it): look again each
          // time it is reached.
          var wait = limit
          while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(wait))
            guard !Task.isCancelled, let self, let left = self.expireIfDue(id) else { return }
            wait = min(max(left, 0.001), limit)
          }
        }
        notify()
        // Cancelled before the hold began: release at once.
        if Task.isCancelled { resolve(id, .original) }
      }
    } onCancel: {
      self.resolve(id, .original)
    }
    return Task.isCancelled ? nil : resolution
  }

  /// Releases a held answer whose deadline passed; else the seconds still left (nil when it
  /// is no longer held).
  private func expireIfDue(_ id: Int, now: Date = Date()) -> TimeInterval? {
    // Taken out under the lock it was read under: a user's continue at that moment cannot
    // be said to have happened by itself.
    let (left, due) = lock.withLock {
      () -> (TimeInterval?, CheckedContinuation<BreakpointResolution, Never>?) in
      guard let deadline = held[id]?.answer.deadline else { return (nil, nil) }
      let left = deadline.timeIntervalSince(now)
      guard left <= 0 else { return (left, nil) }
      expiredIDs.insert(id)
      return (nil, held.removeValue(forKey: id)?.resume)
    }
    if let due {
      due.resume(returning: .original)
      notify()
    }
    return left
  }

  /// True when the hold limit released the answer (nobody resolved it). Read once, by its hold.
  func expired(_ answer: PausedAnswer) -> Bool {
    lock.withLock { expiredIDs.remove(answer.exchangeID) != nil }
  }

  private func notify() {
    lock.withLock { observer }?()
  }
}

/// The hold-limit timer of one held answer, cancelled when the hold ends.
private final class TimerBox: @unchecked Sendable {
  private let lock = NSLock()
  private var task: Task<Void, Never>?

  func start(_ work: @escaping @Sendable () async -> Void) {
    lock.withLock { task = Task(operation: work) }
  }

  func cancel() {
    lock.withLock { task }?.cancel()
  }
}
