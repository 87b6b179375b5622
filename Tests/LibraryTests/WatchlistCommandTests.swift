import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// `reel watchlist …` end to end: the built binary on the bundled replay catalog (no
/// credentials in the child's environment) and a database in a temporary folder.
final class WatchlistCommandTests: XCTestCase {
  private var reel: URL!
  private var environment: [String: String] = [:]
  var testEnvironment: [String: String] { environment }
  private var folder: URL!

  override func setUpWithError() throws {
    reel = try builtProduct("reel")
    folder = try makeTemporaryFolder(self)
    environment = [
      "REEL_WATCHLIST_DB": folder.appendingPathComponent("library.sqlite").path,
      "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
      "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
    ]
  }

  @discardableResult
  private func reel(_ arguments: String..., stdin: Data? = nil, status: Int32 = 0) throws
    -> ProcessResult
  {
    let result = try runProcess(
      reel, ["watchlist"] + arguments, environment: environment, stdin: stdin)
    XCTAssertEqual(result.status, status, "reel watchlist \(arguments): \(result.stderr)")
    return result
  }

  func testAddListRemove() throws {
    XCTAssertEqual(
      try reel().stdout,
      "The watchlist is empty. Add a movie with `reel watchlist add ID` or `w` in the browser.\n")
    XCTAssertEqual(
      try reel("add", "603", "--note", "with Sam").stdout,
      "Added \u{201C}The Matrix\u{201D} (1999).\n")
    XCTAssertEqual(
      try reel("add", "603").stdout,
      "\u{201C}The Matrix\u{201D} (1999) was already on the watchlist.\n")
    try reel("add", "78")

    let table = try reel("list", "--sort", "year").stdout.split(separator: "\n")
    XCTAssertEqual(table[0], "Watchlist · 2 movies · by year")
    XCTAssertTrue(table[1].hasPrefix(" ID  TITLE"), "\(table)")
    XCTAssertTrue(table[2].hasPrefix("603  The Matrix"), "\(table)")
    XCTAssertTrue(table[2].contains("  1999   8.2  "), "\(table)")
    XCTAssertEqual(table[3].trimmingCharacters(in: .whitespaces), "note: with Sam")
    XCTAssertTrue(table[4].hasPrefix(" 78  Blade Runner"), "\(table)")
    XCTAssertTrue(table.allSatisfy { $0.count <= 80 })

    let json = try reel("list", "--json", "--sort", "title").stdout
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    XCTAssertEqual(decoded?.compactMap { $0["id"] as? Int }, [78, 603])
    XCTAssertEqual(decoded?.last?["note"] as? String, "with Sam")

    XCTAssertEqual(
      try reel("remove", "603").stdout, "Removed \u{201C}The Matrix\u{201D} (1999).\n")
    XCTAssertEqual(
      try reel("remove", "603").stdout, "Movie 603 is not on the watchlist.\n")
    XCTAssertEqual(
      try SQLiteWatchlistStore(url: URL(fileURLWithPath: environment["REEL_WATCHLIST_DB"]!))
        .ids(), [78])
  }

  func testExportThenImportElsewhere() throws {
    try reel("add", "550")
    try reel("add", "78", "--note", "final cut")
    let exported = try reel("export").stdout
    let document = try WatchlistDocument.decode(Data(exported.utf8))
    XCTAssertEqual(document.entries.map(\.movieID), [550, 78], "oldest first")
    let file = folder.appendingPathComponent("backup.json")
    try Data(exported.utf8).write(to: file)

    environment["REEL_WATCHLIST_DB"] = folder.appendingPathComponent("other.sqlite").path
    try reel("add", "603")
    XCTAssertEqual(try reel("import", file.path).stdout, "Imported 2 new, 0 already there.\n")
    XCTAssertEqual(try reel("import", file.path).stdout, "Imported 0 new, 2 already there.\n")
    XCTAssertEqual(
      try reel("import", "-", stdin: Data(exported.utf8)).stdout,
      "Imported 0 new, 2 already there.\n")
    XCTAssertEqual(try reel("list").stdout.split(separator: "\n").count, 2 + 3 + 1)
  }

  func testImportRefusesABadFileAndChangesNothing() throws {
    let file = folder.appendingPathComponent("bad.json")
    let entries = (0..<5).map { index in
      #"{"id": \#(index == 3 ? "0" : String(index + 1)), "title": "T\#(index)", "added_at": "2024-01-01T00:00:00Z"}"#
    }
    try Data(
      #"{"format": "reel-watchlist", "version": 1, "entries": [\#(entries.joined(separator: ","))]}"#
        .utf8
    ).write(to: file)
    let result = try reel("import", file.path, status: 1)
    XCTAssertEqual(
      result.stderr,
      "reel: nothing was imported from \(file.path): entries[3]: \"id\" must be a whole number from 1 to 2147483647\n"
    )
    XCTAssertEqual(result.stdout, "")
    XCTAssertTrue(try reel().stdout.hasPrefix("The watchlist is empty."))
    let missing = try reel("import", folder.appendingPathComponent("nope.json").path, status: 1)
    XCTAssertTrue(missing.stderr.hasPrefix("reel: cannot read "), missing.stderr)
  }

  func testAFileThatIsNotADatabaseIsRefusedInPlainWords() throws {
    let path = environment["REEL_WATCHLIST_DB"]!
    try Data(repeating: 0xEE, count: 4096).write(to: URL(fileURLWithPath: path))
    let result = try reel("list", status: 1)
    XCTAssertEqual(
      result.stderr,
      "reel: \(path) is not an SQLite database (file is not a database), so Reel left it as it "
        + "is; if it is an old or damaged watchlist, move it away (mv \(path) \(path).old) and "
        + "Reel starts a new one\n")
    XCTAssertEqual(result.stdout, "")
  }

  func testTwoReelProcessesAddingAndRemovingAtOnce() throws {
    let ids = [101, 103, 104, 105, 108, 110, 550, 603, 78]
    try reel("add", "11216")
    let first = ids.map { (reel!, ["watchlist", "add", String($0)]) }
    let second =
      ids.map { (reel!, ["watchlist", "remove", String($0 + 1_000_000)]) }
      + [(reel!, ["watchlist", "remove", "11216"])]
    let results = try runConcurrently(
      zip(first, second).flatMap { [$0, $1] } + second.suffix(1), environment: environment)
    XCTAssertTrue(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
    XCTAssertEqual(
      try SQLiteWatchlistStore(url: URL(fileURLWithPath: environment["REEL_WATCHLIST_DB"]!))
        .ids(), Set(ids))
  }
}

extension WatchlistCommandTests {
  func testImportFromStandardInputIsBounded() throws {
    // Past the limit by one chunk: refused before it is all read into memory.
    let tooLarge = Data(repeating: 0x20, count: 64 * 1024 * 1024 + 70_000)
    let result = try runProcess(
      try builtProduct("reel"), ["watchlist", "import", "-"], environment: testEnvironment,
      stdin: tooLarge)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stderr,
      "reel: standard input is larger than 64 MB, too large for a watchlist export; nothing was "
        + "imported\n")
  }

  func testARepeatedMovieInOneFileIsNotAlreadyThere() throws {
    let file = """
      {"format": "reel-watchlist", "version": 1, "entries": [
        {"id": 603, "title": "The Matrix", "added_at": "2024-05-01T12:00:00Z"},
        {"id": 78, "title": "Blade Runner"},
        {"id": 603, "title": "The Matrix", "added_at": "2020-01-01T00:00:00Z", "note": "again"}
      ]}
      """
    let result = try runProcess(
      try builtProduct("reel"), ["watchlist", "import", "-"], environment: testEnvironment,
      stdin: Data(file.utf8))
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout,
      "Imported 2 new, 0 already there; 1 repeated entry in the file merged into one.\n")
  }

  func testNULInANoteSurvivesIntoTheExport() throws {
    let file = """
      {"format": "reel-watchlist", "version": 1, "entries": [
        {"id": 603, "title": "Before\\u0000After", "note": "keep\\u0000all"}]}
      """
    _ = try runProcess(
      try builtProduct("reel"), ["watchlist", "import", "-"], environment: testEnvironment,
      stdin: Data(file.utf8))
    let export = try runProcess(
      try builtProduct("reel"), ["watchlist", "export"], environment: testEnvironment)
    XCTAssertTrue(export.stdout.contains("\"title\" : \"BeforeAfter\""), export.stdout)
    XCTAssertTrue(export.stdout.contains("\"note\" : \"keepall\""), export.stdout)
  }
}

extension WatchlistCommandTests {
  /// A database its user cannot write: listed and exported, changes refused in plain words, and
  /// no `-shm`/`-wal` left beside it. Root writes anything, so as root the commands run as
  /// `nobody` (through setpriv); otherwise as the user running the tests.
  func testAReadOnlyDatabaseIsListedAndLeftAsItWas() throws {
    let folder = try makeTemporaryFolder(self)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o777], ofItemAtPath: folder.path)
    let database = folder.appendingPathComponent("w.sqlite")
    var environment = testEnvironment
    environment["REEL_WATCHLIST_DB"] = database.path
    environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
    environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
    // The commands read config.toml for their language: one of the test's own, not root's,
    // which `nobody` may not even look for (permission denied on /root).
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    let reel = try builtProduct("reel")
    let setup = try runProcess(reel, ["watchlist", "add", "603"], environment: environment)
    XCTAssertEqual(setup.status, 0, setup.stderr)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: database.path)

    func run(_ arguments: [String]) throws -> ProcessResult {
      guard getuid() == 0 else { return try runProcess(reel, arguments, environment: environment) }
      let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
      guard FileManager.default.isExecutableFile(atPath: setpriv.path) else {
        throw XCTSkip("running as root without setpriv to drop privileges")
      }
      return try runProcess(
        setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", reel.path] + arguments,
        environment: environment)
    }
    let listed = try run(["watchlist", "list"])
    XCTAssertEqual(listed.status, 0, listed.stderr)
    XCTAssertTrue(listed.stdout.contains("The Matrix"), listed.stdout)
    XCTAssertEqual(listed.stderr, "")
    let exported = try run(["watchlist", "export"])
    XCTAssertEqual(exported.status, 0, exported.stderr)
    let removed = try run(["watchlist", "remove", "603"])
    XCTAssertEqual(removed.status, 1)
    XCTAssertTrue(
      removed.stderr.hasSuffix(
        "reel: the watchlist database \(database.path) is read-only; nothing was saved\n"),
      removed.stderr)
    let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("w.sqlite") }
    XCTAssertEqual(siblings, ["w.sqlite"], "no -shm or -wal left behind")
  }
}

/// A row no TMDB film can have (an id of 0 or below: written by hand with the checks off, or a
/// flipped bit) is listed, so it must be removable the way it is listed.
final class DamagedRowRemovalTests: XCTestCase {
  func testARowWithAnIdTMDBNeverGivesIsRemovedByThatId() throws {
    let reel = try builtProduct("reel")
    let folder = try makeTemporaryFolder(self)
    let database = folder.appendingPathComponent("library.sqlite")
    let environment = [
      "REEL_WATCHLIST_DB": database.path,
      "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
      "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
    ]
    do {
      let store = try SQLiteWatchlistStore(url: database)
      try store.add(
        MovieSummary(id: 603, title: "The Matrix", releaseDate: "1999-03-31"), note: nil)
      try store.pool.close()
    }
    let queue = try DatabaseQueue(path: database.path)
    try queue.write { db in
      try db.execute(
        sql: """
          PRAGMA ignore_check_constraints = 1;
          INSERT INTO watchlist (movie_id, title, year, added_at)
            VALUES (0, 'Zero', 1999, '2020-01-01T00:00:00.000Z'),
                   (-4, 'Below', NULL, '2020-01-02T00:00:00.000Z');
          """)
    }
    try queue.close()
    func run(_ arguments: String...) throws -> ProcessResult {
      try runProcess(reel, ["watchlist"] + arguments, environment: environment)
    }
    let zero = try run("remove", "0")
    XCTAssertEqual(zero.stdout, "Removed “Zero” (1999).\n", zero.stderr)
    XCTAssertEqual(zero.status, 0)
    let below = try run("remove", "-4")
    XCTAssertEqual(below.stdout, "Removed “Below”.\n", below.stderr)
    let again = try run("remove", "-4")
    XCTAssertNotEqual(again.status, 0)
    XCTAssertEqual(
      again.stderr, "reel: a movie id is a whole number from 1 to 2147483647, not -4\n")
    let listed = try run("list")
    XCTAssertFalse(listed.stdout.contains("Zero") || listed.stdout.contains("Below"), listed.stdout)
    XCTAssertTrue(listed.stdout.contains("The Matrix"), listed.stdout)
  }
}

extension DamagedRowRemovalTests {
  func testPuttingBackARemovedDamagedRowSaysWhyInPlainWords() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let store = try SQLiteWatchlistStore(url: url)
    XCTAssertThrowsError(try store.add(MovieSummary(id: 0, title: "Zero"), note: nil)) { error in
      XCTAssertEqual(
        "\(error)", "0 is not a TMDB movie id (the row was damaged); not saved")
    }
    XCTAssertEqual(try store.entries(sortedBy: .added).count, 0)
  }
}
