import Foundation
import ReelTestSupport
import XCTest

/// The built `reel` binary against the stand-in server: the "done means", run.
final class LiveCommandLineTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  /// Runs `reel` with nothing of the developer's environment: its own XDG folders, and only
  /// the credentials given here.
  private func reel(_ arguments: [String], environment extra: [String: String] = [:]) throws
    -> ProcessResult
  {
    var environment = ["HOME": home.path]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = home.appendingPathComponent(name).path
    }
    return try runProcess(
      try builtProduct("reel"), arguments, environment: environment.merging(extra) { $1 })
  }

  func testSearchWithAKeyFromTheEnvironmentGoesLive() throws {
    let server = try StandInServer { await catalogReply($0) }
    defer { server.stop() }
    let live = try reel(
      ["--api-base-url", server.baseURL.absoluteString, "search", "dune", "--json"],
      environment: ["TMDB_API_KEY": testKey])
    XCTAssertEqual(live.status, 0, live.stderr)
    XCTAssertEqual(live.stderr, "")
    let request = try XCTUnwrap(server.requests.first)
    XCTAssertEqual(request.path, "/3/search/movie")
    XCTAssertEqual(request.value("api_key"), testKey)
    XCTAssertEqual(request.value("query"), "dune")
    // The stand-in answers from the catalog, so live and replay print the same.
    let replay = try reel(["--replay", "search", "dune", "--json"])
    XCTAssertEqual(live.stdout, replay.stdout)
    XCTAssertTrue(live.stdout.contains("\"title\" : \"Dune\""), live.stdout)
  }

  /// A folder where the response cache's file belongs: the cache could not be opened and the
  /// offline fallback was off without a word. The answer still comes, and the reason is said.
  func testACacheThatCannotBeOpenedIsSaidAndCostsNothingElse() throws {
    let server = try StandInServer { await catalogReply($0) }
    defer { server.stop() }
    let cacheFile = home.appendingPathComponent("XDG_CACHE_HOME/reel/cache.sqlite")
    try FileManager.default.createDirectory(at: cacheFile, withIntermediateDirectories: true)
    let live = try reel(
      ["--api-base-url", server.baseURL.absoluteString, "list", "popular"],
      environment: ["TMDB_API_KEY": testKey])
    XCTAssertEqual(live.status, 0, live.stderr)
    XCTAssertTrue(live.stdout.contains("Popular"), live.stdout)
    XCTAssertTrue(
      live.stderr.contains("the response cache cannot be opened ("), live.stderr)
    XCTAssertTrue(live.stderr.contains("not kept for use offline"), live.stderr)
    XCTAssertFalse(live.stderr.contains(testKey))
  }

  func testARecordedSessionReplaysOfflineTheSame() throws {
    let server = try StandInServer { await catalogReply($0) }
    defer { server.stop() }
    let folder = home.appendingPathComponent("recording").path
    let token = ["TMDB_ACCESS_TOKEN": testToken]
    let base = ["--api-base-url", server.baseURL.absoluteString, "--record", folder]
    let commands = [["search", "dune", "--json"], ["show", "438631"], ["list", "top-rated"]]
    var recorded: [String] = []
    for command in commands {
      let run = try reel(base + command, environment: token)
      XCTAssertEqual(run.status, 0, run.stderr)
      recorded.append(run.stdout)
    }
    server.stop()
    for (command, output) in zip(commands, recorded) {
      let replayed = try reel(["--replay-dir", folder] + command)
      XCTAssertEqual(replayed.status, 0, replayed.stderr)
      XCTAssertEqual(replayed.stdout, output, "\(command)")
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    // Three commands, four answers: `show` also asks where the film can be watched.
    XCTAssertEqual(files.count, 4, "\(files)")
    for file in files {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      XCTAssertFalse(text.contains(testToken), file)
    }
  }

  func testARefusedKeyIsOneLineNamingWhereItCameFrom() throws {
    let server = try StandInServer { _ in .json(401, invalidKeyBody) }
    defer { server.stop() }
    let run = try reel(
      ["--api-base-url", server.baseURL.absoluteString, "list", "popular"],
      environment: ["TMDB_API_KEY": testKey])
    XCTAssertNotEqual(run.status, 0)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(
      run.stderr,
      "reel: TMDB refused the API key from TMDB_API_KEY (401: Invalid API key: You must be granted a valid key.).\n"
    )
  }

  func testTheConfigFileGivesTheKeyAndIsWarnedAboutWhenOthersCanReadIt() throws {
    let server = try StandInServer { _ in .json(401, invalidKeyBody) }
    defer { server.stop() }
    let folder = home.appendingPathComponent("XDG_CONFIG_HOME/reel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config.toml")
    try Data(
      "api_key = \"\(testKey)\"\napi_base_url = \"\(server.baseURL.absoluteString)\"\n".utf8
    ).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    let run = try reel(["show", "550"])
    XCTAssertNotEqual(run.status, 0)
    XCTAssertEqual(
      run.stderr,
      """
      reel: warning: \(file.path) holds your TMDB credential and other users can read it; run chmod 600 \(file.path)
      reel: TMDB refused the API key from \(file.path) (401: Invalid API key: You must be granted a valid key.).

      """)
    XCTAssertEqual(server.requests.first?.value("api_key"), testKey)
  }

  func testANetworkFailureIsOneLineAndNeverShowsTheKey() throws {
    let port = try closedPort()
    let run = try reel(
      ["--api-key", testKey, "--api-base-url", "http://127.0.0.1:\(port)", "show", "550"])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr,
      "reel: Network error loading movie 550: could not connect to 127.0.0.1:\(port) (the connection was refused or the network is down).\n"
    )
    XCTAssertFalse(run.stderr.contains(testKey))
  }
}
