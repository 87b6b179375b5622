import Foundation
import ReelTestSupport
import XCTest

@testable import Images

#if canImport(Glibc)
  import Glibc
#endif

/// A disk that fills up (here: the file size limit, `ulimit -f`, which refuses a write part
/// of the way through as a full disk does) while a converted poster is appended.
final class ArtPackFullDiskTests: XCTestCase {
  private let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)

  /// Runs `body` with files limited to `bytes` (SIGXFSZ ignored meanwhile, as Reel does).
  private func withFileSizeLimit<T>(bytes: rlim_t, _ body: () throws -> T) rethrows -> T {
    var saved = rlimit()
    getrlimit(resource, &saved)
    let savedSignal = signal(SIGXFSZ, SIG_IGN)
    var limited = saved
    limited.rlim_cur = bytes
    setrlimit(resource, &limited)
    defer {
      setrlimit(resource, &saved)
      signal(SIGXFSZ, savedSignal)
    }
    return try body()
  }

  /// The record written only in part stayed in the file, and every poster appended after it
  /// (once there was room again) followed it: the next Reel stopped reading at the part and
  /// cut them all off.
  func testARecordCutShortByAFullDiskLeavesNothingInTheWayOfTheNext() throws {
    let file = try makeTemporaryFolder(self).appendingPathComponent("posters.pack")
    let pack = ArtPack(file: file)
    try pack.write(Data("before".utf8), name: "a")
    let size = try XCTUnwrap(
      (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?
        .intValue)
    XCTAssertThrowsError(
      try withFileSizeLimit(bytes: rlim_t(size + 40)) {
        try pack.write(Data(repeating: 7, count: 200), name: "cut short")
      })
    XCTAssertNil(pack.read("cut short"), "a poster not written is not in the index")
    try pack.write(Data("after".utf8), name: "b")

    let next = ArtPack(file: file)
    XCTAssertEqual(next.read("a"), Data("before".utf8))
    XCTAssertEqual(next.read("b"), Data("after".utf8), "lost behind the part of a record")
    XCTAssertNil(next.read("cut short"))
  }
}
