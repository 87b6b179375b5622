import Browser

/// Renders the whole screen from the state: the top bar, the list and detail panes, the status
/// bar, and any overlay. Pure: the same state, size and context give the same frame.
///
/// Only the list rows on screen are looked at, however long the list is, and every string from
/// TMDB is sanitised before it reaches a cell. Any size is safe, 0x0 included.
public func render(_ state: BrowserState, size: Size, context: RenderContext) -> Frame {
  var buffer = Buffer(width: size.width, height: size.height)
  let layout = ScreenLayout(size: size, state: state)
  guard !buffer.area.isEmpty else { return Frame(buffer: buffer) }
  if layout.isTooSmall {
    let lines = TextLayout.wrap("Terminal too small", width: buffer.width).map { [Span($0)] }
    buffer.putCentered(lines, in: buffer.area)
    return Frame(buffer: buffer)
  }

  let theme = Theme(context.colors)
  var cursor = TopBarWidget(state: state, theme: theme).draw(in: layout.topBar, buffer: &buffer)
  if state.phase == .configFailure {
    drawConfigFailure(state, in: layout.body, theme: theme, buffer: &buffer)
  } else if state.list == nil && state.watchlistView == nil {
    // Nothing to split yet: the one message goes in the middle of the screen.
    ListWidget(state: state, theme: theme).draw(
      header: .zero, rows: layout.body, buffer: &buffer)
  } else {
    drawPanes(state, layout: layout, theme: theme, context: context, buffer: &buffer)
  }
  StatusBarWidget(state: state, theme: theme, context: context)
    .draw(in: layout.statusBar, buffer: &buffer)
  if state.showsHelp {
    HelpOverlayWidget(sections: context.help, theme: theme).draw(in: buffer.area, buffer: &buffer)
    cursor = nil
  }
  return Frame(buffer: buffer, cursor: cursor)
}

private func drawPanes(
  _ state: BrowserState, layout: ScreenLayout, theme: Theme, context: RenderContext,
  buffer: inout Buffer
) {
  if layout.showsList {
    if let view = state.watchlistView {
      WatchlistWidget(state: state, view: view, theme: theme).draw(
        header: layout.listHeader, rows: layout.listRows, buffer: &buffer)
    } else {
      ListWidget(state: state, theme: theme).draw(
        header: layout.listHeader, rows: layout.listRows, buffer: &buffer)
    }
  }
  if layout.sideBySide {
    let style = state.focus == .detail ? theme.focusedSeparator : theme.separator
    for row in layout.separator.y..<layout.separator.maxY {
      buffer.put("│", x: layout.separator.x, y: row, style: style)
    }
  }
  if layout.showsDetail {
    DetailWidget(state: state, theme: theme, country: context.country)
      .draw(in: layout.detailPane, buffer: &buffer)
  }
}

private func drawConfigFailure(
  _ state: BrowserState, in rect: Rect, theme: Theme, buffer: inout Buffer
) {
  let reason = state.status.map { MovieFormatting.clean($0.text) } ?? ""
  MessageWidget(
    title: "Can't reach TMDB", body: reason.isEmpty ? "The configuration did not load." : reason,
    hint: "r retry · q quit", theme: theme, titleStyle: theme.bold, boxed: true
  ).draw(in: rect, buffer: &buffer)
}
