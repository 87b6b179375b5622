/// What fills the screen below the top bar. Adding a screen is adding a case here, its
/// reducer and its widget; every switch over it then asks for the new case.
public enum BrowserScreen: Sendable, Equatable {
  /// Rows of cards, one per category (`BrowserState.home` holds them, so they keep their
  /// places while other screens are up).
  case home
  /// The result list (a category, a search) with the detail pane.
  case results
  /// The stored watchlist, with the detail pane.
  case watchlist(WatchlistScreen)
  /// A person's page, opened from a film's credits.
  indirect case person(PersonScreen)
  /// A collection's films, opened from a film's details.
  indirect case collection(CollectionScreen)

  public var watchlist: WatchlistScreen? {
    if case .watchlist(let screen) = self { return screen }
    return nil
  }
}

/// What is drawn over the screen and takes the keys while it is open.
public enum Overlay: Sendable, Equatable {
  /// The key map.
  case help
  /// The last status messages, newest first (`M`).
  case messages
  /// The discover form (`BrowserState.discoverForm`).
  case discover
  /// The network inspector, with its own view state.
  case inspector(InspectorView)

  public var inspector: InspectorView? {
    if case .inspector(let view) = self { return view }
    return nil
  }
}

/// Which result list an effect or result is for. The browser keeps several alive at once;
/// `main` is the one the results screen shows and the five phases describe.
public enum ListID: Hashable, Sendable {
  case main
  /// A row of the home screen, by position.
  case homeRow(Int)
  /// A person's films, on their page.
  case person(Int)
  /// A collection's films, on its page.
  case collection(Int)
}
