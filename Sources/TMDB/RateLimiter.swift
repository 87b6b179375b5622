import Foundation

/// Keeps Reel a polite client: at most `maxInFlight` requests at once, each started when its
/// `StartSchedule` says (a burst, then a steady rate, never more than the ceiling in any
/// second, and a pause after a 429). Waiting for a turn is first come, first served, and
/// cancellable.
public actor RequestGate {
  /// Requests (and so connections) busy at once: TMDB allows 20 per address. A 50-page run
  /// takes three round trips after its first page with 20, seven with 8; the start schedule
  /// below keeps the rate inside TMDB's limit whatever this is.
  public static let standardMaxInFlight = 20
  /// TMDB's documented limit is "somewhere in the 50 requests per second range": 50 may
  /// start together, never more than 50 in any second, and a long run settles at 40 a second.
  public static let standardSchedule = StartSchedule(burst: 50, steadyPerSecond: 40, ceiling: 50)
  /// How long nothing starts after a 429 that does not say (no usable Retry-After).
  public let maxInFlight: Int
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant
  private var schedule: StartSchedule
  private var inFlight = 0
  private var waiters: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
  private var nextWaiterID = 0

  public init(maxInFlight: Int = standardMaxInFlight, schedule: StartSchedule = standardSchedule) {
    self.maxInFlight = max(1, maxInFlight)
    self.schedule = schedule
    origin = clock.now
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

  /// Reserves the schedule's next start, then sleeps until it.
  private func pace() async throws {
    let start = schedule.reserve(at: clock.now - origin)
    if origin + start > clock.now { try await clock.sleep(until: origin + start) }
  }

  /// TMDB said "too many requests": nothing more starts for `wait` (its Retry-After).
  public func pause(for wait: Duration) {
    schedule.pause(at: clock.now - origin, for: wait)
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
      if response.status == 429 {
        // Every request waiting here holds off for as long as TMDB asks, not only this one
        // (which the retries outside wait for on their own). A 429 that names no wait leaves
        // the pacing to each request's exponential backoff (40, 80, 160 ms): a flat second
        // would turn a short burst limit into a stall.
        if let asked = RetryAfter.parse(response.headers["retry-after"], now: Date()) {
          await gate.pause(for: asked)
        }
      }
      await gate.leave()
      return response
    } catch {
      await gate.leave()
      throw error
    }
  }
}
