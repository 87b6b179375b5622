import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// `--record` against a hostile server: whatever form it echoes the credential in, no file in
/// the folder holds it.
final class RecordHostileTests: XCTestCase {
  private let token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig-part_x"

  /// Every file in `dir`, as text.
  private func contents(of dir: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir.path).map {
      try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8)
    }
  }

  /// A server that echoes the token percent-encoded (a "next" link, an error page quoting the
  /// request): JSON or not, the encoded form is the token to anyone who decodes it.
  func testATokenEchoedPercentEncodedIsRedacted() async throws {
    let encoded = token.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    XCTAssertNotEqual(encoded, token)
    let bodies = [
      "/3/movie/1": #"{"id":1,"next":"https://x.example/?t=\#(encoded)"}"#,
      "/3/movie/2": "<html>you sent t=\(encoded)</html>",
    ]
    for (path, body) in bodies {
      let dir = try makeTemporaryFolder(self)
      let recorder = ReplayRecorder(
        wrapping: StubTransport(status: 200, body: body), directory: dir, redacting: [token])
      _ = try await recorder.send(TransportRequest(path: path))
      let files = try contents(of: dir)
      XCTAssertEqual(files.count, 1, path)
      for text in files {
        XCTAssertFalse(text.contains(encoded), "\(path): \(text)")
        XCTAssertFalse(text.contains(token), "\(path): \(text)")
      }
    }
  }
}

/// A recording that cannot be written says so in plain words, once.
final class RecordWriteFailureTests: XCTestCase {
  /// The folder gone or not a folder: the message ends in one full stop (Foundation's reason
  /// ends in its own, and the message added another: "There isn’t enough space..").
  func testAFailedWriteIsSaidInOneSentence() async throws {
    let dir = try makeTemporaryFolder(self)
    let notAFolder = dir.appendingPathComponent("file")
    try Data("x".utf8).write(to: notAFolder)
    let recorder = ReplayRecorder(
      wrapping: StubTransport(status: 200, body: #"{"id":1}"#), directory: notAFolder)
    do {
      _ = try await recorder.send(TransportRequest(path: "/3/movie/1"))
      XCTFail("recorded into a file")
    } catch let error as TMDBError {
      let message = error.message
      XCTAssertFalse(message.contains(".."), message)
      XCTAssertTrue(
        message.hasPrefix(
          "Could not write the recording \(notAFolder.path)/3_movie_1.json: "), message)
    }
  }

  /// The reasons a user can act on, in words.
  func testTheCommonWriteFailuresAreSaidPlainly() {
    let cases: [(CocoaError.Code, String)] = [
      (.fileWriteOutOfSpace, "the disk is full"),
      (.fileWriteNoPermission, "permission denied"),
      (.fileWriteVolumeReadOnly, "the disk is read-only"),
    ]
    for (code, words) in cases {
      XCTAssertEqual(ReplayRecorder.reason(CocoaError(code)), words)
    }
  }
}
