import Foundation
import ReelTestSupport
import TMDB
import XCTest

@testable import Images

/// A downloaded poster's file is named after its poster path with every byte a file name may
/// not hold made "_" and the leading "/" dropped, so paths that are not TMDB's plain shape
/// ("/a b.jpg", "a.jpg", "//a.jpg", "/日本.jpg") share a file with a plain one ("/a_b.jpg",
/// "/a.jpg", "/______.jpg"). Such a path is never fetched, but it was looked up in the disk
/// cache first: a film whose poster_path was "/a b.jpg" showed the poster of the film whose
/// poster_path is "/a_b.jpg".
final class DiskCacheNameCollisionTests: XCTestCase {
  private let lookalikes: [(plain: String, other: String)] = [
    ("/a_b.jpg", "/a b.jpg"), ("/a.jpg", "a.jpg"), ("/a.jpg", "//a.jpg"),
    ("/______.jpg", "/日本.jpg"), ("/a_.jpg", "/a\u{0}.jpg"), ("/a_b.jpg", "/a/b.jpg"),
  ]

  func testAPathThatIsNotPlainNeverReadsAnotherPathsFile() throws {
    let cache = DiskImageCache(directory: try makeTemporaryFolder(self))
    for (plain, other) in lookalikes {
      try cache.write(Data("poster of \(plain)".utf8), posterPath: plain, size: "w185")
      XCTAssertNil(
        cache.read(posterPath: other, size: "w185"),
        "\(other.debugDescription) read the file of \(plain.debugDescription)")
      XCTAssertEqual(
        cache.read(posterPath: plain, size: "w185"), Data("poster of \(plain)".utf8))
    }
    // The size is part of the name too: "w185 " and "/a.jpg" made "/_a.jpg"'s name at w185.
    try cache.write(Data("poster of /_a.jpg".utf8), posterPath: "/_a.jpg", size: "w185")
    XCTAssertNil(cache.read(posterPath: "/a.jpg", size: "w185 "))
    XCTAssertNil(cache.read(posterPath: "/a.jpg", size: "w185_"))
  }

  /// Removing the file of a path that is not plain (found unusable) leaves the plain path's.
  func testRemovingAPathThatIsNotPlainLeavesAnotherPathsFile() throws {
    let cache = DiskImageCache(directory: try makeTemporaryFolder(self))
    for (plain, other) in lookalikes {
      try cache.write(Data("poster of \(plain)".utf8), posterPath: plain, size: "w185")
      cache.remove(posterPath: other, size: "w185")
      XCTAssertEqual(
        cache.read(posterPath: plain, size: "w185"), Data("poster of \(plain)".utf8),
        "removing \(other.debugDescription) removed \(plain.debugDescription)'s file")
    }
  }

  /// What the user sees: the film whose poster_path is not plain gets the placeholder, not
  /// the other film's poster from the disk cache.
  func testTheLoaderShowsNoOtherFilmsPoster() async throws {
    let folder = try makeTemporaryFolder(self)
    let jpeg = try Fixtures.poster().data
    let cache = DiskImageCache(directory: folder)
    try cache.write(jpeg, posterPath: "/a_b.jpg", size: "w92")
    let source = HTTPImageSource(posterSizes: ["w92"], transport: NotFound())
    let loader = PosterLoader(
      source: source, diskCache: cache,
      rendering: PosterRendering(choice: ImageChoice(.symbols, colors: .trueColor, reason: "t")))
    let shown = await loader.load(
      PosterRequest(posterPath: "/a_b.jpg", title: "Plain", columns: 6, rows: 4))
    guard case .poster = shown else { return XCTFail("the plain film's poster: \(shown)") }
    let other = await loader.load(
      PosterRequest(posterPath: "/a b.jpg", title: "Other", columns: 6, rows: 4))
    guard case .placeholder(_, let failure) = other else {
      return XCTFail("the other film showed the plain film's poster")
    }
    XCTAssertEqual(failure, .unavailable)
  }
}

/// An image host that has nothing.
private struct NotFound: Transport {
  func send(_ request: TransportRequest) async throws -> TransportResponse {
    TransportResponse(status: 404, body: Data())
  }
}
