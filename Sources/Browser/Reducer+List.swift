import TMDB

/// Result sets: starting one, receiving pages, and keeping the viewport's pages loaded.
extension BrowserState {
  /// Loads page 1 of a new result set; what is shown stays until it arrives.
  mutating func startList(_ source: MovieListSource) -> [Effect] {
    var effects = cancelListRequest()
    let id = takeRequestID()
    listRequest = ListRequest(id: id, source: source, page: 1)
    pendingSource = source
    failedSource = nil
    phase = .searching
    status = nil
    effects.append(.loadPage(source, page: 1, id))
    return effects
  }

  /// Stops the list request in flight, if any, and returns to idle.
  mutating func cancelListRequest() -> [Effect] {
    guard let request = listRequest else { return [] }
    listRequest = nil
    pendingSource = nil
    phase = .idle
    return [.cancel(request.id)]
  }

  mutating func receive(_ page: MoviePage, for request: ListRequest) -> [Effect] {
    listRequest = nil
    phase = .idle
    let before = selectedMovie?.id
    if pendingSource != nil {
      pendingSource = nil
      list = PageWindow(firstPage: page, source: request.source, capacity: settings.pageCapacity)
      selectedRow = 0
      topRow = 0
      failedPages = []
      status = page.results.isEmpty ? .info(emptyMessage(for: request.source)) : nil
    } else if var window = list {
      let selectionPage = window.page(ofRow: selectedRow)
      let shift = window.insert(page, near: selectionPage, pinned: Set(neededPages(in: window)))
      // A page above the selection lost repeated movies: keep the same movie selected.
      if shift != 0, request.page < selectionPage {
        selectedRow += shift
        topRow = max(topRow + shift, 0)
      }
      list = window
      failedPages.remove(request.page)
      // A page can come back shorter than promised (the last one, or repeats dropped): a
      // selection past the new end would select nothing.
      selectedRow = min(selectedRow, max(window.rowCount - 1, 0))
      scrollToSelection()
    }
    if !page.dropped.isEmpty {
      let count = page.dropped.items + page.dropped.fields
      status = .info(
        "Skipped \(count) unreadable \(count == 1 ? "entry" : "entries") in that page.")
    }
    var effects: [Effect] = []
    if selectedMovie?.id != before { effects += followSelection() }
    return effects + ensureVisiblePages()
  }

  mutating func listFailed(_ request: ListRequest, message: String) -> [Effect] {
    listRequest = nil
    phase = .idle
    if let source = pendingSource {
      pendingSource = nil
      failedSource = source
    } else {
      failedPages.insert(request.page)
    }
    status = .error(message)
    return []
  }

  /// Asks for the first page the viewport (or the screen after it) needs and lacks. A page in
  /// flight that the viewport has left behind is cancelled in favour of the one it needs now.
  mutating func ensureVisiblePages() -> [Effect] {
    guard let window = list, watchlistView == nil, phase == .idle || phase == .fetchingPage
    else { return [] }
    let needed = neededPages(in: window)
    var effects: [Effect] = []
    if let request = listRequest {
      if needed.contains(request.page) { return [] }
      effects += cancelListRequest()
    }
    guard
      let page = needed.first(where: { !window.isLoaded(page: $0) && !failedPages.contains($0) })
    else { return effects }
    let id = takeRequestID()
    listRequest = ListRequest(id: id, source: window.source, page: page)
    phase = .fetchingPage
    effects.append(.loadPage(window.source, page: page, id))
    return effects
  }

  /// The visible pages first, then those within one screen below: prefetching them means
  /// scrolling never stops on a loading row.
  func neededPages(in window: PageWindow) -> [Int] {
    let rows = max(viewportRows, 1)
    let visible = window.pages(touching: topRow..<(topRow + rows))
    let ahead = window.pages(touching: (topRow + rows)..<(topRow + 2 * rows))
    var ordered: [Int] = []
    for page in visible + ahead where !ordered.contains(page) { ordered.append(page) }
    return ordered
  }

  private func emptyMessage(for source: MovieListSource) -> String {
    switch source {
    case .search(let query): "No movies match \u{201C}\(query)\u{201D}."
    case .category(let category): "\(category.title) has no movies right now."
    }
  }
}
