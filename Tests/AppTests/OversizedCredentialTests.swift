import Foundation
import ReelTestSupport
import XCTest

/// A credential far longer than any TMDB hands out (a v3 key is 32 hex digits, a v4 token a
/// few hundred characters): a whole file pasted into `api_key`, say. It was sent, redacted from
/// every line and refused by the server, about 5 s later (review39). Now it is refused before
/// anything is asked, in words that name where it came from and never quote it.
final class OversizedCredentialTests: XCTestCase {
  /// A key no one would mistake for words of Reel's, so a leak of any part of it shows.
  private static let secret = String(repeating: "k3Yq", count: 225_000)

  private func reel(
    _ arguments: [String], environment extra: [String: String] = [:], config: String? = nil
  ) throws -> ProcessResult {
    let scratch = try makeTemporaryFolder(self)
    var environment: [String: String] = [:]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    if let config {
      let folder = scratch.appendingPathComponent("XDG_CONFIG_HOME/reel")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("config.toml")
      try Data(config.utf8).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }
    // Nothing listens there: a request made at all fails as "could not connect".
    environment["TMDB_API_BASE_URL"] = "http://127.0.0.1:9"
    environment.merge(extra) { $1 }
    return try runProcess(try builtProduct("reel"), arguments, environment: environment)
  }

  private func assertRefused(
    _ run: ProcessResult, origin: String?, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
    XCTAssertEqual(run.stdout, "", file: file, line: line)
    if let origin {
      XCTAssertTrue(
        run.stderr.hasPrefix("reel: the API key from \(origin) is 100000 characters,"),
        run.stderr.prefix(300) + "", file: file, line: line)
    }
    XCTAssertTrue(
      run.stderr.contains("longer than any TMDB key or token"), run.stderr.prefix(300) + "",
      file: file, line: line)
    XCTAssertFalse(run.stderr.contains("k3Yq"), "the key is quoted", file: file, line: line)
    XCTAssertFalse(run.stderr.contains("connect"), "it was sent", file: file, line: line)
  }

  func testAKeyOfAWholeFileInTheConfigIsRefusedUnsent() throws {
    let run = try reel(
      ["list", "popular"], config: "api_key = \"\(Self.secret)\"\n")
    XCTAssertTrue(
      run.stderr.hasPrefix("reel: the API key from /")
        && run.stderr.contains("/reel/config.toml is 900000 characters,"),
      run.stderr.prefix(300) + "")
    assertRefused(run, origin: nil)
  }

  func testAnOversizedKeyFromTheEnvironmentOrTheCommandLineIsRefusedUnsent() throws {
    // An environment variable or argument holds at most 128 KB on Linux.
    let key = String(Self.secret.prefix(100_000))
    assertRefused(
      try reel(["search", "dune"], environment: ["TMDB_API_KEY": key]), origin: "TMDB_API_KEY")
    assertRefused(try reel(["show", "550", "--api-key", key]), origin: "--api-key")
  }

  /// Replay mode never sends it, so it does not stand in the way there.
  func testReplayIgnoresIt() throws {
    let run = try reel(
      ["--replay", "list", "popular"], config: "api_key = \"\(Self.secret)\"\n")
    XCTAssertEqual(run.status, 0, String(run.stderr.prefix(300)))
  }

  /// `reel info` says what is wrong with it, as it says a config file's problem.
  func testInfoSaysItIsUnusable() throws {
    let run = try reel(["info"], config: "api_key = \"\(Self.secret)\"\n")
    XCTAssertEqual(run.status, 0, String(run.stderr.prefix(300)))
    XCTAssertFalse(run.stdout.contains("k3Yq"))
    let line = run.stdout.split(separator: "\n").first { $0.hasPrefix("credential:") }
    XCTAssertTrue(
      line?.contains("longer than any TMDB key or token") ?? false, String(line ?? "none"))
  }

  /// A real v4 token (about 250 characters) is still taken.
  func testATokenOfTheUsualLengthIsSent() throws {
    let token = "eyJ" + String(repeating: "a", count: 260)
    let run = try reel(
      ["list", "popular", "--timeout", "1"], environment: ["TMDB_ACCESS_TOKEN": token])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("could not connect"), run.stderr)
  }
}
