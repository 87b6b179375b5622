import Foundation
import TMDB
import XCTest

@testable import App

/// The inspector's `y` copies a request as a curl command to paste into a shell. What the user
/// typed (a search) goes into it, so nothing typed may do anything in the shell but be the
/// query: not `$(…)`, not a quote, and not `!`, which an interactive bash expands from its
/// history even inside double quotes.
final class CurlCommandTests: XCTestCase {
  private func exchange(query: [QueryItem], headers: [(String, String)] = []) -> InspectedExchange {
    InspectedExchange(
      id: 1, startedAt: Date(), method: "GET", path: "/3/search/movie", query: query,
      requestHeaders: headers.map { (name: $0.0, value: $0.1) }, source: .network,
      browserRequest: nil)
  }

  /// The command with `curl` swapped for printf, run by bash: the URL as the shell passes it.
  private func urlAsTheShellSeesIt(_ command: String) throws -> String {
    XCTAssertTrue(command.hasPrefix("curl "), command)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", "printf '%s\\n' " + command.dropFirst("curl ".count)]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: "\n")
    return String(lines.last ?? "")
  }

  func testATypedQueryReachesTheShellAsTheQueryAndNothingElse() throws {
    let typed = #"a!!b $(touch /tmp/reel-pwned) `id` "quoted" \ 'single' ; & | > x !-1"#
    let command = CurlCommand.make(
      exchange(query: [QueryItem("query", typed), QueryItem("page", "1")]),
      baseURL: "https://api.themoviedb.org")
    XCTAssertFalse(command.contains("!"), "bash expands ! from its history: \(command)")
    let url = try urlAsTheShellSeesIt(command)
    let components = try XCTUnwrap(URLComponents(string: url), url)
    XCTAssertEqual(components.host, "api.themoviedb.org")
    XCTAssertEqual(components.path, "/3/search/movie")
    XCTAssertEqual(components.queryItems?.first { $0.name == "query" }?.value, typed)
    XCTAssertEqual(components.queryItems?.first { $0.name == "page" }?.value, "1")
    XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/reel-pwned"))
  }

  func testTheCredentialIsTheEnvironmentVariableNeverAValue() {
    let command = CurlCommand.make(
      exchange(
        query: [QueryItem("api_key", SecretScrubber.publicMask)],
        headers: [("Authorization", "Bearer ••••")]),
      baseURL: "https://api.themoviedb.org/")
    XCTAssertTrue(command.contains("api_key=$TMDB_API_KEY"), command)
    XCTAssertTrue(command.contains(#"-H "Authorization: Bearer $TMDB_ACCESS_TOKEN""#), command)
  }
}
