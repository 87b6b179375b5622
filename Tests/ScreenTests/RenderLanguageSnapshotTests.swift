import Browser
import Foundation
import Screen
import SnapshotTesting
import TMDB
import XCTest

/// Whole screens in Persian, Arabic and Japanese: Reel's words from the strings tables, and
/// for the right-to-left languages the mirrored layout (list on the right, detail on the left,
/// text aligned right) with every line laid out by the bidi algorithm.
final class RenderLanguageSnapshotTests: XCTestCase {
  static let small = Size(width: 80, height: 24)
  static let large = Size(width: 120, height: 40)

  private func assertScreens(
    _ language: String, sizes: [Size] = [small, large], help: [KeyHelpSection] = [],
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line,
    _ make: (Size) -> RenderDriver
  ) {
    for size in sizes {
      let screen = make(size).screen(context: languageContext(language, help: help))
      assertSnapshot(
        of: screen, as: .lines, named: "\(language).\(size.width)x\(size.height)", file: file,
        testName: testName, line: line)
    }
  }

  private static func persianList(_ size: Size) -> RenderDriver {
    var driver = RenderDriver.started(size: size) { source, page in
      source == .category(.popular) ? PersianFixtures.page(page) : nil
    }
    driver.details[60243] = PersianFixtures.aboutEllyDetails
    driver.send(.watchlistChanged([60243]))
    return driver
  }

  func testPersianList() {
    assertScreens("fa-IR") { Self.persianList($0) }
  }

  func testArabicList() {
    assertScreens("ar-SA") { Self.persianList($0) }
  }

  func testJapaneseList() {
    assertScreens("ja-JP", sizes: [Self.large]) { size in
      var driver = RenderDriver.started(size: size)
      driver.command(.moveDown)
      return driver
    }
  }

  func testPersianDetailAlone() {
    assertScreens("fa-IR", sizes: [Self.small]) { size in
      var driver = Self.persianList(size)
      driver.command(.openDetail)
      return driver
    }
  }

  func testPersianHome() {
    assertScreens("fa-IR") { size in
      var driver = RenderDriver(size: size) { source, page in
        source == .category(.upcoming) ? nil : PersianFixtures.page(page)
      }
      driver.state.settings.start = .home
      driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
      driver.send(.homeViewportChanged(Layout.homeViewport(for: size)))
      driver.send(.start)
      driver.command(.moveDown)
      driver.command(.moveRight)
      return driver
    }
  }

  func testPersianSearchTyping() {
    assertScreens("fa-IR", sizes: [Self.small]) { size in
      var driver = Self.persianList(size)
      driver.command(.focusSearch)
      driver.command(.insertText("درباره"))
      return driver
    }
  }

  func testArabicHelpAndWords() {
    assertScreens("ar-SA", help: RenderFixtures.help) { size in
      var driver = Self.persianList(size)
      driver.command(.toggleHelp)
      return driver
    }
  }

  func testArabicConfigFailure() {
    assertScreens("ar-SA", sizes: [Self.small]) { size in
      var driver = RenderDriver(size: size)
      driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
      _ = reduce(&driver.state, .start)
      driver.send(.watchlistLoaded(RequestID(2), []))
      driver.send(.configurationFailed(RequestID(1), Failure(.offline, "Could not connect.")))
      return driver
    }
  }

  func testPersianEmptyWatchlist() {
    assertScreens("fa-IR", sizes: [Self.small]) { size in
      var driver = Self.persianList(size)
      driver.command(.showWatchlist)
      return driver
    }
  }
}
