import Foundation

/// Tries a request again when TMDB is rate limiting, has a passing server fault, or the
/// connection drops mid-answer, as `RetryPolicy` says: bounded, with backoff and jitter, and
/// Retry-After honoured. Waiting is cancellable; a cancelled request stops at once.
///
/// When it gives up it returns the last answer (so a cache further out can still stand in
/// for a 5xx), marked with `attemptsHeader`; `TMDBClient` turns that into
/// `TMDBError.gaveUp`, whose message says how many tries were made.
public struct RetryingTransport: Transport {
  /// Response header (lower case) carrying how many tries were made, when more than one.
  public static let attemptsHeader = "x-reel-attempts"

  public let upstream: any Transport
  public let policy: RetryPolicy
  private let onRetry: @Sendable (RetryNotice) -> Void

  /// `onRetry` is told before each wait, e.g. to say "TMDB is rate limiting; waiting 2 s".
  public init(
    wrapping upstream: any Transport, policy: RetryPolicy = RetryPolicy(),
    onRetry: @escaping @Sendable (RetryNotice) -> Void = { _ in }
  ) {
    self.upstream = upstream
    self.policy = policy
    self.onRetry = onRetry
  }

  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    var attempt = 1
    while true {
      if Task.isCancelled { throw NetworkFailure.cancelled }
      let wait: Duration
      let reason: RetryNotice.Reason
      do {
        let response = try await upstream.send(request)
        guard let delay = policy.delay(after: attempt, response: response) else {
          return Self.marked(response, attempts: attempt)
        }
        wait = delay
        reason = response.status == 429 ? .rateLimited : .serverError(response.status)
      } catch let failure as NetworkFailure {
        guard let delay = policy.delay(after: attempt, failure: failure) else { throw failure }
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

  /// A failed answer after several tries says how many there were.
  private static func marked(_ response: TransportResponse, attempts: Int) -> TransportResponse {
    guard attempts > 1, !(200..<300).contains(response.status) else { return response }
    var marked = response
    marked.headers[attemptsHeader] = String(attempts)
    return marked
  }
}
