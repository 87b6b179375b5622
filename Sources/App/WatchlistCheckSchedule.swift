import Foundation

/// When the loop asks the watchlist database whether another program changed it (SQLite's
/// data_version, asked on the watchlist's own thread). Only input asks, so an idle Reel asks
/// nothing: the first input after a pause (the user coming back, perhaps from changing the
/// watchlist in another terminal) shows the change at once, and a long run of keys asks at
/// most every `longRun`. The presses of a run (holding `j`) ask nothing each: an ask wakes
/// the watchlist's thread, two context switches and four system calls.
struct WatchlistCheckSchedule {
  /// Input after this long without any is a return to Reel.
  static let pause: TimeInterval = 1
  /// During a run of input, outside changes show within this long.
  static let longRun: TimeInterval = 5

  private var lastInput: Date?
  private var lastCheck: Date?

  /// The database was asked at `now` (the start's ask).
  mutating func checked(at now: Date) {
    lastCheck = now
  }

  /// Input came at `now`: true when the database should be asked now.
  mutating func inputArrived(at now: Date) -> Bool {
    defer { lastInput = now }
    let quietSince = lastInput ?? lastCheck
    let returning = quietSince.map { now.timeIntervalSince($0) >= Self.pause } ?? true
    let due = lastCheck.map { now.timeIntervalSince($0) >= Self.longRun } ?? true
    guard returning || due else { return false }
    lastCheck = now
    return true
  }
}
