import Browser

/// The detail pane: `DetailContent` scrolled by the model's scroll, clamped so it never
/// scrolls past the end, with ▲/▼ in the right margin when text is hidden above or below.
struct DetailWidget {
  let model: DetailModel
  let theme: Theme

  /// Draws the pane; returns how far it can scroll (0 when everything fits).
  @discardableResult
  func draw(in pane: Rect, buffer: inout Buffer) -> Int {
    let content = Self.content(of: pane)
    guard !content.isEmpty else { return 0 }
    guard let lines = lines(width: content.width) else {
      if let hint = model.emptyHint {
        buffer.putCentered([[Span(hint, theme.dim)]], in: content)
      }
      return 0
    }
    let offset = Self.scrollOffset(model.scroll, lines: lines.count, height: content.height)
    for (index, line) in lines.dropFirst(offset).prefix(content.height).enumerated() {
      buffer.put(line, x: content.x, y: content.y + index, maxWidth: content.width)
    }
    if offset > 0 { buffer.put("▲", x: content.maxX, y: content.y, style: theme.dim) }
    if offset + content.height < lines.count {
      buffer.put("▼", x: content.maxX, y: content.maxY - 1, style: theme.dim)
    }
    return max(lines.count - content.height, 0)
  }

  func scrollLimit(in pane: Rect) -> Int {
    let content = Self.content(of: pane)
    guard !content.isEmpty, let lines = lines(width: content.width) else { return 0 }
    return max(lines.count - content.height, 0)
  }

  /// One column of margin each side; the right one holds the scroll marks.
  private static func content(of pane: Rect) -> Rect { pane.inset(left: 1, right: 1) }

  private func lines(width: Int) -> [StyledLine]? {
    DetailContent(model: model, theme: theme, width: width).lines()
  }

  /// The first line shown: the requested scroll, kept between the top and the last screenful.
  static func scrollOffset(_ requested: Int, lines: Int, height: Int) -> Int {
    min(max(requested, 0), max(lines - height, 0))
  }
}
