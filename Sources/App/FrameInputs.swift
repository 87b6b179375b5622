import Browser
import Foundation
import Screen

/// What a frame is rendered from, kept from the last frame drawn so the loop can tell that
/// another would look the same. `render` reads nothing else: the browser state, the size and
/// the render context (spinner frame, inspector snapshot, posters); posters that arrive change
/// the frame without touching any of those, so their count is kept too.
struct FrameInputs {
  var state: BrowserState
  var size: Size
  var context: RenderContext
  var posterArrivals: Int

  /// Cheapest comparisons first: a key press usually changes the state, whose comparison is
  /// the dearest (and which stops at the first difference).
  func matches(
    _ state: BrowserState, size: Size, context: RenderContext, posterArrivals: Int
  ) -> Bool {
    self.posterArrivals == posterArrivals && self.size == size
      && self.context.spinnerFrame == context.spinnerFrame && self.context == context
      && self.state == state
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
