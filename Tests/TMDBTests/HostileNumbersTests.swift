import Foundation
import XCTest

@testable import TMDB

/// Numbers a hostile server controls (Retry-After, paging numbers) never trap, never reach
/// arithmetic unchecked, and are said in plain words when they are unusable.
final class HostileNumbersTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_700_000_000)  // Tue, 14 Nov 2023 22:13:20 GMT

  func testRetryAfterIsDelaySecondsOrAnHTTPDateClampedToFiveMinutes() {
    XCTAssertEqual(RetryAfter.parse("7", now: now), .seconds(7))
    XCTAssertEqual(RetryAfter.parse("0", now: now), .zero)
    XCTAssertEqual(RetryAfter.parse("300", now: now), .seconds(300))
    XCTAssertEqual(RetryAfter.parse("301", now: now), .seconds(300))
    XCTAssertEqual(RetryAfter.parse("9223372036854775808", now: now), .seconds(300))
    XCTAssertEqual(RetryAfter.parse(String(repeating: "9", count: 400), now: now), .seconds(300))
    XCTAssertEqual(RetryAfter.parse("000000000000000000000012", now: now), .seconds(12))
    XCTAssertEqual(RetryAfter.parse("Tue, 14 Nov 2023 22:13:25 GMT", now: now), .seconds(5))
    XCTAssertEqual(RetryAfter.parse("Tuesday, 14-Nov-23 22:13:30 GMT", now: now), .seconds(10))
    XCTAssertEqual(RetryAfter.parse("Tue Nov 14 22:13:21 2023", now: now), .seconds(1))
    XCTAssertEqual(RetryAfter.parse("Tue, 14 Nov 2023 22:13:00 GMT", now: now), .zero)
    XCTAssertEqual(RetryAfter.parse("Fri, 31 Dec 9999 23:59:59 GMT", now: now), .seconds(300))
  }

  func testRetryAfterInAnyOtherFormIsAbsent() {
    for text in [
      "-1", "-9e18", "1e20", "9.3e15", "inf", "-inf", "nan", "0x10", "1.5", "+5", "5s", "soon",
      "", "  ", "١٢",
      // Traps DateFormatter ("Incorrect range"): found by fuzzing the payload parsers.
      "Tue, 14\u{05B1}\u{FFFD}\u{FFFD} 2023 22:11:25 GMT", "Tue, 14 Nov 2023 22:11:25 GMTé",
    ] {
      let now = now
      XCTAssertNil(RetryAfter.parse(text, now: now), text)
      XCTAssertNil(RetryPolicy(now: { now }).retryAfter(text), text)
    }
  }

  func testARateLimitMessageNeverTrapsAndNeverSaysANegativeWait() async {
    for (header, said) in [
      ("1e400", "TMDB is rate limiting; try again shortly."),
      ("nan", "TMDB is rate limiting; try again shortly."),
      ("-1", "TMDB is rate limiting; try again shortly."),
      ("0x10", "TMDB is rate limiting; try again shortly."),
      ("99999999999999999999", "TMDB is rate limiting; retry in 300 s."),
    ] {
      let client = TMDBClient(
        transport: StubTransport(status: 429, headers: ["retry-after": header], body: "{}"))
      let error = await expectError { try await client.genres() }
      XCTAssertEqual(error?.message, said, header)
    }
    for value in [Double.infinity, -.infinity, .nan, -1, 9.3e15, -9.3e18, .greatestFiniteMagnitude]
    {
      let message = TMDBError.gaveUp(after: 2, .rateLimited(retryAfter: value)).message
      XCTAssertFalse(message.contains("-"), message)
    }
    XCTAssertEqual(
      TMDBError.rateLimited(retryAfter: 1e300).message, "TMDB is rate limiting; retry in 300 s.")
  }

  func testBackoffAndNoticesNeverTrapOnHugeSettings() {
    let policy = RetryPolicy(
      maxAttempts: Int.max, baseDelay: .seconds(Int64.max / 4), maxDelay: .seconds(Int64.max / 4),
      random: { .nan })
    for attempt in [1, 30, Int.max] { _ = policy.backoff(after: attempt) }
    let notice = RetryNotice(
      reason: .rateLimited, attempt: 1, maxAttempts: 4, delay: .seconds(Int64.max))
    XCTAssertTrue(notice.message.hasPrefix("TMDB is rate limiting; waiting "), notice.message)
  }

  private func page(_ number: String, totalPages: String = "5", totalResults: String = "90")
    throws -> MoviePage
  {
    let body = """
      {"page": \(number), "results": [\(movieJSON(id: 1, title: "One"))],
       "total_pages": \(totalPages), "total_results": \(totalResults)}
      """
    return try PayloadDecoder.decode(
      MoviePage.self, from: Data(body.utf8), endpoint: "popular page 1")
  }

  private func reason(_ number: String) -> String? {
    do {
      _ = try page(number)
      XCTFail("page \(number) was accepted")
    } catch let error as TMDBError {
      guard case .badResponse(_, let reason) = error else { return error.message }
      return reason.english
    } catch {
      XCTFail("\(error)")
    }
    return nil
  }

  func testAPageNumberOutsideTMDBsPagesIsAFailedPageInPlainWords() {
    XCTAssertEqual(reason("0"), "its page number is 0; pages start at 1")
    XCTAssertEqual(reason("-1"), "its page number is -1; pages start at 1")
    XCTAssertEqual(
      reason("-9223372036854775808"), "its page number is -9223372036854775808; pages start at 1")
    XCTAssertEqual(
      reason("9223372036854775807"),
      "its page number is 9223372036854775807, beyond TMDB's 500 pages")
  }

  func testAPageNumberThatIsNotAWholeNumberIsNotCalledInvalidJSON() {
    XCTAssertEqual(reason("1.5"), "its page is 1.5, not a whole number")
    XCTAssertEqual(reason("18446744073709551616"), "its page is a number too large to use")
    XCTAssertEqual(reason("1e309"), "its page is a number too large to use")
    XCTAssertEqual(reason(#""one""#), "page is not a number")
  }

  func testTotalsAreClampedOnceWhereThePageIsDecoded() throws {
    let negative = try page("1", totalPages: "-1", totalResults: "-40")
    XCTAssertEqual(negative.totalPages, 1)
    XCTAssertEqual(negative.totalResults, 0)
    let huge = try page("1", totalPages: "9223372036854775807", totalResults: "9223372036854775807")
    XCTAssertEqual(huge.totalPages, MoviePage.maximumPages)
    XCTAssertEqual(huge.totalResults, MoviePage.maximumResults)
    XCTAssertEqual(huge.reachableResults, MoviePage.maximumPages * MoviePage.pageSize)
    let built = MoviePage(page: 2, results: [], totalPages: Int.min, totalResults: Int.max)
    XCTAssertEqual(built.totalPages, 1)
    XCTAssertEqual(built.totalResults, MoviePage.maximumResults)
  }

  func testAByteOrderMarkBeforeTheJSONIsAccepted() throws {
    let body = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"genres": [{"id": 18, "name": "Drama"}]}"#.utf8)
    let list = try PayloadDecoder.decode(GenreList.self, from: body, endpoint: "genre list")
    XCTAssertEqual(list.genres.map(\.name), ["Drama"])
  }

  func testRatingsOutsideTMDBsScaleAreUnknownNotPassedOn() throws {
    let body = Data(
      #"{"id": 1, "title": "T", "vote_average": -1e300, "vote_count": -5, "popularity": -1}"#.utf8)
    let movie = try JSONDecoder().decode(MovieSummary.self, from: body)
    XCTAssertNil(movie.voteAverage)
    XCTAssertNil(movie.voteCount)
    XCTAssertNil(movie.popularity)
    let details = try PayloadDecoder.decode(
      MovieDetails.self,
      from: Data(#"{"id": 1, "title": "T", "vote_average": 1e300, "vote_count": 9}"#.utf8),
      endpoint: "movie 1")
    XCTAssertNil(details.voteAverage)
    XCTAssertEqual(details.voteCount, 9)
  }

  /// A runtime no film has (negative, zero, past a year, Int.max) is unknown, not hours that
  /// fill the detail pane; a long real one ("Logistics", 51,420 minutes) is kept.
  func testARuntimeNoFilmHasIsUnknown() throws {
    for (runtime, kept) in [
      ("-5", nil), ("0", nil), ("1", 1), ("51420", 51_420), ("525601", nil),
      ("9223372036854775807", nil),
    ] as [(String, Int?)] {
      let body = Data(#"{"id": 7, "title": "T", "runtime": \#(runtime)}"#.utf8)
      let details = try PayloadDecoder.decode(MovieDetails.self, from: body, endpoint: "movie 7")
      XCTAssertEqual(details.runtime, kept, runtime)
    }
  }
}
