import Foundation
import Screen
import TMDB
import XCTest

@testable import App

/// The request detail says why a request was tried again in the screen's language
/// ("retried after server error (503)" kept the record's English inside Japanese words), and a
/// failure whose words held the credential is shown masked in every language.
final class LocalisedInspectorRetryTests: XCTestCase {
  struct Flaky: Transport {
    let calls = Counter()
    func send(_ request: TransportRequest) async throws -> TransportResponse {
      calls.increment() == 1
        ? TransportResponse(status: 503, body: Data())
        : TransportResponse(status: 200, body: Data("{}".utf8))
    }
  }

  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() -> Int {
      lock.withLock {
        count += 1
        return count
      }
    }
  }

  /// Throws a redirect to a URL that quotes the key back.
  struct RedirectsWithKey: Transport {
    func send(_ request: TransportRequest) async throws -> TransportResponse {
      throw NetworkFailure.redirectRefused(to: "https://elsewhere.example/?api_key=\(key)")
    }
  }

  static let key = "0123456789abcdef0123456789abcdef"

  private func detail(
    _ upstream: any Transport, language: String, credential: Credential? = nil
  ) async throws -> String {
    let record = NetworkRecord()
    let retrying = RetryingTransport(
      wrapping: upstream, policy: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(1)),
      onRetry: { record.noteRetry($0) })
    let transport = InspectingTransport(
      wrapping: retrying, record: record, source: .network, credential: credential)
    _ = try? await transport.send(TransportRequest(path: "/3/movie/popular"))
    let exchange = try XCTUnwrap(record.exchanges().first)
    let screen = try XCTUnwrap(ScreenLanguage(code: language))
    return InspectorDetailText.lines(
      exchange, baseURL: "https://api.themoviedb.org", edited: nil, language: screen
    ).joined(separator: "\n")
  }

  func testARetrysReasonIsSaidInJapanese() async throws {
    let text = try await detail(Flaky(), language: "ja-JP")
    XCTAssertTrue(text.contains("サーバーエラー（503）"), text)
    XCTAssertFalse(text.contains("server error"), text)
  }

  func testARetrysReasonReadsAsBeforeInEnglish() async throws {
    let text = try await detail(Flaky(), language: "en-US")
    XCTAssertTrue(text.contains("retried after server error (503) (waited "), text)
  }

  func testAFailureThatQuotesTheKeyIsMaskedInEveryLanguage() async throws {
    let credential = try XCTUnwrap(Credential(Self.key, declared: .apiKey, origin: "test"))
    for language in ["en-US", "ja-JP", "fa-IR", "ar-EG"] {
      let text = try await detail(RedirectsWithKey(), language: language, credential: credential)
      XCTAssertFalse(text.contains(Self.key), "\(language): \(text)")
      XCTAssertTrue(text.contains("api_key=••••"), "\(language): \(text)")
    }
  }
}
