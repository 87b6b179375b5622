import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// `--replay-dir DIR` with records far larger than any answer TMDB gives.
final class ReplayHostileDirTests: XCTestCase {
  /// A record of movie `id` whose body is `bytes` long (a padded overview).
  private func writeOversizedRecord(id: Int, bytes: Int, into dir: URL) throws {
    let padding = String(repeating: "x", count: bytes)
    let text =
      #"{"request":{"method":"GET","path":"/3/movie/\#(id)","query":{}},"#
      + #""response":{"status":200,"body":{"id":\#(id),"title":"Big","overview":"\#(padding)"}}}"#
    try Data(text.utf8).write(
      to: dir.appendingPathComponent(recordName(path: "/3/movie/\(id)", query: [:])))
  }

  /// Each record past the payload limit was kept in memory whole once asked for (the answer
  /// itself refused later, by the decoder): moving the selection over a folder of 50 MB
  /// records grew Reel by 50 MB a film, for the session. It is refused as the record it is,
  /// and nothing of it is kept.
  func testARecordPastThePayloadLimitIsRefusedAndNotKept() async throws {
    let dir = try makeTemporaryFolder(self)
    let size = PayloadDecoder.maximumBodySize + 1024
    for id in 1...3 { try writeOversizedRecord(id: id, bytes: size, into: dir) }
    let transport = ReplayTransport(directory: dir)
    for id in 1...3 {
      do {
        let answer = try await transport.send(TransportRequest(path: "/3/movie/\(id)"))
        XCTFail("movie \(id) answered \(answer.status) with \(answer.body.count) bytes")
      } catch let error as TMDBError {
        guard case .damagedRecord(let file, let reason) = error else {
          return XCTFail("movie \(id): \(error)")
        }
        XCTAssertEqual(file, recordName(path: "/3/movie/\(id)", query: [:]))
        XCTAssertTrue(reason.english.contains("8 MB"), reason.english)
      }
    }
    let held = await transport.heldBodyBytes()
    XCTAssertLessThan(held, 1024 * 1024, "the replay store holds \(held) bytes")
  }

  /// Under the limit, each record asked for was still kept for the session: a folder of
  /// thousands of 7 MB records grew Reel without end as the selection moved. What is kept stays
  /// within the store's budget; a record let go is simply read again.
  func testWhatTheCatalogKeepsInMemoryStaysWithinItsBudget() async throws {
    let dir = try makeTemporaryFolder(self)
    let size = 3 * 1024 * 1024
    let count = ReplayStore.heldBytesBudget / size + 8
    for id in 1...count { try writeOversizedRecord(id: id, bytes: size, into: dir) }
    let transport = ReplayTransport(directory: dir)
    for id in 1...count {
      let answer = try await transport.send(TransportRequest(path: "/3/movie/\(id)"))
      XCTAssertEqual(answer.status, 200)
    }
    let held = await transport.heldBodyBytes()
    XCTAssertLessThanOrEqual(
      held, ReplayStore.heldBytesBudget, "the replay store holds \(held) bytes")
    // A record let go is read again.
    let again = try await transport.send(TransportRequest(path: "/3/movie/1"))
    XCTAssertGreaterThan(again.body.count, size)
  }
}
