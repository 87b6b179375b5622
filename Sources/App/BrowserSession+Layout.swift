import Browser
import Screen

/// What the browser needs to know about the screen it is drawn on.
extension BrowserSession {
  /// Tells the browser how many list rows fit and whether the detail pane is beside the list.
  public func applyLayout(_ size: Size) {
    send(.viewportChanged(rows: Layout.listRows(for: size)))
    send(.homeViewportChanged(Layout.homeViewport(for: size)))
    send(.detailPaneShown(size.width >= Layout.sideBySideMinimumWidth))
  }
}
