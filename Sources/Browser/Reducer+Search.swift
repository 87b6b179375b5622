/// The search field: editing, search as you type, and submitting.
extension BrowserState {
  /// The query the field holds: trimmed, with runs of white space made one space.
  public var normalizedQuery: String {
    searchText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  mutating func edit(_ change: (inout String) -> Void) -> [Effect] {
    change(&searchText)
    return scheduleSearch()
  }

  /// Restarts the pause timer while the query is long enough and differs from what is shown.
  mutating func scheduleSearch() -> [Effect] {
    let query = normalizedQuery
    if query.count >= settings.minimumQueryLength, activeSource != .search(query) {
      // Starting the timer again replaces the pending one: only a pause lets it fire.
      return [startTimer(.searchDebounce, milliseconds: settings.debounceMilliseconds)]
    }
    return cancelTimer(.searchDebounce)
  }

  mutating func searchAfterPause() -> [Effect] {
    let query = normalizedQuery
    guard query.count >= settings.minimumQueryLength, activeSource != .search(query) else {
      return []
    }
    return startList(.main, .search(query))
  }

  /// Enter in the search field: search now, whatever the length.
  mutating func submitSearch() -> [Effect] {
    var effects = cancelTimer(.searchDebounce)
    focus = .list
    let query = normalizedQuery
    guard !query.isEmpty, activeSource != .search(query) else { return effects }
    effects += startList(.main, .search(query))
    return effects
  }

  /// Leaves the field for the results (Down, Tab): a query typed but not yet searched is
  /// searched now rather than dropped, so typing then moving never loses what was typed.
  mutating func leaveSearchFieldForResults() -> [Effect] {
    let query = normalizedQuery
    if timers[.searchDebounce] != nil, query.count >= settings.minimumQueryLength,
      activeSource != .search(query)
    {
      return submitSearch()
    }
    return leaveSearchField()
  }

  /// Leaves the field without searching (Escape): the field shows what is listed again.
  mutating func leaveSearchField() -> [Effect] {
    restoreSearchText()
    // The field no longer shows a search that failed, so `r` no longer retries it.
    main.failedSource = nil
    focus = .list
    return cancelTimer(.searchDebounce)
  }

  /// Leaving the field without searching puts back the text of what is shown.
  mutating func restoreSearchText() {
    if case .search(let query) = activeSource {
      searchText = query
    } else {
      searchText = ""
    }
  }
}

extension String {
  /// Removes the last word and the spaces after it, as Ctrl-W does in a shell.
  mutating func deleteLastWord() {
    while let last, last.isWhitespace { removeLast() }
    while let last, !last.isWhitespace { removeLast() }
  }
}
