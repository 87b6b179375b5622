import Browser

/// The `M` overlay: the last status messages, newest first, so one that faded too fast can be
/// read again. Long messages wrap; the box scrolls like the help.
struct MessageHistoryWidget {
  let history: [StatusMessage]
  let scroll: Int
  let words: Words
  let theme: Theme

  /// Draws the history and returns how far it can scroll at this size.
  @discardableResult
  func draw(in area: Rect, buffer: inout Buffer) -> Int {
    let width = max(min(area.width - 12, 100), 1)
    var lines: [StyledLine] = []
    for message in history.reversed() {
      let style = message.isError ? theme.error : theme.text
      let text = MovieFormatting.clean(words.status(message))
      for (index, piece) in TextLayout.wrap(text, width: width - 2).enumerated() {
        lines.append([Span(index == 0 ? "• " : "  ", theme.dim), Span(piece, style)])
      }
    }
    if lines.isEmpty { lines = [[Span(words(.messagesEmpty), theme.dim)]] }
    let contentWidth = lines.map { $0.reduce(0) { $0 + $1.text.displayWidth } }.max() ?? 0
    return ScrollingOverlayBox(
      title: words(.messagesTitle), lines: lines, contentWidth: contentWidth, scroll: scroll,
      words: words, theme: theme
    ).draw(in: area, buffer: &buffer)
  }
}
