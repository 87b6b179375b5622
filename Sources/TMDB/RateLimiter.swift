import Foundation

/// Keeps Reel a polite client: at most `maxInFlight` requests at once, and at most
/// `maxStarts` started in any `window` (a sliding window, so "40 a second" holds for every
/// second, not just on average). Waiting for a turn is first come, first served, and
/// cancellable.
public actor RequestGate {
  public static let standardMaxInFlight = 4
  public static let standardMaxPerSecond = 40

  public let maxInFlight: Int
  public let maxStarts: Int
  public let window: Duration
  private let clock = ContinuousClock()
  private var inFlight = 0
  private var waiters: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
  private var nextWaiterID = 0
  /// The start times handed out, oldest first; at most `maxStarts` of them.
  private var starts: [ContinuousClock.Instant] = []

  public init(
    maxInFlight: Int = standardMaxInFlight, maxStarts: Int = standardMaxPerSecond,
    window: Duration = .seconds(1)
  ) {
    self.maxInFlight = max(1, maxInFlight)
    self.maxStarts = max(1, maxStarts)
    self.window = window
  }

  /// Waits for a turn. Throws `CancellationError` when the task is cancelled while waiting;
  /// otherwise the caller must `leave()` when its request is done.
  public func enter() async throws {
    try await takeSlot()
    do {
      try await pace()
    } catch {
      leave()
      throw error
    }
  }

  public func leave() {
    if waiters.isEmpty {
      inFlight -= 1
    } else {
      // The slot passes straight to the next in line.
      waiters.removeFirst().continuation.resume()
    }
  }

  private func takeSlot() async throws {
    if inFlight < maxInFlight {
      inFlight += 1
      return
    }
    let id = nextWaiterID
    nextWaiterID += 1
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiters.append((id, continuation))
      }
    } onCancel: {
      Task { await self.abandon(id) }
    }
  }

  private func abandon(_ id: Int) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume(throwing: CancellationError())
  }

  /// Reserves the earliest start that keeps the window's limit, then sleeps until it.
  private func pace() async throws {
    let now = clock.now
    var start = now
    if starts.count >= maxStarts {
      start = max(now, starts[starts.count - maxStarts] + window)
    }
    starts.append(start)
    if starts.count > maxStarts { starts.removeFirst(starts.count - maxStarts) }
    if start > now { try await clock.sleep(until: start) }
  }
}

/// A transport that waits its turn at a `RequestGate` before each request.
public struct RateLimitedTransport: Transport {
  public let upstream: any Transport
  public let gate: RequestGate

  public init(wrapping upstream: any Transport, gate: RequestGate = RequestGate()) {
    self.upstream = upstream
    self.gate = gate
  }

  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    do {
      try await gate.enter()
    } catch {
      throw NetworkFailure.cancelled
    }
    do {
      let response = try await upstream.send(request)
      await gate.leave()
      return response
    } catch {
      await gate.leave()
      throw error
    }
  }
}
