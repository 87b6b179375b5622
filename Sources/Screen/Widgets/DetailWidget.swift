import Browser

/// The detail pane: `DetailContent` scrolled by `state.detailScroll`, clamped so it never
/// scrolls past the end, with ▲/▼ in the right margin when text is hidden above or below.
struct DetailWidget {
  let state: BrowserState
  let theme: Theme
  let country: String

  func draw(in pane: Rect, buffer: inout Buffer) {
    let content = Self.content(of: pane)
    guard !content.isEmpty else { return }
    guard let lines = lines(width: content.width) else {
      if let hint = emptyHint { buffer.putCentered([[Span(hint, theme.dim)]], in: content) }
      return
    }
    let offset = Self.scrollOffset(state.detailScroll, lines: lines.count, height: content.height)
    for (index, line) in lines.dropFirst(offset).prefix(content.height).enumerated() {
      buffer.put(line, x: content.x, y: content.y + index, maxWidth: content.width)
    }
    if offset > 0 { buffer.put("▲", x: content.maxX, y: content.y, style: theme.dim) }
    if offset + content.height < lines.count {
      buffer.put("▼", x: content.maxX, y: content.maxY - 1, style: theme.dim)
    }
  }

  /// What the pane says when no movie is selected: usually the selection is on a row whose
  /// page has not arrived.
  private var emptyHint: String? {
    guard let list = state.list, list.rowCount > 0 else { return nil }
    let page = list.page(ofRow: state.selectedRow)
    if state.failedPages.contains(page) { return "Page \(page) did not load · r to retry" }
    if !list.isLoaded(page: page) { return "Loading…" }
    return "Select a movie to see its details."
  }

  func scrollLimit(in pane: Rect) -> Int {
    let content = Self.content(of: pane)
    guard !content.isEmpty, let lines = lines(width: content.width) else { return 0 }
    return max(lines.count - content.height, 0)
  }

  /// One column of margin each side; the right one holds the scroll marks.
  private static func content(of pane: Rect) -> Rect { pane.inset(left: 1, right: 1) }

  private func lines(width: Int) -> [StyledLine]? {
    DetailContent(state: state, theme: theme, country: country, width: width).lines()
  }

  /// The first line shown: the requested scroll, kept between the top and the last screenful.
  static func scrollOffset(_ requested: Int, lines: Int, height: Int) -> Int {
    min(max(requested, 0), max(lines - height, 0))
  }
}
