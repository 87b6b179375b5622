import Foundation
import Images
import ReelTestSupport
import ReplayCatalog
import TMDB
import XCTest

/// Posters in live mode against the stand-in server: the URL the configuration names, no
/// credentials on image requests, the API's gate shared, HTTP faults as placeholders, and a
/// second run served from the disk cache with the image host down.
final class PosterRequestTests: XCTestCase {
  private let rendering = PosterRendering(
    choice: ImageChoice(.symbols, colors: .trueColor, reason: "test"))

  func testPostersComeFromTheConfiguredURLWithoutCredentialsThenFromTheDiskCache() async throws {
    let jpeg = try catalogPosterJPEG()
    let server = try StandInServer { request in
      if request.path == "/3/configuration" {
        return .json(
          200,
          """
          {"images": {"secure_base_url": "http://127.0.0.1:PORT/t/p/",
           "poster_sizes": ["w92", "w154", "w185", "w342", "original"]}}
          """)
      }
      if request.path.hasPrefix("/t/p/") {
        return .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: jpeg)
      }
      return .json(404, "{}")
    }
    defer { server.stop() }
    let gate = RequestGate()
    for credential in [
      Credential(testKey, declared: .apiKey, origin: "TMDB_API_KEY"),
      Credential(testToken, declared: .accessToken, origin: "TMDB_ACCESS_TOKEN"),
    ] {
      let client = liveClient(server, credential: credential, gate: gate)
      var configuration = try await client.configuration().images
      configuration.secureBaseURL = configuration.secureBaseURL.replacingOccurrences(
        of: "PORT", with: String(server.port))
      let folder = try makeTemporaryFolder(self)
      let loader = PosterLoader(
        source: try HTTPImageSource(configuration: configuration, gate: gate),
        diskCache: DiskImageCache(directory: folder), rendering: rendering)
      let request = PosterRequest(posterPath: "/abc.jpg", title: "A", columns: 20, rows: 14)
      guard case .poster = await loader.load(request) else { return XCTFail("no poster") }
      let image = try XCTUnwrap(server.requests.last)
      XCTAssertEqual(image.path, "/t/p/w342/abc.jpg", "size chosen for 20x14 cells of 10x20 px")
      XCTAssertEqual(image.query, [])
      XCTAssertNil(image.headers["authorization"])
      let everything = image.headers.map { "\($0)=\($1)" }.joined() + image.path
      XCTAssertFalse(everything.contains(testKey))
      XCTAssertFalse(everything.contains(testToken))
    }
  }

  func testASecondRunShowsThePosterFromDiskWithTheImageHostDown() async throws {
    let jpeg = try catalogPosterJPEG()
    let server = try StandInServer { _ in
      .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: jpeg)
    }
    let folder = try makeTemporaryFolder(self)
    let configuration = ImageConfiguration(
      secureBaseURL: server.baseURL.absoluteString + "/t/p/", posterSizes: ["w185", "w342"])
    let request = PosterRequest(posterPath: "/abc.jpg", title: "A", columns: 20, rows: 14)
    let first = PosterLoader(
      source: try HTTPImageSource(configuration: configuration, gate: RequestGate()),
      diskCache: DiskImageCache(directory: folder), rendering: rendering)
    guard case .poster(let shown) = await first.load(request) else { return XCTFail("online") }
    server.stop()
    let second = PosterLoader(
      source: try HTTPImageSource(
        configuration: configuration, gate: RequestGate(), timeout: 2,
        policy: RetryPolicy(maxAttempts: 1)),
      diskCache: DiskImageCache(directory: folder), rendering: rendering)
    let again = await second.load(request)
    XCTAssertEqual(again, .poster(shown))
    let unseen = PosterRequest(posterPath: "/other.jpg", title: "Other", columns: 20, rows: 14)
    guard case .placeholder(_, .network) = await second.load(unseen) else {
      return XCTFail("an unseen poster with the host down is the placeholder")
    }
  }

  func testHTTPFaultsArePlaceholders() async throws {
    let server = try StandInServer { request in
      switch request.path {
      case "/t/p/w185/missing.jpg": .json(404, "{\"status_code\": 34}")
      case "/t/p/w185/html.jpg":
        .respond(
          status: 200, headers: ["Content-Type": "text/html"],
          body: Data("<!doctype html><title>captive portal</title>".utf8))
      default: .respond(status: 200, body: Data())
      }
    }
    defer { server.stop() }
    let configuration = ImageConfiguration(
      secureBaseURL: server.baseURL.absoluteString + "/t/p/", posterSizes: ["w185"])
    let loader = PosterLoader(
      source: try HTTPImageSource(
        configuration: configuration, gate: RequestGate(), policy: fastPolicy()),
      diskCache: nil, rendering: rendering)
    func failure(_ path: String) async -> ImageFailure? {
      let result = await loader.load(
        PosterRequest(posterPath: path, title: "T", columns: 10, rows: 7))
      if case .placeholder(_, let failure) = result { return failure }
      return nil
    }
    let missing = await failure("/missing.jpg")
    XCTAssertEqual(missing, .httpStatus(404))
    let html = await failure("/html.jpg")
    XCTAssertEqual(html, .notJPEG(what: "an HTML page"))
    let empty = await failure("/empty.jpg")
    XCTAssertEqual(empty, .empty)
  }
}

/// Image requests wait their turn at the API's gate: they count against the same limits.
final class PosterGateTests: XCTestCase {
  func testImageRequestsWaitAtTheAPIsGate() async throws {
    let jpeg = try catalogPosterJPEG()
    let server = try StandInServer { _ in .respond(status: 200, body: jpeg) }
    defer { server.stop() }
    let gate = RequestGate(maxInFlight: 1)
    try await gate.enter()  // an API request holds the only slot
    let loader = PosterLoader(
      source: try HTTPImageSource(
        configuration: ImageConfiguration(
          secureBaseURL: server.baseURL.absoluteString + "/t/p/", posterSizes: ["w185"]),
        gate: gate),
      diskCache: nil,
      rendering: PosterRendering(choice: ImageChoice(.symbols, colors: .trueColor, reason: "")))
    let load = Task {
      await loader.load(PosterRequest(posterPath: "/a.jpg", title: "A", columns: 10, rows: 7))
    }
    try await Task.sleep(for: .milliseconds(200))
    XCTAssertEqual(server.requests.count, 0, "the image request waits while the API holds the gate")
    await gate.leave()
    guard case .poster = await load.value else { return XCTFail("then it goes") }
    XCTAssertEqual(server.requests.map(\.path), ["/t/p/w185/a.jpg"])
  }
}

/// One of the replay catalog's posters: a real JPEG for the stand-in image host to serve.
private func catalogPosterJPEG() throws -> Data {
  let folder = try XCTUnwrap(ReplayCatalog.directory()).appendingPathComponent("posters")
  let name = try XCTUnwrap(
    FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().first)
  return try Data(contentsOf: folder.appendingPathComponent(name))
}
