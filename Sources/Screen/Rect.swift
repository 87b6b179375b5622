/// A rectangle of cells: origin at the top-left, sizes never negative.
///
/// Layout code subtracts freely (borders, margins, gutters); clamping here means an absurdly small
/// terminal yields empty rectangles that draw nothing, instead of a crash.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int = 0, y: Int = 0, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public static let zero = Rect(width: 0, height: 0)

  /// One past the last column.
  public var maxX: Int { x + width }
  /// One past the last row.
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }
  public var area: Int { width * height }
  public var description: String { "\(width)x\(height)@\(x),\(y)" }

  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// Whether `other` lies wholly inside (an empty one anywhere does).
  public func contains(_ other: Rect) -> Bool {
    other.isEmpty
      || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
  }

  /// The overlap of two rectangles; empty (at the clamped origin) when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Shrinks every side by `amount` (a border, a margin).
  public func inset(by amount: Int) -> Rect {
    inset(top: amount, left: amount, bottom: amount, right: amount)
  }

  /// Shrinks each side independently; a side never moves past the opposite one.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    let newWidth = max(0, width - left - right)
    let newHeight = max(0, height - top - bottom)
    return Rect(
      x: x + min(left, width), y: y + min(top, height), width: newWidth, height: newHeight)
  }

  /// Splits into side-by-side parts: `left` is the first `column` columns (clamped to the width),
  /// `right` the rest. A negative `column` counts from the right edge, so `-30` is a 30-wide right pane.
  public func splitHorizontally(at column: Int) -> (left: Rect, right: Rect) {
    let cut = Self.clampedCut(column, length: width)
    return (
      Rect(x: x, y: y, width: cut, height: height),
      Rect(x: x + cut, y: y, width: width - cut, height: height)
    )
  }

  /// Splits into stacked parts: `top` is the first `row` rows (clamped), `bottom` the rest.
  /// A negative `row` counts from the bottom, so `-1` leaves a one-row status line below.
  public func splitVertically(at row: Int) -> (top: Rect, bottom: Rect) {
    let cut = Self.clampedCut(row, length: height)
    return (
      Rect(x: x, y: y, width: width, height: cut),
      Rect(x: x, y: y + cut, width: width, height: height - cut)
    )
  }

  /// The one-row rectangles this one is made of, top to bottom.
  public var rows: [Rect] {
    (0..<height).map { Rect(x: x, y: y + $0, width: width, height: 1) }
  }

  /// Row `index` (0-based) as a one-row rectangle; empty when outside.
  public func row(_ index: Int) -> Rect {
    guard index >= 0, index < height else {
      return Rect(x: x, y: y + max(0, index), width: 0, height: 0)
    }
    return Rect(x: x, y: y + index, width: width, height: 1)
  }

  /// A rectangle of at most the given size centred in this one (dialogs, messages).
  public func centered(width desiredWidth: Int, height desiredHeight: Int) -> Rect {
    let w = min(max(0, desiredWidth), width)
    let h = min(max(0, desiredHeight), height)
    return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
  }

  private static func clampedCut(_ position: Int, length: Int) -> Int {
    let cut = position < 0 ? length + position : position
    return min(max(0, cut), length)
  }
}
