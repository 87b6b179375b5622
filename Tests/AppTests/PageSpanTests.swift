import Foundation
import TMDB
import XCTest

@testable import App

/// `--pages`: what is asked for, what is fetched, and what comes out when pages drift or fail.
final class PageSpanTests: XCTestCase {
  func testSelectionsReadAsWritten() throws {
    XCTAssertEqual(try PageSelection(parsing: "7"), PageSelection(first: 7, last: 7))
    XCTAssertEqual(try PageSelection(parsing: "1-50"), PageSelection(first: 1, last: 50))
    XCTAssertEqual(try PageSelection(parsing: " 3–5 "), PageSelection(first: 3, last: 5))
    XCTAssertEqual(try PageSelection(parsing: "ALL"), .all)
  }

  func testBadSelectionsSayWhatIsWrong() {
    for (text, words) in [
      ("0-3", "between 1 and 500"), ("1-501", "between 1 and 500"), ("9-2", "backwards"),
      ("x", "a range (1-50)"), ("1-2-3", "a range (1-50)"), ("", "a range (1-50)"),
    ] {
      XCTAssertThrowsError(try PageSelection(parsing: text), text) { error in
        let message = (error as? PageSelectionError)?.message ?? ""
        XCTAssertTrue(message.contains(words), "\(text): \(message)")
      }
    }
  }

  func testAllStopsAtTheListsLastPageAndAtFiveHundred() {
    XCTAssertEqual(PageSelection.all.pages(totalPages: 12), 1...12)
    XCTAssertEqual(PageSelection.all.pages(totalPages: 40_000), 1...500)
    XCTAssertEqual(PageSelection(first: 3, last: 50).pages(totalPages: 10), 3...10)
    // Past the end, the first page asked for is still fetched (TMDB answers it empty).
    XCTAssertEqual(PageSelection(first: 20, last: 30).pages(totalPages: 10), 20...20)
  }

  func testEveryPageIsFetchedOnceAndJoinedInOrder() async throws {
    let server = FakeList(totalPages: 30)
    let span = try await PageSpanFetcher(fetchPage: server.page).fetch(
      PageSelection(first: 1, last: 30))
    XCTAssertEqual(span.pages, 1...30)
    XCTAssertEqual(
      span.results.map(\.id), (1...30).flatMap { page in (0..<20).map { page * 100 + $0 } })
    XCTAssertEqual(server.asked.sorted(), Array(1...30))
    XCTAssertTrue(span.isComplete)
    XCTAssertEqual(span.totalPages, 30)
  }

  func testMoviesThatDriftOntoALaterPageAreShownOnce() async throws {
    // TMDB's pages drift between requests: page 3 repeats two movies of page 2.
    let server = FakeList(totalPages: 3, drift: [3: [200, 201]])
    let span = try await PageSpanFetcher(fetchPage: server.page).fetch(.all)
    XCTAssertEqual(span.results.count, 58)
    XCTAssertEqual(Set(span.results.map(\.id)).count, 58)
    XCTAssertEqual(span.duplicatesDropped, 2)
    // Kept where first seen: page 2's position.
    XCTAssertEqual(span.results[20].id, 200)
  }

  func testARangePastTheEndAsksOnlyForPagesThatExist() async throws {
    let server = FakeList(totalPages: 4)
    let span = try await PageSpanFetcher(fetchPage: server.page).fetch(
      PageSelection(first: 2, last: 50))
    XCTAssertEqual(span.pages, 2...4)
    XCTAssertEqual(server.asked.sorted(), [2, 3, 4])
  }

  func testALaterPageFailingKeepsThePagesBeforeItAndAsksForNoMore() async throws {
    let server = FakeList(totalPages: 10, failing: [4])
    let span = try await PageSpanFetcher(width: 1, fetchPage: server.page).fetch(
      PageSelection(first: 1, last: 10))
    XCTAssertEqual(span.pages, 1...3)
    XCTAssertEqual(span.results.count, 60)
    XCTAssertEqual(span.failure?.page, 4)
    XCTAssertFalse(span.isComplete)
    XCTAssertEqual(server.asked, [1, 2, 3, 4])
  }

  func testAFailureKeepsOnlyConsecutivePagesWhateverOrderTheyAnswerIn() async throws {
    let server = FakeList(totalPages: 10, failing: [3])
    let span = try await PageSpanFetcher(width: 8, fetchPage: server.page).fetch(
      PageSelection(first: 1, last: 10))
    XCTAssertEqual(span.pages, 1...2)
    XCTAssertEqual(span.failure?.page, 3)
    XCTAssertEqual(span.results.last?.id, 219)
  }

  func testTheFirstPageFailingFailsTheRun() async {
    let server = FakeList(totalPages: 10, failing: [1])
    do {
      _ = try await PageSpanFetcher(fetchPage: server.page).fetch(.all)
      XCTFail("expected the error")
    } catch {
      XCTAssertEqual(error, .notFound(endpoint: "page 1"))
    }
    XCTAssertEqual(server.asked, [1])
  }

  func testProgressCountsEveryPage() async throws {
    let server = FakeList(totalPages: 5)
    let seen = Seen()
    _ = try await PageSpanFetcher(fetchPage: server.page).fetch(.all) { done, total in
      seen.append("\(done)/\(total)")
    }
    XCTAssertEqual(seen.all.first, "1/5")
    XCTAssertEqual(seen.all.last, "5/5")
    XCTAssertEqual(seen.all.count, 5)
  }

  func testJSONDocumentKeepsTMDBFieldsAndSaysWhichPages() throws {
    let page = MoviePage(
      page: 2, results: [MovieSummary(id: 7, title: "Seven", voteAverage: 8.1)], totalPages: 9,
      totalResults: 170)
    let failed = PageSpan(
      requested: PageSelection(first: 2, last: 5), pages: [page],
      failure: PageSpanFailure(page: 3, error: .notFound(endpoint: "x")))
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: try PrintedPages.json(failed)) as? [String: Any])
    XCTAssertEqual(json["page_range"] as? [String: Int], ["first": 2, "last": 2])
    XCTAssertEqual(json["complete"] as? Bool, false)
    XCTAssertEqual(json["failed_page"] as? Int, 3)
    XCTAssertEqual(json["total_pages"] as? Int, 9)
    XCTAssertEqual(json["total_results"] as? Int, 170)
    let results = try XCTUnwrap(json["results"] as? [[String: Any]])
    XCTAssertEqual(results.first?["vote_average"] as? Double, 8.1)

    let lines = String(decoding: try PrintedPages.jsonLines(failed), as: UTF8.self)
    XCTAssertEqual(lines.split(separator: "\n").count, 1)
    XCTAssertTrue(lines.hasPrefix("{") && lines.hasSuffix("}\n"), lines)
  }
}

/// A list of `totalPages` pages of 20 movies (ids page*100+row) that records what it was asked.
private final class FakeList: @unchecked Sendable {
  let totalPages: Int
  let drift: [Int: [Int]]
  let failing: Set<Int>
  private let lock = NSLock()
  private var pages: [Int] = []

  init(totalPages: Int, drift: [Int: [Int]] = [:], failing: Set<Int> = []) {
    self.totalPages = totalPages
    self.drift = drift
    self.failing = failing
  }

  var asked: [Int] { lock.withLock { pages } }

  @Sendable func page(_ number: Int) async throws(TMDBError) -> MoviePage {
    lock.withLock { pages.append(number) }
    // Later pages answer first, so joining cannot lean on arrival order.
    try? await Task.sleep(for: .milliseconds(max(0, 12 - number)))
    if failing.contains(number) { throw .notFound(endpoint: "page \(number)") }
    var ids = number <= totalPages ? (0..<20).map { number * 100 + $0 } : []
    if let repeated = drift[number] { ids = repeated + ids.dropLast(repeated.count) }
    return MoviePage(
      page: number, results: ids.map { MovieSummary(id: $0, title: "Movie \($0)") },
      totalPages: totalPages, totalResults: totalPages * 20)
  }
}

private final class Seen: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []
  func append(_ item: String) { lock.withLock { items.append(item) } }
  var all: [String] { lock.withLock { items } }
}
