// reel-library-stress: drives a watchlist database from a separate process for the
// multi-process tests. Usage:
//
//   reel-library-stress DATABASE OP...
//
// where OP is `+ID` (add), `-ID` (remove) or a range `+FIRST..LAST` / `-FIRST..LAST`.
// `reel-library-stress DATABASE bench all|window|ids` instead times the watchlist screen's reads
// on a long list (see WatchlistBench.swift).
// Each operation is its own transaction; `ok +ID` / `ok -ID` is printed (unbuffered) only
// after it committed, so a parent that kills this process knows what was acknowledged.
import Foundation
import Library
import TMDB

/// Writes to a descriptor with write(2); a failure is ignored (a stress tool has nowhere else
/// to say it).
func write(_ text: String, to descriptor: Int32) {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBufferPointer {
      Glibc.write(descriptor, $0.baseAddress, $0.count)
    }
    guard written > 0 else { return }
    offset += written
  }
}

func fail(_ message: String) -> Never {
  write("reel-library-stress: \(message)\n", to: 2)
  exit(1)
}

func expand(_ op: String) -> [(add: Bool, id: Int)] {
  guard let sign = op.first, sign == "+" || sign == "-" else { fail("bad operation \(op)") }
  let body = op.dropFirst()
  let bounds = body.split(separator: ".", omittingEmptySubsequences: true).compactMap { Int($0) }
  guard (1...2).contains(bounds.count), bounds.allSatisfy({ $0 > 0 }) else {
    fail("bad operation \(op)")
  }
  return (bounds[0]...bounds[bounds.count - 1]).map { (sign == "+", $0) }
}

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else { fail("usage: reel-library-stress DATABASE OP...") }
if arguments.dropFirst().first == "bench" {
  runWatchlistBench(path: path, mode: arguments.dropFirst(2).first ?? "window")
  exit(0)
}
let operations = arguments.dropFirst().flatMap(expand)

do {
  let store = try SQLiteWatchlistStore(url: URL(fileURLWithPath: path))
  if let notice = store.notice {
    write("\(notice)\n", to: 2)
  }
  for operation in operations {
    if operation.add {
      let movie = MovieSummary(
        id: operation.id, title: "Movie \(operation.id)", releaseDate: "2001-01-01",
        voteAverage: Double(operation.id % 100) / 10)
      try store.add(movie, note: nil)
    } else {
      try store.remove(movieID: operation.id)
    }
    // Unbuffered and checked: a test kills this process and trusts every "ok" it read.
    try FileHandle.standardOutput.write(
      contentsOf: Data("ok \(operation.add ? "+" : "-")\(operation.id)\n".utf8))
  }
} catch {
  fail("\(error)")
}
