import Foundation
import Images
import TMDB
import XCTest

/// An image request says it takes a JPEG, as the API's say they take JSON: a host or proxy
/// that answers by what is asked for (content negotiation) must not be told JSON for a poster.
final class ImageAcceptHeaderTests: XCTestCase {
  func testImageRequestsAcceptJPEGAndAPIRequestsJSON() async throws {
    let server = try StandInServer { request in
      request.path.hasPrefix("/t/p/")
        ? .respond(status: 404, body: Data()) : .json(200, #"{"results": [], "page": 1}"#)
    }
    defer { server.stop() }
    let source = try HTTPImageSource(
      configuration: ImageConfiguration(
        secureBaseURL: server.baseURL.absoluteString + "/t/p/", posterSizes: ["w185"]),
      gate: RequestGate(), policy: RetryPolicy(maxAttempts: 1))
    _ = try? await source.fetch(posterPath: "/abc.jpg", size: "w185")
    let image = try XCTUnwrap(server.requests.last)
    XCTAssertEqual(image.path, "/t/p/w185/abc.jpg")
    XCTAssertEqual(image.headers["accept"], "image/jpeg")

    let transport = HTTPTransport(baseURL: server.baseURL, credential: nil)
    _ = try await transport.send(TransportRequest(path: "/3/search/movie"))
    XCTAssertEqual(server.requests.last?.headers["accept"], "application/json")
  }
}
