/// The `?` overlay: the live key map in a centred box, keys in one column and what they do in
/// the next, drawn over whatever is on screen. When it does not fit, what fits is shown and a
/// "…" line says there is more.
struct HelpOverlayWidget {
  let sections: [KeyHelpSection]
  let words: Words
  let theme: Theme

  func draw(in area: Rect, buffer: inout Buffer) {
    let outer = area.inset(top: 1, left: 2, bottom: 1, right: 2)
    guard outer.width >= 8, outer.height >= 3 else { return }
    let entries = sections.flatMap(\.entries)
    let keysWidth = min(
      entries.map { MovieFormatting.clean($0.keys).displayWidth }.max() ?? 0, outer.width / 3)
    let actionsWidth = entries.map { MovieFormatting.clean($0.action).displayWidth }.max() ?? 0
    let titlesWidth = sections.map { MovieFormatting.clean($0.title).displayWidth }.max() ?? 0
    let contentWidth = max(keysWidth + 3 + actionsWidth, titlesWidth, 24)
    let innerWidth = min(contentWidth, outer.width - 4)

    var lines = self.lines(keysWidth: keysWidth, width: innerWidth)
    // Short of room, the blank lines between sections go first: the titles still stand out.
    if lines.count > outer.height - 2 { lines.removeAll { $0.isEmpty } }
    let innerHeight = min(lines.count, outer.height - 2)
    if lines.count > innerHeight {
      lines = Array(lines.prefix(innerHeight - 1)) + [[Span("…", theme.dim)]]
    }
    let box = area.centered(width: innerWidth + 4, height: innerHeight + 2)
    buffer.drawBox(
      box, border: theme.border, title: words(.helpTitle), titleStyle: theme.bold,
      footer: words.keys[.cancel].map { words(.helpFooter(closeKey: $0)) },
      footerStyle: theme.dim)
    for (index, line) in lines.enumerated() {
      buffer.put(line, x: box.x + 2, y: box.y + 1 + index, maxWidth: innerWidth)
    }
  }

  private func lines(keysWidth: Int, width: Int) -> [StyledLine] {
    guard !sections.isEmpty else { return [[Span(words(.helpNoKeys), theme.dim)]] }
    var lines: [StyledLine] = []
    for section in sections {
      if !lines.isEmpty { lines.append([]) }
      lines.append([
        Span(TextLayout.truncate(MovieFormatting.clean(section.title), toWidth: width), theme.bold)
      ])
      for entry in section.entries {
        let keys = TextLayout.fit(MovieFormatting.clean(entry.keys), toWidth: keysWidth)
        let action = TextLayout.truncate(
          MovieFormatting.clean(entry.action), toWidth: width - keysWidth - 3)
        lines.append([Span(" " + keys, theme.accent), Span("  " + action)])
      }
    }
    return lines
  }
}
