import Foundation
import Images
import ReplayCatalog
import XCTest

/// Real JPEGs for the tests: the replay catalog's generated posters (185x278).
enum Fixtures {
  static var catalog: URL {
    get throws { try XCTUnwrap(ReplayCatalog.directory(), "the replay catalog is missing") }
  }

  static var posterFolder: URL { get throws { try catalog.appendingPathComponent("posters") } }

  /// Every poster_path the catalog's film details name.
  static func catalogPosterPaths() throws -> [String] {
    let files = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
      .filter { $0.hasPrefix("3_movie_") && $0.contains("append_to_response") }
    return try files.compactMap { name in
      let data = try Data(contentsOf: catalog.appendingPathComponent(name))
      let record = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      let body = (record?["response"] as? [String: Any])?["body"] as? [String: Any]
      return body?["poster_path"] as? String
    }
  }

  /// One poster's bytes, and its poster_path.
  static func poster() throws -> (path: String, data: Data) {
    let name = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: posterFolder.path).sorted().first {
        $0.hasSuffix(".jpg")
      })
    return ("/" + name, try Data(contentsOf: posterFolder.appendingPathComponent(name)))
  }

  /// `jpeg` with its frame header claiming `width` x `height`.
  static func withDimensions(_ jpeg: Data, width: UInt16, height: UInt16) throws -> Data {
    var bytes = [UInt8](jpeg)
    // SOF0/1/2 marker, then length (2), precision (1), height (2), width (2).
    let index = try XCTUnwrap(
      (0..<(bytes.count - 9)).first {
        bytes[$0] == 0xFF && (0xC0...0xC2).contains(bytes[$0 + 1])
      })
    bytes[index + 5] = UInt8(height >> 8)
    bytes[index + 6] = UInt8(height & 0xFF)
    bytes[index + 7] = UInt8(width >> 8)
    bytes[index + 8] = UInt8(width & 0xFF)
    return Data(bytes)
  }
}

/// An image source under the test's control: counts fetches, and can hold each one until
/// the test lets it go, or fail.
final class ControlledSource: ImageSource, @unchecked Sendable {
  let posterSizes = ["w92", "w154", "w185", "w342", "w500", "original"]
  let cachesOnDisk = true
  private let lock = NSLock()
  private var holding: Bool
  private var held: [CheckedContinuation<Void, Never>] = []
  private var fetches: [String] = []
  private let answer: @Sendable (String) throws(ImageFailure) -> Data

  init(holding: Bool = false, answer: @escaping @Sendable (String) throws(ImageFailure) -> Data) {
    self.holding = holding
    self.answer = answer
  }

  var fetched: [String] { lock.withLock { fetches } }
  var heldCount: Int { lock.withLock { held.count } }

  /// Lets every held fetch go, and stops holding new ones.
  func release() {
    let waiting = lock.withLock {
      holding = false
      defer { held = [] }
      return held
    }
    for continuation in waiting { continuation.resume() }
  }

  func fetch(posterPath: String, size: String) async throws(ImageFailure) -> Data {
    let hold = lock.withLock {
      fetches.append("/\(size)\(posterPath)")
      return holding
    }
    if hold {
      await withCheckedContinuation { continuation in
        let resumeNow = lock.withLock {
          if holding { held.append(continuation) }
          return !holding
        }
        if resumeNow { continuation.resume() }
      }
    }
    return try answer(posterPath)
  }
}

/// Waits (bounded) until `condition` holds; the bound only keeps a broken test from hanging.
func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
  for _ in 0..<2000 {
    if condition() { return }
    try await Task.sleep(for: .milliseconds(5))
  }
  XCTFail("never happened: \(what)")
}
