import TMDB

/// One result list: a window over TMDB's pages with its own selection and scroll position.
/// Several live in the browser at once (`BrowserState.lists`), keyed by `ListID`; their page
/// requests sit in the shared registry, tagged with the list they serve.
public struct ResultList: Sendable, Equatable {
  /// The result set shown (nil until the first one arrives).
  public var window: PageWindow?
  /// Where the list goes when page 1 of a new result set arrives.
  public var pendingSource: MovieListSource? {
    get { sharedPendingSource?.value }
    set { sharedPendingSource = newValue.map(SharedListSource.init) }
  }
  /// `pendingSource` as kept (see `SharedListSource`).
  public private(set) var sharedPendingSource: SharedListSource?
  /// A new result set whose page 1 failed to load; `r` retries it rather than what is shown.
  /// Cleared (retried, given up), it takes `failure` with it.
  public var failedSource: MovieListSource? {
    get { sharedFailedSource?.value }
    set {
      sharedFailedSource = newValue.map(SharedListSource.init)
      if newValue == nil, !fixedRowsFailed { failure = nil }
    }
  }
  private var sharedFailedSource: SharedListSource?
  /// Pages whose last load failed; retried on the next scroll or refresh, not in a loop.
  public var failedPages: Set<Int> = []
  public var selectedRow = 0
  /// The first visible row.
  public var topRow = 0

  public init() {}

  /// The source of what is shown, or what is on its way.
  public var activeSource: MovieListSource? { pendingSource ?? window?.source }

  /// The category of `activeSource` when it is one (the tab the top bar lights), matched
  /// where the sources are kept: `activeSource` copies one out to say so, at every frame.
  public var activeCategory: Category? {
    @inline(__always) get {
      if let pending = sharedPendingSource { return pending.category }
      return window?.sharedSource.category
    }
  }

  /// The query of `activeSource` when it is a search, matched where it is stored: the loop
  /// asks after every wake, and `activeSource` would copy a discover query out to say no.
  public var activeSearchQuery: String? {
    // Inlined where it is asked (`lists[.main]?.activeSearchQuery`), as `selectedMovieID`
    // is: called, it had the list copied out of the dictionary for it first.
    @inline(__always) get {
      switch sharedPendingSource?.value {
      case .search(let query)?: return query
      case .some: return nil
      case nil:
        guard case .search(let query)? = window?.source else { return nil }
        return query
      }
    }
  }

  /// Rows that are not pages of TMDB's (the watchlist's home row): all there, never paged.
  public var fixedRows: [MovieSummary]?
  /// The last read of `fixedRows` failed (the database locked or damaged): the row says so,
  /// and `r` reads them again. Without it the row said "Loading…" for ever. Cleared, it takes
  /// `failure` with it.
  public var fixedRowsFailed = false {
    didSet { if !fixedRowsFailed, failedSource == nil { failure = nil } }
  }

  /// Why page 1 of `failedSource` (or the read of `fixedRows`) failed, kept while the list
  /// stays failed: a failed home row says its own reason, not whatever the status bar says
  /// by then (another row's failure, a retry notice, nothing once the error faded).
  public var failure: Failure?

  /// The loaded rows narrowed or sorted (`f`, `s`), while that is up: the list shows its rows.
  public var view: LoadedView?

  public var rowCount: Int { view?.rows.count ?? window?.rowCount ?? fixedRows?.count ?? 0 }

  public var selectedMovie: MovieSummary? { movie(atRow: selectedRow) }

  /// The movie on `row`, or nil for a row whose page has not arrived.
  public func movie(atRow row: Int) -> MovieSummary? {
    if let view { return view.rows.indices.contains(row) ? view.rows[row] : nil }
    if let window { return window.movie(atRow: row) }
    guard let fixedRows, fixedRows.indices.contains(row) else { return nil }
    return fixedRows[row]
  }

  /// The id of the selected movie, read where the movie is stored (`selectedMovie` copies
  /// it: seven strings and arrays retained and released, on every key press).
  public var selectedMovieID: Int? {
    // Inlined where it is asked (`lists[id]?.selectedMovieID`), so the list it reads is not
    // copied out of the dictionary first.
    @inline(__always) get {
      // Bound, not compared with nil: `!= nil` on these Equatable values copies them.
      let row = selectedRow
      if let view { return view.rows.indices.contains(row) ? view.rows[row].id : nil }
      if let window { return window.withMovie(atRow: row) { $0.id } }
      guard let fixedRows, fixedRows.indices.contains(row) else { return nil }
      return fixedRows[row].id
    }
  }

  /// Whether there is anything to show yet (a first page, or fixed rows).
  public var hasContent: Bool { window != nil || fixedRows != nil }

  /// Selects `row` and scrolls it into a viewport of `rows` rows. Pages that failed are
  /// forgotten, so scrolling gives them another try; true when there were any.
  mutating func select(_ row: Int, viewportRows rows: Int) -> Bool {
    selectedRow = row
    scrollToSelection(viewportRows: rows)
    guard !failedPages.isEmpty else { return false }
    failedPages.removeAll()
    return true
  }

  /// What a move of the selection did: the selected movie's id before and after, and whether
  /// failed pages were forgotten (see `select`).
  struct SelectionMove {
    let before: Int?
    let after: Int?
    let forgotFailures: Bool
  }

  /// Moves the selection to `target` (kept inside the list) and scrolls it into a viewport of
  /// `rows` rows; nil for a list without rows. Called where the list is stored, so the list is
  /// read once and never copied.
  mutating func moveSelection(_ target: SelectionTarget, viewportRows rows: Int) -> SelectionMove? {
    let count = rowCount
    guard count > 0 else { return nil }
    let before = selectedMovieID
    let forgot = select(target.row(from: selectedRow, count: count), viewportRows: rows)
    return SelectionMove(before: before, after: selectedMovieID, forgotFailures: forgot)
  }

  /// `hasNeededPages`, asked where the list is stored (`lists.values[index]`): a call on the
  /// dictionary's value through its getter copies the list first, retaining all it holds.
  mutating func hasNeededPagesInPlace(viewportRows rows: Int) -> Bool {
    hasNeededPages(viewportRows: rows)
  }

  /// Keeps the selection inside a viewport of `rows` rows and the viewport inside the list.
  mutating func scrollToSelection(viewportRows rows: Int) {
    let rows = max(rows, 1)
    if selectedRow < topRow {
      topRow = selectedRow
    } else if selectedRow >= topRow + rows {
      topRow = selectedRow - rows + 1
    }
    topRow = min(max(topRow, 0), max(rowCount - rows, 0))
  }

  /// True when every page `neededPages` names is loaded (or it names none): nearly every move
  /// of the selection, told without building the list of pages.
  @inline(__always)  // where it is asked, so the list is not copied out of the dictionary
  func hasNeededPages(viewportRows rows: Int) -> Bool {
    guard let window, view == nil else { return true }
    let rows = max(rows, 1)
    if window.rowCount > 0, !window.isLoaded(page: window.page(ofRow: selectedRow)) {
      return false
    }
    return window.allLoaded(touching: topRow..<(topRow + rows))
      && window.allLoaded(touching: (topRow + rows)..<(topRow + 2 * rows))
  }

  /// The pages a viewport of `rows` rows needs, most needed first: the selection's page, the
  /// other visible pages, then those within one screen below (prefetched, so scrolling never
  /// stops on a loading row).
  func neededPages(viewportRows rows: Int) -> [Int] {
    // A narrowed or sorted view shows what is loaded and asks for nothing more.
    guard let window, view == nil else { return [] }
    let rows = max(rows, 1)
    // The selection's page, the visible ones, the screen after: built in place, as this runs
    // at every move of the selection.
    var ordered: [Int] = []
    ordered.reserveCapacity(4)
    if window.rowCount > 0 { ordered.append(window.page(ofRow: selectedRow)) }
    func add(pagesTouching range: Range<Int>) {
      for page in window.pages(touching: range) where !ordered.contains(page) {
        ordered.append(page)
      }
    }
    add(pagesTouching: topRow..<(topRow + rows))
    add(pagesTouching: (topRow + rows)..<(topRow + 2 * rows))
    return ordered
  }
}
