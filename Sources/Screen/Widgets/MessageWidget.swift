/// A short message centred in an area: a title line, optional wrapped body text and a dim hint
/// ("Loading…", "No movies match “xyz”.", the configuration failure box).
struct MessageWidget {
  let title: String
  let body: String?
  let hint: String?
  let theme: Theme
  var titleStyle: Style
  /// Draws a frame around the message, for a failure that replaces the whole screen.
  var boxed: Bool

  init(
    title: String, body: String?, hint: String?, theme: Theme, titleStyle: Style? = nil,
    boxed: Bool = false
  ) {
    self.title = title
    self.body = body
    self.hint = hint
    self.theme = theme
    self.titleStyle = titleStyle ?? theme.text
    self.boxed = boxed
  }

  func draw(in rect: Rect, buffer: inout Buffer) {
    guard !rect.isEmpty else { return }
    let margin = boxed ? 4 : 2
    let maximumWidth = boxed ? min(rect.width - 2 * margin, 56) : rect.width - 2 * margin
    let textWidth = max(maximumWidth, min(rect.width, 1))
    var lines = wrapped(title, width: textWidth, style: titleStyle)
    if let body, !body.isEmpty {
      lines.append([])
      lines += wrapped(body, width: textWidth, style: theme.text)
    }
    if let hint, !hint.isEmpty {
      // The hint is the way out: the body gives up lines to it when both do not fit.
      let hintLines = [[]] + wrapped(hint, width: textWidth, style: theme.dim)
      let room = rect.height - (boxed ? 4 : 0) - hintLines.count
      if lines.count > room { lines = Array(lines.prefix(max(room, 1))) }
      lines += hintLines
    }
    guard boxed, rect.width >= 6, rect.height >= 5 else {
      buffer.putCentered(lines, in: rect)
      return
    }
    let contentWidth = lines.map { $0.reduce(0) { $0 + $1.text.displayWidth } }.max() ?? 0
    let box = rect.centered(width: contentWidth + 6, height: lines.count + 4)
    buffer.drawBox(box, border: theme.border)
    buffer.putCentered(lines, in: box.inset(top: 2, left: 3, bottom: 2, right: 3))
  }
}
