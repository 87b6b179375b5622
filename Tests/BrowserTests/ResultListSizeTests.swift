import XCTest

@testable import Browser
@testable import TMDB

/// A result list is copied and moved several times a `j` (out of the state's lists, into the
/// list pane's widget, into its header's key): its sources are kept behind one reference each,
/// so a copy writes a few cache lines, not eleven, and the lists still compare by what they
/// show.
final class ResultListSizeTests: XCTestCase {
  func testAListCopiesInFewCacheLines() {
    // 696 bytes while its three sources (a discover query's filters inline) were stored in it.
    XCTAssertLessThanOrEqual(MemoryLayout<ResultList>.size, 256)
    XCTAssertLessThanOrEqual(MemoryLayout<PageWindow>.size, 96)
  }

  func testListsWithTheSameSourcesAreEqualHoweverTheyWereSet() {
    let query = DiscoverFilters(genres: [28], sort: DiscoverSort(.rating))
    var one = ResultList()
    var other = ResultList()
    one.pendingSource = .discover(query)
    other.pendingSource = .discover(query)
    XCTAssertEqual(one, other)
    XCTAssertEqual(one.pendingSource, .discover(query))
    other.pendingSource = .search("alien")
    XCTAssertNotEqual(one, other)
    XCTAssertEqual(other.activeSearchQuery, "alien")
    XCTAssertEqual(one.activeSource, .discover(query))
    XCTAssertNil(one.activeCategory)
    one.pendingSource = .category(.topRated)
    XCTAssertEqual(one.activeCategory, .topRated)
  }

  func testAFailedSourceClearedTakesItsFailureWithIt() {
    var list = ResultList()
    list.failedSource = .search("alien")
    list.failure = Failure.answerAbout(anotherThan: 1, got: 2)
    list.failedSource = nil
    XCTAssertNil(list.failure)
    XCTAssertNil(list.failedSource)
  }
}

/// The detail pane's load state is looked at and replaced at every `j`: a film's loaded details
/// are kept behind one reference, so the state is 32 bytes (a failure with its id), not 360.
final class DetailStateSizeTests: XCTestCase {
  func testTheDetailStateIsSmall() {
    XCTAssertLessThanOrEqual(MemoryLayout<DetailState>.size, 32)
    let details = MovieDetails(id: 7, title: "Alien")
    XCTAssertEqual(DetailState.loaded(details), .loaded(MovieDetails(id: 7, title: "Alien")))
    XCTAssertEqual(DetailState.loaded(details).movieID, 7)
  }
}
