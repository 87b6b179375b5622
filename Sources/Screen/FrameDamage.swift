import Synchronization

/// A rendered frame's account of how it came about, for a terminal that compares frames: its
/// number, the number of the frame it was drawn on, and the rectangles (as placed on the
/// screen) outside which its cells are that frame's, cell for cell.
///
/// The numbers make the account checkable: a terminal may compare only inside `rects` when
/// `base` is the number of the frame it shows, and must compare everything otherwise (a frame
/// rendered but never shown in between, a render from nothing, a screen it forgot).
public struct FrameDamage: Sendable, Equatable {
  /// This frame's number: unique in the process, whichever renderer drew it.
  public let serial: UInt64
  /// The number of the frame these cells were drawn on; nil when they were drawn from nothing.
  public let base: UInt64?
  /// Where the cells can differ from frame `base`'s.
  public let rects: [Rect]

  /// A new frame's account, numbered after every frame before it.
  init(base: UInt64?, rects: [Rect]) {
    serial = frameSerials.add(1, ordering: .relaxed).newValue
    self.base = base
    self.rects = rects
  }
}

/// The last frame number handed out.
private let frameSerials = Atomic<UInt64>(0)
