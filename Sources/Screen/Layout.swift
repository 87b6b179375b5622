import Browser

/// Where things go on a screen of a given size. `render` and mouse hit-testing both use this,
/// so a click lands on the row that was drawn there.
public enum Layout {
  /// From this width on, the detail pane sits beside the list; narrower, one pane at a time.
  public static let sideBySideMinimumWidth = 100
  /// Below this size only "Terminal too small" is drawn.
  static let minimumWidth = 20
  static let minimumHeight = 5

  /// Rows the result list shows at this size: the reducer's `viewportRows`. Never below 1.
  public static func listRows(for size: Size) -> Int {
    max(ScreenLayout(size: size, showsDetailAlone: false).listRows.height, 1)
  }

  /// The visible list row (0 = the top one) that a click at `point` hits, or nil when the
  /// point is not on a movie row (outside the list, past its end, under an overlay).
  public static func listRow(at point: Point, size: Size, state: BrowserState) -> Int? {
    let layout = ScreenLayout(size: size, state: state)
    guard !layout.isTooSmall, state.overlay == nil, state.configurationStatus == .loaded,
      state.main.window != nil || state.screen.watchlist != nil, layout.showsList,
      layout.listRows.contains(x: point.x, y: point.y)
    else { return nil }
    let index = point.y - layout.listRows.y
    return state.topRow + index < state.rowCount ? index : nil
  }
}

/// The rectangles of one screen.
struct ScreenLayout {
  let area: Rect
  let isTooSmall: Bool
  let topBar: Rect
  let statusBar: Rect
  /// Everything between the top bar and the status bar.
  let body: Rect
  let sideBySide: Bool
  /// False when a narrow screen shows the detail pane in the list's place.
  let showsList: Bool
  let showsDetail: Bool
  /// The list's title row and its rows, together.
  let listPane: Rect
  let listHeader: Rect
  let listRows: Rect
  /// The column between list and detail (side by side only).
  let separator: Rect
  let detailPane: Rect

  init(size: Size, state: borrowing BrowserState) {
    self.init(size: size, showsDetailAlone: state.focus == .detail)
  }

  init(size: Size, showsDetailAlone: Bool) {
    let width = max(size.width, 0)
    let height = max(size.height, 0)
    area = Rect(width: width, height: height)
    isTooSmall = width < Layout.minimumWidth || height < Layout.minimumHeight
    topBar = area.row(0)
    statusBar = area.row(height - 1)
    body = area.inset(top: 1, bottom: 1)
    sideBySide = width >= Layout.sideBySideMinimumWidth
    showsList = sideBySide || !showsDetailAlone
    showsDetail = sideBySide || showsDetailAlone

    if sideBySide {
      let (left, right) = body.splitHorizontally(at: width * 55 / 100)
      listPane = left
      separator = Rect(x: right.x, y: right.y, width: 1, height: right.height)
      detailPane = right.inset(left: 1)
    } else {
      listPane = body
      separator = .zero
      detailPane = body
    }
    // The title row goes first when space is short: at 20x5 the list keeps three rows.
    let headerRows = body.height >= 4 ? 1 : 0
    (listHeader, listRows) = listPane.splitVertically(at: headerRows)
  }
}
