import Browser
import Foundation
import Screen
import Synchronization

/// What a frame is rendered from, kept from the last frame drawn so the loop can tell that
/// another would look the same. `render` reads nothing else: the browser state, the size and
/// the render context, of which the loop changes only the spinner's frame, the inspector's
/// snapshot and the poster board (the rest is fixed for the loop's life). Posters that arrive
/// change the frame without touching any of those, so their count is kept too.
///
/// The state itself is not copied when the frame is drawn: nearly always a key comes next,
/// which is drawn without comparing, and the copy (a retain of every list, timer and request
/// the state holds, and their releases at the key) was paid at every press for nothing. It
/// is kept (`keepState`) only when a wake without input is about to change the state by a
/// result or a timer: the only wake whose frame is compared with it.
struct FrameInputs {
  /// The state the frame was drawn from; nil until a wake without input keeps it. Boxed: an
  /// optional of the whole state made every drop of these inputs (at every key) ask the
  /// runtime for the state's layout to tell whether it was there; a box is one reference.
  var state: KeptState?
  /// How many events the session had taken when the frame was drawn: while it has taken no
  /// more, the state is the same without comparing it.
  var events: Int
  var size: Size
  var spinnerFrame: Int
  var inspector: InspectorSnapshot
  var posters: PosterSlot?
  var posterArrivals: Int
  /// False for the inputs of no frame (before the first, and once input came: `forget`),
  /// which match none. Kept as a flag, not as an optional of the inputs: dropping such an
  /// optional (at every key) went through the runtime's witnesses for its layout.
  var isDrawn = true

  /// The inputs of no frame: the loop's before it draws the first.
  static func nothingDrawn() -> FrameInputs {
    FrameInputs(
      state: nil, events: 0, size: Size(width: 0, height: 0), spinnerFrame: 0,
      inspector: InspectorSnapshot(), posters: nil, posterArrivals: 0, isDrawn: false)
  }

  /// Input came: the next frame is drawn without comparing, so these inputs are of no more
  /// use. The kept state is let go of now: while it is held, every dictionary the key changes
  /// (the lists, the timers) is copied whole first.
  mutating func forget() {
    isDrawn = false
    state = nil
  }

  /// Cheapest comparisons first; the state, the dearest, only when events came since.
  func matches(
    _ session: BrowserSession, size: Size, context: RenderContext, posterArrivals: Int
  ) -> Bool {
    isDrawn && self.posterArrivals == posterArrivals && self.size == size
      && spinnerFrame == context.spinnerFrame && inspector == context.inspector
      && posters == context.posters
      && (events == session.eventsTaken || state.map { $0.state == session.state } == true)
  }

  /// Keeps the state the frame was drawn from, before results or timers change it: while
  /// the session has taken no event since the frame, its state is still that one.
  mutating func keepState(of session: BrowserSession) {
    guard isDrawn, state == nil, events == session.eventsTaken else { return }
    state = KeptState(session.state)
  }
}

/// A copy of the state, kept for comparing the next frame's with it.
final class KeptState {
  let state: BrowserState
  init(_ state: BrowserState) { self.state = state }
}

/// A count other threads add to and the loop reads (posters arriving from their loading
/// tasks).
final class ArrivalCounter: Sendable {
  /// An atomic, not a lock: the loop reads it at every frame, and an `NSLock` is a call into
  /// Foundation and the C library's mutex (code cold after the wait for a key) each time.
  private let value = Atomic<Int>(0)

  var count: Int { value.load(ordering: .acquiring) }

  func note() { _ = value.wrappingAdd(1, ordering: .releasing) }
}
