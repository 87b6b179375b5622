/// A run of text in one style; a line of the detail pane or the help box is a few of these.
struct Span: Hashable, Sendable {
  var text: String
  var style: Style
  /// The paragraph direction the span is laid out in: nil for Reel's words (the screen's),
  /// `.auto` for data from TMDB.
  var base: BaseDirection?

  init(_ text: String, _ style: Style = .plain, base: BaseDirection? = nil) {
    self.text = text
    self.style = style
    self.base = base
  }
}

typealias StyledLine = [Span]

extension [Span] {
  /// `marker` appended after the line's text, whose end is cut (by display width, from its
  /// last spans) to leave the marker room within `width`: appended to a full line, the marker
  /// fell past the edge and was never seen.
  mutating func append(marker: Span, within width: Int) {
    var room = width - marker.text.displayWidth
    for index in indices {
      let spanWidth = self[index].text.displayWidth
      if spanWidth > room {
        self[index].text = TextLayout.truncate(
          self[index].text, toWidth: Swift.max(room, 0), ellipsis: "")
        while self[index].text.last == " " { self[index].text.removeLast() }
        removeSubrange((index + 1)...)
        break
      }
      room -= spanWidth
    }
    append(marker)
  }
}

extension Buffer {
  /// Draws spans left to right from (x, y) within `maxWidth` columns; returns the columns used.
  @discardableResult
  mutating func put(_ spans: StyledLine, x: Int, y: Int, maxWidth: Int) -> Int {
    var used = 0
    for span in spans where used < maxWidth {
      used += put(
        span.text, x: x + used, y: y, maxWidth: maxWidth - used, style: span.style,
        base: span.base)
    }
    return used
  }

  /// Draws `text` cut with "…" to fit `width` columns; returns the columns used.
  @discardableResult
  mutating func putTruncated(
    _ text: String, x: Int, y: Int, width: Int, style: Style = .plain, base: BaseDirection? = nil
  ) -> Int {
    put(
      TextLayout.truncate(text, toWidth: width), x: x, y: y, maxWidth: width, style: style,
      base: base)
  }

  /// Draws `text` cut to fit, right-aligned so that it ends at column `maxX` (exclusive).
  @discardableResult
  mutating func putTrailing(
    _ text: String, maxX: Int, y: Int, width: Int, style: Style = .plain,
    base: BaseDirection? = nil
  ) -> Int {
    let shown = TextLayout.truncate(text, toWidth: width)
    return put(
      shown, x: maxX - shown.displayWidth, y: y, maxWidth: width, style: style, base: base)
  }

  /// Draws lines centred horizontally in `rect`, the block centred vertically; lines that do not
  /// fit are left out (the first ones win).
  mutating func putCentered(_ lines: [StyledLine], in rect: Rect) {
    guard !rect.isEmpty else { return }
    let shown = Array(lines.prefix(rect.height))
    let top = rect.y + (rect.height - shown.count) / 2
    for (index, line) in shown.enumerated() {
      let lineWidth = min(line.reduce(0) { $0 + $1.text.displayWidth }, rect.width)
      put(line, x: rect.x + (rect.width - lineWidth) / 2, y: top + index, maxWidth: rect.width)
    }
  }

  /// A box-drawing frame around `rect`, its inside cleared, with an optional title in the top
  /// edge and a footer in the bottom one.
  mutating func drawBox(
    _ rect: Rect, border: Style, title: String? = nil, titleStyle: Style = .plain,
    footer: String? = nil, footerStyle: Style = .plain
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    fill(rect)
    let horizontal = String(repeating: "─", count: rect.width - 2)
    put("┌" + horizontal + "┐", x: rect.x, y: rect.y, style: border, base: .leftToRight)
    put("└" + horizontal + "┘", x: rect.x, y: rect.maxY - 1, style: border, base: .leftToRight)
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      put("│", x: rect.x, y: row, style: border)
      put("│", x: rect.maxX - 1, y: row, style: border)
    }
    let room = rect.width - 6
    if let title, room > 0 {
      putTruncated(" \(title) ", x: rect.x + 2, y: rect.y, width: room, style: titleStyle)
    }
    if let footer, room > 0 {
      let shown = TextLayout.truncate(" \(footer) ", toWidth: room)
      put(shown, x: rect.maxX - 2 - shown.displayWidth, y: rect.maxY - 1, style: footerStyle)
    }
  }
}

/// Wraps `text` to `width` and styles every line alike. Data (`base: .auto`) takes one
/// direction for the whole paragraph, so a wrapped line of a Persian overview that begins with a
/// Latin word still reads right to left.
func wrapped(_ text: String, width: Int, style: Style, base: BaseDirection? = nil)
  -> [StyledLine]
{
  WrapCache.lines(for: WrapCache.Key(text: text, width: width, style: style, base: base)) {
    uncachedWrapped(text, width: width, style: style, base: base)
  }
}

/// `wrapped` without `WrapCache`: what the cache remembers (and its tests compare with).
func uncachedWrapped(_ text: String, width: Int, style: Style, base: BaseDirection? = nil)
  -> [StyledLine]
{
  let paragraph = base.map { BidiText.resolved($0, for: text) }
  return TextLayout.wrap(text, width: width).map { [Span($0, style, base: paragraph)] }
}
