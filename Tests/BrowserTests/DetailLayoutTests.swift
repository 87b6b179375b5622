import TMDB
import XCTest

@testable import Browser

/// How the layout steers the detail pane: previews only when it is visible, scrolling bounded.
final class DetailLayoutTests: XCTestCase {
  func testANarrowLayoutLoadsDetailsOnlyWhenOpened() {
    let store = TestStore.showingPopular()
    store.send(.detailPaneShown(false), effects: []) {
      $0.detailBeside = false
    }
    // Moving shows what the row knows and asks for nothing: nobody can see the pane.
    store.send(.moveDown, effects: []) {
      $0.main.selectedRow = 1
      $0.detail = .none
    }
    store.send(
      .openDetail, effects: [.loadDetails(movieID: 102, req(5))]
    ) {
      $0.focus = .detail
      $0.detail = .loading(movieID: 102)
      $0.requests[req(5)] = .details(movieID: 102)
      $0.nextRequestID = 6
    }
    store.send(.detailsLoaded(req(5), details(102)), effects: [.loadRelated(movieID: 102, req(6))])
    {
      $0.requests[req(5)] = nil
      $0.detail = .loaded(details(102))
      $0.detailCache = [details(101), details(102)]
      $0.related = .loading(movieID: 102)
      $0.requests[req(6)] = .related(movieID: 102)
      $0.nextRequestID = 7
    }
    store.loadRelated(of: 102, request: 6)
    store.send(.back, effects: []) {
      $0.focus = .list
    }
    // Widening the terminal brings the pane back, and with it the preview of the selection.
    store.send(.moveDown, effects: []) {
      $0.main.selectedRow = 2
      $0.detail = .none
    }
    store.send(
      .detailPaneShown(true), effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.detailBeside = true
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.previewDetails(of: 103, token: 2, request: 7)
    store.finish()
  }

  func testTheDetailScrollStopsAtTheLimitTheLayoutReports() {
    let store = TestStore.showingPopular()
    store.send(.openDetail, effects: [.loadRelated(movieID: 101, req(5))]) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(5)] = .related(movieID: 101)
      $0.nextRequestID = 6
    }
    store.loadRelated(of: 101, request: 5)
    store.send(.pageDown, effects: []) {
      $0.detailScroll = 5
    }
    store.send(.detailScrollLimit(3), effects: []) {
      $0.detailScroll = 3
      $0.detailScrollLimit = 3
    }
    store.send(.moveUp, effects: []) {
      $0.detailScroll = 2
    }
    store.send(.detailScrollLimit(10), effects: []) { $0.detailScrollLimit = 10 }
    store.finish()
  }
}
