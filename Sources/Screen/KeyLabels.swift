import Browser
import TMDB

/// How the screen names the key for a command ("r", "Esc", "Ctrl-d"): handed in by the
/// runtime from the live key map, so hints, empty states and help always show the keys as
/// mapped. A command with no key is named by nothing, and its hint is left out.
public struct KeyLabels: Sendable, Hashable {
  private var labels: [Command: String]
  /// The keys the top bar names, worked out once: it is compared every frame.
  private(set) var topBar: TopBar

  public init(_ labels: [Command: String] = [:]) {
    self.labels = labels
    // No map at all (tests, previews): the standard keys, as the bar always showed them.
    topBar =
      labels.isEmpty
      ? TopBar(search: "/", categories: ["1", "2", "3", "4", "5"])
      : TopBar(
        search: labels[.focusSearch],
        categories: Category.allCases.map { labels[.showCategory($0)] })
  }

  /// The key that opens the search field, and the key of each category tab in
  /// `Category.allCases` order (nil: no key does it).
  struct TopBar: Sendable, Hashable {
    var search: String?
    var categories: [String?]
  }

  /// The key for `command`, or nil when no key does it.
  public subscript(_ command: Command) -> String? { labels[command] }

  /// "1-5" for the category keys when they run in order, else each key.
  public var categories: String? {
    let keys = Category.allCases.compactMap { labels[.showCategory($0)] }
    guard keys.count == Category.allCases.count else { return keys.first }
    if keys == ["1", "2", "3", "4", "5"] { return "1-5" }
    return keys.joined(separator: " ")
  }

  /// "r retry · q quit": the pairs whose command has a key, in order.
  func hint(_ pairs: [(Command, String)]) -> String {
    hint(labelled: pairs.map { (self[$0.0], $0.1) })
  }

  /// The same with the keys already named (nil: no key, left out).
  func hint(labelled pairs: [(String?, String)]) -> String {
    pairs.compactMap { key, action in key.map { "\($0) \(action)" } }.joined(separator: " · ")
  }
}
