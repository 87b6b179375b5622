import TMDB
import XCTest

@testable import Browser

/// PageWindow on its own: rows, placeholders, the 500-page cap, repeats and eviction.
final class PageWindowTests: XCTestCase {
  func testUnloadedPagesArePlaceholderRows() {
    let list = window(page(1, of: 3))
    XCTAssertEqual(list.rowCount, 60)
    XCTAssertEqual(list.loadedPageNumbers, [1])
    XCTAssertEqual(list.movie(atRow: 0), movie(101))
    XCTAssertEqual(list.movie(atRow: 19), movie(120))
    XCTAssertNil(list.movie(atRow: 20))
    XCTAssertNil(list.movie(atRow: 59))
    XCTAssertNil(list.movie(atRow: 60))
    XCTAssertNil(list.movie(atRow: -1))
    XCTAssertEqual(list.page(ofRow: 19), 1)
    XCTAssertEqual(list.page(ofRow: 20), 2)
    XCTAssertEqual(list.page(ofRow: 59), 3)
    XCTAssertEqual(list.firstRow(ofPage: 1), 0)
    XCTAssertEqual(list.firstRow(ofPage: 3), 40)
    XCTAssertEqual(list.pages(touching: 15..<25), [1, 2])
    XCTAssertEqual(list.pages(touching: 55..<70), [3])
    XCTAssertEqual(list.pages(touching: 5..<5), [])
    XCTAssertTrue(list.isLoaded(page: 1))
    XCTAssertFalse(list.isLoaded(page: 2))
    XCTAssertEqual(list.row(ofMovie: 120), 19)
    XCTAssertNil(list.row(ofMovie: 201))
  }

  // loop3: with every page as long as expected the page of a row is a division; with short
  // or empty pages it is searched. Both must agree with `firstRow(ofPage:)` on every row.
  func testEveryRowIsOnThePageWhoseRowsHoldIt() {
    var regular = window(page(1, of: 7, totalResults: 133))
    regular.insert(page(2, of: 7, totalResults: 133), near: 2)
    var irregular = regular
    // Page 3 came back with 12 movies, page 5 with none.
    irregular.insert(page(3, of: 7, ids: (1...12).map { 300 + $0 }), near: 3)
    irregular.insert(page(5, of: 7, ids: []), near: 5)
    XCTAssertEqual(regular.rowCount, 133)
    XCTAssertEqual(irregular.rowCount, 133 - 8 - 20)
    for list in [regular, irregular] {
      for row in 0..<list.rowCount {
        let page = list.page(ofRow: row)
        XCTAssertLessThanOrEqual(list.firstRow(ofPage: page), row, "row \(row)")
        XCTAssertLessThan(row, list.firstRow(ofPage: page + 1), "row \(row)")
      }
      XCTAssertEqual(list.page(ofRow: list.rowCount - 1), 7)
      XCTAssertNil(list.movie(atRow: list.rowCount))
    }
    XCTAssertEqual(regular.movie(atRow: 39), movie(220))
    XCTAssertEqual(irregular.movie(atRow: 51), movie(312))
    XCTAssertNil(irregular.movie(atRow: 52), "page 4 is not loaded")
  }

  func testTheLastPageHoldsWhatTotalResultsLeaves() {
    var list = window(page(1, of: 3, totalResults: 45))
    XCTAssertEqual(list.rowCount, 45)
    XCTAssertEqual(list.page(ofRow: 44), 3)
    XCTAssertEqual(list.insert(page(3, of: 3, totalResults: 45), near: 3), 0)
    XCTAssertEqual(list.movie(atRow: 44), movie(305))
  }

  func testASinglePageListHasExactlyItsRows() {
    let list = window(page(1, of: 1, totalResults: 40, ids: [1, 2, 2, 3]))
    XCTAssertEqual(list.rowCount, 3, "a repeat within the page goes too")
    XCTAssertEqual((0..<3).compactMap { list.movie(atRow: $0)?.id }, [1, 2, 3])
  }

  func testAnEmptyResultHasNoRows() {
    let list = window(page(1, of: 0, totalResults: 0, ids: []))
    XCTAssertEqual(list.rowCount, 0)
    XCTAssertEqual(list.pages(touching: 0..<10), [])
    XCTAssertNil(list.movie(atRow: 0))
  }

  func testTMDBsFiveHundredPageCapBoundsTheRows() {
    let list = window(page(1, of: 6173, totalResults: 123_456))
    XCTAssertEqual(list.totalPages, 500)
    XCTAssertEqual(list.totalResults, 10_000)
    XCTAssertEqual(list.rowCount, 10_000)
    XCTAssertEqual(list.page(ofRow: 9999), 500)
    XCTAssertEqual(list.firstRow(ofPage: 500), 9980)
  }

  func testAMovieNeverShowsTwice() {
    var list = window(page(1, of: 3))
    let repeating = page(2, of: 3, ids: [201, 105, 203, 201])
    XCTAssertEqual(list.insert(repeating, near: 1), -18, "page 2 keeps 2 of the 20 rows assumed")
    XCTAssertEqual(list.rowCount, 42)
    XCTAssertEqual(list.movie(atRow: 20), movie(201))
    XCTAssertEqual(list.movie(atRow: 21), movie(203))
    XCTAssertEqual(list.row(ofMovie: 105), 4)
    XCTAssertEqual(list.firstRow(ofPage: 3), 22)
    // Loading page 1 again (it drifted) keeps its movies on page 1.
    XCTAssertEqual(list.insert(page(1, of: 3), near: 1), 0)
    XCTAssertEqual(list.row(ofMovie: 105), 4)
  }

  /// `withMovie(atRow:)` lends the very movie `movie(atRow:)` copies, on every row: loaded,
  /// placeholder, after an irregular page, and outside the list.
  func testWithMovieReadsWhatMovieAtRowReturns() {
    var list = window(page(1, of: 3))
    _ = list.insert(page(2, of: 3, ids: [201, 105, 203, 201]), near: 1)
    for row in -1...(list.rowCount + 1) {
      XCTAssertEqual(list.withMovie(atRow: row) { $0 }, list.movie(atRow: row), "row \(row)")
    }
    XCTAssertEqual(list.withMovie(atRow: 21) { $0.id }, 203)
    XCTAssertNil(list.withMovie(atRow: 30) { $0.id })
  }

  func testPagesOutsideTheListAreIgnored() {
    var list = window(page(1, of: 3))
    XCTAssertEqual(list.insert(page(4, of: 4), near: 1), 0)
    XCTAssertEqual(list.insert(page(0, of: 3, ids: [1]), near: 1), 0)
    XCTAssertEqual(list.loadedPageNumbers, [1])
  }

  func testEvictionKeepsAtMostCapacityPagesDroppingTheFarthest() {
    var list = window(page(1, of: 50), capacity: 4)
    for n in 2...4 { list.insert(page(n, of: 50), near: n) }
    XCTAssertEqual(list.loadedPageNumbers, [1, 2, 3, 4])
    list.insert(page(5, of: 50), near: 5)
    XCTAssertEqual(list.loadedPageNumbers, [2, 3, 4, 5])
    // Pinned pages stay even when they are the farthest.
    list.insert(page(6, of: 50), near: 6, pinned: [2])
    XCTAssertEqual(list.loadedPageNumbers, [2, 4, 5, 6])
    // Equally far on both sides: the later page goes.
    list.insert(page(3, of: 50), near: 4)
    XCTAssertEqual(list.loadedPageNumbers, [2, 3, 4, 5])
    XCTAssertEqual(list.rowCount, 1000, "evicting never moves rows")
    XCTAssertNil(list.movie(atRow: 0))
  }

  // keys5: `isLoaded(page:)` reads a bit kept beside `pages`; it must say what `pages` says
  // after every insertion and eviction, for pages inside and outside the list.
  func testIsLoadedAgreesWithTheLoadedPagesThroughEvictions() {
    var list = window(page(1, of: 130), capacity: 4)
    for step in 1...130 {
      let number = (step * 37) % 130 + 1
      list.insert(page(number, of: 130), near: number, pinned: step % 5 == 0 ? [1] : [])
      let loaded = Set(list.loadedPageNumbers)
      for candidate in -1...132 {
        XCTAssertEqual(
          list.isLoaded(page: candidate), loaded.contains(candidate),
          "page \(candidate) after inserting page \(number)")
      }
    }
  }

  func testCapacityIsAtLeastTwo() {
    var list = window(page(1, of: 50), capacity: 0)
    XCTAssertEqual(list.capacity, 2)
    list.insert(page(2, of: 50), near: 2)
    list.insert(page(3, of: 50), near: 3)
    XCTAssertEqual(list.loadedPageNumbers, [2, 3])
  }

  func testAnEvictedPageStillOwnsItsMoviesAndReloadsThem() {
    var list = window(page(1, of: 50), capacity: 2)
    list.insert(page(2, of: 50), near: 2)
    list.insert(page(3, of: 50), near: 3)
    XCTAssertEqual(list.loadedPageNumbers, [2, 3])
    // Page 4 repeats 101 from the evicted page 1: still a repeat.
    XCTAssertEqual(list.insert(page(4, of: 50, ids: [401, 101]), near: 4), -19)
    XCTAssertNil(list.row(ofMovie: 101))
    list.insert(page(1, of: 50), near: 1)
    XCTAssertEqual(list.row(ofMovie: 101), 0)
  }

  func testAMovieThatLeftAReloadedPageMayShowOnAnother() {
    var list = window(page(1, of: 3))
    XCTAssertEqual(list.insert(page(2, of: 3, ids: [201, 120]), near: 1), -19)
    XCTAssertEqual(list.rowCount, 41)
    // Page 1 again: movie 120 drifted down and is no longer on it...
    XCTAssertEqual(list.insert(page(1, of: 3, ids: Array(101...119)), near: 1), -1)
    XCTAssertNil(list.row(ofMovie: 120))
    // ...so page 2, loaded again, shows it.
    XCTAssertEqual(list.insert(page(2, of: 3, ids: [201, 120]), near: 1), 1)
    XCTAssertEqual(list.row(ofMovie: 120), 20)
    XCTAssertEqual(list.rowCount, 41)
  }
}
