import Browser
import TMDB
import XCTest

@testable import Screen

/// review14: each category tab names its key in the tab-number style and its title in the
/// plain one, whatever the key's width: a remapped key of several characters (`f12`, `pgdn`,
/// `ctrl-f`) was styled only as far as the first one (`f` dim, `12` plain), and a tab with no
/// key had its title's first letter dimmed as if it were the key.
final class TopBarKeyStyleTests: XCTestCase {
  private static let keyMaps: [[Command: String]] = [
    [:],
    [
      .focusSearch: "ctrl-f", .showCategory(.popular): "f12", .showCategory(.topRated): "pgdn",
      .showCategory(.nowPlaying): "3", .showCategory(.upcoming): "ctrl-u",
    ],
    [.focusSearch: "/", .showCategory(.popular): "1", .showCategory(.trending): "f5"],
  ]

  private func bar(keys: KeyLabels, width: Int, active: Category?, theme: Theme) -> Buffer {
    var buffer = Buffer(width: width, height: 1)
    let widget = TopBarWidget(
      searchText: "", focused: false, activeCategory: active, keys: keys.topBar,
      words: Words(.english, keys: keys), theme: theme)
    _ = widget.draw(in: buffer.area, buffer: &buffer)
    return buffer
  }

  func testEachTabsKeyAndOnlyItIsInTheTabNumberStyle() {
    let theme = Theme(.extended)
    var checked = 0
    for map in Self.keyMaps {
      let keys = KeyLabels(map)
      for width in [120, 100, 80, 60, 44] {
        for active in [nil, Category.popular] {
          let buffer = bar(keys: keys, width: width, active: active, theme: theme)
          let line = buffer.lines()[0]
          for (offset, category) in Category.allCases.enumerated() where category != active {
            let key = keys.topBar.categories[offset]
            // The tab's text as drawn: its key (when it has one) and what follows it, found
            // by the title's words (full or short) or, for bare keys, alone.
            let labels = [Message.title(of: category), Message.shortTitle(of: category)].map {
              Words(.english, keys: keys)($0)
            }
            guard
              let (start, title) = labels.lazy.compactMap({ label -> (Int, String)? in
                let text = key.map { "\($0) \(label)" } ?? label
                return Self.column(of: " " + text, in: line).map { ($0 + 1, text) }
              }).first
            else { continue }
            let keyWidth = key?.count ?? 0
            for column in start..<(start + title.count) {
              let expected = column < start + keyWidth ? theme.tabNumber : Style.plain
              XCTAssertEqual(
                buffer[column, 0].style, expected,
                "\(map) at \(width): column \(column) of \(title.debugDescription)")
            }
            checked += 1
          }
        }
      }
    }
    XCTAssertGreaterThan(checked, 40)
  }

  /// The column where `needle` starts in `line` (all one-column characters).
  private static func column(of needle: String, in line: String) -> Int? {
    let characters = Array(line)
    let wanted = Array(needle)
    guard wanted.count <= characters.count else { return nil }
    for start in 0...(characters.count - wanted.count)
    where Array(characters[start..<(start + wanted.count)]) == wanted {
      return start
    }
    return nil
  }
}
