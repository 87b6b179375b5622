import Foundation
import XCTest

@testable import App

/// `--timeout` bounds a poster's download as it bounds each of the API's requests: the live
/// poster source carries it to the image source (see ImagesTests' PosterTimeLimitTests).
final class PosterTimeoutSettingTests: XCTestCase {
  func testTheTimeoutReachesThePosters() throws {
    var options = ConnectionOptions()
    options.apiKey = "0123456789abcdef0123456789abcdef"
    options.apiBaseURL = "http://127.0.0.1:9"
    options.useResponseCache = false
    options.timeout = 7
    let services = try Services.make(options, environment: [:], config: nil)
    guard case .live(_, let timeout) = services.posterSource else {
      return XCTFail("not the live poster source")
    }
    XCTAssertEqual(timeout, 7)
  }
}
