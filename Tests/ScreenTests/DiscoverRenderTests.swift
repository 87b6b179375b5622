import Browser
import Screen
import SnapshotTesting
import TMDB
import XCTest

/// The discover form over the list, and the list it runs titled with its filters.
final class DiscoverRenderTests: XCTestCase {
  func testTheFormShowsItsFieldsAndTheListIsTitledWithTheFilters() {
    var driver = RenderDriver.started(size: Size(width: 100, height: 30))
    driver.command(.showDiscover)
    driver.command(.moveRight)
    driver.command(.moveDown)
    driver.command(.moveDown)
    driver.command(.insertText("1990-"))
    driver.command(.submitSearch)
    driver.command(.showDiscover)
    driver.command(.last)
    driver.command(.insertText("x"))
    let form = driver.screen()
    assertSnapshot(of: form, as: .lines, named: "100x30")
    XCTAssertTrue(form.contains("Years            1990-"), form)
    driver.command(.cancel)
    let list = driver.screen()
    XCTAssertTrue(list.contains("Discover: Action · from 1990 · most popular"), list)
  }
}
