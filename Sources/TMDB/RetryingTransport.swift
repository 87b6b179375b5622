import Foundation

/// Tries a request again when TMDB is rate limiting, has a passing server fault, or the
/// connection drops mid-answer, as `RetryPolicy` says: bounded, with backoff and jitter, and
/// Retry-After honoured. Waiting is cancellable; a cancelled request stops at once.
///
/// When it gives up it returns the last answer (so a cache further out can still stand in
/// for a 5xx), marked with `attemptsHeader`; `TMDBClient` turns that into
/// `TMDBError.gaveUp`, whose message says how many tries were made.
///
/// With a `timeLimit` (the live stack's `--timeout`: what a whole request may take), a wait and
/// the try after it happen only within that time, counted from the first try, and a try
/// still running when it ends gives up as timed out. Each try had its own timeout, so a server
/// that answered slowly and then broke off (or said 503) held a request for four of them.
public struct RetryingTransport: Transport {
  /// Response header (lower case) carrying how many tries were made, when more than one.
  public static let attemptsHeader = "x-reel-attempts"

  public let upstream: any Transport
  public let policy: RetryPolicy
  /// The most a request may take, its tries and waits together; nil for no limit.
  public let timeLimit: Duration?
  private let onRetry: @Sendable (RetryNotice) -> Void

  /// `onRetry` is told before each wait, e.g. to say "TMDB is rate limiting; waiting 2 s".
  /// `timeLimit` is in seconds, read as `HTTPTransport` reads its timeout (nan, zero and
  /// negatives are 30 s).
  public init(
    wrapping upstream: any Transport, policy: RetryPolicy = RetryPolicy(),
    timeLimit: TimeInterval? = nil,
    onRetry: @escaping @Sendable (RetryNotice) -> Void = { _ in }
  ) {
    self.upstream = upstream
    self.policy = policy
    self.timeLimit = timeLimit.map { RetryAfter.duration(seconds: HTTPTransport.bounded($0)) }
    self.onRetry = onRetry
  }

  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    let started = ContinuousClock.now
    var attempt = 1
    while true {
      if Task.isCancelled { throw NetworkFailure.cancelled }
      let wait: Duration
      let reason: RetryNotice.Reason
      // The first try is bounded by the upstream's own timeout (the same time); a later one
      // by what is left of it.
      let left = attempt == 1 ? nil : timeLimit.map { $0 - (ContinuousClock.now - started) }
      do {
        let response = try await Self.send(request, to: upstream, within: left)
        guard let delay = policy.delay(after: attempt, response: response),
          fits(delay, since: started)
        else {
          return Self.marked(response, attempts: attempt)
        }
        wait = delay
        reason = response.status == 429 ? .rateLimited : .serverError(response.status)
      } catch let failure as NetworkFailure {
        guard let delay = policy.delay(after: attempt, failure: failure),
          fits(delay, since: started)
        else { throw failure }
        wait = delay
        reason = .connectionLost
      }
      onRetry(
        RetryNotice(
          reason: reason, attempt: attempt, maxAttempts: policy.maxAttempts, delay: wait))
      do {
        try await Task.sleep(for: wait)
      } catch {
        throw NetworkFailure.cancelled
      }
      attempt += 1
    }
  }

  /// Whether a wait of `delay` from now leaves time for another try within the limit.
  private func fits(_ delay: Duration, since started: ContinuousClock.Instant) -> Bool {
    guard let timeLimit else { return true }
    return ContinuousClock.now - started + delay < timeLimit
  }

  /// One try, given up as timed out when `left` runs out first (cancelling it, which closes
  /// its connection); without `left`, the try as it is.
  private static func send(
    _ request: TransportRequest, to upstream: any Transport, within left: Duration?
  ) async throws -> TransportResponse {
    guard let left else { return try await upstream.send(request) }
    guard left > .zero else { throw NetworkFailure.timedOut }
    return try await withThrowingTaskGroup(of: TransportResponse?.self) { group in
      group.addTask { try await upstream.send(request) }
      group.addTask {
        try? await Task.sleep(for: left)
        return nil
      }
      defer { group.cancelAll() }
      // The try's answer or failure, or nil when the time ran out first.
      guard let first = try await group.next(), let response = first else {
        if Task.isCancelled { throw NetworkFailure.cancelled }
        throw NetworkFailure.timedOut
      }
      return response
    }
  }

  /// A failed answer after several tries says how many there were.
  private static func marked(_ response: TransportResponse, attempts: Int) -> TransportResponse {
    guard attempts > 1, !(200..<300).contains(response.status) else { return response }
    var marked = response
    marked.headers[attemptsHeader] = String(attempts)
    return marked
  }
}
