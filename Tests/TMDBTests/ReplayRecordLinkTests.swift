import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// A record in a replay folder that is a link going nowhere (a loop, or to a file since
/// removed) is there but cannot be read: it is a damaged record, said so with its file's name,
/// not TMDB saying it has no such film.
final class ReplayRecordLinkTests: XCTestCase {
  private let popular = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "1")])

  private var popularName: String { recordName(path: "/3/movie/popular", query: ["page": "1"]) }

  private func said(_ transport: ReplayTransport) async -> String {
    do {
      let response = try await transport.send(popular)
      return "answered \(response.status)"
    } catch let error as TMDBError {
      return error.message
    } catch {
      return "\(error)"
    }
  }

  func testALinkLoopInPlaceOfARecordIsADamagedRecord() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let path = dir.appendingPathComponent(popularName).path
    let other = dir.appendingPathComponent("loop").path
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: other)
    try FileManager.default.createSymbolicLink(atPath: other, withDestinationPath: path)
    let message = await said(ReplayTransport(directory: dir))
    XCTAssertTrue(message.contains(popularName), message)
    XCTAssertTrue(message.contains("could not be read"), message)
  }

  func testALinkToARemovedFileInPlaceOfARecordIsADamagedRecord() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let path = dir.appendingPathComponent(popularName).path
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createSymbolicLink(
      atPath: path, withDestinationPath: dir.appendingPathComponent("removed.json").path)
    let message = await said(ReplayTransport(directory: dir))
    XCTAssertTrue(message.contains(popularName), message)
    XCTAssertTrue(message.contains("could not be read"), message)
  }
}
