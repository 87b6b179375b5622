import Foundation
import ReelTestSupport
import XCTest

@testable import Library

#if canImport(Glibc)
  import Glibc
#endif

/// Several processes on one database at once, and processes killed mid-write. The children
/// are `reel-library-stress`, which prints `ok +ID` / `ok -ID` after each commit.
final class MultiProcessTests: XCTestCase {
  func testTwoProcessesWritingAtOnceLoseNothing() throws {
    let stress = try builtProduct("reel-library-stress")
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    // Both start on a missing file, so creating and migrating it races too.
    let scripts = [
      ["+1..300", "-1..100", "+5001..5060", "-5051..5060"],
      ["+1001..1300", "-1201..1300", "+5001..5050", "+1250"],
    ]
    let started = Date()
    let results = try runConcurrently(scripts.map { (stress, [url.path] + $0) })
    for result in results {
      XCTAssertEqual(result.status, 0, result.stderr)
    }
    let acknowledged = results.map { $0.stdout.split(separator: "\n").count }
    XCTAssertEqual(acknowledged, [300 + 100 + 60 + 10, 300 + 100 + 50 + 1])

    let expected = Set(101...300).union(1001...1200).union(5001...5050).union([1250])
    let store = try SQLiteWatchlistStore(url: url)
    XCTAssertEqual(try store.ids(), expected)
    XCTAssertTrue(try store.checkIntegrity())
    XCTAssertLessThan(Date().timeIntervalSince(started), 20)
  }

  func testAProcessKilledMidWriteKeepsEveryAcknowledgedChange() throws {
    let stress = try builtProduct("reel-library-stress")
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    var expected = Set<Int>()
    for (round, killAfter) in [37, 211, 120].enumerated() {
      let base = (round + 1) * 100_000
      let (acked, pending) = try runUntilKilled(
        stress, [url.path, "+\(base + 1)..\(base + 99_999)"], killAfter: killAfter)
      XCTAssertGreaterThanOrEqual(acked.count, killAfter)
      let store = try SQLiteWatchlistStore(url: url)
      XCTAssertNil(store.notice, "a killed writer never damages the file")
      XCTAssertTrue(try store.checkIntegrity())
      let ids = try store.ids().filter { $0 > base && $0 < base + 100_000 }
      // Every acknowledged add is there; at most the one in flight beyond it.
      XCTAssertTrue(Set(acked).isSubset(of: ids), "round \(round)")
      XCTAssertLessThanOrEqual(ids.count, acked.count + 1, "round \(round), pending \(pending)")
      XCTAssertEqual(Set(ids), Set((base + 1)...(base + ids.count)), "adds commit in order")
      expected.formUnion(ids)
    }

    // Removals, killed part-way: every acknowledged removal stays removed.
    let round1 = try SQLiteWatchlistStore(url: url).ids().filter { $0 > 100_000 && $0 < 200_000 }
    let (removed, _) = try runUntilKilled(
      stress, [url.path, "-100001..\(100_000 + round1.count)"], killAfter: 20)
    let store = try SQLiteWatchlistStore(url: url)
    XCTAssertTrue(try store.checkIntegrity())
    let remaining = try store.ids()
    XCTAssertTrue(Set(removed).isDisjoint(with: remaining))
    XCTAssertTrue(expected.subtracting(removed).subtracting(remaining).count <= 1)
  }

  /// Runs the child until it has acknowledged `killAfter` operations, SIGKILLs it, and returns
  /// the ids it acknowledged (including any still in the pipe) and the unfinished line, if any.
  private func runUntilKilled(_ binary: URL, _ arguments: [String], killAfter: Int) throws
    -> (acked: [Int], pending: String)
  {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let reader = output.fileHandleForReading
    var text = ""
    while text.filter({ $0 == "\n" }).count < killAfter {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    kill(process.processIdentifier, SIGKILL)
    text += String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationReason, .uncaughtSignal, "the child was killed, not done")
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let pending = lines.removeLast()  // after the last newline: "" or a torn line
    let ids = lines.map { line in Int(line.dropFirst(4)) ?? -1 }
    XCTAssertFalse(ids.contains(-1), "\(lines)")
    return (ids, pending)
  }
}
