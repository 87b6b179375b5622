import Browser
import TMDB

/// Renders the whole screen from the state: the top bar, the screen's panes, the status bar,
/// and any overlay. Pure: the same state, size and context give the same frame.
///
/// Only the list rows on screen are looked at, however long the list is, and every string from
/// TMDB is sanitised before it reaches a cell. Any size is safe, 0x0 included. The run loop
/// renders with a `FrameRenderer`, which draws the same cells by drawing only what changed.
public func render(_ state: BrowserState, size: Size, context: RenderContext) -> Frame {
  var renderer = FrameRenderer()
  return renderer.render(state, size: size, context: context)
}

/// What drawing a frame gives besides its cells, which stay in the canvas (see `drawScreen`):
/// a frame without them, made and destroyed each frame, was a copy and a destroy of a frame.
struct DrawnScreen {
  var cursor: Point?
  var detailScrollLimit: Int?
  var overlayScrollLimit: Int?
  var hyperlinks: [Hyperlink] = []
}

/// Draws the frame on `canvas` (whose buffer has the look's size and direction) and returns
/// what it gives besides the cells, which are left for the caller to take from the canvas. `main` is `state.main`, read
/// once by the caller (each read copies the list out of the state's lists) and handed over:
/// it ends in the list pane's widget, moved, not copied.
///
/// The panes' regions go through `canvas`, which leaves alone those drawn from the same inputs
/// last frame when it holds the last frame; everything else is drawn on blank cells.
func drawScreen(
  _ state: BrowserState, main: consuming ResultList, look: FrameLook, context: RenderContext,
  canvas: inout FrameCanvas
) -> DrawnScreen {
  let size = look.size
  // A right-to-left language mirrors the whole screen: widgets lay out as for left to right,
  // and the buffer reflects what they draw (see `Buffer.direction`).
  let words = Words(context.language, keys: context.keys, genres: state.genres)
  let layout = ScreenLayout(size: size, state: state)
  guard !canvas.buffer.area.isEmpty else { return DrawnScreen() }
  if layout.isTooSmall {
    let lines = TextLayout.wrap(words(.terminalTooSmall), width: size.width).map { [Span($0)] }
    canvas.buffer.putCentered(lines, in: canvas.buffer.area)
    return DrawnScreen()
  }

  let theme = look.theme
  let barLook = BarCache.Look(
    language: context.language.tag, direction: look.direction, theme: theme,
    width: size.width)
  let focused = state.focus == .search
  let category = activeCategory(state, main: main)
  // The bar's inputs are compared with the memo's key where they are: the key is made only
  // when the bar is drawn (made for the comparison, it was a copy of the look's language,
  // the search text and the keys' labels, destroyed again at every frame). The widget too:
  // it holds a copy of the words (a retain and a release of each of their tables).
  let topBarSame =
    canvas.memo.topBar?.matches(
      look: barLook, searchText: state.searchText, cursorFromEnd: state.searchCursorFromEnd,
      focused: focused, activeCategory: category, keys: context.keys) == true
  canvas.region(unchanged: topBarSame, in: layout.topBar) { buffer, memo in
    let topBarKey = BarCache.TopBarKey(
      look: barLook, searchText: state.searchText, cursorFromEnd: state.searchCursorFromEnd,
      focused: focused, activeCategory: category, keys: context.keys.topBar)
    let topBar = TopBarWidget(
      searchText: topBarKey.searchText, cursorFromEnd: topBarKey.cursorFromEnd,
      focused: topBarKey.focused, activeCategory: topBarKey.activeCategory,
      keys: topBarKey.keys, words: words, theme: theme)
    memo.topBarCursor = BarCache.drawTopBar(
      topBar, key: topBarKey, in: layout.topBar, buffer: &buffer)
    memo.topBar = topBarKey
  }
  var cursor = canvas.memo.topBarCursor
  // The bar's inputs are read before the panes are drawn, so that the list is moved into the
  // list pane's widget, not copied into it (a retain of each of its tables, then a release).
  let statusInputs = StatusBarModel.Inputs(state, context: context, main: main)
  var detailScrollLimit: Int?
  var hyperlinks: [Hyperlink] = []
  var overlayScrollLimit: Int?
  switch state.configurationStatus {
  case .failed(let failure):
    drawConfigurationFailure(failure, in: layout.body, theme: theme, words: words, &canvas.buffer)
  case .loading:
    MessageWidget(title: words(.loading), body: nil, hint: nil, theme: theme)
      .draw(in: layout.body, buffer: &canvas.buffer)
  case .loaded:
    switch state.screen {
    case .home where state.focus == .detail, .person where state.focus == .detail,
      .collection where state.focus == .detail:
      // A card opened: its details fill the screen; Esc returns to the same card.
      detailScrollLimit = DetailWidget(model: DetailModel(state, context: context), theme: theme)
        .draw(in: layout.body, buffer: &canvas.buffer, hyperlinks: &hyperlinks)
    case .home:
      HomeWidget(
        home: state.home ?? HomeScreen(kinds: []), lists: state.lists, marks: state.watchlist,
        focused: state.focus == .list, words: words,
        posters: context.posters, genres: state.genres, theme: theme
      ).draw(in: layout.body, canvas: &canvas)
    case .person(let person):
      PersonWidget(
        person: person, list: state.lists[person.list] ?? ResultList(), marks: state.watchlist,
        focused: state.focus == .list, words: words, theme: theme
      ).draw(in: layout.body, buffer: &canvas.buffer)
    case .collection(let page):
      CollectionWidget(
        page: page, list: state.lists[page.list] ?? ResultList(), marks: state.watchlist,
        focused: state.focus == .list, words: words, theme: theme
      ).draw(in: layout.body, buffer: &canvas.buffer)
    case .results where !hasWindow(main):
      // Nothing to split yet: the one message goes in the middle of the screen.
      mainListWidget(state, main: consume main, words: words, theme: theme)
        .draw(header: .zero, rows: layout.body, buffer: &canvas.buffer)
    case .results, .watchlist:
      detailScrollLimit = drawPanes(
        state, main: consume main, layout: layout, theme: theme, words: words, context: context,
        canvas: &canvas,
        hyperlinks: &hyperlinks)
    }
  }
  // The bar's inputs first: the same as the last frame's, it is left as it is, its words
  // not made again (the look, language and keys included, is the same in such a frame).
  if !canvas.incremental || !canvas.memo.statusInputs.holds(statusInputs) {
    // A model made lately from the same inputs is this one: not worded and fitted again.
    let model: StatusBarModel
    if let recent = canvas.memo.recentStatusModel(for: statusInputs) {
      model = recent
    } else {
      model = StatusBarModel(state, context: context)
      canvas.memo.rememberStatusModel(model, from: statusInputs)
    }
    let statusBar = StatusBarWidget(model: model, theme: theme)
    let statusBarKey = BarCache.StatusBarKey(look: barLook, model: statusBar.model)
    canvas.region(unchanged: canvas.memo.statusBar.holds(statusBarKey), in: layout.statusBar) {
      buffer, memo in
      BarCache.drawStatusBar(statusBar, look: barLook, in: layout.statusBar, buffer: &buffer)
      memo.statusBar = statusBarKey
    }
    canvas.memo.statusInputs = statusInputs
  }
  // Matched once, and only when there is one: `state.overlay != nil`, and the switch with no
  // overlay, copied the optional overlay (an inspector's view) to look at it; switching over
  // `overlaid ? state.overlay : nil` made a nil overlay to switch over, destroyed after
  // through the runtime's witness, at every frame.
  var overlaid = false
  if case .some = state.overlay { overlaid = true }
  if overlaid {
    switch state.overlay {
    case .help?:
      overlayScrollLimit = HelpOverlayWidget(
        sections: context.help, scroll: state.overlayScroll, words: words, theme: theme
      ).draw(in: canvas.buffer.area, buffer: &canvas.buffer)
      cursor = nil
    case .messages?:
      overlayScrollLimit = MessageHistoryWidget(
        history: state.statusLog.history, scroll: state.overlayScroll, words: words, theme: theme
      ).draw(in: canvas.buffer.area, buffer: &canvas.buffer)
      cursor = nil
    case .inspector(let view)?:
      overlayScrollLimit = InspectorOverlayWidget(
        view: view, snapshot: context.inspector, words: words, theme: theme
      ).draw(in: canvas.buffer.area, buffer: &canvas.buffer)
      cursor = nil
    case .discover?:
      DiscoverFormWidget(
        form: state.discoverForm, genres: state.genres, words: words, theme: theme
      )
      .draw(in: canvas.buffer.area, buffer: &canvas.buffer)
      cursor = nil
    case nil:
      break
    }
  }
  // An overlay covers the addresses and the screen's pictures: none is clickable under it,
  // and the terminal would draw the pictures over it.
  if overlaid {
    hyperlinks = []
    canvas.buffer.images.removeAll()
  }
  return DrawnScreen(
    cursor: cursor, detailScrollLimit: detailScrollLimit, overlayScrollLimit: overlayScrollLimit,
    hyperlinks: hyperlinks)
}

/// Whether `list` has a result set: matched, where `list.window == nil` copied the window (a
/// retain of each of its tables) to compare it.
private func hasWindow(_ list: ResultList) -> Bool {
  if case .some = list.window { return true }
  return false
}

/// The category tab to light: the one the main list shows, while the results screen is up.
private func activeCategory(_ state: BrowserState, main: ResultList) -> Category? {
  // Asked of `main`, already read: `state.activeSource` looks the main list up again (and
  // `main.activeSource` copies the source out).
  guard case .results = state.screen else { return nil }
  return main.activeCategory
}

/// Draws the list and detail panes; returns how far the detail pane can scroll when shown.
private func drawPanes(
  _ state: BrowserState, main: consuming ResultList, layout: ScreenLayout, theme: Theme,
  words: Words,
  context: RenderContext, canvas: inout FrameCanvas, hyperlinks: inout [Hyperlink]
) -> Int? {
  if layout.showsList {
    switch state.screen {
    case .watchlist(let screen):
      canvas.clear(layout.listPane)
      canvas.memo.list = nil
      WatchlistWidget(
        screen: screen, focused: state.focus == .list,
        words: words, timeZone: context.timeZone,
        theme: theme
      ).draw(header: layout.listHeader, rows: layout.listRows, buffer: &canvas.buffer)
    case .results, .home, .person, .collection:
      mainListWidget(state, main: consume main, words: words, theme: theme)
        .draw(header: layout.listHeader, rows: layout.listRows, canvas: &canvas)
    }
  }
  if layout.sideBySide {
    let style = state.focus == .detail ? theme.focusedSeparator : theme.separator
    canvas.region(unchanged: canvas.memo.separator == style, in: layout.separator) {
      buffer, memo in
      for row in layout.separator.y..<layout.separator.maxY {
        buffer.put("│", x: layout.separator.x, y: row, style: style, base: .leftToRight)
      }
      memo.separator = style
    }
  }
  guard layout.showsDetail else {
    canvas.memo.detail = nil
    canvas.forgetDetailReach()
    return nil
  }
  let model = DetailModel(state, context: context)
  // A frame that changes nothing the pane shows (the spinner turning, a message) leaves it.
  // Compared where the memo is kept: `if let` would copy the whole memo out to compare it.
  // The films' ids first, read in place: a `j` shows another film, and asking `shows` had
  // the memo copied out for the call (a few hundred bytes written at every `j`).
  if canvas.incremental, canvas.memo.detail?.model.movieID == model.movieID,
    canvas.memo.detail?.shows(model) == true,
    let memo = canvas.memo.detail
  {
    hyperlinks += memo.hyperlinks
    canvas.buffer.images += memo.images
    return memo.scrollLimit
  }
  // Blanked where the last two frames' panes reached, and counted as changed where this
  // one's or the last one's does (`DetailPaneReach`): most of the pane is blank in both.
  var reach = canvas.clearDetailPane(layout.detailPane)
  var links: [Hyperlink] = []
  let imagesBefore = canvas.buffer.images.count
  // The model moved into the widget and from it into the memo, not copied for each (a copy
  // is a retain of every string, table and list it holds).
  let widget = DetailWidget(model: consume model, theme: theme)
  let limit = widget.draw(
    in: layout.detailPane, buffer: &canvas.buffer, hyperlinks: &links, summaryInCells: true,
    reach: &reach)
  canvas.detailPaneDrawn(layout.detailPane, reach: consume reach)
  hyperlinks += links
  // Once the details are in, the pane asks for the poster, which may arrive with no change
  // to the state: such a pane is drawn every frame.
  if widget.model.hasDetails && widget.model.posters != nil {
    canvas.memo.detail = nil
  } else {
    // The model moved out of the widget into the memo, not copied (a retain of each of its
    // strings and lists, and a release of each when the widget went).
    canvas.memo.detail = DetailPaneMemo(
      model: (consume widget).model, scrollLimit: limit, hyperlinks: links,
      images: Array(canvas.buffer.images[imagesBefore...]))
  }
  return limit
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

private func mainListWidget(
  _ state: BrowserState, main: consuming ResultList, words: Words, theme: Theme
) -> ListWidget {
  ListWidget(
    list: consume main, marks: state.watchlist, focused: state.focus == .list,
    status: state.status, words: words, theme: theme)
}

extension Optional where Wrapped: Equatable {
  /// `self == value`, without the copies of both that `==` on two optionals makes (it pairs
  /// them in a tuple to switch over): the region keys are compared so every frame. Chained,
  /// not matched: `case .some(let held)` copied the held key out (a look with its theme and
  /// language, strings) and destroyed the copy, at every frame for each key.
  ///
  /// Mutating only to be handed the optional by its address (it changes nothing): the keys
  /// asked are kept in the canvas's memo, reached through `inout`, and a non-mutating call
  /// had the whole key copied out of the memo first to lend it (a top bar's key, 184 bytes,
  /// at every frame).
  mutating func holds(_ value: Wrapped) -> Bool {
    self?.isSame(as: value) == true
  }
}

extension Equatable {
  /// `==`, as a method, so that an optional's value is compared where it is (`holds`).
  fileprivate func isSame(as other: Self) -> Bool { self == other }
}
