import CChafa
import Synchronization

/// Prepared chafa canvases, kept for the next poster of the same shape.
///
/// Making a canvas builds its symbol map (every built-in symbol looked at, the chosen ones
/// sorted and packed into bitmaps): for a card-sized poster that costs more than drawing it.
/// A canvas draws any number of images in turn, each `draw_all_pixels` replacing all of the
/// last one's cells, so a kept canvas gives exactly what a new one would.
///
/// Chafa is also told to draw on the calling thread: by default it starts and joins a thread
/// per processor for every canvas it draws, which for a few dozen cells costs more than the
/// drawing, and posters already draw off the UI thread, two at a time at most.
final class ChafaCanvases: Sendable {
  struct Shape: Hashable, Sendable {
    var columns: Int32
    var rows: Int32
    var mode: UInt32
    var tags: Int32
    /// Every symbol tried in every cell (chafa's work factor 1), instead of a short list
    /// guessed from the cell's shape first (its default, 0.5). See `SymbolRenderer`.
    var triesEverySymbol = false
  }

  /// A canvas between two uses: only ever touched by the one thread that took it.
  private struct Kept: @unchecked Sendable {
    var shape: Shape
    var canvas: OpaquePointer
  }

  /// Canvases waiting for their next poster, oldest first: a few shapes (card, detail pane,
  /// printed) and the two posters that draw at once.
  static let capacity = 6

  static let shared = ChafaCanvases()

  private let kept = Mutex<[Kept]>([])

  init() {
    _ = Self.drawOnCallingThread
  }

  /// Set once, before the first canvas draws.
  private static let drawOnCallingThread: Void = chafa_set_n_threads(1)

  /// Runs `body` with a canvas of `shape`, kept from an earlier poster or made now, and keeps
  /// it afterwards.
  func withCanvas<Result>(_ shape: Shape, _ body: (OpaquePointer) -> Result) -> Result {
    let reused = kept.withLock { kept -> OpaquePointer? in
      guard let index = kept.firstIndex(where: { $0.shape == shape }) else { return nil }
      return kept.remove(at: index).canvas
    }
    guard let canvas = reused ?? Self.make(shape) else {
      preconditionFailure("chafa could not make a canvas")
    }
    let result = body(canvas)
    let dropped = kept.withLock { kept -> OpaquePointer? in
      kept.append(Kept(shape: shape, canvas: canvas))
      return kept.count > Self.capacity ? kept.removeFirst().canvas : nil
    }
    if let dropped { chafa_canvas_unref(dropped) }
    return result
  }

  /// Canvases kept now, for tests of the bound.
  var keptCount: Int { kept.withLock { $0.count } }

  private static func make(_ shape: Shape) -> OpaquePointer? {
    let symbolMap = chafa_symbol_map_new()
    let config = chafa_canvas_config_new()
    defer {
      chafa_canvas_config_unref(config)
      chafa_symbol_map_unref(symbolMap)
    }
    chafa_symbol_map_add_by_tags(symbolMap, ChafaSymbolTags(rawValue: shape.tags))
    chafa_canvas_config_set_symbol_map(config, symbolMap)
    chafa_canvas_config_set_geometry(config, shape.columns, shape.rows)
    chafa_canvas_config_set_canvas_mode(config, ChafaCanvasMode(rawValue: shape.mode))
    if shape.triesEverySymbol { chafa_canvas_config_set_work_factor(config, 1) }
    return chafa_canvas_new(config)
  }

  deinit {
    for entry in kept.withLock({ $0 }) { chafa_canvas_unref(entry.canvas) }
  }
}
