import Foundation
import ReelTestSupport
import XCTest

/// The command-line contract, run against the built `reel` binary with no credentials.
final class CommandLineTests: XCTestCase {
  /// Runs the built `reel` with no credentials and its own XDG folders, so nothing of the
  /// developer's setup leaks in and nothing of the test's leaks out.
  func reel(_ arguments: String..., environment extra: [String: String] = [:]) throws
    -> ProcessResult
  {
    try reel(arguments, environment: extra)
  }

  func reel(_ arguments: [String], environment extra: [String: String] = [:]) throws
    -> ProcessResult
  {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("reel-cli-tests")
    var environment: [String: String] = [:]
    for (name, folder) in [
      ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache"),
      ("XDG_CONFIG_HOME", "config"),
    ] {
      environment[name] = scratch.appendingPathComponent(folder).path
    }
    return try runProcess(
      try builtProduct("reel"), arguments, environment: environment.merging(extra) { $1 })
  }

  func testSearchPrintsMatchingCatalogMovies() throws {
    let run = try reel("search", "blade")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      Search “blade” · page 1 of 1 · 1–2 of 2
          ID  TITLE                                                         YEAR  RATE
          78  Blade Runner                                                  1982   7.9
      335984  Blade Runner 2049                                             2017   7.6

      """)
    XCTAssertEqual(run.stderr, "")
  }

  func testTablesFitEightyColumns() throws {
    let run = try reel("list", "popular", "--page", "2")
    XCTAssertEqual(run.status, 0, run.stderr)
    let lines = run.stdout.split(separator: "\n")
    XCTAssertEqual(lines.count, 22)
    for line in lines { XCTAssertLessThanOrEqual(line.count, 80, String(line)) }
  }

  func testListJSONPrintsTheRequestedPageInTMDBShape() throws {
    let run = try reel("list", "popular", "--page", "10", "--json")
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(json["page"] as? Int, 10)
    XCTAssertEqual(json["total_pages"] as? Int, 12)
    XCTAssertEqual(json["total_results"] as? Int, 227)
    let results = try XCTUnwrap(json["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 20)
    XCTAssertNotNil(results[0]["vote_average"])
    XCTAssertNotNil(results[0]["genre_ids"])
  }

  func testShowJSONIncludesCreditsVideosAndRuntime() throws {
    let run = try reel("show", "550", "--json")
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(json["title"] as? String, "Fight Club")
    XCTAssertEqual(json["runtime"] as? Int, 139)
    let credits = try XCTUnwrap(json["credits"] as? [String: Any])
    let cast = try XCTUnwrap(credits["cast"] as? [[String: Any]])
    XCTAssertEqual(cast.first?["name"] as? String, "Brad Pitt")
    XCTAssertNotNil(json["videos"] as? [String: Any])
    XCTAssertNotNil(json["release_dates"] as? [String: Any])
  }

  func testShowPrintsAReadablePage() throws {
    let run = try reel("show", "129")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("Spirited Away (2001)\nOriginal title: 千と千尋の神隠し\n"))
    XCTAssertTrue(run.stdout.contains("Director:    Hayao Miyazaki\n"))
    XCTAssertTrue(run.stdout.hasSuffix("TMDB:    https://www.themoviedb.org/movie/129\n"))
  }

  /// gfx2: with stdout not a terminal, no picture is printed whatever `--images` says.
  func testShowPrintsNoPictureIntoAPipe() throws {
    for images in ["kitty", "sixel", "iterm", "symbols"] {
      let run = try reel("show", "129", "--images", images)
      XCTAssertEqual(run.status, 0, run.stderr)
      XCTAssertTrue(run.stdout.hasPrefix("Spirited Away (2001)\n"), images)
      XCTAssertFalse(run.stdout.contains("\u{1B}"), images)
    }
  }

  func testUnknownMovieSaysNotFound() throws {
    let run = try reel("show", "999999999")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(run.stderr, "reel: Not found: TMDB has no movie 999999999.\n")
  }

  func testUnknownCategoryNamesTheValidOnes() throws {
    let run = try reel("list", "nonsense")
    XCTAssertNotEqual(run.status, 0)
    XCTAssertEqual(
      run.stderr,
      "reel: unknown category \"nonsense\"; choose one of: popular, top-rated, now-playing, upcoming, trending\n"
    )
  }

  func testPageOutOfRangeIsOneClearLine() throws {
    let run = try reel("search", "dune", "--page", "501")
    XCTAssertNotEqual(run.status, 0)
    XCTAssertEqual(run.stderr, "reel: --page must be between 1 and 500\n")
  }

  func testScriptSnapsAndFailures() throws {
    let folder = try makeTemporaryFolder(self)
    let good = folder.appendingPathComponent("good.reel")
    try "wait idle\nexpect text \"Popular\"\nsnap\n".write(
      to: good, atomically: true, encoding: .utf8)
    let passed = try reel("--script", good.path, "--size", "60x10", "--start", "popular")
    XCTAssertEqual(passed.status, 0, passed.stderr)
    let lines = passed.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.first, "--- snap 1 (line 3, 60x10) ---")

    let bad = folder.appendingPathComponent("bad.reel")
    try "wait idle\nexpect phase searching\n".write(to: bad, atomically: true, encoding: .utf8)
    let failed = try reel("--script", bad.path, "--start", "popular")
    XCTAssertEqual(failed.status, 1)
    XCTAssertTrue(
      failed.stderr.hasPrefix(
        "reel: script line 2 (expect phase searching): the phase is idle, not searching\n"),
      failed.stderr)
    XCTAssertTrue(failed.stderr.contains("Avengers: Doomsday"))
  }

  func testTheBrowserRefusesToRunWithoutATerminal() throws {
    let run = try reel()
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr,
      "reel: the browser needs a terminal; use reel search, list or show, or --script FILE\n")
  }

  func testNumbersOutOfRangeGetRealMessages() throws {
    let cases: [([String], String)] = [
      (["search", "dune", "--page", "-1"], "reel: --page must be between 1 and 500\n"),
      (["list", "popular", "--page", "-3"], "reel: --page must be between 1 and 500\n"),
      (["show", "-5"], "reel: a movie id is a whole number from 1 to 2147483647, not -5\n"),
      // Past Int's range, or no number: the same sentence, not the parser's "The value … is
      // invalid for '<id>'".
      (
        ["show", "99999999999999999999"],
        "reel: a movie id is a whole number from 1 to 2147483647, not 99999999999999999999\n"
      ),
      (["person", "abc"], "reel: a person id is a whole number from 1 to 2147483647, not abc\n"),
      (
        ["watchlist", "remove", "1e3"],
        "reel: a movie id is a whole number from 1 to 2147483647, not 1e3\n"
      ),
      (
        ["show", "-5", "--json"],
        "reel: a movie id is a whole number from 1 to 2147483647, not -5\n"
      ),
      (
        ["watchlist", "remove", "-7"],
        "reel: a movie id is a whole number from 1 to 2147483647, not -7\n"
      ),
      (
        ["show", "550", "--timeout", "1e20"],
        "reel: --timeout must be between 0.1 and 3600 seconds\n"
      ),
      (
        ["show", "550", "--timeout", "1e308"],
        "reel: --timeout must be between 0.1 and 3600 seconds\n"
      ),
      (
        ["show", "550", "--timeout", "-1"], "reel: --timeout must be between 0.1 and 3600 seconds\n"
      ),
      (
        ["--timeout", "nan", "show", "550"],
        "reel: --timeout must be between 0.1 and 3600 seconds\n"
      ),
      (
        ["search", "dune", "--year", "-2000"], "reel: --year must be a four-digit year, e.g. 1999\n"
      ),
      (["person", "-3"], "reel: a person id is a whole number from 1 to 2147483647, not -3\n"),
      (
        ["collection", "0", "--json"],
        "reel: a collection id is a whole number from 1 to 2147483647, not 0\n"
      ),
      (["show", "550", "--similar", "--page", "-2"], "reel: --page must be between 1 and 500\n"),
      (["discover", "--page", "-1"], "reel: --page must be between 1 and 500\n"),
      (
        ["discover", "--min-votes", "-5"],
        "reel: the minimum number of votes cannot be negative\n"
      ),
      (["discover", "--min-rating", "-1"], "reel: the minimum rating must be between 0 and 10\n"),
    ]
    for (arguments, message) in cases {
      let run = try reel(arguments)
      XCTAssertNotEqual(run.status, 0, "\(arguments)")
      XCTAssertEqual(run.stderr, message, "\(arguments)")
      XCTAssertEqual(run.stdout, "", "\(arguments)")
    }
  }

  func testAMistypedCommandGetsASuggestion() throws {
    let cases: [([String], String)] = [
      (["serch", "dune"], "reel: unknown command \"serch\"; did you mean `search`?\n"),
      (["shwo", "550"], "reel: unknown command \"shwo\"; did you mean `show`?\n"),
      (["watchlist", "lsit"], "reel: unknown watchlist command \"lsit\"; did you mean `list`?\n"),
      (
        ["frobnicate"],
        "reel: unknown command \"frobnicate\"; the commands are: search, list, show, watchlist, "
          + "discover, person, collection, keys, info\n"
      ),
    ]
    for (arguments, message) in cases {
      let run = try reel(arguments)
      // A usage error, as an unknown option is (64, EX_USAGE): it was 1, which scripts read
      // as "TMDB or the network failed".
      XCTAssertEqual(run.status, 64, "\(arguments)")
      XCTAssertEqual(run.stderr, message, "\(arguments)")
    }
  }

  /// The same for a command word full of escapes: refused as usage, its controls not written.
  func testAnUnknownCommandWithEscapesIsAUsageErrorShownSafely() throws {
    let run = try reel(["\u{1B}]2;pwned\u{07}frob"])
    XCTAssertEqual(run.status, 64)
    XCTAssertFalse(run.stderr.contains("\u{1B}"), run.stderr.debugDescription)
    XCTAssertTrue(run.stderr.hasPrefix("reel: unknown command"), run.stderr)
  }

  func testParserMessagesAreSanitised() throws {
    let run = try reel(["list", "\u{1B}]2;pwned\u{07}"])
    XCTAssertNotEqual(run.status, 0)
    XCTAssertFalse(run.stderr.contains("\u{1B}"), run.stderr.debugDescription)
    XCTAssertTrue(run.stderr.hasPrefix("reel: unknown category"), run.stderr)
  }
}

/// An option that wants a value, followed by another option or by nothing (review25).
final class MissingOptionValueTests: XCTestCase {
  private func reel(_ arguments: [String]) throws -> ProcessResult {
    let scratch = try makeTemporaryFolder(self)
    var environment: [String: String] = [:]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    return try runProcess(try builtProduct("reel"), arguments, environment: environment)
  }

  func testAnOptionWithoutItsValueSaysSoInOneSentence() throws {
    let cases: [([String], String)] = [
      (["list", "popular", "--pages", "--json"], "reel: --pages needs a value: 1, 3-5 or all\n"),
      // Global options move behind the command: "--replay" was taken as the pages.
      (["--replay", "list", "popular", "--pages"], "reel: --pages needs a value: 1, 3-5 or all\n"),
      (
        ["list", "popular", "--page", "--json"],
        "reel: --page needs a value: a page number from 1 to 500\n"
      ),
      (
        ["--language", "--json", "list", "popular"],
        "reel: --language needs a value: a language code such as fa-IR\n"
      ),
      (
        ["list", "popular", "--region", "-x"],
        "reel: --region needs a value: a region code such as US\n"
      ),
      (
        ["search", "dune", "--year", "--json"],
        "reel: --year needs a value: a year such as 1999 (discover also takes 1990-1999)\n"
      ),
      (["discover", "--min-rating"], "reel: --min-rating needs a value: a rating from 0 to 10\n"),
    ]
    for (arguments, message) in cases {
      let run = try reel(arguments)
      XCTAssertEqual(run.status, 64, "\(arguments)")
      XCTAssertEqual(run.stderr, message, "\(arguments)")
      XCTAssertEqual(run.stdout, "", "\(arguments)")
    }
  }

  /// Values that look like options where they are values stay values.
  func testValuesThatBeginWithADashAreStillValues() throws {
    let negative = try reel(["list", "popular", "--pages", "-1"])
    XCTAssertTrue(negative.stderr.contains("--pages must stay between 1 and 500"), negative.stderr)
    let afterDashes = try reel(["--replay", "search", "--", "--pages"])
    XCTAssertFalse(afterDashes.stderr.contains("needs a value"), afterDashes.stderr)
  }
}

/// A path in an error is shown whole and as it is: a HOME holding a newline cut the line at
/// it ("reel: the home folder /tmp/x/a"), an escape in it was dropped (review30).
final class ErrorPathTests: XCTestCase {
  func testAHomeWithANewlineIsShownWholeOnOneLine() throws {
    let scratch = try makeTemporaryFolder(self)
    let file = scratch.appendingPathComponent("file")
    try Data().write(to: file)
    for (home, shown) in [
      (file.path + "/a\nb", file.path + "/a\\nb"),
      (file.path + "/a\u{1B}[2Jb\u{202E}", file.path + "/a\\u001B[2Jb\\u202E"),
      // A Persian word's ZWNJ is part of it, shown as it is.
      (file.path + "/می\u{200C}خواهم", file.path + "/می\u{200C}خواهم"),
    ] {
      let run = try runProcess(
        try builtProduct("reel"), ["--replay", "watchlist", "add", "550"],
        environment: ["HOME": home])
      XCTAssertEqual(run.status, 1, run.stderr)
      XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, run.stderr.debugDescription)
      XCTAssertTrue(run.stderr.hasPrefix("reel: "), run.stderr.debugDescription)
      XCTAssertTrue(run.stderr.contains(shown), run.stderr.debugDescription)
    }
  }
}
