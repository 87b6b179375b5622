/// Mirroring a screen for right-to-left languages: the list on the right, the detail pane on
/// the left, every rectangle reflected across the vertical centre of its container. Rows and
/// heights do not change; text inside a mirrored rectangle is aligned right by the bidi layer.
extension Rect {
  /// This rectangle reflected in `container`: x → container's width − x − width.
  public func mirrored(in container: Rect) -> Rect {
    Rect(x: container.x + container.maxX - maxX, y: y, width: width, height: height)
  }

  /// Mirrored when `direction` is right to left, unchanged otherwise.
  public func laidOut(_ direction: TextDirection, in container: Rect) -> Rect {
    direction == .rightToLeft ? mirrored(in: container) : self
  }
}

/// A column position reflected across a row `width` columns wide: for a cell of `cellWidth`
/// columns at `x`, where it goes when the row is mirrored.
public func mirroredColumn(_ x: Int, cellWidth: Int = 1, rowWidth width: Int) -> Int {
  width - x - cellWidth
}
