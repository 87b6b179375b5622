import Foundation

/// When and how long `RetryingTransport` waits before trying a request again.
///
/// Retried: 429 (after its Retry-After when TMDB sends one), 500, 502, 503, 504, and a
/// connection lost mid-answer. Not retried: refused connections and unknown hosts (a wrong
/// `--api-base-url` or no network, which waiting does not fix), timeouts (the whole timeout
/// was already spent), cancellation, and every other status.
public struct RetryPolicy: Sendable {
  /// Tries in all, the first included.
  public var maxAttempts: Int
  /// The first backoff step; each next one doubles.
  public var baseDelay: Duration
  /// The longest single wait. A Retry-After beyond it is not waited for: the error says it.
  public var maxDelay: Duration
  /// A number in 0...1 for each backoff. The wait is between half and all of the step
  /// ("equal jitter"), so clients that failed together do not retry together.
  public var random: @Sendable () -> Double
  /// The current time, for a Retry-After given as an HTTP date.
  public var now: @Sendable () -> Date

  public init(
    maxAttempts: Int = 4, baseDelay: Duration = .milliseconds(500),
    maxDelay: Duration = .seconds(10),
    random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.random = random
    self.now = now
  }

  /// The statuses worth another try.
  public static let retriedStatuses: Set<Int> = [429, 500, 502, 503, 504]

  /// The failures without a response worth another try.
  public static func retries(_ failure: NetworkFailure) -> Bool {
    failure == .connectionLost
  }

  /// The wait after try number `attempt` (1 for the first) failed.
  public func backoff(after attempt: Int) -> Duration {
    // In Double seconds and capped before a Duration is built: Duration arithmetic traps on
    // overflow, and a policy's numbers may come from anywhere.
    let base = max(baseDelay.secondsValue, 0)
    let step = base * Double(1 << min(max(attempt - 1, 0), 20))
    let draw = random()
    let jitter = draw.isNaN ? 1 : min(max(draw, 0), 1)
    let longest = max(maxDelay.secondsValue, 0)
    return RetryAfter.duration(seconds: min(step * (0.5 + 0.5 * jitter), longest))
  }

  /// The wait a Retry-After header asks for (`RetryAfter.parse`): delay-seconds or an HTTP
  /// date, within 0...300 s. Nil when absent or in neither form.
  public func retryAfter(_ header: String?) -> Duration? {
    RetryAfter.parse(header, now: now())
  }

  /// What to do after try number `attempt` answered `response`: wait this long and try
  /// again, or nil to stop here.
  func delay(after attempt: Int, response: TransportResponse) -> Duration? {
    guard attempt < maxAttempts, Self.retriedStatuses.contains(response.status) else {
      return nil
    }
    if response.status == 429, let asked = retryAfter(response.headers["retry-after"]) {
      return asked <= maxDelay ? asked : nil
    }
    return backoff(after: attempt)
  }

  /// The wait after try number `attempt` failed with `failure`, or nil to give up.
  func delay(after attempt: Int, failure: NetworkFailure) -> Duration? {
    guard attempt < maxAttempts, Self.retries(failure) else { return nil }
    return backoff(after: attempt)
  }
}

/// Said while a request waits to be tried again, so the screen can say why it is slow.
public struct RetryNotice: Sendable, Equatable {
  public enum Reason: Sendable, Equatable {
    case rateLimited
    case serverError(Int)
    case connectionLost
  }

  public var reason: Reason
  /// The try that failed (1 for the first).
  public var attempt: Int
  public var maxAttempts: Int
  public var delay: Duration

  public init(reason: Reason, attempt: Int, maxAttempts: Int, delay: Duration) {
    self.reason = reason
    self.attempt = attempt
    self.maxAttempts = maxAttempts
    self.delay = delay
  }

  /// "TMDB is rate limiting; waiting 2 s (try 2 of 4)."
  public var message: String {
    let what =
      switch reason {
      case .rateLimited: "TMDB is rate limiting"
      case .serverError(let status): "TMDB had a server error (\(status))"
      case .connectionLost: "The connection to TMDB was lost"
      }
    let seconds = delay.secondsValue
    // Rounded up, so a wait is never shown shorter than it is, nor as "0 s".
    let shown =
      seconds < 1
      ? String(format: "%.1f", (max(seconds, 0) * 10).rounded(.up) / 10)
      : String(delay.wholeSecondsRoundedUp)
    return "\(what); waiting \(shown) s (try \(attempt + 1) of \(maxAttempts))."
  }
}
