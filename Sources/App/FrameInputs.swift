import Browser
import Foundation
import Screen

/// What a frame is rendered from, kept from the last frame drawn so the loop can tell that
/// another would look the same. `render` reads nothing else: the browser state, the size and
/// the render context, of which the loop changes only the spinner's frame, the inspector's
/// snapshot and the poster board (the rest is fixed for the loop's life). Posters that arrive
/// change the frame without touching any of those, so their count is kept too.
struct FrameInputs {
  var state: BrowserState
  /// How many events the session had taken when the frame was drawn: while it has taken no
  /// more, the state is the same without comparing it.
  var events: Int
  var size: Size
  var spinnerFrame: Int
  var inspector: InspectorSnapshot
  var posters: PosterSlot?
  var posterArrivals: Int

  /// Cheapest comparisons first; the state, the dearest, only when events came since.
  func matches(
    _ session: BrowserSession, size: Size, context: RenderContext, posterArrivals: Int
  ) -> Bool {
    self.posterArrivals == posterArrivals && self.size == size
      && spinnerFrame == context.spinnerFrame && inspector == context.inspector
      && posters == context.posters
      && (events == session.eventsTaken || state == session.state)
  }
}

/// A count other threads add to and the loop reads (posters arriving from their loading
/// tasks).
final class ArrivalCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  var count: Int { lock.withLock { value } }

  func note() { lock.withLock { value &+= 1 } }
}
