import Foundation
import ReplayCatalog
import XCTest

@testable import TMDB

/// The catalog that ships with Reel, served through the replay transport.
final class BundledCatalogTests: XCTestCase {
  private func client() throws -> TMDBClient {
    guard let dir = ReplayCatalog.directory() else {
      throw XCTSkip("the bundled catalog (Resources/Catalog) is not built yet")
    }
    return TMDBClient(transport: ReplayTransport(directory: dir))
  }

  func testEveryFileIsNamedAsTheReplayLooksItUp() throws {
    guard let dir = ReplayCatalog.directory() else { throw XCTSkip("no bundled catalog yet") }
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      .filter { $0.hasSuffix(".json") }
    XCTAssertFalse(files.isEmpty)
    for file in files {
      let record = try ResponseRecord.load(from: dir.appendingPathComponent(file))
      XCTAssertEqual(record.fileName, file, "the generator and recordName disagree")
    }
  }

  func testPagesPastTheLastAreEmpty() async throws {
    let client = try client()
    let first = try await client.page(.category(.popular), page: 1)
    let past = try await client.page(.category(.popular), page: first.totalPages + 1)
    XCTAssertEqual(past.results, [])
    XCTAssertEqual(past.totalPages, first.totalPages)
  }

  func testConfigurationDecodes() async throws {
    let configuration = try await client().configuration()
    XCTAssertTrue(configuration.images.secureBaseURL.hasPrefix("https://"))
    XCTAssertFalse(configuration.images.posterSizes.isEmpty)
  }

  func testPopularHasFullPagesAndSeveralOfThem() async throws {
    let page = try await client().page(.category(.popular), page: 1)
    XCTAssertEqual(page.results.count, 20)
    XCTAssertGreaterThanOrEqual(page.totalPages, 10)
    XCTAssertEqual(page.dropped, .none)
  }

  func testADetailsRecordDecodesWithCredits() async throws {
    let client = try client()
    let first = try await client.page(.category(.popular), page: 1).results[0]
    let movie = try await client.details(id: first.id)
    XCTAssertEqual(movie.id, first.id)
    XCTAssertFalse(movie.credits?.cast.isEmpty ?? true, "movie \(movie.id) has no cast")
  }

  func testNoMovieAppearsTwiceInACategory() async throws {
    let client = try client()
    for category in Category.allCases {
      let first = try await client.page(.category(category), page: 1)
      var seen: Set<Int> = []
      for number in 1...max(1, first.totalPages) {
        let page = try await client.page(.category(category), page: number)
        for movie in page.results {
          XCTAssertTrue(seen.insert(movie.id).inserted, "\(category) repeats movie \(movie.id)")
        }
      }
    }
  }

  func testSearchFindsAMovieOfTheCatalog() async throws {
    let client = try client()
    let movie = try await client.page(.category(.popular), page: 1).results[0]
    let found = try await client.search(movie.title.lowercased(), page: 1)
    XCTAssertTrue(found.results.contains { $0.id == movie.id }, movie.title)
  }
}
