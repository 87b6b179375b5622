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
    let step = baseDelay * (1 << min(max(attempt - 1, 0), 20))
    let jittered = step * (0.5 + 0.5 * min(max(random(), 0), 1))
    return min(jittered, maxDelay)
  }

  /// The wait a Retry-After header asks for: delta-seconds or an HTTP date. Nil when absent
  /// or unreadable.
  public func retryAfter(_ header: String?) -> Duration? {
    guard let text = header?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    if let seconds = Double(text) {
      return seconds.isFinite ? .milliseconds(Int64(max(seconds, 0) * 1000)) : nil
    }
    guard let date = Self.httpDate(text) else { return nil }
    return .milliseconds(Int64(max(date.timeIntervalSince(now()), 0) * 1000))
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

  private static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: text)
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
    let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18
    // Rounded up, so a wait is never shown shorter than it is, nor as "0 s".
    let shown =
      seconds < 1
      ? String(format: "%.1f", (seconds * 10).rounded(.up) / 10) : String(Int(seconds.rounded(.up)))
    return "\(what); waiting \(shown) s (try \(attempt + 1) of \(maxAttempts))."
  }
}
