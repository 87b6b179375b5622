import Foundation
import ReelTestSupport
import XCTest

@testable import App
@testable import TMDB

/// Once a live run has its credential, no message of the process quotes it, whatever made the
/// message: an error carrying a server's words from a layer that did not know the key, a
/// foreign error, a line for the log; nor a part of it (its first eight characters).
final class RememberedSecretTests: XCTestCase {
  /// Its own, so no other test's text is redacted of it.
  private let key = "k5f3c9a1e7b2d4c6f8a0e9d8c7b6a5f4"

  private func liveServices() throws {
    var options = ConnectionOptions()
    options.apiKey = key
    options.apiBaseURL = "http://127.0.0.1:9"
    _ = try Services.make(options, environment: [:])
  }

  private func holdsAnyOfIt(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.contains(key.lowercased().prefix(8)) || lower.contains(key.lowercased().suffix(8))
  }

  func testMessagesMadeFarFromTheCredentialDoNotQuoteIt() throws {
    try liveServices()
    let errors: [any Error] = [
      TMDBError.rejected(status: 422, message: "Invalid key \(key.uppercased())"),
      TMDBError.server(status: 500, message: "key \(key.prefix(8))… unknown"),
      TMDBError.badResponse(endpoint: "x", reason: "saw …\(key.suffix(10))"),
      NSError(domain: "x", code: 1, userInfo: [NSLocalizedDescriptionKey: "echo \(key)"]),
    ]
    for error in errors {
      let message = userMessage(for: error)
      XCTAssertFalse(holdsAnyOfIt(message), message)
      XCTAssertTrue(message.contains("<redacted>"), message)
    }
  }

  func testTheLogNeverHoldsIt() throws {
    try liveServices()
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("reel.log")
    let log = try LogFile(url: url)
    log.write("GET /3/x failed: server said \(key.uppercased()) and \(key.prefix(9))")
    let text = try String(contentsOf: url, encoding: .utf8)
    XCTAssertFalse(holdsAnyOfIt(text), text)
    XCTAssertTrue(text.contains("server said <redacted> and <redacted>"), text)
  }

  func testInnocentTextKeepsItsWords() {
    let redactor = Redactor(secrets: [key])
    // Seven of its characters in a row are not yet a part worth hiding.
    let text = "Films k5f3c9a and 1e7b2d4, 5 stars; key art by F. Key."
    XCTAssertEqual(redactor.redact(text), text)
  }

  /// Reel's own errors quote what they were given (a base URL that is not one): the key in it
  /// is not quoted back, on stderr or in the status bar.
  func testReelsOwnErrorsDoNotQuoteIt() throws {
    var options = ConnectionOptions()
    options.apiKey = key
    options.apiBaseURL = "ftp://host/\(key)"
    XCTAssertThrowsError(try Services.make(options, environment: [:])) { error in
      let message = userMessage(for: error)
      XCTAssertFalse(holdsAnyOfIt(message), message)
      XCTAssertTrue(message.contains("ftp://host/<redacted>"), message)
    }
  }
}
