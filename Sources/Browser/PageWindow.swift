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

  public let source: MovieListSource
  /// Pages TMDB will actually serve (clamped to 500).
  public private(set) var totalPages: Int
  /// Results reachable within those pages.
  public private(set) var totalResults: Int
  public let capacity: Int
  /// Loaded pages by number (1-based).
  public private(set) var pages: [Int: [MovieSummary]] = [:]
  /// Rows each page kept after removing repeats; remembered after eviction so rows stay put.
  private var keptCounts: [Int: Int] = [:]
  /// The page each movie was first seen on.
  private var ownerPage: [Int: Int] = [:]

  /// A window holding page 1 of a result set.
  public init(firstPage: MoviePage, source: MovieListSource, capacity: Int = defaultCapacity) {
    self.source = source
    self.capacity = max(capacity, 2)
    totalPages = max(firstPage.totalPages, 1)
    totalResults = firstPage.reachableResults
    insert(firstPage.results, page: 1)
    if totalPages == 1 { totalResults = keptCounts[1] ?? 0 }
  }

  /// Number of rows: kept rows of pages seen, plus 20 for each page not seen yet.
  public var rowCount: Int {
    (1...totalPages).reduce(0) { $0 + rows(onPage: $1) }
  }

  public var loadedPageNumbers: [Int] { pages.keys.sorted() }

  public func isLoaded(page: Int) -> Bool { pages[page] != nil }

  /// The movie on `row`, or nil when its page is not loaded (a placeholder row).
  public func movie(atRow row: Int) -> MovieSummary? {
    guard let (page, index) = locate(row: row), let movies = pages[page],
      index < movies.count
    else { return nil }
    return movies[index]
  }

  /// The page that holds `row`.
  public func page(ofRow row: Int) -> Int {
    locate(row: row)?.page ?? totalPages
  }

  /// The first row of `page`.
  public func firstRow(ofPage page: Int) -> Int {
    guard page > 1 else { return 0 }
    return (1..<min(page, totalPages + 1)).reduce(0) { $0 + rows(onPage: $1) }
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
    evict(near: keeping, pinned: pinned.union([page.page]))
    return rows(onPage: page.page) - before
  }

  private mutating func insert(_ results: [MovieSummary], page: Int) {
    // A movie that drifted off this page since it was last loaded may show elsewhere now.
    let incoming = Set(results.map(\.id))
    for (id, owner) in ownerPage where owner == page && !incoming.contains(id) {
      ownerPage[id] = nil
    }
    var kept: [MovieSummary] = []
    var seenHere: Set<Int> = []
    for movie in results where seenHere.insert(movie.id).inserted {
      if let owner = ownerPage[movie.id], owner != page { continue }
      ownerPage[movie.id] = page
      kept.append(movie)
    }
    pages[page] = kept
    // The last page is short by nature; any other page is only short through repeats.
    keptCounts[page] = kept.count
  }

  private mutating func evict(near keeping: Int, pinned: Set<Int>) {
    while pages.count > capacity {
      let candidates = pages.keys.filter { !pinned.contains($0) }
      guard
        let victim = candidates.max(by: {
          (abs($0 - keeping), $0) < (abs($1 - keeping), $1)
        })
      else { return }
      pages[victim] = nil
    }
  }

  private func rows(onPage page: Int) -> Int {
    if let kept = keptCounts[page] { return kept }
    if page == totalPages {
      let remainder = totalResults - (totalPages - 1) * MoviePage.pageSize
      return min(max(remainder, 0), MoviePage.pageSize)
    }
    return MoviePage.pageSize
  }

  private func locate(row: Int) -> (page: Int, index: Int)? {
    guard row >= 0 else { return nil }
    var remaining = row
    for page in 1...totalPages {
      let count = rows(onPage: page)
      if remaining < count { return (page, remaining) }
      remaining -= count
    }
    return nil
  }
}
