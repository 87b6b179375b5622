import Browser
import TMDB

/// Row 0: the search field on the left, the category tabs on the right.
///
/// ` / dune▁▁▁▁▁▁▁▁▁▁▁▁▁▁   1 Popular  2 Top rated  3 Now playing  4 Upcoming  5 Trending `
struct TopBarWidget {
  let searchText: String
  /// The cursor, in characters from the end of `searchText`.
  var cursorFromEnd = 0
  let focused: Bool
  /// The tab to light (nil on screens other than a category's results).
  let activeCategory: Category?
  /// The keys named: the field's prompt is the key that opens it, each tab starts with its.
  var keys = KeyLabels().topBar
  let words: Words
  let theme: Theme

  /// Draws the bar and returns where the cursor goes (in the field while it has focus).
  func draw(in rect: Rect, buffer: inout Buffer) -> Point? {
    guard !rect.isEmpty else { return nil }
    let tabs = chooseTabs(width: rect.width)
    let tabsWidth = tabs?.width ?? 0
    let fieldX = rect.x + 2 + promptWidth
    let fieldWidth = rect.width - tabsWidth - 3 - promptWidth
    if let tabs { draw(tabs, x: rect.maxX - tabsWidth, y: rect.y, buffer: &buffer) }
    return drawField(x: fieldX, y: rect.y, width: fieldWidth, buffer: &buffer)
  }

  // MARK: Search field

  /// The key that opens the field, before it ("/" as mapped by default); "›" when no key does.
  private var prompt: String {
    keys.search.map { Sanitizer.singleLine($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "›"
  }

  private var promptWidth: Int { prompt.displayWidth }

  private func drawField(x: Int, y: Int, width: Int, buffer: inout Buffer) -> Point? {
    buffer.put(
      prompt, x: x - 1 - promptWidth, y: y, style: focused ? theme.focusedPrompt : theme.prompt,
      base: .leftToRight)
    guard width > 0 else { return nil }
    let text = Sanitizer.singleLine(searchText)
    // The whole query's direction, not that of the part shown: a long Persian query whose
    // shown tail starts with a Latin letter still reads right to left, wherever the cursor is.
    let base = BidiText.resolved(.auto, for: text)
    if focused {
      buffer.fill(Rect(x: x, y: y, width: width, height: 1), style: theme.focusedField)
      if cursorFromEnd <= 0 {
        // One column stays free for the cursor; the end of the text is what is being typed.
        let shown = Self.tail(of: text, width: width - 1)
        let used = buffer.put(
          shown, x: x, y: y, maxWidth: width, style: theme.focusedField, base: base)
        // The cursor follows the end of the text in its own direction: right of Latin text, left
        // of Persian; on a mirrored screen the field's cells are reflected, so count from where
        // the text really starts.
        let mirrored = buffer.direction == .rightToLeft
        let line = BidiLine(shown, base: base)
        let column =
          shown.isEmpty && mirrored ? -1 : line.cursorColumn(beforeLogical: line.logical.count)
        let left = mirrored ? buffer.width - x - used : x
        return Point(x: left + column, y: y)
      }
      // One column stays free for the cursor; what is before the cursor stays in view.
      let split = searchText.count - min(max(cursorFromEnd, 0), searchText.count)
      let head = Self.tail(
        of: Sanitizer.singleLine(String(searchText.prefix(split))), width: width - 1)
      let used = buffer.put(
        head, x: x, y: y, maxWidth: width, style: theme.focusedField, base: base)
      let rest = Sanitizer.singleLine(String(searchText.dropFirst(split)))
      if used < width, !rest.isEmpty {
        buffer.putTruncated(
          rest, x: x + used, y: y, width: width - used, style: theme.focusedField, base: base)
      }
      return Point(x: x + min(used, width - 1), y: y)
    }
    if text.isEmpty {
      let placeholder =
        [words(.searchPlaceholder), words(.searchPlaceholderShort)].first {
          $0.displayWidth <= width
        } ?? ""
      buffer.put(placeholder, x: x, y: y, maxWidth: width, style: theme.dim)
    } else {
      buffer.putTruncated(text, x: x, y: y, width: width, base: base)
    }
    return nil
  }

  /// The last `width` columns of `text`, starting with "…" when something was cut.
  static func tail(of text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if text.displayWidth <= width { return text }
    let budget = width - 1
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let characterWidth = character.displayWidth
      if used + characterWidth > budget { break }
      kept.append(character)
      used += characterWidth
    }
    return "…" + String(kept.reversed())
  }

  // MARK: Tabs

  private struct Tabs {
    var labels: [String]
    /// Full and short labels are padded into bars; bare numbers are set one space apart.
    var padded: Bool

    var width: Int {
      let labelWidths = labels.reduce(0) { $0 + $1.displayWidth }
      return padded ? labelWidths + 2 * labels.count : labelWidths + labels.count
    }
  }

  /// The widest set of tabs that leaves the field a usable width, or nil for none.
  private func chooseTabs(width: Int) -> Tabs? {
    let numbered = Category.allCases.enumerated()
    // The keys to press, as mapped ("1"…"5" by default); digits stay as on the keyboard.
    let key = categoryKey(at:)
    let labelled = { (offset: Int, title: String) in key(offset).map { "\($0) \(title)" } ?? title }
    let candidates: [(Tabs, minimumField: Int)] = [
      (
        Tabs(
          labels: numbered.map { labelled($0, words(Message.title(of: $1))) }, padded: true),
        12
      ),
      (
        Tabs(
          labels: numbered.map { labelled($0, words(Message.shortTitle(of: $1))) },
          padded: true), 12
      ),
      // A tab with no key keeps a dot, so the others stay where they are.
      (Tabs(labels: numbered.map { key($0.offset) ?? "·" }, padded: false), 5),
    ]
    // The field wants room for what is typed (and the cursor after it): tabs give way first,
    // down to their numbers, before the query is cut.
    let wanted = Sanitizer.singleLine(searchText).displayWidth + 1
    if let roomy = candidates.first(where: {
      width - $0.0.width - 3 - promptWidth >= max($0.minimumField, wanted)
    }) {
      return roomy.0
    }
    // A query longer than any field: the numbers, and the field shows the query's end.
    return candidates.last.flatMap {
      width - $0.0.width - 3 - promptWidth >= $0.minimumField ? $0.0 : nil
    }
  }

  /// The key to press for the tab at `offset`, as mapped ("1"…"5" by default; nil: none).
  private func categoryKey(at offset: Int) -> String? {
    offset < keys.categories.count ? keys.categories[offset].map(Sanitizer.singleLine) : nil
  }

  private func draw(_ tabs: Tabs, x: Int, y: Int, buffer: inout Buffer) {
    var column = x
    for (offset, (category, label)) in zip(Category.allCases, tabs.labels).enumerated() {
      let active = activeCategory == category
      let text = tabs.padded ? " \(label) " : label
      if active {
        buffer.put(text, x: column, y: y, style: theme.activeTab)
      } else {
        // The key in the number's style, however many characters it has ("f12", "pgdn"); a
        // padded tab with no key has none (its title's first letter is not a key). A bare
        // tab is its key, or the dot standing for it.
        let keyLength = categoryKey(at: offset)?.count ?? 0
        let number = String(text.prefix(tabs.padded ? 1 + keyLength : text.count))
        let used = buffer.put(number, x: column, y: y, style: theme.tabNumber)
        buffer.put(String(text.dropFirst(number.count)), x: column + used, y: y)
      }
      column += text.displayWidth + (tabs.padded ? 0 : 1)
    }
  }
}
