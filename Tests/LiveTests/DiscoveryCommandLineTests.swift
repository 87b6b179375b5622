import Foundation
import ReelTestSupport
import XCTest

/// `reel discover`, `person`, `collection`, `search --person` and `show --similar` / where to
/// watch, run as the built binary against the stand-in server.
final class DiscoveryCommandLineTests: XCTestCase {
  private var home: URL!
  private var server: StandInServer!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
    server = try StandInServer { DiscoveryStandIn.reply($0) }
  }

  override func tearDown() {
    server.stop()
  }

  /// `reel` live against the stand-in, with its own XDG folders and a key from the environment.
  private func reel(_ arguments: String...) throws -> ProcessResult {
    var environment = ["HOME": home.path, "TMDB_API_KEY": testKey]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = home.appendingPathComponent(name).path
    }
    let run = try runProcess(
      try builtProduct("reel"), ["--api-base-url", server.baseURL.absoluteString] + arguments,
      environment: environment)
    XCTAssertFalse(run.stdout.contains(testKey) || run.stderr.contains(testKey))
    return run
  }

  private func json(_ run: ProcessResult) throws -> [String: Any] {
    XCTAssertEqual(run.status, 0, run.stderr)
    return try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
  }

  private func paths() -> [String] { server.requests.map(\.path) }

  // MARK: Discover

  func testDiscoverAsksWithEveryFilterAndTitlesTheListInWords() throws {
    let run = try reel(
      "discover", "--genre", "drama", "--genre", "Crime", "--without-genre", "Horror", "--year",
      "1990-1999", "--min-rating", "7.5", "--min-votes", "100", "--original-language", "en",
      "--runtime", "90-150", "--certification", "R", "--sort", "rating", "--page", "1")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stderr, "")
    XCTAssertEqual(paths(), ["/3/genre/movie/list", "/3/discover/movie"])
    let query = try XCTUnwrap(server.requests.last).query.filter { $0.name != "api_key" }
      .map { "\($0.name)=\($0.value)" }
    XCTAssertEqual(
      query,
      [
        "page=1", "sort_by=vote_average.desc", "with_genres=18,80", "without_genres=27",
        "primary_release_date.gte=1990-01-01", "primary_release_date.lte=1999-12-31",
        "vote_average.gte=7.5", "vote_count.gte=100", "with_original_language=en",
        "with_runtime.gte=90", "with_runtime.lte=150", "certification=R",
        // Every request carries the one language setting: en-US when nothing sets one.
        "certification_country=US", "language=en-US",
      ])
    XCTAssertEqual(
      run.stdout,
      """
      Crime & Drama · not Horror · 1990–1999 · rating ≥ 7.5 · ≥ 100 votes · original…
       ID  TITLE                                                            YEAR  RATE
      278  The Shawshank Redemption                                         1994   8.7
      424  Schindler's List                                                 1993   8.6

      """)
  }

  func testDiscoverJSONIsAListPageInTMDBsShape() throws {
    let object = try json(
      try reel("discover", "--genre", "Drama", "--year", "1994", "--sort", "date-asc", "--json"))
    XCTAssertEqual(object["page"] as? Int, 1)
    XCTAssertEqual(object["total_results"] as? Int, 2)
    let results = try XCTUnwrap(object["results"] as? [[String: Any]])
    XCTAssertEqual(results.map { $0["id"] as? Int }, [278, 424])
    XCTAssertNotNil(results[0]["genre_ids"])
    let sent = try XCTUnwrap(server.requests.last)
    XCTAssertEqual(sent.value("sort_by"), "primary_release_date.asc")
    XCTAssertEqual(sent.value("primary_release_date.gte"), "1994-01-01")
    XCTAssertEqual(sent.value("primary_release_date.lte"), "1994-12-31")
  }

  func testOpenRangesThatBeginWithAMinusAreValuesNotOptions() throws {
    let run = try reel("discover", "--year", "-1999", "--runtime", "-90", "--min-votes", "0")
    XCTAssertEqual(run.status, 0, run.stderr)
    let sent = try XCTUnwrap(server.requests.last)
    XCTAssertEqual(sent.value("primary_release_date.lte"), "1999-12-31")
    XCTAssertNil(sent.value("primary_release_date.gte"))
    XCTAssertEqual(sent.value("with_runtime.lte"), "90")
    XCTAssertNil(sent.value("with_runtime.gte"))
  }

  func testDiscoverWithoutGenresNeedsNoGenreList() throws {
    let run = try reel("discover", "--min-rating", "8", "--region", "gb", "--certification", "15")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(paths(), ["/3/discover/movie"])
    XCTAssertEqual(server.requests.last?.value("certification_country"), "GB")
    XCTAssertTrue(
      run.stdout.hasPrefix("rating ≥ 8 · rated 15 (GB) · most popular first · page 1 of 1"),
      run.stdout)
  }

  func testAnUnknownGenreNamesTheRealOnesAndAsksNothingMore() throws {
    let run = try reel("discover", "--genre", "Dramedy\u{1B}[2J")
    // The user's mistake, as an unknown option is (64), though it takes the genre list to see.
    XCTAssertEqual(run.status, 64)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(
      run.stderr,
      "reel: unknown genre \"Dramedy[2J\"; choose one of: Action, Crime, Drama, Horror\n")
    XCTAssertEqual(paths(), ["/3/genre/movie/list"])
  }

  func testBadFiltersAreOneLineBeforeAnyRequest() throws {
    let cases: [([String], String)] = [
      (["--year", "1999-1990"], "reel: --year 1999-1990 runs backwards; write 1990-1999\n"),
      (["--runtime", "long"], "reel: --runtime takes minutes or a range such as 90-150\n"),
      (["--min-rating", "11"], "reel: the minimum rating must be between 0 and 10\n"),
      (["--min-votes=-5"], "reel: the minimum number of votes cannot be negative\n"),
      (
        ["--original-language", "French"],
        "reel: the original language must be a two-letter ISO 639-1 code such as fr\n"
      ),
      (
        ["--sort", "loudness"],
        "reel: --sort must be one of: popularity, rating, date, revenue, title (each may end in -asc or -desc)\n"
      ),
      (["--page", "0"], "reel: --page must be between 1 and 500\n"),
      (["--genre", ""], "reel: --genre and --without-genre need a genre name\n"),
    ]
    for (arguments, message) in cases {
      let run = try runProcess(
        try builtProduct("reel"),
        ["--api-base-url", server.baseURL.absoluteString, "discover"] + arguments,
        environment: ["HOME": home.path, "TMDB_API_KEY": testKey])
      XCTAssertNotEqual(run.status, 0, "\(arguments)")
      XCTAssertEqual(run.stdout, "", "\(arguments)")
      XCTAssertEqual(run.stderr, message, "\(arguments)")
    }
    XCTAssertEqual(paths(), [])
  }

  // MARK: More like this

  func testSimilarFallsBackWhenThereAreNoRecommendations() throws {
    let run = try reel("show", "550", "--similar")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(paths(), ["/3/movie/550/recommendations", "/3/movie/550/similar"])
    XCTAssertEqual(
      run.stdout,
      """
      More like movie 550: similar movies (no recommendations) · page 1 of 1 · 1–1 of…
       ID  TITLE                                                            YEAR  RATE
      807  Se7en                                                            1995   8.4

      """)
    let object = try json(try reel("show", "550", "--similar", "--json"))
    XCTAssertEqual((object["results"] as? [[String: Any]])?.first?["id"] as? Int, 807)
  }

  func testSimilarTakesAPageAndPlainShowDoesNot() throws {
    let run = try reel("show", "550", "--similar", "--page", "2")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(server.requests.map { $0.value("page") }, ["2", "2"])
    let plain = try reel("show", "550", "--page", "2")
    XCTAssertEqual(plain.stderr, "reel: --page applies only with --similar\n")
  }

  func testSimilarForAnUnknownFilmIsNotFound() throws {
    let run = try reel("show", "9", "--similar")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stderr, "reel: Not found: TMDB has no recommendations for movie 9 page 1.\n")
  }

  // MARK: Where to watch

  func testShowPrintsTheRegionsProvidersWithTheAttribution() throws {
    let run = try reel("show", "550")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(Set(paths()), ["/3/movie/550", "/3/movie/550/watch/providers"])
    XCTAssertTrue(
      run.stdout.contains(
        """
        Where to watch (US):
          Stream: Netflix, Hulu
          Rent:   Apple TV
          More:   https://www.themoviedb.org/movie/550-fight-club/watch?locale=US
        Streaming data by JustWatch.

        TMDB:    https://www.themoviedb.org/movie/550
        """), run.stdout)
  }

  func testRegionChoosesTheCountryAndHostileNamesAreCleaned() throws {
    let run = try reel("show", "550", "--region", "fr")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      run.stdout.contains("Where to watch (FR):\n  Buy:  Canal+\n  More: https://"), run.stdout)
    XCTAssertFalse(run.stdout.contains("\u{1B}"))
    let elsewhere = try reel("show", "550", "--region", "DE")
    XCTAssertTrue(
      elsewhere.stdout.contains(
        "Where to watch (DE): no streaming, rental or purchase offers listed.\nStreaming data by JustWatch.\n"
      ), elsewhere.stdout)
  }

  func testShowStillPrintsTheFilmWhenProvidersFail() throws {
    server.stop()
    server = try StandInServer { request in
      request.path.hasSuffix("/watch/providers")
        ? .json(404, #"{"status_code": 34, "status_message": "gone"}"#)
        : DiscoveryStandIn.reply(request)
    }
    let run = try reel("show", "550")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("Fight Club (1999)\n"), run.stdout)
    XCTAssertTrue(
      run.stdout.contains(
        "Where to watch (US): not available (Not found: TMDB has no watch providers for\nmovie 550)\n"
      ), run.stdout)
    XCTAssertFalse(run.stdout.contains("JustWatch"))
    let json = try reel("show", "550", "--json")
    XCTAssertEqual(json.status, 0)
    XCTAssertEqual(
      json.stderr,
      "reel: warning: where to watch is not available: Not found: TMDB has no watch providers for movie 550.\n"
    )
    // The same warning on a Japanese command line was English, word and all.
    let japanese = try reel("show", "550", "--json", "--language", "ja-JP")
    XCTAssertEqual(japanese.status, 0)
    XCTAssertTrue(japanese.stderr.hasPrefix("reel: 警告: 視聴方法（JP）: 取得できません（"), japanese.stderr)
    XCTAssertTrue(japanese.stderr.hasSuffix("はありません）\n"), japanese.stderr)
    XCTAssertFalse(japanese.stderr.contains("warning"), japanese.stderr)
  }

  func testShowJSONCarriesTheRegionsProvidersUnderTMDBsKey() throws {
    let object = try json(try reel("show", "550", "--json"))
    XCTAssertEqual(object["title"] as? String, "Fight Club")
    let providers = try XCTUnwrap(object["watch/providers"] as? [String: Any])
    let results = try XCTUnwrap(providers["results"] as? [String: Any])
    XCTAssertEqual(Array(results.keys), ["US"])
    let us = try XCTUnwrap(results["US"] as? [String: Any])
    let flatrate = try XCTUnwrap(us["flatrate"] as? [[String: Any]])
    XCTAssertEqual(flatrate.map { $0["provider_name"] as? String }, ["Netflix", "Hulu"])
    XCTAssertEqual(flatrate.first?["display_priority"] as? Int, 0)
    XCTAssertNotNil(us["link"] as? String)
  }

  func testShowNamesTheCollectionAndSaysWhenNothingIsOffered() throws {
    let run = try reel("show", "120")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      run.stdout.contains("Collection: The Lord of the Rings Collection (119)\n"), run.stdout)
    XCTAssertTrue(
      run.stdout.contains(
        "Where to watch (US): no streaming, rental or purchase offers listed.\nStreaming data by JustWatch.\n"
      ), run.stdout)
    let object = try json(try reel("show", "120", "--json"))
    let collection = try XCTUnwrap(object["belongs_to_collection"] as? [String: Any])
    XCTAssertEqual(collection["id"] as? Int, 119)
    XCTAssertEqual(
      (object["watch/providers"] as? [String: Any])?["results"] as? [String: String], [:])
  }

  // MARK: People

  func testPersonPrintsWhoTheyAreAndTheirFilmsNewestFirst() throws {
    let run = try reel("person", "287")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(paths(), ["/3/person/287"])
    XCTAssertEqual(server.requests.first?.value("append_to_response"), "movie_credits")
    XCTAssertEqual(
      run.stdout,
      """
      Brad Pitt

      Known for: Acting
      Born:      1963-12-18 in Shawnee, Oklahoma, USA

      An American actor and film producer.

      Films (3, newest first):
         ID  YEAR  TITLE
      76203  2013  12 Years a Slave — Producer
        550  1999  Fight Club — as Tyler Durden
        807  1995  Se7en — as Detective David Mills

      TMDB:    https://www.themoviedb.org/person/287

      """)
  }

  func testPersonByPopularityAndAsJSON() throws {
    let run = try reel("person", "287", "--sort", "popularity")
    XCTAssertTrue(
      run.stdout.contains("Films (3, most popular first):\n   ID  YEAR  TITLE\n  550"), run.stdout)
    let object = try json(try reel("person", "287", "--json"))
    XCTAssertEqual(object["name"] as? String, "Brad Pitt")
    XCTAssertEqual(object["place_of_birth"] as? String, "Shawnee, Oklahoma, USA")
    let credits = try XCTUnwrap(object["movie_credits"] as? [String: Any])
    let cast = try XCTUnwrap(credits["cast"] as? [[String: Any]])
    XCTAssertEqual(cast.map { $0["id"] as? Int }, [550, 807])
    XCTAssertEqual(cast.first?["character"] as? String, "Tyler Durden")
    XCTAssertEqual((credits["crew"] as? [[String: Any]])?.first?["job"] as? String, "Producer")
  }

  func testAnUnknownPersonIsNotFoundAndABadIdNeverAsks() throws {
    let run = try reel("person", "1")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stderr, "reel: Not found: TMDB has no person 1.\n")
    let bad = try reel("person", "0")
    XCTAssertNotEqual(bad.status, 0)
    XCTAssertEqual(bad.stderr, "reel: a person id is a whole number from 1 to 2147483647, not 0\n")
    XCTAssertEqual(paths(), ["/3/person/1"])
  }

  func testSearchForPeople() throws {
    let run = try reel("search", "--person", "brad", "pitt")
    XCTAssertEqual(run.status, 0, run.stderr)
    let request = try XCTUnwrap(server.requests.first)
    XCTAssertEqual(request.path, "/3/search/person")
    XCTAssertEqual(request.value("query"), "brad pitt")
    XCTAssertEqual(
      run.stdout,
      """
      People “brad pitt” · page 1 of 1 · 1–1 of 1
       ID  NAME
      287  Brad Pitt (Acting) — Fight Club, Friends

      """)
    let object = try json(try reel("search", "brad pitt", "--person", "--json"))
    let first = try XCTUnwrap((object["results"] as? [[String: Any]])?.first)
    XCTAssertEqual(first["known_for_department"] as? String, "Acting")
    XCTAssertEqual((first["known_for"] as? [[String: Any]])?.count, 2)
    let withYear = try reel("search", "--person", "brad", "--year", "1999")
    XCTAssertEqual(withYear.stderr, "reel: --year does not apply to --person\n")
  }

  // MARK: Collections

  func testACollectionListsItsFilmsInOrder() throws {
    let run = try reel("collection", "119")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      The Lord of the Rings Collection

      One ring to rule them all.

      Films in release order · page 1 of 1 · 1–3 of 3
       ID  TITLE                                                            YEAR  RATE
      120  The Fellowship of the Ring                                       2001   8.4
      121  The Two Towers                                                   2002   8.4
      122  The Return of the King                                           2003   8.5

      """)
    let object = try json(try reel("collection", "119", "--json"))
    XCTAssertEqual(object["name"] as? String, "The Lord of the Rings Collection")
    XCTAssertEqual(
      (object["parts"] as? [[String: Any]])?.map { $0["id"] as? Int }, [120, 121, 122])
  }
}
