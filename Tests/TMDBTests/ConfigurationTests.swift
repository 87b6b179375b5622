import Foundation
import XCTest

@testable import TMDB

/// `/configuration` and the image URLs built from it.
final class ConfigurationTests: XCTestCase {
  static let body = """
    {"change_keys": ["adult"], "images": {
      "base_url": "http://image.tmdb.org/t/p/", "secure_base_url": "https://image.tmdb.org/t/p/",
      "backdrop_sizes": ["w300", "w780", "w1280", "original"],
      "logo_sizes": ["w45"], "poster_sizes": ["w92", "w154", "w185", "w342", "w500", "w780", "original"],
      "profile_sizes": ["w45", "w185", "h632", "original"], "still_sizes": ["w92"]}}
    """

  private func configuration(_ body: String) async throws(TMDBError) -> TMDBConfiguration {
    try await TMDBClient(transport: StubTransport(body: body)).configuration()
  }

  func testConfigurationDecodes() async throws {
    let images = try await configuration(Self.body).images
    XCTAssertEqual(images.secureBaseURL, "https://image.tmdb.org/t/p/")
    XCTAssertEqual(images.posterSizes, ["w92", "w154", "w185", "w342", "w500", "w780", "original"])
    XCTAssertEqual(images.profileSizes, ["w45", "w185", "h632", "original"])
  }

  func testImageURLs() async throws {
    let images = try await configuration(Self.body).images
    XCTAssertEqual(
      images.url(for: "/kqjL17yufvn9OVLyXYpvtyrFfak.jpg", size: "w342")?.absoluteString,
      "https://image.tmdb.org/t/p/w342/kqjL17yufvn9OVLyXYpvtyrFfak.jpg")
    XCTAssertEqual(
      images.url(for: "x.jpg", size: "original")?.absoluteString,
      "https://image.tmdb.org/t/p/original/x.jpg")
    XCTAssertNil(images.url(for: nil, size: "w342"))
    XCTAssertNil(images.url(for: "", size: "w342"))
  }

  func testAnUnlistedSizeTakesTheNearestListedOne() {
    let images = ImageConfiguration(
      secureBaseURL: "https://img.example/t/p", posterSizes: ["w92", "w185", "w500", "original"],
      profileSizes: ["h632"])
    XCTAssertEqual(
      images.url(for: "/a.jpg", size: "w342")?.absoluteString, "https://img.example/t/p/w185/a.jpg")
    XCTAssertEqual(
      images.url(for: "/a.jpg", size: "w400")?.absoluteString, "https://img.example/t/p/w500/a.jpg")
    XCTAssertEqual(
      images.url(for: "/a.jpg", size: "w100")?.absoluteString, "https://img.example/t/p/w92/a.jpg")
    XCTAssertEqual(
      images.url(for: "/a.jpg", size: "h600")?.absoluteString, "https://img.example/t/p/h632/a.jpg")
    XCTAssertEqual(
      images.url(for: "/a.jpg", size: "huge")?.absoluteString,
      "https://img.example/t/p/original/a.jpg")
    let hostile = ImageConfiguration(
      secureBaseURL: "https://img.example/", posterSizes: ["w-9223372036854775808", "w92", "w"])
    XCTAssertEqual(
      hostile.url(for: "a.jpg", size: "w342")?.absoluteString, "https://img.example/w92/a.jpg")
    let bare = ImageConfiguration(secureBaseURL: "https://img.example/", posterSizes: [])
    XCTAssertEqual(
      bare.url(for: "a.jpg", size: "w342")?.absoluteString, "https://img.example/original/a.jpg")
  }

  func testThePlainBaseURLStandsInForTheSecureOne() async throws {
    let images = try await configuration(
      #"{"images": {"base_url": "http://image.tmdb.org/t/p/", "secure_base_url": "", "poster_sizes": ["w92", 5]}}"#
    ).images
    XCTAssertEqual(images.secureBaseURL, "http://image.tmdb.org/t/p/")
    XCTAssertEqual(images.posterSizes, ["w92"])
  }

  func testConfigurationWithoutImagesFails() async {
    let noImages = await expectError { try await configuration(#"{"change_keys": []}"#) }
    XCTAssertEqual(noImages, .badResponse(endpoint: "configuration", reason: #"missing "images""#))
    let noBase = await expectError { try await configuration(#"{"images": {"poster_sizes": []}}"#) }
    XCTAssertEqual(
      noBase,
      .badResponse(endpoint: "configuration", reason: #"missing "secure_base_url" in images"#))
  }
}
