import Foundation
import ReelTestSupport
import XCTest

/// `reel list|search --pages` against the stand-in server: one process, every page once,
/// within the live gate, and a clear account when a page fails.
final class LivePagesTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(_ arguments: [String], server: StandInServer) throws -> ProcessResult {
    var environment = ["HOME": home.path, "TMDB_API_KEY": testKey]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = home.appendingPathComponent(name).path
    }
    return try runProcess(
      try builtProduct("reel"),
      ["--api-base-url", server.baseURL.absoluteString, "--no-cache"] + arguments,
      environment: environment)
  }

  private func json(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
  }

  func testAllPagesComeInOneProcessOnceEachWithinTheGate() throws {
    let server = try StandInServer { await catalogReply($0, delay: 0.05) }
    defer { server.stop() }
    let run = try reel(["list", "popular", "--pages", "all", "--json"], server: server)
    XCTAssertEqual(run.status, 0, run.stderr)
    // Nothing but progress (which a slow machine may show) on stderr.
    XCTAssertTrue(
      run.stderr.split(separator: "\n").allSatisfy {
        $0.hasPrefix("reel: ") && $0.hasSuffix(" pages")
      },
      run.stderr)
    let pages = server.requests.map { $0.value("page") ?? "?" }
    XCTAssertEqual(pages.sorted { Int($0)! < Int($1)! }, (1...12).map(String.init))
    XCTAssertTrue(server.requests.allSatisfy { $0.path == "/3/movie/popular" })
    // The live gate's 20, TMDB's limit of connections per address.
    XCTAssertLessThanOrEqual(server.peakConcurrency, 20)
    XCTAssertGreaterThan(server.peakConcurrency, 1, "the pages after the first go in parallel")
    let document = try json(run.stdout)
    XCTAssertEqual(document["page_range"] as? [String: Int], ["first": 1, "last": 12])
    XCTAssertEqual(document["complete"] as? Bool, true)
    XCTAssertEqual(document["total_pages"] as? Int, 12)
    let results = try XCTUnwrap(document["results"] as? [[String: Any]])
    let ids = results.compactMap { $0["id"] as? Int }
    XCTAssertEqual(Set(ids).count, ids.count, "no movie twice")
    XCTAssertEqual(ids.count + (document["duplicates_dropped"] as? Int ?? -1), 227)
    // Live and replay print the same document.
    let replay = try reel(
      ["--replay", "list", "popular", "--pages", "all", "--json"], server: server)
    XCTAssertEqual(replay.stdout, run.stdout)
  }

  func testAFailingPageKeepsThePagesBeforeItAndSaysWhichOneFailed() throws {
    let server = try StandInServer { request in
      if request.value("page") == "3" {
        return .json(
          404,
          #"{"status_code": 34, "status_message": "The resource you requested could not be found."}"#
        )
      }
      return await catalogReply(request)
    }
    defer { server.stop() }
    let run = try reel(["list", "popular", "--pages", "1-6", "--json"], server: server)
    XCTAssertEqual(run.status, 1)
    let lines = run.stderr.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, run.stderr)
    XCTAssertTrue(run.stderr.hasPrefix("reel: page 3 failed: "), run.stderr)
    XCTAssertTrue(run.stderr.hasSuffix("; printed pages 1–2\n"), run.stderr)
    XCTAssertFalse(run.stderr.contains(".;"), "no full stop before the clause: \(run.stderr)")
    XCTAssertFalse(run.stderr.contains(testKey))
    let document = try json(run.stdout)
    XCTAssertEqual(document["complete"] as? Bool, false)
    XCTAssertEqual(document["failed_page"] as? Int, 3)
    XCTAssertEqual(document["page_range"] as? [String: Int], ["first": 1, "last": 2])
    XCTAssertEqual((document["results"] as? [Any])?.count, 40)
  }

  func testASlowRunShowsProgressOnStderrWhenStdoutIsNotATerminal() throws {
    // Slow enough to pass a second with 8 in flight: page 1, then two waves of the other 11.
    let server = try StandInServer { await catalogReply($0, delay: 0.5) }
    defer { server.stop() }
    let run = try reel(["list", "popular", "--pages", "1-12", "--json-lines"], server: server)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stderr.contains(" of 12 pages\n"), run.stderr)
    XCTAssertTrue(run.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("reel: ") })
    let lines = run.stdout.split(separator: "\n")
    XCTAssertGreaterThan(lines.count, 200)
    for line in lines {
      let movie = try json(String(line))
      XCTAssertNotNil(movie["id"] as? Int)
      XCTAssertNotNil(movie["title"] as? String)
    }
  }

  func testSearchPagesAskForTheQueryOnEveryPage() throws {
    let server = try StandInServer { await catalogReply($0) }
    defer { server.stop() }
    let run = try reel(["search", "the", "--pages", "1-3"], server: server)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(server.requests.allSatisfy { $0.value("query") == "the" })
    let first = try XCTUnwrap(run.stdout.split(separator: "\n").first)
    XCTAssertTrue(first.hasPrefix("Search “the” · page"), String(first))
  }
}
