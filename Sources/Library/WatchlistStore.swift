import Foundation
import TMDB

/// One movie on the watchlist, with what is needed to list it without the network.
public struct WatchlistEntry: Codable, Sendable, Equatable {
  public var movieID: Int
  public var title: String
  public var originalTitle: String?
  public var year: Int?
  public var posterPath: String?
  public var voteAverage: Double?
  /// nil when the file holds something that is not a date there ('', 'yesterday', a number:
  /// written by another program): shown as unknown, listed after every known date.
  public var addedAt: Date?
  public var note: String?

  public init(
    movieID: Int, title: String, originalTitle: String? = nil, year: Int? = nil,
    posterPath: String? = nil, voteAverage: Double? = nil, addedAt: Date?, note: String? = nil
  ) {
    self.movieID = movieID
    self.title = title
    self.originalTitle = originalTitle
    self.year = year
    self.posterPath = posterPath
    self.voteAverage = voteAverage
    self.addedAt = addedAt
    self.note = note
  }

  public init(movie: MovieSummary, addedAt: Date?, note: String? = nil) {
    self.init(
      movieID: movie.id, title: movie.title, originalTitle: movie.originalTitle,
      year: movie.year, posterPath: movie.posterPath, voteAverage: movie.voteAverage,
      addedAt: addedAt, note: note)
  }
}

/// How the watchlist can be ordered.
public enum WatchlistSort: String, CaseIterable, Sendable {
  case added, title, year, rating
}

/// The watchlist, wherever it is kept. Every call is durable when it returns.
public protocol WatchlistStore: Sendable {
  func ids() throws -> Set<Int>
  func entries(sortedBy sort: WatchlistSort) throws -> [WatchlistEntry]
  /// Adding a movie already on the list keeps its original date (a note, if given, replaces).
  func add(_ movie: MovieSummary, note: String?) throws
  /// Removing a movie not on the list is harmless.
  func remove(movieID: Int) throws
  /// The entry for one movie, or nil when it is not on the list.
  func entry(movieID: Int) throws -> WatchlistEntry?
  /// Adds entries as they are (date and note included), merging with any already there:
  /// an import, or undoing a removal.
  @discardableResult
  func merge(_ incoming: [WatchlistEntry]) throws -> WatchlistMergeResult

  // A window over the list, so a view of a long watchlist reads only the rows it shows.

  /// How many movies are on the list.
  func count() throws -> Int
  /// At most `limit` entries in `sort` order, from position `offset` (0 is the first).
  func entries(sortedBy sort: WatchlistSort, offset: Int, limit: Int) throws -> [WatchlistEntry]
  /// Where a movie stands in `sort` order (0 is the first), or nil when it is not on the list.
  func position(of movieID: Int, sortedBy sort: WatchlistSort) throws -> Int?
  /// The count and one window of the list, read together: `limit` entries from `offset`, or,
  /// when `around` is on the list, the window centred on it (`found` says where it stands).
  /// A caller that knows the count says so (`knownCount`), sparing a count of every row.
  func window(
    sortedBy sort: WatchlistSort, offset: Int, limit: Int, around: Int?, knownCount: Int?
  ) throws -> WatchlistStoreWindow
  /// Which of `movieIDs` are on the list (for the ★ on a page of results).
  func ids(among movieIDs: [Int]) throws -> Set<Int>
  /// A number that changes when another process (another Reel, `reel watchlist add`) has
  /// changed the list since the last call; compare it to notice such changes.
  func dataVersion() throws -> Int
}

extension WatchlistStore {
  public func entry(movieID: Int) throws -> WatchlistEntry? {
    try entries(sortedBy: .added).first { $0.movieID == movieID }
  }

  public func count() throws -> Int { try ids().count }

  public func entries(sortedBy sort: WatchlistSort, offset: Int, limit: Int) throws
    -> [WatchlistEntry]
  {
    let all = try entries(sortedBy: sort)
    let start = min(max(offset, 0), all.count)
    return Array(all[start..<min(start + max(limit, 0), all.count)])
  }

  public func ids(among movieIDs: [Int]) throws -> Set<Int> {
    try ids().intersection(movieIDs)
  }

  public func position(of movieID: Int, sortedBy sort: WatchlistSort) throws -> Int? {
    try entries(sortedBy: sort).firstIndex { $0.movieID == movieID }
  }

  public func window(
    sortedBy sort: WatchlistSort, offset: Int, limit: Int, around: Int?, knownCount: Int? = nil
  ) throws -> WatchlistStoreWindow {
    let count = try knownCount ?? count()
    let found = try around.flatMap { try position(of: $0, sortedBy: sort) }
    let start = WatchlistStoreWindow.start(
      offset: offset, limit: limit, count: count, centredOn: found)
    return WatchlistStoreWindow(
      count: count, offset: start,
      entries: try entries(sortedBy: sort, offset: start, limit: limit), found: found)
  }

  /// A store only this process changes never sees another's changes.
  public func dataVersion() throws -> Int { 0 }
}

/// One window of the list and the list's count (see `WatchlistStore.window`).
public struct WatchlistStoreWindow: Sendable, Equatable {
  public var count: Int
  /// The position of `entries.first`.
  public var offset: Int
  public var entries: [WatchlistEntry]
  /// Where the movie asked about stands, when it is on the list.
  public var found: Int?

  public init(count: Int, offset: Int, entries: [WatchlistEntry], found: Int? = nil) {
    self.count = count
    self.offset = offset
    self.entries = entries
    self.found = found
  }

  /// Where a window starts: centred on `found` when there is one, and never past the end
  /// when the list is long enough to fill it.
  static func start(offset: Int, limit: Int, count: Int, centredOn found: Int?) -> Int {
    let wanted = found.map { $0 - limit / 2 } ?? offset
    return max(min(wanted, count - limit), 0)
  }
}

/// What a merge (an import) did.
public struct WatchlistMergeResult: Sendable, Equatable {
  /// Movies that were not on the watchlist before.
  public var added = 0
  /// Movies that were already there (their date and note merged, nothing else changed).
  public var alreadyThere = 0

  public init(added: Int = 0, alreadyThere: Int = 0) {
    self.added = added
    self.alreadyThere = alreadyThere
  }
}

extension WatchlistEntry {
  /// The list-row form the browser shows. Only the year is stored, so the release date is
  /// just that year: enough for the year column, and never a made-up day.
  public var summary: MovieSummary {
    MovieSummary(
      id: movieID, title: title, originalTitle: originalTitle,
      posterPath: posterPath, releaseDate: year.map { String(format: "%04d", $0) },
      voteAverage: voteAverage)
  }

  /// This entry after merging another copy of it: the earlier date wins (a known one over an
  /// unknown one), and the other's note is taken only when this one has none. The movie's
  /// data stays this entry's.
  public func merging(_ other: WatchlistEntry) -> WatchlistEntry {
    var merged = self
    if let incoming = other.addedAt {
      merged.addedAt = addedAt.map { min($0, incoming) } ?? incoming
    }
    let hasNote = !(note ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    if !hasNote, let incoming = other.note,
      !incoming.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    {
      merged.note = incoming
    }
    return merged
  }
}

extension [WatchlistEntry] {
  /// The order each sort means to a user: newest first (unknown dates last), A to Z, newest
  /// year, best rated.
  public func sorted(by sort: WatchlistSort) -> [WatchlistEntry] {
    switch sort {
    case .added:
      return sorted {
        switch ($0.addedAt, $1.addedAt) {
        case (let left?, let right?): (left, $0.movieID) > (right, $1.movieID)
        case (nil, nil): $0.movieID > $1.movieID
        case (let left, _): left != nil
        }
      }
    case .title:
      return sorted {
        let order = $0.title.localizedCaseInsensitiveCompare($1.title)
        return order == .orderedSame ? $0.movieID < $1.movieID : order == .orderedAscending
      }
    case .year:
      return sorted { ($0.year ?? 0, $0.movieID) > ($1.year ?? 0, $1.movieID) }
    case .rating:
      return sorted { ($0.voteAverage ?? 0, $0.movieID) > ($1.voteAverage ?? 0, $1.movieID) }
    }
  }
}
