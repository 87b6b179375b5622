import Browser
import Foundation
import Screen
import SnapshotTesting
import TMDB
import XCTest

/// Whole screens as text, at a common terminal size and a roomy one. Snapshots live in
/// __Snapshots__/RenderSnapshotTests; a missing one is recorded on the first run.
final class RenderSnapshotTests: XCTestCase {
  static let small = Size(width: 80, height: 24)
  static let large = Size(width: 120, height: 40)

  private func assertScreens(
    _ make: (Size) -> RenderDriver, context: RenderContext = testContext(),
    sizes: [Size] = [small, large], file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
  ) {
    for size in sizes {
      let screen = make(size).screen(context: context)
      assertSnapshot(
        of: screen, as: .lines, named: "\(size.width)x\(size.height)", file: file,
        testName: testName, line: line)
    }
  }

  /// Home at three sizes: rows of placeholder cards (images off), the selection on the third
  /// card of Popular, one row still loading.
  func testHomeScreen() {
    assertScreens(
      { size in
        var driver = RenderDriver(size: size) { source, page in
          source == .category(.upcoming) ? nil : RenderFixtures.categoryPage(page)
        }
        driver.state.settings.start = .home
        driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
        driver.send(.homeViewportChanged(Layout.homeViewport(for: size)))
        driver.send(.start)
        driver.command(.moveDown)
        driver.command(.moveRight)
        driver.command(.moveRight)
        return driver
      }, sizes: [Self.small, Self.large, Size(width: 60, height: 20)])
  }

  func testHomeCardOpensFullScreen() {
    assertScreens(
      { size in
        var driver = RenderDriver(size: size)
        driver.state.settings.start = .home
        driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
        driver.send(.homeViewportChanged(Layout.homeViewport(for: size)))
        driver.send(.start)
        driver.command(.moveRight)
        driver.command(.moveRight)
        driver.command(.moveRight)
        driver.command(.openDetail)
        return driver
      }, sizes: [Self.small])
  }

  func testPopularList() {
    assertScreens { size in
      var driver = RenderDriver.started(size: size)
      driver.send(.watchlistChanged([129, 603]))
      return driver
    }
  }

  func testSearchWithResults() {
    assertScreens { size in
      var driver = RenderDriver.started(size: size)
      driver.command(.focusSearch)
      driver.command(.insertText("dune"))
      driver.command(.submitSearch)
      driver.command(.moveDown)
      return driver
    }
  }

  func testSearchWithNoResults() {
    assertScreens { size in
      var driver = RenderDriver.started(size: size)
      driver.command(.focusSearch)
      driver.command(.insertText("xyz"))
      driver.command(.submitSearch)
      return driver
    }
  }

  /// Spirited Away opened: its Japanese original title, credits and a two-paragraph overview;
  /// at 80 columns the pane replaces the list, at 120 it sits beside it.
  func testDetailWithNonLatinTitle() {
    assertScreens { size in
      var driver = RenderDriver.started(size: size)
      driver.command(.moveDown)
      driver.command(.openDetail)
      return driver
    }
  }

  /// The list knows a movie's title, year, rating and overview before its details arrive.
  func testDetailWhileLoading() {
    assertScreens(
      { size in
        var driver = RenderDriver.started(size: size)
        driver.command(.moveDown)
        driver.command(.moveDown)
        return driver
      }, context: testContext(spinnerFrame: 3), sizes: [Self.large])
  }

  func testDetailFailed() {
    assertScreens(
      { size in
        var driver = RenderDriver.started(size: size)
        driver.command(.moveDown)
        driver.command(.moveDown)
        guard
          let request = driver.state.requests.first(where: {
            if case .details = $0.value { return true }
            return false
          })?.key
        else { return driver }
        driver.send(.detailsFailed(request, Failure(.timedOut, "TMDB did not answer in time.")))
        return driver
      }, sizes: [Self.large])
  }

  func testHelpOverlay() {
    assertScreens(
      { size in
        var driver = RenderDriver.started(size: size)
        driver.command(.toggleHelp)
        return driver
      }, context: testContext(help: RenderFixtures.help))
  }

  /// The `W` view after removing one movie: the date each was added, and `u` offered.
  func testWatchlistView() {
    assertScreens { size in
      var driver = RenderDriver.started(size: size)
      let movies = RenderFixtures.categoryPage(1).results.prefix(4)
      // Midday UTC, so the day shown is the same in any time zone the tests run in.
      driver.watchlistRows = movies.enumerated().map { index, movie in
        WatchlistRow(
          movie: movie, addedAt: Date(timeIntervalSince1970: 1_763_726_400 - Double(index) * 86_400)
        )
      }
      driver.command(.showWatchlist)
      driver.command(.moveDown)
      driver.command(.toggleWatchlist)
      return driver
    }
  }

  func testConfigFailure() {
    assertScreens { size in
      var driver = RenderDriver(size: size)
      driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
      // The configuration request stays unanswered, so it can fail on cue.
      _ = reduce(&driver.state, .start)
      driver.send(.watchlistLoaded(RequestID(2), []))
      driver.send(
        .configurationFailed(
          RequestID(1),
          Failure(
            .offline, "Could not connect to api.themoviedb.org. Check your network connection.")))
      return driver
    }
  }

  func testLoadingConfiguration() {
    assertScreens(
      { size in
        var driver = RenderDriver(size: size)
        _ = reduce(&driver.state, .start)
        return driver
      }, context: testContext(mode: "LIVE", spinnerFrame: 1))
  }

  /// The last page failed to load: its rows say so, and the status bar carries the error.
  func testFailedPageInStatusBar() {
    assertScreens { size in
      var driver = RenderDriver.started(size: size)
      driver.failingPages[500] = "Page 500 could not be loaded: TMDB answered 503."
      driver.command(.last)
      return driver
    }
  }

  func testTwentyByFive() {
    assertScreens({ size in RenderDriver.started(size: size) }, sizes: [Size(width: 20, height: 5)])
  }

  /// A narrow screen: short tab names, and the search field keeping the end of a long query.
  func testNarrowWhileTyping() {
    assertScreens(
      { size in
        var driver = RenderDriver.started(size: size)
        driver.holdsTimers = true
        driver.command(.focusSearch)
        driver.command(.insertText("the lord of the rings the return of the king"))
        return driver
      }, sizes: [Size(width: 60, height: 14), Size(width: 40, height: 10)])
  }
}
