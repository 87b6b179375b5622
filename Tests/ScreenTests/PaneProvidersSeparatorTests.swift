import Browser
import Foundation
import TMDB
import XCTest

@testable import Screen

/// The detail pane's "where to watch" joins a kind's providers the language's way, as
/// `reel show` now does ("Netflix、Hulu"), not with an English comma.
final class PaneProvidersSeparatorTests: XCTestCase {
  func testJapaneseJoinsProvidersWithTheIdeographicComma() throws {
    var driver = RenderDriver.started(size: Size(width: 120, height: 40))
    driver.providers[129] = WatchProviderResults(results: [
      "US": RegionWatchProviders(
        flatrate: [
          WatchProvider(providerID: 8, providerName: "Netflix"),
          WatchProvider(providerID: 15, providerName: "Hulu"),
        ])
    ])
    driver.command(.moveDown)
    driver.command(.openDetail)
    driver.command(.scroll(1_000))
    let screen = driver.screen(context: languageContext("ja-JP"))
    XCTAssertTrue(screen.contains("Netflix、Hulu"), screen)
  }
}
