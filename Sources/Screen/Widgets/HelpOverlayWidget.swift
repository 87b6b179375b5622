/// The `?` overlay: the live key map in a centred box, keys in one column and what they do in
/// the next, drawn over whatever is on screen. When it does not fit, it scrolls (j/k, PgUp/PgDn)
/// and the footer says which lines are shown.
struct HelpOverlayWidget {
  let sections: [KeyHelpSection]
  let scroll: Int
  let words: Words
  let theme: Theme

  /// Draws the help and returns how far it can scroll at this size.
  @discardableResult
  func draw(in area: Rect, buffer: inout Buffer) -> Int {
    let outerWidth = area.width - 4
    let entries = sections.flatMap(\.entries)
    let keysWidth = min(
      entries.map { MovieFormatting.clean($0.keys).displayWidth }.max() ?? 0, max(outerWidth / 3, 1)
    )
    let actionsWidth = entries.map { MovieFormatting.clean($0.action).displayWidth }.max() ?? 0
    let titlesWidth = sections.map { MovieFormatting.clean($0.title).displayWidth }.max() ?? 0
    let contentWidth = max(keysWidth + 3 + actionsWidth, titlesWidth, 24)
    let innerWidth = max(min(contentWidth, outerWidth - 4), 1)
    return ScrollingOverlayBox(
      title: words(.helpTitle), lines: lines(keysWidth: keysWidth, width: innerWidth),
      contentWidth: contentWidth, scroll: scroll, words: words, theme: theme
    ).draw(in: area, buffer: &buffer)
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
        // Each action is laid out in its own direction (UAX #9's first strong letter), as
        // the detail pane's names are: TMDB's attribution is English on every screen, and
        // laid out right to left its full stop went to its other end (".not endorsed …").
        lines.append([Span(" " + keys, theme.accent), Span("  "), Span(action, base: .auto)])
      }
    }
    return lines
  }
}
