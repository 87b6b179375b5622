import Foundation
import TMDB
import XCTest

@testable import Browser

/// The browser's state machine under chaos (review29): seeded random walks from every start
/// screen with commands from the whole `Command` set, layout events, and the effects' answers
/// delivered late, out of order, twice, failed or never, with hostile payloads. After every
/// step, what a user would notice is checked (`ChaosWalk.checkInvariants`).
final class ChaosWalkTests: XCTestCase {
  func testRandomWalksFromEveryStartScreenKeepEveryInvariant() {
    var steps = 0
    var seen: [String: Int] = [:]
    // CHAOS_SEEDS=500 for a longer hunt than the suite's.
    let seeds = ProcessInfo.processInfo.environment["CHAOS_SEEDS"].flatMap { Int($0) } ?? 24
    for seed in 1...max(seeds, 1) {
      let start = ChaosWalkStarts.all[seed % ChaosWalkStarts.all.count]
      var walk = ChaosWalk(seed: UInt64(seed), start: start)
      walk.describeEvent = { (event: Event) in StateDiff.render(event) }
      walk.describeChange = { StateDiff.differences($0, $1) }
      for step in 0..<2_500 {
        walk.step("seed \(seed) (\(start)) step \(step)")
        if walk.failed { break }
        steps += 1
      }
      XCTAssertFalse(walk.failed, "seed \(seed): see the failures above")
      seen.merge(walk.seen, uniquingKeysWith: +)
    }
    XCTAssertGreaterThan(steps, 50_000)
    // The walks went everywhere, or they proved nothing.
    for place in [
      "home", "pane", "watchlist", "person", "collection", "discover", "inspector", "help",
      "messages", "note", "results search",
    ] {
      XCTAssertGreaterThan(seen[place, default: 0], 50, "walks seldom reached \(place): \(seen)")
    }
    print("chaos walks: \(steps) steps, \(seen.sorted { $0.key < $1.key })")
  }
}
