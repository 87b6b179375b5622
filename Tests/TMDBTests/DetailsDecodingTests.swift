import Foundation
import XCTest

@testable import TMDB

/// `/movie/{id}` with credits, videos and release dates appended.
final class DetailsDecodingTests: XCTestCase {
  static let fightClub = """
    {"id": 550, "title": "Fight Club", "original_title": "Fight Club", "original_language": "en",
     "overview": "A ticking-time-bomb insomniac…", "tagline": "Mischief. Mayhem. Soap.",
     "runtime": 139, "release_date": "1999-10-15", "status": "Released", "homepage": "",
     "imdb_id": "tt0137523", "budget": 63000000, "revenue": 100853753, "popularity": 61.4,
     "vote_average": 8.4, "vote_count": 26280, "adult": false, "poster_path": "/p.jpg",
     "belongs_to_collection": null,
     "genres": [{"id": 18, "name": "Drama"}, {"id": 53, "name": "Thriller"}],
     "production_countries": [{"iso_3166_1": "US", "name": "United States of America"}],
     "spoken_languages": [{"english_name": "English", "iso_639_1": "en", "name": "English"}],
     "credits": {
       "cast": [
         {"id": 287, "name": "Brad Pitt", "character": "Tyler Durden", "order": 1},
         {"id": 819, "name": "Edward Norton", "character": "The Narrator", "order": 0},
         {"id": null, "name": null, "character": "Broken", "order": 2},
         {"id": 1283, "name": "Helena Bonham Carter", "character": "", "order": 2}],
       "crew": [
         {"id": 7467, "name": "David Fincher", "job": "Director", "department": "Directing"},
         {"id": 7469, "name": "Jim Uhls", "job": "Screenplay", "department": "Writing"}]},
     "videos": {"results": [
       {"name": "Teaser", "site": "YouTube", "key": "t1", "type": "Teaser", "official": true},
       {"name": "Fan cut", "site": "YouTube", "key": "f1", "type": "Trailer", "official": false},
       {"name": "Vimeo trailer", "site": "Vimeo", "key": "v1", "type": "Trailer", "official": true},
       {"name": "Official Trailer", "site": "YouTube", "key": "SUXWAEX2jlg", "type": "Trailer",
        "official": true}]},
     "release_dates": {"results": [
       {"iso_3166_1": "US", "release_dates": [
         {"certification": "", "release_date": "1999-09-10T00:00:00.000Z", "type": 1},
         {"certification": "NR", "release_date": "2000-06-06T00:00:00.000Z", "type": 5},
         {"certification": "R", "release_date": "1999-10-15T00:00:00.000Z", "type": 3}]},
       {"iso_3166_1": "GB", "release_dates": [
         {"certification": "18", "release_date": "1999-11-12T00:00:00.000Z", "type": 4}]},
       {"iso_3166_1": "FR", "release_dates": [{"certification": "", "type": 3}]}]}}
    """

  private func details(_ body: String, report: DecodeReport = DecodeReport()) throws -> MovieDetails
  {
    try PayloadDecoder.decode(
      MovieDetails.self, from: Data(body.utf8), endpoint: "movie 550", report: report)
  }

  func testDetailsWithEverythingAppended() throws {
    let report = DecodeReport()
    let movie = try details(Self.fightClub, report: report)
    XCTAssertEqual(movie.id, 550)
    XCTAssertEqual(movie.runtime, 139)
    XCTAssertEqual(movie.year, 1999)
    XCTAssertNil(movie.homepage, "an empty homepage is no homepage")
    XCTAssertNil(movie.collection)
    XCTAssertEqual(movie.genres.map(\.name), ["Drama", "Thriller"])
    XCTAssertEqual(movie.productionCountries.map(\.code), ["US"])
    XCTAssertEqual(movie.spokenLanguages.map(\.englishName), ["English"])
    XCTAssertEqual(movie.directors, ["David Fincher"])
    XCTAssertEqual(movie.topCast(2).map(\.name), ["Edward Norton", "Brad Pitt"])
    XCTAssertNil(movie.credits?.cast.last?.character, "an empty character is unknown")
    XCTAssertEqual(movie.credits?.crew.count, 2)
    // The cast member without a name is the only loss.
    XCTAssertEqual(movie.credits?.cast.count, 3)
    XCTAssertEqual(report.counts, DropCounts(fields: 0, items: 1))
    XCTAssertEqual(report.droppedItems, [".credits.cast[2]"])
    XCTAssertEqual(movie.summary.genreIDs, [18, 53])
    XCTAssertEqual(movie.tmdbURL.absoluteString, "https://www.themoviedb.org/movie/550")
  }

  func testCertificationPrefersTheTheatricalRelease() throws {
    let movie = try details(Self.fightClub)
    XCTAssertEqual(movie.certification(country: "US"), "R")
    XCTAssertEqual(movie.certification(country: "GB"), "18", "any certified release will do")
    XCTAssertNil(movie.certification(country: "FR"), "an empty certification is none")
    XCTAssertNil(movie.certification(country: "DE"))
  }

  func testTrailerPrefersAnOfficialYouTubeTrailer() throws {
    let movie = try details(Self.fightClub)
    XCTAssertEqual(movie.trailer?.key, "SUXWAEX2jlg")
    XCTAssertEqual(
      movie.trailer?.url?.absoluteString, "https://www.youtube.com/watch?v=SUXWAEX2jlg")
  }

  func testTrailerFallsBackToAnyTrailerThenATeaser() {
    var movie = MovieDetails(id: 1, title: "A")
    let teaser = Video(site: "YouTube", key: "t", type: "Teaser", official: true)
    let fanTrailer = Video(site: "Vimeo", key: "v", type: "Trailer", official: nil)
    movie.videos = VideoList(results: [teaser, fanTrailer])
    XCTAssertEqual(movie.trailer, fanTrailer)
    XCTAssertEqual(movie.trailer?.url?.absoluteString, "https://vimeo.com/v")
    movie.videos = VideoList(results: [
      Video(site: "YouTube", key: "c", type: "Clip", official: true), teaser,
    ])
    XCTAssertEqual(movie.trailer, teaser)
    movie.videos = nil
    XCTAssertNil(movie.trailer)
    XCTAssertNil(Video(site: "Dailymotion", key: "x", type: "Trailer", official: true).url)
  }

  func testRuntimeZeroOrMissingIsUnknown() throws {
    XCTAssertNil(try details(#"{"id": 1, "title": "A", "runtime": 0}"#).runtime)
    XCTAssertNil(try details(#"{"id": 1, "title": "A", "runtime": null}"#).runtime)
    XCTAssertNil(try details(#"{"id": 1, "title": "A"}"#).runtime)
  }

  func testMistypedAppendixIsDroppedNotTheMovie() throws {
    let report = DecodeReport()
    let movie = try details(
      #"{"id": 1, "title": "A", "credits": [], "videos": {"results": {}}, "genres": "Drama"}"#,
      report: report)
    XCTAssertNil(movie.credits)
    XCTAssertEqual(movie.videos, VideoList(results: []))
    XCTAssertEqual(movie.genres, [])
    XCTAssertEqual(report.counts, DropCounts(fields: 3, items: 0))
  }

  func testDetailsWithoutAnIDFail() {
    XCTAssertThrowsError(try details(#"{"title": "A"}"#)) { error in
      XCTAssertEqual(
        error as? TMDBError, .badResponse(endpoint: "movie 550", reason: #"missing "id""#))
    }
  }
}
