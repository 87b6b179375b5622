import Browser
import Screen

/// What the browser needs to know about the screen it is drawn on. Shared by the interactive
/// loop and the script runner, so scripts see the same layout behaviour as people do.
extension BrowserSession {
  /// Tells the browser how many list rows fit and whether the detail pane is beside the list.
  public func applyLayout(_ size: Size) {
    send(.viewportChanged(rows: Layout.listRows(for: size)))
    send(.detailPaneShown(size.width >= Layout.sideBySideMinimumWidth))
  }

  /// Keeps the detail pane from scrolling past its last line, so scrolling back up answers
  /// at the first key press.
  public func clampDetailScroll(_ size: Size, context: RenderContext) {
    guard state.detailScroll > 0 else { return }
    let limit = Layout.detailScrollLimit(size: size, state: state, context: context)
    if state.detailScroll > limit { send(.detailScrollLimit(limit)) }
  }
}
