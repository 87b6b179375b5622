import App
import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// The response cache keeps an answer only when Reel could use it. It kept any JSON object, so
/// an answer the client refuses (another page than the one asked for, another film, a
/// configuration without an image address) replaced the last good one: offline, the user got
/// the refusal again instead of what TMDB last said; and a configuration, served from the
/// cache for a day without asking, kept Reel from starting for that day however well the
/// server answered meanwhile.
final class CacheKeepsUsableAnswersTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  /// What the server does, step by step: the test moves it on.
  private final class Script: @unchecked Sendable {
    private let lock = NSLock()
    private var step = 0
    var current: Int { lock.withLock { step } }
    func next() { lock.withLock { step += 1 } }
  }

  /// The live stack with the response cache on, as `reel` builds it, in this test's folder.
  private func client(_ server: StandInServer) throws -> TMDBClient {
    var options = ConnectionOptions()
    options.apiBaseURL = server.baseURL.absoluteString
    options.useResponseCache = true
    options.timeout = 5
    let environment = [
      "TMDB_API_KEY": testKey, "HOME": home.path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
    ]
    return try Services.make(options, environment: environment).client
  }

  private let reset = Reply.resetMidBody(
    body: Data(String(repeating: " ", count: 5000).utf8), after: 10)

  func testAPageAnsweredForAnotherPageDoesNotReplaceTheLastGoodOne() async throws {
    let script = Script()
    let server = try StandInServer { [reset] request in
      switch script.current {
      case 0: return await catalogReply(request)
      case 1:
        var seventh = request
        seventh.query = [QueryItem("page", "7")]
        return await catalogReply(seventh)
      default: return reset
      }
    }
    defer { server.stop() }
    let client = try client(server)
    let good = try await client.page(.category(.popular), page: 2)
    script.next()
    do {
      _ = try await client.page(.category(.popular), page: 2)
      XCTFail("page 7 for page 2 is refused")
    } catch {
      XCTAssertEqual(error, .wrongPage(endpoint: "popular page 2", asked: 2, answered: 7))
    }
    script.next()
    // Offline: what TMDB last said for page 2, not the page 7 it sent meanwhile.
    let offline = try await client.page(.category(.popular), page: 2)
    XCTAssertEqual(offline.results.map(\.id), good.results.map(\.id))
  }

  func testAnotherFilmsDetailsDoNotReplaceTheLastGoodOnes() async throws {
    let script = Script()
    let server = try StandInServer { [reset] request in
      switch script.current {
      case 0: return await catalogReply(request)
      case 1:
        var other = request
        other.path = "/3/movie/155"
        return await catalogReply(other)
      default: return reset
      }
    }
    defer { server.stop() }
    let client = try client(server)
    let good = try await client.details(id: 27205)
    script.next()
    do {
      _ = try await client.details(id: 27205)
      XCTFail("another film's details are refused")
    } catch {
      XCTAssertEqual(error, .wrongMovie(asked: 27205, answered: 155))
    }
    script.next()
    let offline = try await client.details(id: 27205)
    XCTAssertEqual(offline.title, good.title)
  }

  func testAConfigurationReelCannotUseIsNotServedForADay() async throws {
    let script = Script()
    let server = try StandInServer { request in
      script.current == 0
        ? .json(200, #"{"images": {"poster_sizes": ["w92"]}}"#) : await catalogReply(request)
    }
    defer { server.stop() }
    let client = try client(server)
    do {
      _ = try await client.configuration()
      XCTFail("a configuration without an image address is refused")
    } catch {
      XCTAssertEqual(
        error,
        .badResponse(endpoint: "configuration", reason: #"missing "secure_base_url" in images"#))
    }
    script.next()
    // The server is right again: Reel asks it, and starts.
    let configuration = try await client.configuration()
    XCTAssertFalse(configuration.images.secureBaseURL.isEmpty)
    XCTAssertEqual(server.requests.count, 2)
  }
}
