/// Where the search field's cursor moves.
public enum SearchCursorMove: String, Sendable, Hashable, CaseIterable {
  case left, right, start, end, wordLeft, wordRight
}

/// Editing inside the search field. The cursor is kept as a count of characters from the
/// end (`searchCursorFromEnd`), so every place that sets `searchText` without knowing about
/// the cursor still leaves it at the end, as typing expects.
extension BrowserState {
  /// The cursor as an index into `searchText`, clamped to it.
  public var searchCursorIndex: String.Index {
    let fromEnd = min(max(searchCursorFromEnd, 0), searchText.count)
    return searchText.index(searchText.endIndex, offsetBy: -fromEnd)
  }

  /// The characters before the cursor (what the screen keeps in view).
  public var searchTextBeforeCursor: Substring { searchText[..<searchCursorIndex] }

  mutating func moveSearchCursor(_ move: SearchCursorMove) -> [Effect] {
    guard focus == .search else { return [] }
    let index = searchCursorIndex
    let target: String.Index
    switch move {
    case .left: target = index == searchText.startIndex ? index : searchText.index(before: index)
    case .right: target = index == searchText.endIndex ? index : searchText.index(after: index)
    case .start: target = searchText.startIndex
    case .end: target = searchText.endIndex
    case .wordLeft:
      var position = index
      while position > searchText.startIndex,
        searchText[searchText.index(before: position)].isWhitespace
      {
        position = searchText.index(before: position)
      }
      while position > searchText.startIndex,
        !searchText[searchText.index(before: position)].isWhitespace
      {
        position = searchText.index(before: position)
      }
      target = position
    case .wordRight:
      var position = index
      while position < searchText.endIndex, searchText[position].isWhitespace {
        position = searchText.index(after: position)
      }
      while position < searchText.endIndex, !searchText[position].isWhitespace {
        position = searchText.index(after: position)
      }
      target = position
    }
    searchCursorFromEnd = searchText.distance(from: target, to: searchText.endIndex)
    return []
  }

  /// Typed or pasted text goes in at the cursor, which stays after it; past
  /// `maximumTypedLength` characters the rest of a paste is left out. Only what
  /// `fieldText` keeps goes in: nothing in the field is invisible.
  mutating func insertAtCursor(_ text: String) -> [Effect] {
    let room = Self.maximumTypedLength - searchText.count
    let text = Self.fieldText(text)
    guard room > 0, !text.isEmpty else { return [] }
    let index = searchCursorIndex
    return editBeforeCursor { $0.insert(contentsOf: text.prefix(room), at: index) }
  }

  /// An edit of the text before the cursor, the text after it kept as it was. Counted in
  /// characters, the cursor would move when the edit joins the characters either side into
  /// one (a ZWJ pasted between two emoji, 🇺 typed before 🇸): it would land before the joined
  /// character, and what is typed next would go in ahead of what was just typed. It stays
  /// before the same bytes instead, after the joined character.
  private mutating func editBeforeCursor(_ change: (inout String) -> Void) -> [Effect] {
    let after = searchText.utf8.distance(from: searchCursorIndex, to: searchText.endIndex)
    let effects = edit(change)
    let cursor = searchText.utf8.index(searchText.endIndex, offsetBy: -after)
    var fromEnd = 0
    var position = searchText.endIndex
    while position > searchText.startIndex {
      let before = searchText.index(before: position)
      if before < cursor { break }
      fromEnd += 1
      position = before
    }
    searchCursorFromEnd = fromEnd
    return effects
  }

  /// What a one-line field (the search field, the loaded list's filter) keeps of typed or
  /// pasted text: line breaks and tabs become spaces; control characters, format characters
  /// (bidi overrides, embeddings and isolates, LRM/RLM, zero-width space, BOM, tags, …) and the
  /// Hangul fillers go, as the screen's sanitiser drops them when it draws. Kept, they would
  /// sit in the field unseen: the cursor would step over nothing, Backspace would delete
  /// nothing visible, and the query sent would not be the one shown. ZWJ and ZWNJ stay: emoji
  /// sequences and several scripts need them.
  static func fieldText(_ text: String) -> String {
    // Printable ASCII, what nearly every key press brings, has nothing to drop.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var kept = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x85, 0x2028, 0x2029: kept.append(" ")
      case 0x200C, 0x200D: kept.append(scalar)
      case 0x00..<0x20, 0x7F...0x9F, 0x115F, 0x3164, 0xFFA0: break
      default:
        if scalar.properties.generalCategory != .format { kept.append(scalar) }
      }
    }
    return String(kept)
  }

  /// The most characters the search field and the loaded list's filter hold: longer than any
  /// title or query a person types, short enough that a pasted file costs a request of a few
  /// kilobytes and a filter pass over the loaded films stays quick.
  public static let maximumTypedLength = 500

  /// Backspace: the character before the cursor.
  mutating func deleteBeforeCursor() -> [Effect] {
    let index = searchCursorIndex
    guard index > searchText.startIndex else { return [] }
    return editBeforeCursor { $0.remove(at: $0.index(before: index)) }
  }

  /// Ctrl-W: the word before the cursor.
  mutating func deleteWordBeforeCursor() -> [Effect] {
    var head = String(searchTextBeforeCursor)
    let tail = searchText[searchCursorIndex...]
    head.deleteLastWord()
    return editBeforeCursor { $0 = head + tail }
  }

  /// Ctrl-K: everything after the cursor.
  mutating func deleteToEndOfSearch() -> [Effect] {
    guard focus == .search, searchCursorFromEnd > 0 else { return [] }
    let index = searchCursorIndex
    searchCursorFromEnd = 0
    return edit { $0.removeSubrange(index...) }
  }
}
