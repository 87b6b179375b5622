import Foundation
import ReelTestSupport
import XCTest

/// README's printing commands and options, given what a stranger gives them by mistake: an
/// empty value (an unset shell variable, `--har "$FILE"`), a note for a film already on the
/// watchlist. Run against the built `reel`, with no credentials and XDG folders of its own.
final class ReadmeCommandContractTests: XCTestCase {
  private var scratch: URL!

  override func setUpWithError() throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-readme-commands-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: scratch)
  }

  private func reel(_ arguments: String..., environment extra: [String: String] = [:]) throws
    -> ProcessResult
  {
    try reel(arguments, environment: extra)
  }

  private func reel(_ arguments: [String], environment extra: [String: String] = [:]) throws
    -> ProcessResult
  {
    var environment: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    // In the scratch folder, so what a relative (or empty) path writes is seen there.
    return try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "cd \"$0\" && exec \"$@\"", scratch.path, try builtProduct("reel").path]
        + arguments,
      environment: environment.merging(extra) { $1 })
  }

  /// `--har "$FILE"` with FILE unset wrote no HAR and said nothing when the command worked;
  /// `--record ""` recorded into the current folder; `--api-key "$KEY"` with KEY unset
  /// printed the replay catalog's answers as if they were TMDB's. Each empty value is now
  /// refused before anything runs, naming the option.
  func testAnEmptyOptionValueIsRefusedNamingTheOption() throws {
    for (option, needs) in [
      ("--har", "a file to write"), ("--record", "a folder"),
      ("--replay-dir", "a folder recorded with --record"), ("--api-key", "a TMDB API key"),
      ("--access-token", "a TMDB read access token"),
      ("--api-base-url", "a URL such as https://api.themoviedb.org"),
      ("--images", "auto, kitty, sixel, iterm, symbols or off"),
      ("--timeout", "seconds from 0.1 to 3600"), ("--page", "a page number from 1 to 500"),
    ] {
      let run = try reel(option, "", "list", "popular")
      XCTAssertEqual(run.status, 64, option)
      XCTAssertEqual(run.stdout, "", option)
      XCTAssertEqual(run.stderr, "reel: \(option) is empty; it needs a value: \(needs)\n", option)
      let equals = try reel("list", "popular", "\(option)=")
      XCTAssertEqual(
        equals.stderr, "reel: \(option) is empty; it needs a value: \(needs)\n", option)
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
      .filter { !$0.hasPrefix("XDG_") }
    XCTAssertEqual(files, [], "nothing was recorded or written in the current folder")
  }

  /// `reel show ""` said "…, not " and stopped; a huge non-number was quoted whole.
  func testAnEmptyOrHugeIDIsQuoted() throws {
    let empty = try reel("show", "")
    XCTAssertEqual(
      empty.stderr, "reel: a movie id is a whole number from 1 to 2147483647, not \"\"\n")
    let huge = try reel("person", String(repeating: "x", count: 5000))
    XCTAssertEqual(huge.status, 64)
    XCTAssertTrue(
      huge.stderr.hasPrefix("reel: a person id is a whole number from 1 to 2147483647, not \"xx"),
      huge.stderr)
    XCTAssertLessThan(huge.stderr.count, 200)
  }

  /// `reel watchlist import ""` said "cannot read : no such file or directory".
  func testImportingAnEmptyFileNameSaysSo() throws {
    let run = try reel("watchlist", "import", "")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stderr, "reel: cannot read \"\": no such file or directory\n")
  }

  /// `reel watchlist add ID --note …` for a film already there replaced its note but said
  /// only "was already on the watchlist", so the note looked lost; `--note ""` could not
  /// clear a note at all (the browser's `n` can).
  func testANoteForAFilmAlreadyThereIsSaid() throws {
    XCTAssertEqual(try reel("watchlist", "add", "550", "--note", "first").status, 0)
    let again = try reel("watchlist", "add", "550")
    XCTAssertEqual(again.stdout, "“Fight Club” (1999) was already on the watchlist.\n")
    let replaced = try reel("watchlist", "add", "550", "--note", "with Sam")
    XCTAssertEqual(
      replaced.stdout,
      "“Fight Club” (1999) was already on the watchlist; its note is now “with Sam”.\n")
    XCTAssertTrue(try reel("watchlist", "list").stdout.contains("note: with Sam"))
    let same = try reel("watchlist", "add", "550", "--note", "with Sam")
    XCTAssertEqual(same.stdout, "“Fight Club” (1999) was already on the watchlist.\n")
    let cleared = try reel("watchlist", "add", "550", "--note", "")
    XCTAssertEqual(
      cleared.stdout, "“Fight Club” (1999) was already on the watchlist; its note is removed.\n")
    XCTAssertFalse(try reel("watchlist", "list").stdout.contains("note:"))
    let export = try reel("watchlist", "export").stdout
    XCTAssertFalse(export.contains("with Sam"), export)
    let long = try reel("watchlist", "add", "550", "--note", String(repeating: "n", count: 100_000))
    XCTAssertEqual(
      long.stdout,
      "“Fight Club” (1999) was already on the watchlist; its note is now “"
        + String(repeating: "n", count: 60) + "…”.\n")
  }

  /// README: `reel info` prints "each file above with its size"; the converted posters'
  /// `posters.pack` was missing from it, and an empty file read "Zero KB".
  func testInfoListsEveryFileOfTheFilesTable() throws {
    let cache = scratch.appendingPathComponent("XDG_CACHE_HOME/reel")
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    try Data().write(to: cache.appendingPathComponent("posters.pack"))
    let out = try reel("info").stdout
    XCTAssertTrue(
      out.contains("converted:  \(cache.path)/posters.pack (empty)\n"), out)
    XCTAssertFalse(out.contains("Zero"), out)
  }

  /// A value of 3,000 letters given where README lists the choices (a start screen, a
  /// category, a genre, an image setting, an order) was quoted back whole: a line of 3 KB on
  /// stderr. Each is cut, whichever message quotes it.
  func testAHugeValueIsQuotedCutInEveryMessage() throws {
    let huge = String(repeating: "a", count: 3000)
    for arguments in [
      ["--start", huge], ["list", huge], ["discover", "--genre", huge],
      ["--images", huge, "list", "popular"], ["watchlist", "list", "--sort", huge],
      ["person", "287", "--sort", huge], ["list", "popular", "--pages", huge],
    ] {
      let run = try reel(arguments)
      XCTAssertNotEqual(run.status, 0, arguments[0])
      XCTAssertTrue(run.stderr.hasPrefix("reel: "), run.stderr)
      XCTAssertTrue(run.stderr.contains("aaaa…"), String(run.stderr.prefix(300)))
      XCTAssertLessThan(run.stderr.count, 400, String(run.stderr.prefix(300)))
    }
  }

  /// README: "`--har FILE` on any command". `reel --har k.har keys` said "Unknown option
  /// '--har'" (nor did keys take `--replay`); `reel --har i.har info` exited 0 and wrote
  /// nothing. Both write a HAR with no entries, as the watchlist commands do.
  func testKeysAndInfoTakeTheOptionsEveryCommandTakes() throws {
    for command in ["keys", "info"] {
      let har = scratch.appendingPathComponent("\(command).har")
      let run = try reel("--har", har.path, command)
      XCTAssertEqual(run.status, 0, run.stderr)
      XCTAssertFalse(run.stdout.isEmpty)
      let document = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(contentsOf: har)) as? [String: Any], command)
      let log = try XCTUnwrap(document["log"] as? [String: Any])
      XCTAssertEqual((log["entries"] as? [Any])?.count, 0, command)
      XCTAssertEqual(try reel(command, "--replay").status, 0, command)
    }
  }

  /// A file named in Latin-1 (`x\xFFy.json`): its name was read as U+FFFD, so `watchlist
  /// import` said "no such file" of a file that was there, and `--har` wrote a file of another
  /// name. An argument that is not UTF-8 is refused before anything runs, naming it.
  func testAnArgumentThatIsNotUTF8IsRefusedNamingIt() throws {
    let latin1 = scratch.appendingPathComponent("latin1")
    try FileManager.default.createDirectory(at: latin1, withIntermediateDirectories: true)
    var environment: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    // The shell makes the byte: a Swift string cannot hold it.
    for command in [
      "exec \"$0\" watchlist import \"$(printf 'x\\377y.json')\"",
      "exec \"$0\" --har \"$(printf 'h\\377.har')\" list popular",
    ] {
      let run = try runProcess(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", "cd \"\(latin1.path)\" && " + command, try builtProduct("reel").path],
        environment: environment)
      XCTAssertEqual(run.status, 64, command)
      XCTAssertEqual(run.stdout, "", command)
      XCTAssertTrue(
        run.stderr.hasPrefix("reel: the argument \"x\\xFFy.json\" is not UTF-8 text")
          || run.stderr.hasPrefix("reel: the argument \"h\\xFF.har\" is not UTF-8 text"),
        run.stderr)
      XCTAssertEqual(
        try FileManager.default.contentsOfDirectory(atPath: latin1.path), [],
        "no file of another name was written")
    }
  }

  /// `XDG_DATA_HOME=/…/d\xFF/data`: read as U+FFFD, Reel made `/…/d\u{FFFD}/data` and kept
  /// the watchlist there, a folder the user never named. Such a path variable is refused
  /// before any folder is made.
  func testAPathVariableThatIsNotUTF8IsRefusedBeforeAnyFolderIsMade() throws {
    let root = scratch.appendingPathComponent("paths")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let run = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c",
        "XDG_DATA_HOME=\"$1/d$(printf '\\377')/data\" XDG_STATE_HOME=\"$1/state\" "
          + "XDG_CACHE_HOME=\"$1/cache\" XDG_CONFIG_HOME=\"$1/config\" "
          + "exec \"$0\" watchlist add 550",
        try builtProduct("reel").path, root.path,
      ])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(
      run.stderr.hasPrefix("reel: XDG_DATA_HOME (\"\(root.path)/d\\xFF/data\") is not UTF-8"),
      run.stderr)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), [])
  }

  /// `LANG=aaaaaaaaaaaa reel info` (a locale no language ICU knows) crashed inside ICU,
  /// formatting a file's size with ByteCountFormatter, which follows the locale. Sizes are
  /// written the same way in every locale now.
  func testInfoWorksUnderALocaleICUDoesNotKnow() throws {
    let cache = scratch.appendingPathComponent("XDG_CACHE_HOME/reel")
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    try Data(count: 2_900_000).write(to: cache.appendingPathComponent("posters.pack"))
    let run = try reel(["info"], environment: ["LANG": "aaaaaaaaaaaa"])
    XCTAssertEqual(run.status, 0, String(run.stderr.prefix(300)))
    XCTAssertTrue(run.stdout.contains("/posters.pack (2.9 MB)\n"), run.stdout)
  }
}
