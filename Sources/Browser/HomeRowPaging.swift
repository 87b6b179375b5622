/// How a home row scrolls sideways: by a screen of cards, not by one card.
///
/// A row that slid one card per step moved every card on screen at every step past its edge:
/// each poster, frame and title was sent to the terminal again (~10 KB a step at 120 columns,
/// felt over ssh), and the strip crawled under the eye. Paging, as TV apps do, keeps the
/// strip still while the selection walks across it and turns it over once per screen; the
/// card the selection leaves stays at the edge it came from, so the eye keeps its place.
public enum HomeRowPaging {
  /// The first card shown once `selected` is selected in a row of `rowCount` cards showing
  /// `cardsPerRow` from `top`: `top` while the selection is in view, else the page that
  /// brings it in with the card before it (moving right) or after it (moving left) still
  /// shown.
  public static func top(selected: Int, top: Int, cardsPerRow: Int, rowCount: Int) -> Int {
    let shown = max(cardsPerRow, 1)
    // A card of context only when a screen holds three or more: with fewer, it would take
    // the place the step was meant to reveal.
    let context = shown >= 3 ? 1 : 0
    var first = top
    if selected >= top + shown {
      first = selected - context
    } else if selected < top {
      first = selected - shown + 1 + context
    }
    return min(max(first, 0), max(rowCount - shown, 0))
  }

  /// The cards a step past either edge would bring into view (those just out of view the
  /// other side of the edge the selection is near), for loading their posters ahead: empty
  /// while the selection is more than a card away from both edges.
  public static func cardsComingIntoView(
    selected: Int, top: Int, cardsPerRow: Int, rowCount: Int
  ) -> [Int] {
    let ahead = Self.ahead(
      selected: selected, top: top, cardsPerRow: cardsPerRow, rowCount: rowCount)
    return Array(ahead.after) + Array(ahead.before)
  }

  /// The cards a step past the edges would bring into view, as two ranges: those past the
  /// right edge and those past the left (each empty unless the selection is within a card of
  /// that edge). Plain numbers, so a frame compares them with the last frame's for nothing.
  public struct Ahead: Equatable, Sendable {
    public var after: Range<Int>
    public var before: Range<Int>

    public var isEmpty: Bool { after.isEmpty && before.isEmpty }
  }

  /// `cardsComingIntoView` as ranges, with nothing allocated.
  public static func ahead(selected: Int, top: Int, cardsPerRow: Int, rowCount: Int) -> Ahead {
    let shown = max(cardsPerRow, 1)
    let last = min(top + shown, rowCount) - 1
    var ahead = Ahead(after: 0..<0, before: 0..<0)
    if selected >= last - 1, last + 1 < rowCount {
      let next = Self.top(
        selected: last + 1, top: top, cardsPerRow: cardsPerRow, rowCount: rowCount)
      ahead.after = (last + 1)..<min(next + shown, rowCount)
    }
    if selected <= top + 1, top > 0 {
      let previous = Self.top(
        selected: top - 1, top: top, cardsPerRow: cardsPerRow, rowCount: rowCount)
      ahead.before = previous..<top
    }
    return ahead
  }
}
