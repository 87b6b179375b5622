import TMDB

/// Fetches a `PageSelection` of one list in one process: the first page alone (it says how
/// many pages the list has), then the rest in parallel. How many go out at once and how fast
/// is the transport's business (the live stack's gate: 20 in flight, a burst of 50 starts,
/// then 40 a second); the fetcher only keeps enough requests queued that the gate never waits
/// for it.
public struct PageSpanFetcher: Sendable {
  public typealias FetchPage = @Sendable (Int) async throws(TMDBError) -> MoviePage

  /// Requests kept going at once: the live gate's 20 and a few waiting, so a freed slot is
  /// taken at once; few enough that a failure wastes little.
  public static let standardWidth = RequestGate.standardMaxInFlight + 4
  public var width = standardWidth
  private let fetchPage: FetchPage

  public init(width: Int = standardWidth, fetchPage: @escaping FetchPage) {
    self.width = max(1, width)
    self.fetchPage = fetchPage
  }

  /// One page's fetch as a value.
  @inline(never)
  private static func outcome(of fetchPage: FetchPage, page: Int) async -> Result<
    MoviePage, TMDBError
  > {
    do throws(TMDBError) {
      return .success(try await fetchPage(page))
    } catch {
      return .failure(error)
    }
  }

  /// Failure policy: the first page failing fails the whole run (nothing to show). A later page
  /// failing ends the span just before it: pages after it are not asked for any more, those
  /// before it are kept, and `failure` says which page broke and why. The output stays one
  /// consecutive run of pages, never a list with a hole in it.
  ///
  /// `progress(done, total)` is called after each page, in the caller's task.
  public func fetch(
    _ selection: PageSelection, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) async throws(TMDBError) -> PageSpan {
    let first = try await fetchPage(selection.first)
    let pages = selection.pages(totalPages: first.totalPages)
    progress(1, pages.count)
    var fetched: [Int: MoviePage] = [selection.first: first]
    var failure: PageSpanFailure?
    let rest = Array(pages.dropFirst())
    let fetchPage = fetchPage
    await withTaskGroup(of: (Int, Result<MoviePage, TMDBError>).self) { group in
      var next = 0
      func startNext() {
        guard next < rest.count else { return }
        let number = rest[next]
        next += 1
        group.addTask {
          // The page number is paired with the outcome outside the typed-throws do/catch: a
          // release build (Swift 6.3.1) returned garbage page numbers from
          // `do throws(TMDBError) { return (number, …) } catch { … }` once the fetch had
          // suspended (live, not replay), and every page after the first went missing.
          let outcome = await Self.outcome(of: fetchPage, page: number)
          return (number, outcome)
        }
      }
      for _ in 0..<min(width, rest.count) { startNext() }
      while let (number, result) = await group.next() {
        switch result {
        case .success(let page):
          fetched[number] = page
        case .failure(let error):
          if failure == nil || number < failure!.page {
            failure = PageSpanFailure(page: number, error: error)
          }
        }
        progress(fetched.count, pages.count)
        // Pages start in order, so after a failure every page not yet started lies past it:
        // none is asked for; those already going (some before it) still finish.
        if failure == nil { startNext() }
      }
    }
    var consecutive: [MoviePage] = []
    for number in pages {
      if let failure, number >= failure.page { break }
      guard var page = fetched[number] else { break }
      // TMDB echoes the page asked for; a stand-in that does not still lands in order.
      page.page = number
      consecutive.append(page)
    }
    return PageSpan(requested: selection, pages: consecutive, failure: failure)
  }
}
