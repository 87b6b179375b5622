/// When each request may start, so that Reel stays inside TMDB's limit ("somewhere in the
/// 50 requests per second range", up to 20 connections per address) without waiting more than
/// it must. Pure arithmetic over instants measured from any origin, so tests drive it with a
/// virtual clock.
///
/// Three rules, all kept at once:
/// - **Burst, then a steady rate** (a token bucket): up to `burst` requests start at once after
///   a quiet spell; after that they start at `steadyPerSecond`. 50 pages go out together; a
///   long run settles below the limit.
/// - **A ceiling over any window**: never more than `ceiling` starts in any `window` (a
///   sliding window), so a burst right after a steady stretch cannot add up past the limit.
/// - **A pause on 429**: when TMDB says "too many requests", nothing starts until the wait it
///   asked for (Retry-After) has passed, and the bucket starts empty after it.
///
/// Starts are handed out in order and never earlier than one already handed out, so waiting is
/// first come, first served.
public struct StartSchedule: Sendable, Equatable {
  public let burst: Int
  public let steadyPerSecond: Int
  public let ceiling: Int
  public let window: Duration

  /// Tokens in the bucket at `bucketTime` (fractions accrue between starts).
  private var tokens: Double
  private var bucketTime: Duration
  /// The start times handed out, oldest first; at most `ceiling` of them.
  private var starts: [Duration] = []
  /// No start before this (a 429's Retry-After).
  private var pausedUntil: Duration = .zero

  public init(burst: Int, steadyPerSecond: Int, ceiling: Int, window: Duration = .seconds(1)) {
    self.burst = max(1, burst)
    self.steadyPerSecond = max(1, steadyPerSecond)
    self.ceiling = max(1, ceiling)
    self.window = window > .zero ? window : .seconds(1)
    tokens = Double(self.burst)
    bucketTime = .zero
  }

  /// Reserves the earliest start at or after `now` that keeps every rule, and returns it.
  public mutating func reserve(at now: Duration) -> Duration {
    var start = max(now, pausedUntil, starts.last ?? .zero)
    refill(to: start)
    if tokens < 1 {
      start += .seconds((1 - tokens) / Double(steadyPerSecond))
    }
    if starts.count >= ceiling {
      start = max(start, starts[starts.count - ceiling] + window)
    }
    refill(to: start)
    tokens = max(0, tokens - 1)
    starts.append(start)
    if starts.count > ceiling { starts.removeFirst(starts.count - ceiling) }
    return start
  }

  /// How long from `now` nothing may start because of a 429 (zero when there is no pause).
  public func pauseLeft(at now: Duration) -> Duration {
    max(pausedUntil - now, .zero)
  }

  /// TMDB answered 429 at `now`: no start before `now + wait`, and none of the burst is left
  /// (the server's count of our requests is what just ran out, not ours).
  public mutating func pause(at now: Duration, for wait: Duration) {
    let until = now + max(wait, .zero)
    guard until > pausedUntil else { return }
    pausedUntil = until
    tokens = 0
    bucketTime = max(bucketTime, until)
  }

  /// Adds what the steady rate earned between `bucketTime` and `time`, up to the burst.
  private mutating func refill(to time: Duration) {
    guard time > bucketTime else { return }
    let earned = (time - bucketTime).secondsValue * Double(steadyPerSecond)
    tokens = min(Double(burst), tokens + earned)
    bucketTime = time
  }
}
