import Foundation

/// The replay catalog on disk, read lazily: a record is parsed the first time it is asked for
/// and its response kept, so start-up costs nothing however large the catalog is. An actor,
/// because many requests may be in flight at once.
actor ReplayStore {
  /// A record as served: its response, or why the file could not be used.
  typealias Entry = Result<TransportResponse, ReplayRecordError>

  let directory: URL
  /// `directory`'s path with a trailing "/": a record's path is this plus its name. Building a
  /// `URL` per name (`appendingPathComponent`, then `.path`) cost ~25 k instructions a request.
  private let directoryPath: String
  private var cache: [String: Entry] = [:]
  /// The bytes of the bodies in `cache`.
  private var heldBytes = 0
  private var indexBuild: Task<ReplaySearchIndex, Never>?
  private var peopleLoad: Task<ReplayPeopleIndex, Never>?

  init(directory: URL) {
    self.directory = directory
    let path = directory.path
    directoryPath = path.hasSuffix("/") ? path : path + "/"
  }

  /// The first of `names` that exists in the catalog, read once and then cached. Names that do
  /// not exist are not remembered, so a record written later (by a recorder) is found.
  func entry(firstOf names: [String]) -> Entry? {
    for name in names {
      if let cached = cache[name] { return cached }
      let path = directoryPath + name
      // Any file of the name, a link going nowhere included (`lstat`, where `fileExists`
      // follows the link): one that cannot be read is a damaged record, said so with its
      // name, not an absent one, which would read as TMDB having no such film.
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      let entry = Self.load(path)
      keep(entry, as: name)
      return entry
    }
    return nil
  }

  /// The bytes of the answer bodies kept (for tests of its bound).
  func heldBodyBytes() -> Int {
    cache.values.reduce(0) { total, entry in
      guard case .success(let response) = entry else { return total }
      return total + response.body.count
    }
  }

  /// Keeps a loaded record within `heldBytesBudget`: past it, what was kept is let go (a
  /// record is read again when next asked for), so a folder of many large records cannot
  /// grow Reel without end as the selection moves over its films.
  private func keep(_ entry: Entry, as name: String) {
    let size: Int
    if case .success(let response) = entry { size = response.body.count } else { size = 0 }
    if heldBytes + size > Self.heldBytesBudget {
      cache.removeAll(keepingCapacity: true)
      heldBytes = 0
    }
    cache[name] = entry
    heldBytes += size
  }

  /// What the catalog knows, ready to search: the build's index file, decoded once (a few
  /// milliseconds), or for a catalog without one, an index made by reading every record.
  /// Either happens once, off the actor: other requests are served meanwhile, and requests
  /// that arrive during the load wait for the same result.
  func searchIndex() async -> ReplaySearchIndex {
    await startBuildingSearchIndex().value
  }

  /// Starts loading the index if nobody has yet.
  @discardableResult
  func startBuildingSearchIndex() -> Task<ReplaySearchIndex, Never> {
    if let indexBuild { return indexBuild }
    let directory = directory
    let build = Task.detached(priority: .userInitiated) {
      let index =
        ReplayIndex.load(from: directory)
        ?? ReplayIndex(movies: Self.allMovies(in: directory).map(ReplayIndex.Movie.init(summary:)))
      return ReplaySearchIndex(index: index)
    }
    indexBuild = build
    return build
  }

  /// The people file, read once on the first person request.
  func peopleIndex() async -> ReplayPeopleIndex {
    if let peopleLoad { return await peopleLoad.value }
    let directory = directory
    let load = Task.detached(priority: .userInitiated) {
      ReplayPeopleIndex.load(from: directory)
    }
    peopleLoad = load
    return await load.value
  }

  /// The most a record file may hold: far past any body a payload may have (8 MB, however
  /// escaped and indented), so only something that is not a record is refused by size.
  static let recordLimit = 64 * 1024 * 1024
  /// The most the answers kept in memory may hold together (the bundled catalog is ~4 MB).
  static let heldBytesBudget = 64 * 1024 * 1024
  /// The most an index file may hold (the bundled catalog's is ~200 KB).
  static let indexLimit = 256 * 1024 * 1024

  private static func load(_ path: String) -> Entry {
    let url = URL(fileURLWithPath: path, isDirectory: false)
    // A named pipe, a device or a huge file in the catalog is refused before it is read: it
    // would hang this actor (and every request after) or fill the memory.
    let data: Data
    switch RegularFile.read(path, limit: recordLimit) {
    case .success(let bytes): data = bytes
    case .failure(let refusal):
      return .failure(ReplayRecordError(file: url.lastPathComponent, reason: refusal.fault))
    }
    // The common case, a plain valid record: its body's bytes as they are in the file. Anything
    // else is read the full way, which says what is wrong with it.
    if let scan = ReplayRecordScan.scan(data) {
      return bounded(scan.transportResponse, file: url.lastPathComponent)
    }
    do {
      // The bytes already read: reading the file again could find it changed.
      let record = try ResponseRecord.decode(data, file: url.lastPathComponent)
      return bounded(try record.response.transportResponse(), file: url.lastPathComponent)
    } catch let error as ReplayRecordError {
      return .failure(error)
    } catch {
      // The body was parsed from JSON, so re-encoding it cannot really fail; still, say so.
      return .failure(
        ReplayRecordError(file: url.lastPathComponent, reason: .bodyUnusable))
    }
  }

  /// A body past what any answer may hold is refused here, as the record it is: served, it
  /// would be refused by the decoder anyway, and kept, every such record asked for (a 50 MB
  /// one per film the selection passed) stayed in memory for the session.
  private static func bounded(_ response: TransportResponse, file: String) -> Entry {
    guard response.body.count <= PayloadDecoder.maximumBodySize else {
      let limit = PayloadDecoder.maximumBodySize / (1024 * 1024)
      return .failure(ReplayRecordError(file: file, reason: .recordBodyTooLarge(megabytes: limit)))
    }
    return .success(response)
  }

  /// For a catalog without an index file (a recording): movies from every details record (in
  /// list-row shape) and every movie list, first seen wins per id. Details come first: they
  /// are the fuller record of a movie. Damaged records are skipped here; they are reported
  /// when asked for directly.
  ///
  /// Each file is read once and its body decoded once: the scan finds the path, status and
  /// body without a JSON tree. (Loading each as a `ResponseRecord`, encoding its body back to
  /// text and decoding that took 32 s for 20,000 records in a debug build.) One file's bytes
  /// are held at a time.
  static func allMovies(in directory: URL) -> [MovieSummary] {
    let folder = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
    let files =
      ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    var details: [MovieSummary] = []
    var listed: [MovieSummary] = []
    for file in files {
      guard let (path, body) = movieBearingBody(folder + file, name: file) else { continue }
      if isDetailsPath(path) {
        // Only the list-row fields: credits and the rest are most of a details body.
        if let movie = try? PayloadDecoder.decode(
          ReplayDetailsSummary.self, from: body, endpoint: .said(path))
        {
          details.append(movie.summary)
        }
      } else if isMovieListPath(path) {
        if let page = try? PayloadDecoder.decode(MoviePage.self, from: body, endpoint: .said(path)) {
          listed.append(contentsOf: page.results)
        }
      }
    }
    var seen: Set<Int> = []
    return (details + listed).filter { seen.insert($0.id).inserted }
  }

  /// The request's path and the answer's body of a 2xx record, read once: by the scan, or
  /// for a record it leaves to the full reader, that way. Nil for a record that cannot be
  /// read, is not a 2xx answer, or answers a path that holds no movies.
  private static func movieBearingBody(_ file: String, name: String) -> (String, Data)? {
    guard case .success(let data) = RegularFile.read(file, limit: recordLimit) else { return nil }
    if let scan = ReplayRecordScan.scan(data), let path = scan.requestPath(in: data) {
      guard (200..<300).contains(scan.status), isDetailsPath(path) || isMovieListPath(path)
      else { return nil }
      return (path, scan.transportResponse.body)
    }
    guard let record = try? ResponseRecord.decode(data, file: name),
      (200..<300).contains(record.response.status),
      let body = try? record.response.bodyData()
    else { return nil }
    return (record.request.path, body)
  }

  /// `/3/movie/{id}`.
  static func isDetailsPath(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    return parts.count == 3 && parts[0] == "3" && parts[1] == "movie"
      && parts[2].allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Paths whose `results` are movies (not TV or people, which have other shapes).
  static func isMovieListPath(_ path: String) -> Bool {
    path.hasPrefix("/3/movie/") || path.hasPrefix("/3/trending/movie/")
      || path == "/3/search/movie" || path == "/3/discover/movie"
  }
}
