/// The search field: editing, search as you type, and submitting.
extension BrowserState {
  /// The query the field holds: trimmed, with runs of white space made one space, and without
  /// words that show nothing (zero-width joiners and spaces, bidi marks, a lone variation
  /// selector): a field of only those searched TMDB for nothing the user could see, where an
  /// empty field searches nothing. Joiners inside a word (Persian's ZWNJ) stay.
  public var normalizedQuery: String {
    searchText.split(whereSeparator: \.isWhitespace).filter(\.showsSomething)
      .joined(separator: " ")
  }

  mutating func edit(_ change: (inout String) -> Void) -> [Effect] {
    change(&searchText)
    return scheduleSearch()
  }

  /// Restarts the pause timer while the query is long enough and differs from what is shown.
  mutating func scheduleSearch() -> [Effect] {
    let query = normalizedQuery
    if isLongEnoughToSearch(query), activeSource != .search(query) {
      // Starting the timer again replaces the pending one: only a pause lets it fire.
      return [startTimer(.searchDebounce, milliseconds: settings.debounceMilliseconds)]
    }
    return cancelTimer(.searchDebounce)
  }

  /// Whether a pause searches for `query`: long enough, or one CJK character, which is a
  /// whole word (千, 光, 愛) where one Latin letter is not.
  func isLongEnoughToSearch(_ query: String) -> Bool {
    if query.count >= settings.minimumQueryLength { return true }
    guard query.count == 1, let character = query.first else { return false }
    return character.isCJKWord
  }

  mutating func searchAfterPause() -> [Effect] {
    let query = normalizedQuery
    guard isLongEnoughToSearch(query), activeSource != .search(query) else {
      return []
    }
    return startList(.main, .search(query))
  }

  /// Enter in the search field: search now, whatever the length.
  mutating func submitSearch() -> [Effect] {
    // Enter elsewhere (a key bound to it in the config) is not a search: it took the focus
    // from the opened pane to the list, leaving the pane's films and link behind.
    guard focus == .search else { return [] }
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
    if timers[.searchDebounce] != nil, isLongEnoughToSearch(query),
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

extension Substring {
  /// Whether the text has a character that is drawn: not white space, not a control, and not
  /// default-ignorable (what terminals and fonts draw as nothing: U+200B–U+200F, U+202A–U+202E,
  /// U+2060–U+206F, U+FEFF, U+00AD, variation selectors, Hangul fillers, tags).
  fileprivate var showsSomething: Bool {
    unicodeScalars.contains { scalar in
      let properties = scalar.properties
      return !properties.isWhitespace && !properties.isDefaultIgnorableCodePoint
        && properties.generalCategory != .control
    }
  }
}

extension Character {
  /// Han, Hiragana, Katakana or Hangul: one such character can be a word by itself.
  var isCJKWord: Bool {
    guard let scalar = unicodeScalars.first else { return false }
    return Self.cjkWordRanges.contains { $0.contains(scalar.value) }
  }

  private static let cjkWordRanges: [ClosedRange<UInt32>] = [
    0x1100...0x11FF,  // Hangul Jamo
    0x3005...0x3007,  // 々 〆 〇
    0x3040...0x30FF,  // Hiragana, Katakana
    0x3130...0x318F,  // Hangul Compatibility Jamo
    0x31F0...0x31FF,  // Katakana Phonetic Extensions
    0x3400...0x4DBF,  // CJK Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xAC00...0xD7AF,  // Hangul Syllables
    0xF900...0xFAFF,  // CJK Compatibility Ideographs
    0xFF66...0xFF9D,  // half-width Katakana
    0x20000...0x3134F,  // CJK Extensions B–G
  ]
}

extension String {
  /// Removes the last word and the spaces after it, as Ctrl-W does in a shell.
  mutating func deleteLastWord() {
    while let last, last.isWhitespace { removeLast() }
    while let last, !last.isWhitespace { removeLast() }
  }
}
