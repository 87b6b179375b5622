import Browser
import Screen

/// The keys as the default key map names them, standing in for the runtime's labels.
extension KeyLabels {
  static let standard = KeyLabels([
    .moveDown: "j", .moveUp: "k", .first: "g", .last: "G", .focusSearch: "/",
    .openDetail: "⏎", .back: "h", .cancel: "esc", .nextPane: "tab", .toggleWatchlist: "w",
    .showWatchlist: "W", .refresh: "r", .toggleHelp: "?", .quit: "q",
    .showCategory(.popular): "1", .showCategory(.topRated): "2", .showCategory(.nowPlaying): "3",
    .showCategory(.upcoming): "4", .showCategory(.trending): "5",
    .cycleWatchlistOrder: "s", .undoWatchlistRemoval: "u", .submitSearch: "⏎",
  ])
}

/// A render context with the standard key labels.
func testContext(
  mode: String = "REPLAY", spinnerFrame: Int = 0, help: [KeyHelpSection] = [],
  colors: ColorSupport = .basic, country: String = "US"
) -> RenderContext {
  RenderContext(
    mode: mode, spinnerFrame: spinnerFrame, help: help, colors: colors, country: country,
    keys: .standard)
}
