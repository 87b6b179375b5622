/// A line made of differently styled pieces ("7.8" bold, " (1,234 votes)" dim), laid out by the
/// bidi algorithm as one line, each cluster keeping the style of the piece it came from.
///
/// By default each piece is isolated (LRI or RLI … PDI, see `BidiLine.isolated`): its own text is ordered by its own first
/// letter, and the pieces follow one another in the line's direction, so a Hebrew title cannot
/// pull the year or the rating beside it out of place. Pass `isolatingPieces: false` for the
/// styled parts of one sentence, which should reorder together.
public struct BidiStyledLine<Attribute: Equatable & Sendable>: Sendable {
  public let line: BidiLine
  /// The line left to right: runs of clusters sharing an attribute, in visual order.
  public let runs: [(text: String, attribute: Attribute)]

  public init(
    _ pieces: [(text: String, attribute: Attribute)], base: BaseDirection,
    isolatingPieces: Bool = true, keepingIsolates: Bool = false
  ) {
    // Each piece loses its direction controls first, so the joined text is what BidiLine sees.
    let keeps = isolatingPieces || keepingIsolates
    var joined = ""
    var boundaries: [(utf8End: Int, attribute: Attribute)] = []
    for piece in pieces {
      let text = String(BidiLine.clusters(of: piece.text, keepingIsolates: keepingIsolates))
      joined += isolatingPieces ? BidiLine.isolated(text) : text
      boundaries.append((joined.utf8.count, piece.attribute))
    }
    let line = BidiLine(joined, base: base, keepingIsolates: keeps)
    self.line = line
    guard let fallback = pieces.last?.attribute else {
      runs = []
      return
    }
    // The attribute of each drawn logical cluster, from where the cluster starts in `joined`.
    var attributes: [Attribute] = []
    var offset = 0
    var piece = 0
    for cluster in joined {
      defer { offset += cluster.utf8.count }
      if cluster.unicodeScalars.count == 1, keeps,
        let scalar = cluster.unicodeScalars.first,
        BidiLine.isolateControls.contains(scalar.value)
      {
        continue
      }
      while piece < boundaries.count - 1, offset >= boundaries[piece].utf8End { piece += 1 }
      attributes.append(boundaries.isEmpty ? fallback : boundaries[piece].attribute)
    }
    var built: [(text: String, attribute: Attribute)] = []
    for (visualIndex, logicalIndex) in line.visualToLogical.enumerated() {
      let attribute =
        attributes.indices.contains(logicalIndex) ? attributes[logicalIndex] : fallback
      let cluster = line.visual[visualIndex]
      if let last = built.last, last.attribute == attribute {
        built[built.count - 1].text.append(cluster)
      } else {
        built.append((String(cluster), attribute))
      }
    }
    runs = built
  }
}

extension Buffer {
  /// Draws a laid-out line in `row` (its first row), aligned to the line's direction: a
  /// right-to-left line ends at the row's right edge. Returns the columns used. The line should
  /// already fit (cut it in logical order with `TextLayout.truncate` before laying it out).
  @discardableResult
  public mutating func put(_ styled: BidiStyledLine<Style>, in row: Rect) -> Int {
    guard !row.isEmpty else { return 0 }
    let width = min(styled.line.width, row.width)
    var x = styled.line.direction == .rightToLeft ? row.maxX - width : row.x
    var used = 0
    for run in styled.runs where used < width {
      let drawn = putVisual(
        run.text, x: x, y: row.y, maxWidth: width - used, style: run.attribute)
      x += drawn
      used += drawn
    }
    return used
  }

  /// Draws one plainly styled laid-out line in `row`, aligned to its direction.
  @discardableResult
  public mutating func put(_ line: BidiLine, in row: Rect, style: Style = .plain) -> Int {
    guard !row.isEmpty else { return 0 }
    let width = min(line.width, row.width)
    let x = line.direction == .rightToLeft ? row.maxX - width : row.x
    return putVisual(line.text, x: x, y: row.y, maxWidth: width, style: style)
  }
}

/// The escape sequences of terminal-wg's BiDi recommendation (BDSM, ECMA-48 mode 8) for the
/// terminal backend: a full-screen app that lays text out itself switches the terminal to
/// explicit mode while its screen is up, and back to implicit mode (the default) on every way
/// out. Terminals without bidi ignore both.
public enum TerminalBidiMode {
  /// CSI 8 l: explicit mode, the terminal shows cells in the order written.
  public static let enterExplicit = "\u{1B}[8l"
  /// CSI 8 h: implicit mode, the terminal runs the bidi algorithm itself again.
  public static let restoreImplicit = "\u{1B}[8h"
}
