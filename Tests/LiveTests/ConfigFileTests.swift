import Foundation
import ReelTestSupport
import TMDB
import XCTest

@testable import App

/// `config.toml`: the subset Reel reads, its warnings, and where it stands among flags and
/// environment.
final class ConfigFileTests: XCTestCase {
  func testTheKeysReelReads() throws {
    let config = try ConfigFile(
      parsing: """
        # Reel
        api_key = "\(testKey)"   # v3
        access_token = 'eyJ-literal\\not-an-escape'
        api_base_url = "http://127.0.0.1:8080/"
        language = "pt-BR"
        region = "BR"
        """, path: "/c/config.toml")
    XCTAssertEqual(config.apiKey, testKey)
    XCTAssertEqual(config.accessToken, #"eyJ-literal\not-an-escape"#)
    XCTAssertEqual(config.apiBaseURL, "http://127.0.0.1:8080/")
    XCTAssertEqual(config.language, "pt-BR")
    XCTAssertEqual(config.region, "BR")
    XCTAssertEqual(config.warnings, [])
  }

  func testEscapesInBasicStrings() throws {
    let config = try ConfigFile(
      parsing: #"api_base_url = "a\"b\\c\u00e9""#, path: "c.toml")
    // (Not `language`: one that is no language tag is now dropped, with a warning.)
    XCTAssertEqual(config.apiBaseURL, "a\"b\\c\u{e9}")
  }

  func testUnknownKeysAndTablesAreWarnedAboutNotFatal() throws {
    let config = try ConfigFile(
      parsing: "apikey = \"x\"\n[tmdb]\napi_key = \"y\"\n", path: "c.toml")
    XCTAssertNil(config.apiKey)
    XCTAssertEqual(
      config.warnings,
      [
        "c.toml line 1: unknown key \"apikey\" ignored",
        "c.toml line 2: Reel has no [tmdb] table; its keys are ignored",
      ])
  }

  func testMistakesNameTheLine() {
    for (text, line) in [
      ("\napi_key", 2), ("api_key = \"open", 1), ("api_key = \"a\" b", 1),
      ("# a\n[keys\n", 2),
    ] {
      XCTAssertThrowsError(try ConfigFile(parsing: text, path: "c.toml")) {
        let message = ($0 as? ReelError)?.message ?? ""
        XCTAssertTrue(message.hasPrefix("c.toml line \(line): "), message)
      }
    }
    XCTAssertThrowsError(try ConfigFile(parsing: "region = \"US\"\napi_key = 1234", path: "c.toml"))
    {
      XCTAssertEqual(
        ($0 as? ReelError)?.message, "c.toml line 2: api_key must be a quoted string, not integer")
    }
  }

  func testAFileOthersCanReadIsWarnedAbout() throws {
    let folder = try makeTemporaryFolder(self)
    let file = folder.appendingPathComponent("config.toml")
    try Data("api_key = \"\(testKey)\"\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    let open = try XCTUnwrap(try ConfigFile.load(from: file))
    XCTAssertEqual(
      open.warnings,
      [
        "\(file.path) holds your TMDB credential and other users can read it; run chmod 600 \(file.path)"
      ])
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    XCTAssertEqual(try ConfigFile.load(from: file)?.warnings, [])
    XCTAssertNil(try ConfigFile.load(from: folder.appendingPathComponent("absent.toml")))
  }

  func testItLivesUnderXDGConfigHome() {
    XCTAssertEqual(
      ConfigFile.location(environment: ["XDG_CONFIG_HOME": "/x/conf"]).path,
      "/x/conf/reel/config.toml")
  }

  func testFlagsThenEnvironmentThenConfigFile() throws {
    var config = ConfigFile(path: "/c/config.toml")
    config.apiKey = testKey
    var options = ConnectionOptions()
    let fromFile = Services.resolveCredential(options, environment: [:], config: config)
    XCTAssertEqual(fromFile?.description, "API key from /c/config.toml")
    let fromEnvironment = Services.resolveCredential(
      options, environment: ["TMDB_ACCESS_TOKEN": testToken], config: config)
    XCTAssertEqual(fromEnvironment?.description, "access token from TMDB_ACCESS_TOKEN")
    options.apiKey = testKey
    let fromFlag = Services.resolveCredential(
      options, environment: ["TMDB_ACCESS_TOKEN": testToken], config: config)
    XCTAssertEqual(fromFlag?.description, "API key from --api-key")
  }

  func testTheConfigFileMakesReelLiveAndSetsItsDefaults() throws {
    var config = ConfigFile(path: "/c/config.toml")
    config.accessToken = testToken
    config.apiBaseURL = "http://127.0.0.1:9"
    config.language = "ja-JP"
    config.warnings = ["a warning"]
    let services = try Services.make(ConnectionOptions(), environment: [:], config: config)
    XCTAssertEqual(services.mode, .live)
    XCTAssertEqual(services.client.language, "ja-JP")
    XCTAssertEqual(services.warnings, ["a warning"])
    var replay = ConnectionOptions()
    replay.forceReplay = true
    XCTAssertEqual(try Services.make(replay, environment: [:], config: config).mode, .replay)
  }

  func testABadBaseURLSaysWhereItCameFrom() {
    var options = ConnectionOptions()
    options.apiKey = testKey
    XCTAssertThrowsError(
      try Services.make(options, environment: ["TMDB_API_BASE_URL": "ftp://mirror"])
    ) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message,
        "the API base URL \"ftp://mirror\" from TMDB_API_BASE_URL is not an http(s) URL")
    }
  }
}
