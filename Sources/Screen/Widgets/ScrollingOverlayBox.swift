/// A centred box of lines over the screen that scrolls when they do not all fit: the help and
/// the message history. What is hidden is never cut silently: the footer says which lines
/// are shown of how many, beside the key that closes the box.
struct ScrollingOverlayBox {
  let title: String
  let lines: [StyledLine]
  /// The widest line, so the box is as narrow as its content allows.
  let contentWidth: Int
  /// The first line shown (clamped here to the last screenful).
  let scroll: Int
  let words: Words
  let theme: Theme

  /// Draws the box and returns how far it can scroll at this size (0 when everything fits).
  @discardableResult
  func draw(in area: Rect, buffer: inout Buffer) -> Int {
    let outer = area.inset(top: 1, left: 2, bottom: 1, right: 2)
    guard outer.width >= 8, outer.height >= 3 else { return 0 }
    let innerWidth = min(max(contentWidth, 24), outer.width - 4)
    let innerHeight = min(max(lines.count, 1), outer.height - 2)
    let limit = max(lines.count - innerHeight, 0)
    let first = min(max(scroll, 0), limit)
    let box = area.centered(width: innerWidth + 4, height: innerHeight + 2)
    var footer = words.keys[.cancel].map { words(.helpFooter(closeKey: $0)) } ?? ""
    if limit > 0 {
      // Where the window stands, as "last line shown/all lines": more below while they differ.
      let position = words(.position(row: first + innerHeight, total: lines.count))
      footer = footer.isEmpty ? position : "\(footer)  \(position)"
    }
    buffer.drawBox(
      box, border: theme.border, title: title, titleStyle: theme.bold,
      footer: footer.isEmpty ? nil : footer, footerStyle: theme.dim)
    for (index, line) in lines.dropFirst(first).prefix(innerHeight).enumerated() {
      buffer.put(line, x: box.x + 2, y: box.y + 1 + index, maxWidth: innerWidth)
    }
    if first > 0 { buffer.put("↑", x: box.maxX - 2, y: box.y + 1, style: theme.accent) }
    if first < limit { buffer.put("↓", x: box.maxX - 2, y: box.maxY - 2, style: theme.accent) }
    return limit
  }
}
