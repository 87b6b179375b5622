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

  /// Waits for a turn. Throws `CancellationError` when the task is cancelled while waiting,
  /// and `PausedLonger` (taking no turn) when a 429's pause has longer to run than `longest`;
  /// otherwise the caller must `leave()` when its request is done.
  public func enter(waitingAtMost longest: Duration? = nil) async throws {
    try refuseLongPause(longest)
    try await takeSlot()
    do {
      // Again: the pause may have begun while this waited for a slot.
      try refuseLongPause(longest)
      try await pace()
    } catch {
      leave()
      throw error
    }
  }

  /// The gate is paused by a 429 for `left` more, longer than the request may wait.
  public struct PausedLonger: Error, Equatable {
    public var left: Duration
  }

  private func refuseLongPause(_ longest: Duration?) throws(PausedLonger) {
    guard let longest else { return }
    let left = schedule.pauseLeft(at: clock.now - origin)
    if left > longest { throw PausedLonger(left: left) }
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
///
/// With a `longestPause` (the live stack's `--timeout`), a request that would wait out a 429's
/// pause longer than that is not held: it is answered at once as TMDB answered the request
/// that began the pause, a 429 with the time left as its Retry-After, so the user reads
/// "TMDB is rate limiting; retry in 297 s" instead of watching every row load for minutes.
public struct RateLimitedTransport: Transport {
  public let upstream: any Transport
  public let gate: RequestGate
  public let longestPause: Duration?
  /// Marks the 429 answered for a request held back by a pause, never sent.
  public static let notSentHeader = "x-reel-not-sent"

  public init(
    wrapping upstream: any Transport, gate: RequestGate = RequestGate(),
    longestPause: TimeInterval? = nil
  ) {
    self.upstream = upstream
    self.gate = gate
    self.longestPause = longestPause.map {
      RetryAfter.duration(seconds: HTTPTransport.bounded($0))
    }
  }

  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    do {
      try await gate.enter(waitingAtMost: longestPause)
    } catch let paused as RequestGate.PausedLonger {
      // Marked as Reel's own, for the inspector's detail: it never went over the network.
      return TransportResponse(
        status: 429,
        headers: [
          "retry-after": String(paused.left.wholeSecondsRoundedUp),
          Self.notSentHeader: "TMDB asked to wait (429); this request was not sent",
        ], body: Data())
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
