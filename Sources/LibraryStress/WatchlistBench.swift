import Foundation
import Library

// The watchlist screen's reads on a long list, timed in this process, with its peak memory.
// `all` is what the screen did before it held a window (every row, in order, for `W` and for
// each `s`); `window` is what it does now for `W`, `G`, `s` and a `j` that needs a new window;
// `ids` is the start-up read of every id for the ★ marks (unchanged).
// Run each mode in its own process so the peak memory is that mode's alone.

/// Milliseconds of wall time `body` took.
private func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  var start = timespec()
  var end = timespec()
  clock_gettime(CLOCK_MONOTONIC, &start)
  try body()
  clock_gettime(CLOCK_MONOTONIC, &end)
  return Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6
}

/// The process's peak resident memory so far, in megabytes.
private func peakMegabytes() -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return Double(usage.ru_maxrss) / 1024
}

private func report(_ name: String, _ value: Double, _ unit: String) {
  let label = name.padding(toLength: 40, withPad: " ", startingAt: 0)
  write(label + String(format: "%10.1f ", value) + unit + "\n", to: 1)
}

func runWatchlistBench(path: String, mode: String) {
  do {
    let store = try SQLiteWatchlistStore(url: URL(fileURLWithPath: path), access: .readOnly)
    report("peak memory after opening", peakMegabytes(), "MB")
    switch mode {
    case "all":
      var rows = 0
      report(
        "W: every row, newest first",
        try milliseconds { rows = try store.entries(sortedBy: .added).map(\.summary).count },
        "ms")
      report(
        "s: every row, by title", try milliseconds { _ = try store.entries(sortedBy: .title) },
        "ms")
      report("rows", Double(rows), "")
    case "window":
      let size = 200
      var count = 0
      report(
        "W: count + first window",
        try milliseconds {
          count = try store.window(sortedBy: .added, offset: 0, limit: size, around: nil).count
        }, "ms")
      report(
        "j: next window (offset 50, count known)",
        try milliseconds {
          _ = try store.window(
            sortedBy: .added, offset: 50, limit: size, around: nil, knownCount: count)
        }, "ms")
      var last: WatchlistEntry?
      report(
        "G: last window (count known)",
        try milliseconds {
          last = try store.window(
            sortedBy: .added, offset: count - size, limit: size, around: nil, knownCount: count
          ).entries.last
        }, "ms")
      report(
        "middle window (count/2, count known)",
        try milliseconds {
          _ = try store.window(
            sortedBy: .added, offset: count / 2, limit: size, around: nil, knownCount: count)
        }, "ms")
      report(
        "s: by title, around the selection",
        try milliseconds {
          _ = try store.window(
            sortedBy: .title, offset: count - 1, limit: size, around: last?.movieID)
        }, "ms")
      report(
        "s: by year, around the selection",
        try milliseconds {
          _ = try store.window(
            sortedBy: .year, offset: count - 1, limit: size, around: last?.movieID)
        }, "ms")
      report("rows", Double(count), "")
    case "ids":
      var ids = 0
      report(
        "start: every id, for the marks", try milliseconds { ids = try store.ids().count }, "ms")
      report("ids", Double(ids), "")
    default:
      fail("bench mode is all, window or ids")
    }
    report("peak memory", peakMegabytes(), "MB")
  } catch {
    fail("\(error)")
  }
}
