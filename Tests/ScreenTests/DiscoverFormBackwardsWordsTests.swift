import Browser
import Screen
import XCTest

/// What the form says of a range typed backwards, on the screen.
final class DiscoverFormBackwardsWordsTests: XCTestCase {
  func testTheFormSaysTheRangeRunsBackwardsAndHowToWriteIt() {
    var driver = RenderDriver.started(size: Size(width: 120, height: 40))
    driver.command(.showDiscover)
    for _ in 0..<DiscoverForm.Field.years.rawValue { driver.command(.moveDown) }
    driver.command(.insertText("1999-1990"))
    driver.command(.submitSearch)
    let screen = driver.screen()
    XCTAssertTrue(
      screen.contains("Years: the range runs backwards; type 1990-1999."), screen)
    XCTAssertFalse(screen.contains("type a year like 1994"), screen)
  }
}
