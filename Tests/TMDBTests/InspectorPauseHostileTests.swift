import Foundation
import XCTest

@testable import TMDB

/// Held answers under the user's hostile flows: the breakpoint deleted while they wait, an edit
/// that outlasts the hold limit, and a server that quotes the key back into the answer the
/// editor is given.
final class InspectorPauseHostileTests: XCTestCase {
  static let key = "0123456789abcdef0123456789abcdef"

  struct Answering: Transport {
    var body = #"{"page":1,"results":[]}"#
    func send(_ request: TransportRequest) async throws -> TransportResponse {
      TransportResponse(status: 200, body: Data(body.utf8))
    }
  }

  /// Starts a request that the desk holds. One record for a desk, as in Reel: its ids name
  /// the held answers.
  private func start(
    _ desk: BreakpointDesk, path: String = "/3/movie/popular",
    upstream: any Transport = Answering(),
    credential: Credential? = nil, record: NetworkRecord = NetworkRecord()
  ) async throws -> (Task<TransportResponse, any Error>, NetworkRecord) {
    let transport = InspectingTransport(
      wrapping: upstream, record: record, breakpoints: desk, source: .network,
      credential: credential)
    let before = desk.paused.count
    let task = Task { try await transport.send(TransportRequest(path: path)) }
    let deadline = Date().addingTimeInterval(5)
    while desk.paused.count == before, Date() < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    XCTAssertEqual(desk.paused.count, before + 1, "the answer is held")
    return (task, record)
  }

  /// The result within `seconds`, or nil while it still waits.
  private func result(
    _ task: Task<TransportResponse, any Error>, within seconds: Double
  ) async -> Result<TransportResponse, any Error>? {
    let box = ResultBox()
    let waiter = Task { box.set(await task.result) }
    let deadline = Date().addingTimeInterval(seconds)
    while box.get() == nil, Date() < deadline { try? await Task.sleep(for: .milliseconds(5)) }
    waiter.cancel()
    return box.get()
  }

  func testDeletingTheBreakpointLetsTheAnswersItHeldGoOnAtOnce() async throws {
    let desk = BreakpointDesk()  // 60 s: only the deletion can release it in time
    desk.add("movie/popular")
    desk.add("search/movie")
    let (popular, record) = try await start(desk)
    let (search, _) = try await start(desk, path: "/3/search/movie", record: record)
    desk.remove("movie/popular")
    let released = await result(popular, within: 2)
    XCTAssertEqual(
      try XCTUnwrap(released, "still held after its breakpoint was deleted").get().status, 200)
    XCTAssertEqual(record.exchanges().first?.breakpoint, .continued)
    // The other breakpoint's answer waits on.
    XCTAssertEqual(desk.paused.map(\.path), ["/3/search/movie"])
    desk.resolve(try XCTUnwrap(desk.paused.first).exchangeID, .original)
    _ = await search.result
  }

  func testAnAnswerStillMatchedByAnotherBreakpointStaysHeld() async throws {
    let desk = BreakpointDesk()
    desk.add("movie/popular")
    desk.add("movie")
    let (task, _) = try await start(desk)
    desk.remove("movie/popular")
    let early = await result(task, within: 0.2)
    XCTAssertNil(early, "movie still holds it")
    XCTAssertEqual(desk.paused.count, 1)
    desk.remove("movie")
    let late = await result(task, within: 2)
    XCTAssertNotNil(late)
  }

  func testAnAnswerBeingEditedOutlastsTheHoldLimitThenGetsItAgain() async throws {
    let desk = BreakpointDesk(holdLimit: 0.2)
    desk.add("movie/popular")
    let (task, record) = try await start(desk)
    let id = try XCTUnwrap(desk.paused.first).exchangeID
    XCTAssertTrue(desk.keepWhileEditing(id))
    // An edit far longer than the limit: the answer waits for it.
    let midEdit = await result(task, within: 0.6)
    XCTAssertNil(midEdit, "the hold limit released it mid-edit")
    XCTAssertEqual(desk.paused.first?.exchangeID, id)
    let ended = Date()
    XCTAssertTrue(desk.editingEnded(id, now: ended))
    XCTAssertEqual(
      try XCTUnwrap(desk.paused.first).deadline.timeIntervalSince(ended), 0.2, accuracy: 0.001)
    // Forgotten after the edit: the limit releases it again, said as such.
    let released = await result(task, within: 3)
    XCTAssertEqual(try XCTUnwrap(released).get().status, 200)
    XCTAssertEqual(record.exchanges().first?.breakpoint, .autoContinued)
  }

  func testAnAnswerContinuedAfterALongEditIsNotSaidToHaveContinuedByItself() async throws {
    let desk = BreakpointDesk(holdLimit: 0.1)
    desk.add("movie/popular")
    let (task, record) = try await start(desk)
    let id = try XCTUnwrap(desk.paused.first).exchangeID
    desk.keepWhileEditing(id)
    try await Task.sleep(for: .milliseconds(300))  // past the first deadline
    XCTAssertTrue(desk.resolve(id, .edited(Data(#"{"page":1,"results":[]}"#.utf8))))
    _ = await task.result
    XCTAssertEqual(record.exchanges().first?.breakpoint, .edited)
    XCTAssertFalse(desk.keepWhileEditing(id), "no longer held")
  }

  func testTheBodyGivenToTheEditorHasTheEchoedKeyMasked() async throws {
    let desk = BreakpointDesk()
    desk.add("movie/popular")
    let credential = try XCTUnwrap(Credential(Self.key, declared: .apiKey, origin: "test"))
    let echoing = Answering(body: #"{"page":1,"results":[],"url":"?api_key=\#(Self.key)"}"#)
    let (task, _) = try await start(desk, upstream: echoing, credential: credential)
    let paused = try XCTUnwrap(desk.paused.first)
    let editable = String(decoding: paused.editableBody, as: UTF8.self)
    XCTAssertFalse(editable.contains(Self.key), editable)
    XCTAssertTrue(editable.contains("api_key="), editable)
    desk.resolve(paused.exchangeID, .original)
    // Continued unchanged, the browser gets the server's answer as it was.
    let body = String(decoding: try await task.value.body, as: UTF8.self)
    XCTAssertTrue(body.contains(Self.key))
  }
}

private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Result<TransportResponse, any Error>?
  func set(_ value: Result<TransportResponse, any Error>) { lock.withLock { self.value = value } }
  func get() -> Result<TransportResponse, any Error>? { lock.withLock { value } }
}
