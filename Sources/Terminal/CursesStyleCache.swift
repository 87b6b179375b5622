import CNcurses
import Screen

/// A style as ncurses draws it: attributes, colour pair, and a space in that look (`setcchar`'s
/// result, which a one-scalar cell copies and puts its scalar into).
struct CursesStyle {
  var attributes: attr_t
  var colorPair: Int16
  var blank: cchar_t
}

/// The curses form of each style met so far. A frame uses a handful of styles over thousands of
/// cells, interleaved (a row's title, its dimmed year, the selection bar), so the last few are
/// kept in a short list searched by their packed bits before the dictionary is hashed.
struct CursesStyleCache {
  private var all: [Style: CursesStyle] = [:]
  private var recentKeys: [UInt32] = []
  private var recent: [CursesStyle] = []
  private var nextToReplace = 0
  private static let recentCount = 16

  /// The entry for `style`, made by `make` on first use.
  mutating func style(_ style: Style, make: (Style) -> CursesStyle) -> CursesStyle {
    let key = style.packedValue
    if let index = recentKeys.firstIndex(of: key) { return recent[index] }
    let found: CursesStyle
    if let known = all[style] {
      found = known
    } else {
      found = make(style)
      all[style] = found
    }
    if recentKeys.count < Self.recentCount {
      recentKeys.append(key)
      recent.append(found)
    } else {
      recentKeys[nextToReplace] = key
      recent[nextToReplace] = found
      nextToReplace = (nextToReplace + 1) % Self.recentCount
    }
    return found
  }

  /// Forgets every entry: their colour pairs are about to mean other colours.
  mutating func removeAll() {
    all.removeAll(keepingCapacity: true)
    recentKeys.removeAll(keepingCapacity: true)
    recent.removeAll(keepingCapacity: true)
    nextToReplace = 0
  }
}
