import Browser
import TMDB

/// Renders the whole screen from the state: the top bar, the screen's panes, the status bar,
/// and any overlay. Pure: the same state, size and context give the same frame.
///
/// Only the list rows on screen are looked at, however long the list is, and every string from
/// TMDB is sanitised before it reaches a cell. Any size is safe, 0x0 included.
public func render(_ state: BrowserState, size: Size, context: RenderContext) -> Frame {
  var buffer = Buffer(width: size.width, height: size.height)
  // A right-to-left language mirrors the whole screen: widgets lay out as for left to right,
  // and the buffer reflects what they draw (see `Buffer.direction`).
  buffer.direction = context.language.direction
  let words = Words(context.language, keys: context.keys, genres: state.genres)
  let layout = ScreenLayout(size: size, state: state)
  guard !buffer.area.isEmpty else { return Frame(buffer: buffer) }
  if layout.isTooSmall {
    let lines = TextLayout.wrap(words(.terminalTooSmall), width: buffer.width).map { [Span($0)] }
    buffer.putCentered(lines, in: buffer.area)
    return Frame(buffer: buffer)
  }

  let theme = Theme(context.colors, spec: context.theme)
  let look = BarCache.Look(
    language: context.language.tag, direction: buffer.direction, theme: theme,
    width: buffer.width)
  let topBar = TopBarWidget(
    searchText: state.searchText, cursorFromEnd: state.searchCursorFromEnd,
    focused: state.focus == .search,
    activeCategory: activeCategory(state), words: words, theme: theme)
  var cursor = BarCache.drawTopBar(
    topBar,
    key: BarCache.TopBarKey(
      look: look, searchText: topBar.searchText, cursorFromEnd: topBar.cursorFromEnd,
      focused: topBar.focused, activeCategory: topBar.activeCategory),
    in: layout.topBar, buffer: &buffer)
  var detailScrollLimit: Int?
  var hyperlinks: [Hyperlink] = []
  var overlayScrollLimit: Int?
  switch state.configurationStatus {
  case .failed(let failure):
    drawConfigurationFailure(failure, in: layout.body, theme: theme, words: words, &buffer)
  case .loading:
    MessageWidget(title: words(.loading), body: nil, hint: nil, theme: theme)
      .draw(in: layout.body, buffer: &buffer)
  case .loaded:
    switch state.screen {
    case .home where state.focus == .detail, .person where state.focus == .detail,
      .collection where state.focus == .detail:
      // A card opened: its details fill the screen; Esc returns to the same card.
      detailScrollLimit = DetailWidget(model: DetailModel(state, context: context), theme: theme)
        .draw(in: layout.body, buffer: &buffer, hyperlinks: &hyperlinks)
    case .home:
      HomeWidget(
        home: state.home ?? HomeScreen(kinds: []), lists: state.lists, marks: state.watchlist,
        focused: state.focus == .list, words: words, message: state.status.map(words.status),
        posters: context.posters, genres: state.genres, theme: theme
      ).draw(in: layout.body, buffer: &buffer)
    case .person(let person):
      PersonWidget(
        person: person, list: state.lists[person.list] ?? ResultList(), marks: state.watchlist,
        focused: state.focus == .list, words: words, theme: theme
      ).draw(in: layout.body, buffer: &buffer)
    case .collection(let page):
      CollectionWidget(
        page: page, list: state.lists[page.list] ?? ResultList(), marks: state.watchlist,
        focused: state.focus == .list, words: words, theme: theme
      ).draw(in: layout.body, buffer: &buffer)
    case .results where state.main.window == nil:
      // Nothing to split yet: the one message goes in the middle of the screen.
      mainListWidget(state, context: context, theme: theme)
        .draw(header: .zero, rows: layout.body, buffer: &buffer)
    case .results, .watchlist:
      detailScrollLimit = drawPanes(
        state, layout: layout, theme: theme, context: context, buffer: &buffer,
        hyperlinks: &hyperlinks)
    }
  }
  BarCache.drawStatusBar(
    StatusBarWidget(model: StatusBarModel(state, context: context), theme: theme), look: look,
    in: layout.statusBar, buffer: &buffer)
  switch state.overlay {
  case .help:
    overlayScrollLimit = HelpOverlayWidget(
      sections: context.help, scroll: state.overlayScroll, words: words, theme: theme
    ).draw(in: buffer.area, buffer: &buffer)
    cursor = nil
  case .messages:
    overlayScrollLimit = MessageHistoryWidget(
      history: state.statusLog.history, scroll: state.overlayScroll, words: words, theme: theme
    ).draw(in: buffer.area, buffer: &buffer)
    cursor = nil
  case .inspector(let view):
    InspectorOverlayWidget(
      view: view, snapshot: context.inspector, words: words, theme: theme
    ).draw(in: buffer.area, buffer: &buffer)
    cursor = nil
  case .discover:
    DiscoverFormWidget(form: state.discoverForm, genres: state.genres, words: words, theme: theme)
      .draw(in: buffer.area, buffer: &buffer)
    cursor = nil
  case nil:
    break
  }
  // An overlay covers the addresses and the screen's pictures: none is clickable under it,
  // and the terminal would draw the pictures over it.
  if state.overlay != nil {
    hyperlinks = []
    buffer.images.removeAll()
  }
  return Frame(
    buffer: buffer, cursor: cursor, detailScrollLimit: detailScrollLimit,
    overlayScrollLimit: overlayScrollLimit, hyperlinks: hyperlinks)
}

/// The category tab to light: the one the main list shows, while the results screen is up.
private func activeCategory(_ state: BrowserState) -> Category? {
  guard state.screen == .results, case .category(let category)? = state.activeSource else {
    return nil
  }
  return category
}

/// Draws the list and detail panes; returns how far the detail pane can scroll when shown.
private func drawPanes(
  _ state: BrowserState, layout: ScreenLayout, theme: Theme, context: RenderContext,
  buffer: inout Buffer, hyperlinks: inout [Hyperlink]
) -> Int? {
  if layout.showsList {
    switch state.screen {
    case .watchlist(let screen):
      WatchlistWidget(
        screen: screen, focused: state.focus == .list,
        words: Words(context.language, keys: context.keys, genres: state.genres),
        timeZone: context.timeZone,
        theme: theme
      ).draw(header: layout.listHeader, rows: layout.listRows, buffer: &buffer)
    case .results, .home, .person, .collection:
      mainListWidget(state, context: context, theme: theme)
        .draw(header: layout.listHeader, rows: layout.listRows, buffer: &buffer)
    }
  }
  if layout.sideBySide {
    let style = state.focus == .detail ? theme.focusedSeparator : theme.separator
    for row in layout.separator.y..<layout.separator.maxY {
      buffer.put("│", x: layout.separator.x, y: row, style: style, base: .leftToRight)
    }
  }
  guard layout.showsDetail else { return nil }
  return DetailWidget(model: DetailModel(state, context: context), theme: theme)
    .draw(in: layout.detailPane, buffer: &buffer, hyperlinks: &hyperlinks)
}

private func drawConfigurationFailure(
  _ failure: Failure, in rect: Rect, theme: Theme, words: Words, _ buffer: inout Buffer
) {
  let reason = MovieFormatting.clean(failure.detail)
  MessageWidget(
    title: words.configurationHeadline(failure),
    body: reason.isEmpty ? words(.configurationDidNotLoad) : words.failure(failure),
    hint: words.hint([(.refresh, .hintRetry), (.quit, .hintQuit)]), theme: theme,
    titleStyle: theme.bold, boxed: true
  ).draw(in: rect, buffer: &buffer)
}

private func mainListWidget(_ state: BrowserState, context: RenderContext, theme: Theme)
  -> ListWidget
{
  ListWidget(
    list: state.main, marks: state.watchlist, focused: state.focus == .list,
    message: state.status.map(
      Words(context.language, keys: context.keys, genres: state.genres).status),
    words: Words(context.language, keys: context.keys, genres: state.genres), theme: theme)
}
