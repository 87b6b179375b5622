import XCTest

@testable import Browser

/// A home row turns over a screen of cards when the selection passes its edge, keeping the
/// card it left at that edge; it never scrolls past its ends, and knows which cards a step
/// past an edge would bring in (their posters load ahead).
final class HomeRowPagingTests: XCTestCase {
  func testTheRowTurnsOverAScreenAtItsEdgesKeepingTheCardLeftBehind() {
    // (selected, top, cards per row, cards in the row) -> first card shown
    let cases: [(Int, Int, Int, Int, Int, String)] = [
      (2, 0, 3, 10, 0, "in view: still"),
      (3, 0, 3, 10, 2, "past the right edge: card 2 stays at the left"),
      (1, 2, 3, 10, 0, "past the left edge: card 2 stays at the right"),
      (9, 6, 3, 10, 7, "the last screen is full"),
      (0, 7, 3, 10, 0, "back to the start"),
      (20, 0, 8, 60, 19, "a page down lands one card in"),
      (2, 0, 2, 10, 2, "two a screen: no card of context"),
      (1, 2, 2, 10, 0, "two a screen, leftwards"),
      (5, 4, 1, 10, 5, "one a screen: card by card"),
      (2, 0, 8, 3, 0, "a row shorter than the screen never scrolls"),
    ]
    for (selected, top, cards, count, expected, why) in cases {
      XCTAssertEqual(
        HomeRowPaging.top(selected: selected, top: top, cardsPerRow: cards, rowCount: count),
        expected, why)
    }
  }

  func testTheCardsAStepPastAnEdgeBringInAreKnownWhenTheSelectionNearsIt() {
    func coming(_ selected: Int, _ top: Int, _ cards: Int, _ count: Int) -> [Int] {
      HomeRowPaging.cardsComingIntoView(
        selected: selected, top: top, cardsPerRow: cards, rowCount: count)
    }
    XCTAssertEqual(coming(0, 0, 8, 60), [], "far from the right edge, at the row's start")
    XCTAssertEqual(coming(5, 0, 8, 60), [], "two cards from the edge")
    XCTAssertEqual(coming(6, 0, 8, 60), Array(8..<15), "next to the last: the next screen")
    XCTAssertEqual(coming(8, 7, 8, 60), Array(0..<7), "next to the first: the screen before")
    XCTAssertEqual(coming(58, 52, 8, 60), [], "at the row's end nothing comes from the right")
    XCTAssertEqual(coming(52, 52, 8, 60), Array(45..<52), "but the screen before does")
    XCTAssertEqual(coming(1, 0, 3, 4), [3], "the last screen brings in only what is left")
  }
}
