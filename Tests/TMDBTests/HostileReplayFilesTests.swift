import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

#if canImport(Glibc)
  import Glibc
#endif

/// A replay folder (`--replay DIR`) holds whatever its owner put there: a named pipe, a link
/// to a device, a file far too large, in place of a record or an index. Each is refused in
/// words, at once, and the catalog goes on answering.
final class HostileReplayFilesTests: XCTestCase {
  private let popular = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "1")])

  private var popularName: String { recordName(path: "/3/movie/popular", query: ["page": "1"]) }

  private func seconds(since start: ContinuousClock.Instant) -> Double {
    let (whole, fraction) = (ContinuousClock.now - start).components
    return Double(whole) + Double(fraction) / 1e18
  }

  /// The body of an answer.
  private func message(_ response: TransportResponse) -> String {
    String(decoding: response.body, as: UTF8.self)
  }

  /// What the replay transport says of a damaged record: the error it throws.
  private func damage(
    _ transport: ReplayTransport, _ request: TransportRequest
  ) async -> String {
    do {
      let response = try await transport.send(request)
      return "answered \(response.status): \(message(response))"
    } catch let error as TMDBError {
      guard case .damagedRecord = error else { return "\(error)" }
      return error.message
    } catch {
      return "\(error)"
    }
  }

  /// After `seconds`, lets a reader stuck opening the pipe at `path` go (a writer that opens
  /// and closes it), so a test of the fault fails instead of hanging the suite.
  private func releaseReaders(of path: String, after seconds: Double) {
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: seconds)
      for _ in 0..<20 {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
        Thread.sleep(forTimeInterval: 0.1)
      }
    }
  }

  func testANamedPipeInPlaceOfARecordIsRefusedAtOnce() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let path = dir.appendingPathComponent(popularName).path
    try FileManager.default.removeItem(atPath: path)
    XCTAssertEqual(mkfifo(path, 0o600), 0)
    releaseReaders(of: path, after: 3)
    let transport = ReplayTransport(directory: dir)
    let start = ContinuousClock.now
    let said = await damage(transport, popular)
    XCTAssertLessThan(seconds(since: start), 2, "nothing waits for a writer")
    XCTAssertTrue(said.contains("is not a regular file"), said)
    // The catalog still answers its other records.
    let next = try await transport.send(
      TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "2")]))
    XCTAssertEqual(next.status, 200)
  }

  func testLoadingOneRecordByItselfRefusesANamedPipeAtOnce() throws {
    // `ResponseRecord.load` (the record files of a recording, read for its movies) read with
    // `Data(contentsOf:)`: a named pipe waited for a writer.
    let path = try makeTemporaryFolder(self).appendingPathComponent("record.json").path
    XCTAssertEqual(mkfifo(path, 0o600), 0)
    releaseReaders(of: path, after: 3)
    let start = ContinuousClock.now
    XCTAssertThrowsError(try ResponseRecord.load(from: URL(fileURLWithPath: path))) { error in
      XCTAssertEqual(
        "\(error)", "\(ReplayRecordError(file: "record.json", reason: "it is not a regular file"))")
    }
    XCTAssertLessThan(seconds(since: start), 2, "nothing waits for a writer")
  }

  func testADeviceOrAHugeFileInPlaceOfARecordIsRefusedUnread() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let path = dir.appendingPathComponent(popularName).path
    try FileManager.default.removeItem(atPath: path)
    // Sparse: 100 MB that take no room on the disk, and would take 100 MB of memory to read.
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 100 * 1024 * 1024)
    try handle.close()
    let huge = await damage(ReplayTransport(directory: dir), popular)
    XCTAssertTrue(huge.contains("is larger than 64 MB"), huge)

    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
    let device = await damage(ReplayTransport(directory: dir), popular)
    XCTAssertTrue(device.contains("is not a regular file"), device)
  }

  func testANamedPipeInPlaceOfTheIndexOrARecordLeavesSearchWorking() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let index = dir.appendingPathComponent(ReplayIndex.fileName).path
    let stray = dir.appendingPathComponent("3_movie_999__page-1.json").path
    for path in [index, stray] {
      try? FileManager.default.removeItem(atPath: path)
      XCTAssertEqual(mkfifo(path, 0o600), 0)
      releaseReaders(of: path, after: 3)
    }
    let start = ContinuousClock.now
    let response = try await ReplayTransport(directory: dir).send(
      TransportRequest(path: "/3/search/movie", query: [QueryItem("query", "fight")]))
    XCTAssertLessThan(seconds(since: start), 2, "nothing waits for a writer")
    XCTAssertEqual(response.status, 200)
    XCTAssertTrue(message(response).contains("Fight Club"), message(response))
  }

  func testAFileIsReadWholeUpToItsLimitAndNotAByteMore() throws {
    let dir = try makeTemporaryFolder(self)
    for size in [0, 1, 4095, 4096, 100_001] {
      let path = dir.appendingPathComponent("f\(size)").path
      let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
      XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: bytes))
      XCTAssertEqual(try RegularFile.read(path, limit: size).get(), bytes, "\(size)")
      if size > 0 {
        XCTAssertEqual(
          RegularFile.read(path, limit: size - 1), .failure(.tooLarge(limit: size - 1)))
      }
    }
    XCTAssertEqual(RegularFile.read(dir.path, limit: 10), .failure(.notARegularFile))
    XCTAssertEqual(
      RegularFile.read(dir.appendingPathComponent("none").path, limit: 10),
      .failure(.unreadable))
  }
}
