import App
import Foundation
import TMDB
import XCTest

/// At most 20 requests in flight and at most N started in any window, waiting first come,
/// first served, and cancellable. (The schedule's arithmetic is tested on a virtual clock in
/// StartScheduleTests; these check the gate keeps it against a real server.)
final class RateLimitTests: XCTestCase {
  func testNoMoreThanTwentyRequestsAreInFlight() async throws {
    let server = try StandInServer { await catalogReply($0, delay: 0.1) }
    defer { server.stop() }
    let client = liveClient(server)
    let start = ContinuousClock.now
    try await withThrowingTaskGroup(of: Void.self) { group in
      for page in 1...40 {
        group.addTask { _ = try await client.page(.category(.popular), page: page) }
      }
      try await group.waitForAll()
    }
    XCTAssertEqual(RequestGate.standardMaxInFlight, 20, "TMDB's limit of connections per address")
    XCTAssertEqual(server.requests.count, 40)
    XCTAssertEqual(server.peakConcurrency, 20)
    // Two waves of twenty, 100 ms each.
    XCTAssertGreaterThanOrEqual((ContinuousClock.now - start).seconds, 0.2)
  }

  func testNoMoreThanTheLimitStartInAnyWindow() async throws {
    let server = try StandInServer { _ in .json(200, #"{"genres": []}"#) }
    defer { server.stop() }
    // Scaled down from 50 a second so the test is quick: 5 in any 200 ms.
    let gate = RequestGate(
      maxInFlight: 4,
      schedule: StartSchedule(burst: 5, steadyPerSecond: 25, ceiling: 5, window: .milliseconds(200))
    )
    let client = liveClient(server, gate: gate)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 1...15 { group.addTask { _ = try await client.genres() } }
      try await group.waitForAll()
    }
    let arrivals = server.requests.map(\.arrived).sorted()
    XCTAssertEqual(arrivals.count, 15)
    for index in 5..<arrivals.count {
      let span = (arrivals[index] - arrivals[index - 5]).seconds
      // Starts are 200 ms apart at the gate; arrivals at the server jitter by a few
      // milliseconds on a loaded machine. (The schedule itself: StartScheduleTests, exact.)
      XCTAssertGreaterThanOrEqual(span, 0.17, "request \(index) came too soon")
    }
  }

  func testTheStandardGateStartsFiftyAtOnceAndNoMoreInASecond() async throws {
    let gate = RequestGate()
    let start = ContinuousClock.now
    for _ in 1...55 {
      try await gate.enter()
      await gate.leave()
    }
    // The first 50 at once, the 51st a second after the first.
    XCTAssertGreaterThanOrEqual((ContinuousClock.now - start).seconds, 0.99)
  }

  func testA429HoldsBackEveryRequestUntilItsRetryAfter() async throws {
    let server = try StandInServer { request in
      request.value("page") == "1"
        ? .json(429, "{}", headers: ["Retry-After": "1"]) : await catalogReply(request, delay: 0)
    }
    defer { server.stop() }
    let gate = RequestGate()
    let client = liveClient(server, policy: RetryPolicy(maxAttempts: 1), gate: gate)
    _ = try? await client.page(.category(.popular), page: 1)
    let refused = ContinuousClock.now
    _ = try await client.page(.category(.popular), page: 2)
    // The second request waited out the first one's Retry-After.
    XCTAssertGreaterThanOrEqual((ContinuousClock.now - refused).seconds, 0.9)
    XCTAssertEqual(server.requests.count, 2)
  }

  func testAWaitingRequestCanBeCancelled() async throws {
    let gate = RequestGate(maxInFlight: 1)
    try await gate.enter()
    let waiting = Task { try await gate.enter() }
    try await Task.sleep(for: .milliseconds(30))
    waiting.cancel()
    do {
      try await waiting.value
      XCTFail("a cancelled wait should throw")
    } catch is CancellationError {}
    // The cancelled waiter took no slot: the next one gets in once the first leaves.
    await gate.leave()
    let next = Task { try await gate.enter() }
    try await next.value
    await gate.leave()
  }

  func testWaitingIsFirstComeFirstServed() async throws {
    let gate = RequestGate(maxInFlight: 1)
    try await gate.enter()
    let order = Collector<Int>()
    var tasks: [Task<Void, any Error>] = []
    for number in 1...3 {
      tasks.append(
        Task {
          try await gate.enter()
          order.append(number)
          await gate.leave()
        })
      try await Task.sleep(for: .milliseconds(20))
    }
    await gate.leave()
    for task in tasks { try await task.value }
    XCTAssertEqual(order.all, [1, 2, 3])
  }
}
