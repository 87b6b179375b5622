import TMDB
import XCTest

@testable import Browser

/// keys2: counts before motions (`5j`, `50G`), Esc dropping them, a lone digit keeping its
/// own key.
final class CountTests: XCTestCase {
  func testFiveJMovesFiveRowsInOneJump() {
    let store = TestStore.showingPopular()
    let trending = Command.showCategory(.trending)
    store.send(
      .countDigit(5, otherwise: trending),
      effects: [.startTimer(.countPause, token: 2, milliseconds: 600)]
    ) {
      $0.pendingCount = PendingCount(value: 5, otherwise: trending)
      $0.timers[.countPause] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .moveDown,
      effects: [
        .cancelTimer(.countPause), .startTimer(.detailPreview, token: 3, milliseconds: 150),
      ]
    ) {
      $0.pendingCount = nil
      $0.timers = [.detailPreview: 3]
      $0.nextTimerToken = 4
      $0.main.selectedRow = 5
      $0.main.topRow = 1
      $0.detail = .none
    }
    store.previewDetails(of: 106, token: 3, request: 5)
    store.finish()
  }

  func testTwelveGGoesToRowTwelveAndEscapeDropsACount() {
    let store = TestStore.showingPopular()
    store.send(.countDigit(7, otherwise: nil), effects: []) {
      $0.pendingCount = PendingCount(value: 7, otherwise: nil)
    }
    // Esc drops the count and nothing else happens.
    store.send(.cancel, effects: []) { $0.pendingCount = nil }
    let popular = Command.showCategory(.popular)
    store.send(
      .countDigit(1, otherwise: popular),
      effects: [.startTimer(.countPause, token: 2, milliseconds: 600)]
    ) {
      $0.pendingCount = PendingCount(value: 1, otherwise: popular)
      $0.timers[.countPause] = 2
      $0.nextTimerToken = 3
    }
    // A second digit makes it a number: the digit's own key is off.
    store.send(
      .countDigit(2, otherwise: .showCategory(.topRated)), effects: [.cancelTimer(.countPause)]
    ) {
      $0.pendingCount = PendingCount(value: 12, otherwise: nil)
      $0.timers[.countPause] = nil
    }
    store.send(.last, effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]) {
      $0.pendingCount = nil
      $0.main.selectedRow = 11
      $0.main.topRow = 7
      $0.detail = .none
      $0.timers = [.detailPreview: 3]
      $0.nextTimerToken = 4
    }
    store.previewDetails(of: 112, token: 3, request: 5)
    store.finish()
  }

  func testALoneDigitDoesItsOwnThingAfterThePause() {
    let store = TestStore.showingPopular()
    let trending = Command.showCategory(.trending)
    store.send(
      .countDigit(5, otherwise: trending),
      effects: [.startTimer(.countPause, token: 2, milliseconds: 600)]
    ) {
      $0.pendingCount = PendingCount(value: 5, otherwise: trending)
      $0.timers[.countPause] = 2
      $0.nextTimerToken = 3
    }
    var expected = store.state
    expected.timers[.countPause] = nil
    expected.pendingCount = nil
    let effects = reduce(&expected, .command(trending))
    store.send(.timerFired(.countPause, token: 2), effects: effects) { $0 = expected }
    XCTAssertEqual(store.state.main.pendingSource, .category(.trending))
  }
}
