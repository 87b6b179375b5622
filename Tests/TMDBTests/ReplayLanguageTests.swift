import Foundation
import XCTest

@testable import TMDB

/// The replay transport answers in the request's language by TMDB's rules: a translated title
/// and overview where the catalog has them; otherwise the default (English) title, or the
/// original title in the film's own language, and an empty overview; genre names translated,
/// falling back to English.
final class ReplayLanguageTests: XCTestCase {
  let details = ["append_to_response": "credits,videos,release_dates"]

  private func film(
    _ id: Int, _ language: String, _ replay: BundledReplay
  ) async throws -> ReplayJSON {
    try await replay.ok(
      "/3/movie/\(id)",
      ["append_to_response": "credits,videos,release_dates", "language": language])
  }

  func testATranslatedFilmInEachLanguage() async throws {
    let replay = try BundledReplay()
    let expected = [
      ("fa-IR", "شهر اشباح", "انیمیشن"), ("ar-SA", "المخطوفة", "رسوم متحركة"),
      ("ja-JP", "千と千尋の神隠し", "アニメーション"),
    ]
    for (language, title, animation) in expected {
      let body = try await film(129, language, replay)
      XCTAssertEqual(body["title"], .string(title), language)
      XCTAssertFalse((body["overview"]?.string ?? "").isEmpty, language)
      XCTAssertNotEqual(body["overview"]?.string?.first?.isASCII, true, language)
      XCTAssertEqual(body["genres"]?.array.first?["name"], .string(animation), language)
      XCTAssertEqual(body["original_title"], .string("千と千尋の神隠し"), "never translated")
    }
  }

  func testMissingTranslationKeepsTheEnglishTitleAndEmptiesTheOverview() async throws {
    let replay = try BundledReplay()
    // Apocalypse Now has no Persian text in the catalog.
    let body = try await film(28, "fa-IR", replay)
    XCTAssertEqual(body["title"], .string("Apocalypse Now"))
    XCTAssertEqual(body["overview"], .string(""))
    XCTAssertEqual(body["tagline"], .string(""))
    XCTAssertEqual(body["genres"]?.array.first?["name"], .string("درام"))
  }

  func testAFilmInItsOwnLanguageIsTitledByItsOriginalTitle() async throws {
    let replay = try BundledReplay()
    // Taste of Cherry: Persian, no translation written: its own title, no overview.
    let body = try await film(30_020, "fa-IR", replay)
    XCTAssertEqual(body["title"], .string("طعم گیلاس"))
    XCTAssertEqual(body["overview"], .string(""))
  }

  func testEnglishIsTheRecordAsItIs() async throws {
    let replay = try BundledReplay()
    let plain = try await replay.get("/3/movie/129", details)
    for language in ["en-US", "en", ""] {
      var query = details
      query["language"] = language
      let body = try await replay.get("/3/movie/129", query)
      XCTAssertEqual(body.body, plain.body, language)
    }
    XCTAssertEqual(plain.body["title"], .string("Spirited Away"))
  }

  func testListsAndSearchesAnswerInTheLanguage() async throws {
    let replay = try BundledReplay()
    let popular = try await replay.ok("/3/movie/popular", ["page": "1", "language": "ja-JP"])
    let spirited = (popular["results"]?.array ?? []).first { $0["id"] == .integer(129) }
    XCTAssertEqual(spirited?["title"], .string("千と千尋の神隠し"))
    // Search matches a title in any language and answers in the one asked for.
    let persian = try await replay.ok(
      "/3/search/movie", ["query": "شهر اشباح", "language": "fa-IR"])
    XCTAssertEqual(persian.resultIDs, [129])
    XCTAssertEqual(persian["results"]?.array.first?["title"], .string("شهر اشباح"))
    let english = try await replay.ok("/3/search/movie", ["query": "شهر اشباح"])
    XCTAssertEqual(english["results"]?.array.first?["title"], .string("Spirited Away"))
    let discover = try await replay.ok(
      "/3/discover/movie", ["with_original_language": "fa", "language": "ar-SA"])
    let separation = (discover["results"]?.array ?? []).first { $0["id"] == .integer(60243) }
    XCTAssertEqual(separation?["title"], .string("انفصال"))
  }

  func testGenreNames() async throws {
    let replay = try BundledReplay()
    let english = try await replay.ok("/3/genre/movie/list")
    for language in ["fa-IR", "ar-SA", "ja-JP"] {
      let body = try await replay.ok("/3/genre/movie/list", ["language": language])
      let names = (body["genres"]?.array ?? []).compactMap { $0["name"]?.string }
      XCTAssertEqual(names.count, 19, language)
      XCTAssertTrue(names.allSatisfy { $0.unicodeScalars.contains { !$0.isASCII } || $0 == "SF" })
      XCTAssertEqual(
        (body["genres"]?.array ?? []).compactMap { $0["id"] },
        (english["genres"]?.array ?? []).compactMap { $0["id"] })
    }
    // A language the catalog has no names for falls back to English, as TMDB's details do.
    let german = try await replay.ok("/3/genre/movie/list", ["language": "de-DE"])
    XCTAssertEqual(german, english)
  }

  func testThirtyFilmsSpeakEachLanguage() async throws {
    let dir = try BundledReplay().transport.directory
    let index = try XCTUnwrap(ReplayIndex.load(from: dir), "the catalog has an index file")
    for code in ["fa", "ar", "ja"] {
      let translated = index.movies.filter {
        !($0.translations[code]?.overview ?? "").isEmpty
      }
      XCTAssertGreaterThanOrEqual(translated.count, 30, code)
    }
  }

  func testAPersonsBiographyIsEmptyInAnotherLanguage() async throws {
    let replay = try BundledReplay()
    let body = try await replay.ok("/3/person/608", ["language": "ja-JP"])
    XCTAssertEqual(body["name"], .string("Hayao Miyazaki"))
    XCTAssertEqual(body["biography"], .string(""))
  }

  func testLanguageCodes() {
    XCTAssertEqual(ReplayLanguage(parameter: "fa-IR").code, "fa")
    XCTAssertEqual(ReplayLanguage(parameter: "JA").code, "ja")
    XCTAssertEqual(ReplayLanguage(parameter: nil), .english)
    XCTAssertEqual(ReplayLanguage(parameter: "??-!!"), .english)
    XCTAssertTrue(ReplayLanguage(parameter: "en-GB").isDefault)
  }
}
