/// `f` narrows the main list to loaded titles matching as you type; `s` sorts what is loaded
/// by rating, year and title, and back to TMDB's order. Both work on the pages already there,
/// so they ask TMDB for nothing; Esc clears the filter.
extension BrowserState {
  /// Whether the main list's view takes typed keys now.
  public var isEditingFilter: Bool {
    // Asked at every key: the cheap tests first, and the screen and overlay matched rather
    // than compared (`==` copies both sides, and compares an inspector's whole view).
    guard focus == .list, case nil = overlay, case .results = screen else { return false }
    // Read in the dictionary, not through `main`, which copies the whole list out of it.
    return lists[.main]?.view?.editing == true
  }

  /// `f`: start typing a filter (keeping one already typed).
  mutating func startFilter() -> [Effect] {
    guard screen == .results, main.window != nil else { return [] }
    // The film selected, read before the view opens (see `cycleLoadedOrder`).
    let selected = main.selectedMovieID
    var effects = openView()
    main.view?.editing = true
    effects += rebuildView(keeping: selected)
    return effects
  }

  /// `s` on the results: the next order of what is loaded.
  mutating func cycleLoadedOrder() -> [Effect] {
    guard screen == .results, main.window != nil else { return [] }
    // The film selected, read before the view opens: the selection counts the window's rows,
    // placeholders of pages not loaded included, where the view counts loaded films only.
    // Read through the view, the same row was another film (one further down when a page
    // before it was missing), which the new order then kept selected while the pane still
    // showed the film selected before.
    let selected = main.selectedMovieID
    var effects = openView()
    let window = main.window
    main.view?.rebuild(from: window)
    let order = (main.view?.order ?? .tmdb).next
    main.view?.order = order
    let loaded = main.view?.loadedCount ?? 0
    // Back to TMDB's order with no filter: the whole list again, paging as before.
    effects += main.view?.isInert == true ? closeMainView() : rebuildView(keeping: selected)
    status = .loadedOrder(order, loaded: main.view?.loadedCount ?? loaded)
    return effects
  }

  /// Keys while the filter is being typed. Text edits it; Enter keeps it and gives the keys
  /// back to the list; Esc clears it; moves leave the typing and move.
  mutating func performInFilter(_ command: Command) -> [Effect]? {
    guard isEditingFilter, var view = main.view else { return nil }
    switch command {
    case .insertText(let text), .paste(let text):
      let room = Self.maximumTypedLength - view.filter.count
      guard room > 0 else { return [] }
      // Line breaks go (a pasted title's own break would stop it matching), then what the
      // search field drops: a filter holds nothing invisible either.
      view.filter += Self.fieldText(String(text.lazy.filter { !$0.isNewline })).prefix(room)
    case .deleteBackward:
      if !view.filter.isEmpty { view.filter.removeLast() }
    case .deleteWord:
      view.filter.deleteLastWord()
    case .clearSearch:
      view.filter = ""
    case .cancel:
      return clearFilter()
    case .openDetail, .submitSearch:
      view.editing = false
    default:
      main.view?.editing = false
      if main.view?.isInert == true { return closeMainView() + perform(command) }
      return perform(command)
    }
    main.view = view
    return rebuildView()
  }

  /// Esc with a filter up: the filter goes (an order chosen with `s` stays).
  mutating func clearFilter() -> [Effect] {
    guard main.view != nil else { return [] }
    main.view?.filter = ""
    main.view?.editing = false
    if main.view?.isInert == true { return closeMainView() }
    return rebuildView()
  }

  /// Whether Esc on the list has a filter to clear first.
  var hasFilterToClear: Bool {
    guard focus == .list, case .results = screen else { return false }
    return lists[.main]?.view?.filter.isEmpty == false
  }

  private mutating func openView() -> [Effect] {
    guard main.view == nil else { return [] }
    var view = LoadedView()
    view.savedSelection = main.selectedRow
    view.savedTop = main.topRow
    main.view = view
    // Pages on their way would land in rows the view does not show.
    return cancelPageRequests(of: .main, keepingNewSource: true)
  }

  /// Back to the whole list, on the movie that was selected in the view.
  private mutating func closeMainView() -> [Effect] {
    let selected = main.selectedMovie?.id
    main.closeView()
    if let selected, let row = main.window?.row(ofMovie: selected) {
      main.selectedRow = row
    }
    main.scrollToSelection(viewportRows: viewportRows)
    clearListStatus()
    let follow = main.selectedMovie?.id != selected ? followSelection() : []
    return follow + ensureVisiblePages(.main)
  }

  /// The view's rows again, keeping the selected movie selected when it still matches.
  private mutating func rebuildView() -> [Effect] {
    rebuildView(keeping: main.selectedMovieID)
  }

  /// `rebuildView`, keeping `selected` (read before the view's rows changed).
  private mutating func rebuildView(keeping selected: Int?) -> [Effect] {
    guard var view = main.view else { return [] }
    view.rebuild(from: main.window)
    main.view = view
    main.selectedRow = selected.flatMap { id in view.rows.firstIndex { $0.id == id } } ?? 0
    main.scrollToSelection(viewportRows: viewportRows)
    if main.selectedMovie?.id != selected { return followSelection() }
    return []
  }
}

extension ResultList {
  /// Drops the view, the selection back where it was before the view opened.
  mutating func closeView() {
    guard let view else { return }
    self.view = nil
    selectedRow = min(view.savedSelection, max(rowCount - 1, 0))
    topRow = view.savedTop
  }
}
