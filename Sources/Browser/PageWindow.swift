import TMDB

/// A result set as a window over TMDB's pages: it knows how many results exist, keeps at most
/// `capacity` pages in memory, and answers "which movie is on row r" with placeholders for pages
/// not loaded. Memory stays flat however far the user scrolls.
///
/// A movie never shows twice: TMDB's pages drift between requests, so a movie first seen on one
/// page is dropped from any other page that repeats it. Rows are laid out page after page, each
/// page taking as many rows as it kept (20 until it loads).
public struct PageWindow: Sendable, Equatable {
  public static let defaultCapacity = 10

  /// What the window shows (kept as `sharedSource`).
  public var source: MovieListSource { sharedSource.value }
  /// The source, behind one reference (see `SharedListSource`): fixed for the window's life.
  public let sharedSource: SharedListSource
  /// Pages TMDB will actually serve (clamped to 500).
  public private(set) var totalPages: Int
  /// Results reachable within those pages.
  public private(set) var totalResults: Int
  public let capacity: Int
  /// Loaded pages by number (1-based).
  public private(set) var pages: [Int: [MovieSummary]] = [:]
  /// Rows of the pages whose count differs from what TMDB's totals imply (repeats removed, a
  /// last page shorter than promised), remembered after eviction so rows stay put. Usually
  /// empty, so finding a row is arithmetic, not a walk over 500 pages.
  private var irregularRows: [Int: Int] = [:]
  /// The keys of `irregularRows`, ascending.
  private var irregularPages: [Int] = []
  /// The sum of every page's rows, kept up to date as pages arrive.
  public private(set) var rowCount = 0
  /// The page each movie was first seen on.
  private var ownerPage: [Int: Int] = [:]
  /// One bit per page number, set while that page is in `pages`: `isLoaded(page:)`, asked
  /// several times at every key press, tests a bit instead of hashing the number into `pages`.
  /// Sized for every page at the start, so equal windows hold equal bits.
  private var loadedBits: [UInt64] = []

  /// A window holding page 1 of a result set.
  public init(firstPage: MoviePage, source: MovieListSource, capacity: Int = defaultCapacity) {
    sharedSource = SharedListSource(source)
    self.capacity = max(capacity, 2)
    totalPages = max(firstPage.totalPages, 1)
    totalResults = firstPage.reachableResults
    rowCount = (totalPages - 1) * MoviePage.pageSize + expectedRows(onPage: totalPages)
    loadedBits = Array(repeating: 0, count: totalPages / 64 + 1)
    insert(firstPage.results, page: 1)
    if totalPages == 1 { totalResults = rowCount }
  }

  public var loadedPageNumbers: [Int] { pages.keys.sorted() }

  public func isLoaded(page: Int) -> Bool {
    let word = page >> 6
    guard page >= 0, word < loadedBits.count else { return false }
    return loadedBits[word] & (1 << UInt64(page & 63)) != 0
  }

  /// Keeps `loadedBits` in step with `pages`.
  private mutating func mark(page: Int, loaded: Bool) {
    let word = page >> 6
    guard page >= 0, word < loadedBits.count else { return }
    let bit: UInt64 = 1 << UInt64(page & 63)
    if loaded { loadedBits[word] |= bit } else { loadedBits[word] &= ~bit }
  }

  /// The movie on `row`, or nil when its page is not loaded (a placeholder row).
  public func movie(atRow row: Int) -> MovieSummary? {
    guard let (page, index) = locate(row: row), let movies = pages[page],
      index < movies.count
    else { return nil }
    return movies[index]
  }

  /// `body` run on the movie on `row` where it is stored, or nil when its page is not loaded.
  ///
  /// A `MovieSummary` holds seven strings and arrays: `movie(atRow:)` copies it, retaining
  /// and releasing each, which a frame did for every row on screen only to read a few fields.
  /// This lends the stored value instead.
  public func withMovie<Result>(atRow row: Int, _ body: (MovieSummary) -> Result) -> Result? {
    guard let (page, index) = locate(row: row), let movies = pages[page],
      index < movies.count
    else { return nil }
    return movies.withUnsafeBufferPointer { body($0[index]) }
  }

  /// The page that holds `row`.
  public func page(ofRow row: Int) -> Int {
    locate(row: row)?.page ?? totalPages
  }

  /// The first row of `page`: 20 a page before it, corrected by the irregular ones.
  public func firstRow(ofPage page: Int) -> Int {
    let page = min(max(page, 1), totalPages + 1)
    var row = (page - 1) * MoviePage.pageSize
    for irregular in irregularPages {
      guard irregular < page else { break }
      row += irregularRows[irregular]! - expectedRows(onPage: irregular)
    }
    return row
  }

  /// The row showing the movie with this id, if its page is loaded.
  public func row(ofMovie id: Int) -> Int? {
    guard let page = ownerPage[id], let index = pages[page]?.firstIndex(where: { $0.id == id })
    else { return nil }
    return firstRow(ofPage: page) + index
  }

  /// The pages that rows `range` touch, in order.
  public func pages(touching range: Range<Int>) -> [Int] {
    guard !range.isEmpty, rowCount > 0 else { return [] }
    let first = page(ofRow: max(range.lowerBound, 0))
    let last = page(ofRow: min(range.upperBound - 1, rowCount - 1))
    return first <= last ? Array(first...last) : []
  }

  /// Whether every page `pages(touching:)` names is loaded, without building the list of them.
  public func allLoaded(touching range: Range<Int>) -> Bool {
    guard !range.isEmpty, rowCount > 0 else { return true }
    let first = page(ofRow: max(range.lowerBound, 0))
    let last = page(ofRow: min(range.upperBound - 1, rowCount - 1))
    guard first <= last else { return true }
    return (first...last).allSatisfy { isLoaded(page: $0) }
  }

  /// Adds a page (replacing an older copy of it), then evicts the pages farthest from
  /// `keeping` until at most `capacity` remain; pages in `pinned` are never evicted.
  /// Returns how many rows the page gained or lost compared with what was assumed.
  @discardableResult
  public mutating func insert(
    _ page: MoviePage, near keeping: Int, pinned: Set<Int> = []
  ) -> Int {
    guard page.page >= 1, page.page <= totalPages else { return 0 }
    let before = rows(onPage: page.page)
    insert(page.results, page: page.page)
    evict(near: keeping, pinned: pinned, arrived: page.page)
    return rows(onPage: page.page) - before
  }

  /// Whether `page`, loaded, kept no film (empty, or only films other pages have) and no page
  /// after it is loaded: the list has come to its real end, whatever TMDB's totals promised.
  public func endsAt(emptyPage page: Int) -> Bool {
    page > 1 && page <= totalPages && pages[page]?.isEmpty == true
      && !pages.keys.contains { $0 > page }
  }

  /// Ends the list before `page` (`endsAt(emptyPage:)`): a server that sends the same films
  /// on every page, or empty pages short of its totals, had the list ask for page after page
  /// up to 500, each bringing nothing, the selection on no film meanwhile.
  public mutating func end(before page: Int) {
    guard page > 1, page <= totalPages else { return }
    let last = page - 1
    let lastRows = rows(onPage: last)
    for gone in page...totalPages {
      rowCount -= rows(onPage: gone)
      irregularRows[gone] = nil
      pages[gone] = nil
      mark(page: gone, loaded: false)
    }
    irregularPages.removeAll { $0 >= page }
    totalPages = last
    totalResults = (last - 1) * MoviePage.pageSize + lastRows
    // The last page now holds what the totals say it does: not irregular any more.
    if irregularRows[last] == lastRows {
      irregularRows[last] = nil
      irregularPages.removeAll { $0 == last }
    }
  }

  private mutating func insert(_ results: [MovieSummary], page: Int) {
    // What this page owned when last loaded is let go: a movie that drifted off it may show
    // elsewhere now, and one still on it is taken again below. (Two sets made each time, of
    // the incoming ids and of those seen on the page, cost a page's arrival ~10 k
    // instructions on the loop thread; nothing is owned yet on a page's first load.)
    var former: [Int] = []
    for (id, owner) in ownerPage where owner == page { former.append(id) }
    for id in former { ownerPage[id] = nil }
    // Room for the page's films made at once: grown one by one, a list's first page had its
    // table made again four or five times (~7 k instructions a page).
    ownerPage.reserveCapacity(ownerPage.count + results.count)
    var kept: [MovieSummary] = []
    kept.reserveCapacity(results.count)
    // A movie owned already, by another page or earlier on this one, shows only there.
    for movie in results where ownerPage[movie.id] == nil {
      ownerPage[movie.id] = page
      kept.append(movie)
    }
    pages[page] = kept
    mark(page: page, loaded: true)
    setRows(kept.count, onPage: page)
  }

  private mutating func setRows(_ count: Int, onPage page: Int) {
    rowCount += count - rows(onPage: page)
    if count == expectedRows(onPage: page) {
      irregularRows[page] = nil
      irregularPages.removeAll { $0 == page }
    } else {
      if irregularRows[page] == nil {
        irregularPages.insert(
          page, at: irregularPages.firstIndex { $0 > page } ?? irregularPages.endIndex)
      }
      irregularRows[page] = count
    }
  }

  /// Drops the pages farthest from `keeping` down to the capacity, never a `pinned` one nor
  /// the page that has just `arrived`.
  private mutating func evict(near keeping: Int, pinned: Set<Int>, arrived: Int) {
    while pages.count > capacity {
      let candidates = pages.keys.filter { $0 != arrived && !pinned.contains($0) }
      guard
        let victim = candidates.max(by: {
          (abs($0 - keeping), $0) < (abs($1 - keeping), $1)
        })
      else { return }
      pages[victim] = nil
      mark(page: victim, loaded: false)
    }
  }

  private func rows(onPage page: Int) -> Int {
    irregularRows[page] ?? expectedRows(onPage: page)
  }

  /// What TMDB's totals promise: 20 a page, the remainder on the last.
  private func expectedRows(onPage page: Int) -> Int {
    guard page == totalPages else { return MoviePage.pageSize }
    let remainder = totalResults - (totalPages - 1) * MoviePage.pageSize
    return min(max(remainder, 0), MoviePage.pageSize)
  }

  /// The page and index of `row`: a binary search over pages by their first row.
  private func locate(row: Int) -> (page: Int, index: Int)? {
    guard row >= 0, row < rowCount else { return nil }
    if irregularPages.isEmpty {
      // Every page holds what TMDB said it would (nearly always): the page is a division
      // away, not a search that adds up the irregular pages at each step (asked at every key).
      let page = min(row / MoviePage.pageSize + 1, totalPages)
      return (page, row - (page - 1) * MoviePage.pageSize)
    }
    // The last page whose first row is at or before `row`; empty pages are skipped over.
    var low = 1
    var high = totalPages
    while low < high {
      let middle = (low + high + 1) / 2
      if firstRow(ofPage: middle) <= row { low = middle } else { high = middle - 1 }
    }
    return (low, row - firstRow(ofPage: low))
  }
}
