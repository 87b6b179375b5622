import CFriBidi

/// One line of text laid out for the screen by the Unicode Bidirectional Algorithm (UAX #9):
/// grapheme clusters in the visual order the terminal cells take, left to right, with Arabic
/// shaped and mirrored characters (brackets) mirrored in right-to-left runs.
///
/// Reordering works on grapheme clusters, not code points, so a letter keeps its combining
/// marks and a wide glyph stays whole. Explicit direction controls (embeddings, overrides,
/// isolates, LRM/RLM/ALM) are removed first: each string is laid out on its own, so nothing in a
/// title can reorder the text around it or Reel's own words. The one exception is Reel's own
/// localised messages, which isolate each inserted argument (FSI … PDI) so a Latin title inside
/// a Persian sentence keeps its place; they pass `keepingIsolates`, after sanitising the
/// arguments, and the isolates are dropped from the cells once the order is known.
public struct BidiLine: Sendable, Equatable {
  /// The line's grapheme clusters in logical (reading) order, controls removed.
  public let logical: [Character]
  /// The clusters as drawn, left to right: shaped and mirrored.
  public let visual: [Character]
  /// `visualToLogical[v]` is the logical index of the cluster drawn at visual position `v`.
  public let visualToLogical: [Int]
  /// `logicalToVisual[l]` is the visual position of logical cluster `l`.
  public let logicalToVisual: [Int]
  /// The embedding level of each logical cluster (odd: right to left).
  public let levels: [UInt8]
  /// The resolved paragraph direction: RTL lines are aligned right.
  public let direction: TextDirection

  /// Lays `text` out as one line. `base` is the screen language's direction for Reel's words and
  /// `.auto` for data.
  public init(_ text: some StringProtocol, base: BaseDirection, keepingIsolates: Bool = false) {
    var clusters = Self.clusters(of: text, keepingIsolates: keepingIsolates)
    if base != .rightToLeft, !Self.mayReorder(text) {
      // Nothing here reads right to left: the line stays in order (isolates are not drawn).
      if keepingIsolates { clusters.removeAll(where: Self.isIsolateControl) }
      let order = Array(clusters.indices)
      logical = clusters
      visual = clusters
      visualToLogical = order
      logicalToVisual = order
      levels = Array(repeating: 0, count: clusters.count)
      direction = .leftToRight
      return
    }
    // Code points of the whole line, and where each cluster starts among them.
    var codePoints: [UInt32] = []
    var starts: [Int] = []
    for cluster in clusters {
      starts.append(codePoints.count)
      codePoints.append(contentsOf: cluster.unicodeScalars.map(\.value))
    }
    let resolved = BidiLevels.resolve(codePoints, base: base)
    let shaped = ArabicShaping.shape(codePoints, levels: resolved.levels)
    // A cluster takes the level of its first code point (a base character; its marks follow it).
    let clusterLevels = starts.map { resolved.levels[$0] }
    let order = BidiLevels.visualOrder(levels: clusterLevels)
    var inverse = Array(repeating: 0, count: order.count)
    for (visualIndex, logicalIndex) in order.enumerated() { inverse[logicalIndex] = visualIndex }

    var drawn: [Character] = []
    drawn.reserveCapacity(clusters.count)
    for logicalIndex in order where !Self.isIsolateControl(clusters[logicalIndex]) {
      let start = starts[logicalIndex]
      let end = logicalIndex + 1 < starts.count ? starts[logicalIndex + 1] : codePoints.count
      var first = shaped[start]
      if clusterLevels[logicalIndex] % 2 == 1 {
        var mirrored: FriBidiChar = 0
        if fribidi_get_mirror_char(first, &mirrored) != 0 { first = mirrored }
      }
      let unchanged =
        first == codePoints[start] && shaped[start..<end].elementsEqual(codePoints[start..<end])
      if unchanged {
        drawn.append(clusters[logicalIndex])
        continue
      }
      var scalars = String.UnicodeScalarView()
      for (position, value) in zip(start..<end, shaped[start..<end]) {
        if let scalar = Unicode.Scalar(position == start ? first : value) { scalars.append(scalar) }
      }
      // Shaping never splits a cluster, but if it ever produced two, keep the original one.
      let string = String(scalars)
      drawn.append(string.count == 1 ? Character(string) : clusters[logicalIndex])
    }
    visual = drawn
    direction = resolved.direction
    // Without isolate controls, logical indices count only the clusters that are drawn.
    let kept = clusters.indices.filter { !Self.isIsolateControl(clusters[$0]) }
    guard kept.count != clusters.count else {
      logical = clusters
      visualToLogical = order
      logicalToVisual = inverse
      levels = clusterLevels
      return
    }
    var renumbered = Array(repeating: -1, count: clusters.count)
    for (newIndex, oldIndex) in kept.enumerated() { renumbered[oldIndex] = newIndex }
    logical = kept.map { clusters[$0] }
    levels = kept.map { clusterLevels[$0] }
    visualToLogical = order.compactMap { renumbered[$0] >= 0 ? renumbered[$0] : nil }
    var keptInverse = Array(repeating: 0, count: kept.count)
    for (visualIndex, logicalIndex) in visualToLogical.enumerated() {
      keptInverse[logicalIndex] = visualIndex
    }
    logicalToVisual = keptInverse
  }

  /// The visual line as a string, for a cell writer that draws left to right.
  public var text: String { String(visual) }

  /// The columns the line occupies.
  public var width: Int { visual.reduce(0) { $0 + $1.displayWidth } }

  /// The first column (from the line's left edge) of logical cluster `index`.
  public func column(ofLogical index: Int) -> Int {
    guard logicalToVisual.indices.contains(index) else { return 0 }
    return visual[..<logicalToVisual[index]].reduce(0) { $0 + $1.displayWidth }
  }

  /// Where a text cursor standing before logical cluster `index` is drawn: on that cluster's
  /// cell, or, at the end of the text, just past the last cluster in its own direction (left of
  /// it when it reads right to left). The result lies in `-1...width`; an RTL field leaves a
  /// column free on its left for it.
  public func cursorColumn(beforeLogical index: Int) -> Int {
    if index < logical.count { return column(ofLogical: max(0, index)) }
    guard let last = logical.indices.last else {
      return direction == .rightToLeft ? -1 : 0
    }
    let start = column(ofLogical: last)
    return levels[last] % 2 == 1 ? start - 1 : start + logical[last].displayWidth
  }

  /// The clusters of `text` with every explicit direction control removed (but the isolates
  /// when asked to keep them).
  static func clusters(of text: some StringProtocol, keepingIsolates: Bool) -> [Character] {
    let scalars = text.unicodeScalars
    func removes(_ scalar: Unicode.Scalar) -> Bool {
      guard scalar.value >= 0x590, BidiLevels.isDirectionalControl(scalar) else { return false }
      return !(keepingIsolates && isolateControls.contains(scalar.value))
    }
    guard scalars.contains(where: removes) else { return Array(text) }
    var cleaned = String.UnicodeScalarView()
    cleaned.append(contentsOf: scalars.filter { !removes($0) })
    return Array(String(cleaned))
  }

  /// False when `text` has nothing that reads right to left (Hebrew, Arabic and the other
  /// right-to-left scripts, Arabic digits, RLI): then, with a left-to-right or automatic base,
  /// the bidi algorithm leaves every character where it is, and FriBidi need not be asked.
  static func mayReorder(_ text: some StringProtocol) -> Bool {
    text.utf8.contains { $0 >= 0xC0 } && hasRightToLeftScalar(text)
  }

  /// `mayReorder` for a `String`, its bytes read in place: asked of every piece of text a frame
  /// draws, nearly all of it ASCII, which this answers in one quick pass.
  static func mayReorder(_ text: String) -> Bool {
    var bytes = text
    return bytes.withUTF8 { $0.contains { $0 >= 0xC0 } } && hasRightToLeftScalar(text)
  }

  private static func hasRightToLeftScalar(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
        0x1E800...0x1EFFF, 0x2067, 0x202B, 0x202E:
        true
      default: false
      }
    }
  }

  /// `text` without any direction control (embeddings, overrides, isolates, marks).
  public static func withoutDirectionControls(_ text: String) -> String {
    String(clusters(of: text, keepingIsolates: false))
  }

  /// `text` wrapped in an isolate of its own direction: LRI … PDI, or RLI … PDI when its first
  /// strong character reads right to left; text with no strong character is isolated left to
  /// right. This is FSI spelled out: GNU FriBidi 1.0.8 looks for FSI's first strong character
  /// past the matching PDI, so "1. " before a Hebrew word would be isolated right to left.
  /// `text` must carry no direction controls of its own (sanitise it first).
  public static func isolated(_ text: String) -> String {
    let opening =
      BidiLevels.firstStrongDirection(of: text) == .rightToLeft ? "\u{2067}" : "\u{2066}"
    return opening + text + "\u{2069}"
  }

  /// LRI, RLI, FSI and PDI.
  static let isolateControls: Set<UInt32> = [0x2066, 0x2067, 0x2068, 0x2069]

  private static func isIsolateControl(_ cluster: Character) -> Bool {
    cluster.unicodeScalars.count == 1
      && cluster.unicodeScalars.first.map { isolateControls.contains($0.value) } == true
  }
}
