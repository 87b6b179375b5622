import TMDB
import XCTest

@testable import Browser

/// The inspector overlay's view state in the browser: it takes every key while open, its
/// actions become effects, and a paused request changes the status, never the phase.
final class InspectorOverlayTests: XCTestCase {
  func testTheOverlayOpensTakesEveryKeyAndCloses() {
    let store = TestStore.showingPopular()
    store.send(.toggleInspector, effects: []) { $0.overlay = .inspector(InspectorView()) }
    // Keys meant for the list do nothing below the overlay.
    store.send(.moveDown, effects: [])
    store.send(.refresh, effects: [])
    store.send(.inspector(.select(4)), effects: []) {
      $0.overlay = .inspector(Self.view { $0.selected = 4 })
    }
    store.send(.inspector(.open(4)), effects: []) {
      $0.overlay = .inspector(
        Self.view {
          $0.selected = 4
          $0.pane = .detail(4)
        })
    }
    store.send(.inspector(.closePane), effects: []) {
      $0.overlay = .inspector(Self.view { $0.selected = 4 })
    }
    store.send(.inspector(.closePane), effects: []) { $0.overlay = nil }
    store.send(.toggleInspector, effects: []) { $0.overlay = .inspector(InspectorView()) }
    store.send(.toggleInspector, effects: []) { $0.overlay = nil }
    store.finish()
  }

  /// A request's detail scrolls as far as the frame says it reaches, and no further: PgUp
  /// after many PgDn moves at once.
  func testTheDetailsScrollIsClampedToWhatTheFrameReaches() {
    let store = TestStore.showingPopular()
    store.send(.toggleInspector, effects: []) { $0.overlay = .inspector(InspectorView()) }
    store.send(.inspector(.open(2)), effects: []) {
      $0.overlay = .inspector(Self.view { $0.pane = .detail(2) })
    }
    store.send(.inspector(.scrollDetail(2_000)), effects: []) {
      $0.overlay = .inspector(
        Self.view {
          $0.pane = .detail(2)
          $0.detailScroll = 2_000
        })
    }
    XCTAssertEqual(store.state.overlayScrollPosition, 2_000)
    store.send(.overlayScrollLimit(31), effects: []) {
      $0.overlay = .inspector(
        Self.view {
          $0.pane = .detail(2)
          $0.detailScroll = 31
        })
    }
    store.send(.inspector(.scrollDetail(-10)), effects: []) {
      $0.overlay = .inspector(
        Self.view {
          $0.pane = .detail(2)
          $0.detailScroll = 21
        })
    }
    store.finish()
  }

  func testATypedPatternBecomesABreakpointEffect() {
    let store = TestStore.showingPopular()
    store.send(.toggleInspector, effects: []) { $0.overlay = .inspector(InspectorView()) }
    store.send(.inspector(.beginInput(.breakpointPattern)), effects: []) {
      $0.overlay = .inspector(Self.view { $0.input = .breakpointPattern })
    }
    store.send(.inspector(.editInput("search/movie")), effects: []) {
      $0.overlay = .inspector(
        Self.view {
          $0.input = .breakpointPattern
          $0.inputText = "search/movie"
        })
    }
    store.send(
      .inspector(.commitInput), effects: [.inspector(.addBreakpoint("search/movie"))]
    ) {
      $0.overlay = .inspector(Self.view { $0.inputText = "search/movie" })
    }
    store.finish()
  }

  func testTheFilterAppliesAsItIsTyped() {
    let store = TestStore.showingPopular()
    store.send(.toggleInspector, effects: []) { $0.overlay = .inspector(InspectorView()) }
    store.send(.inspector(.beginInput(.filter)), effects: []) {
      $0.overlay = .inspector(Self.view { $0.input = .filter })
    }
    store.send(.inspector(.editInput("503")), effects: []) {
      $0.overlay = .inspector(
        Self.view {
          $0.input = .filter
          $0.inputText = "503"
          $0.filter = "503"
        })
    }
    store.finish()
  }

  func testAPausedRequestChangesTheStatusNotThePhase() {
    let store = TestStore.showingPopular()
    let phase = store.state.phase
    let paused = [PausedRequest(endpoint: "/3/movie/popular", secondsLeft: 57)]
    store.send(.pausedRequests(paused), effects: []) { $0.pausedRequests = paused }
    XCTAssertEqual(store.state.phase, phase)
    store.send(.pausedRequests([]), effects: []) { $0.pausedRequests = [] }
    store.finish()
  }

  func testActionsWorkWithTheOverlayClosedAndTheirWordsGoToTheStatusBar() {
    let store = TestStore.showingPopular()
    store.send(
      .inspector(.act(.continueEdited(exchange: 3))),
      effects: [.inspector(.continueEdited(exchange: 3))])
    store.send(.inspector(.note("Continued.")), effects: []) { $0.status = .notice("Continued.") }
    store.finish()
  }

  private static func view(_ change: (inout InspectorView) -> Void) -> InspectorView {
    var view = InspectorView()
    change(&view)
    return view
  }
}
