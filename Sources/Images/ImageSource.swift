import Foundation
import TMDB

/// Where poster files come from: TMDB's image host, or the replay catalog's generated JPEGs.
/// Both answer through the same loader, caches and decoder.
public protocol ImageSource: Sendable {
  /// The sizes to choose from (TMDB's `poster_sizes`).
  var posterSizes: [String] { get }
  /// Whether fetched files are worth keeping in the disk cache (not for files already local).
  var cachesOnDisk: Bool { get }
  /// The file for `posterPath` ("/abc.jpg") at `size` ("w185").
  func fetch(posterPath: String, size: String) async throws(ImageFailure) -> Data
  /// The file, holding one of `turns` while it downloads. A source that tries again after a
  /// busy or failing host holds it only while a try is under way, not while it waits to try
  /// again: the other posters go on loading meanwhile.
  func fetch(posterPath: String, size: String, taking turns: LatestWinsSlots)
    async throws(ImageFailure) -> Data
}

extension ImageSource {
  /// One turn for the whole fetch: a source that never waits to try again.
  public func fetch(posterPath: String, size: String, taking turns: LatestWinsSlots)
    async throws(ImageFailure) -> Data
  {
    try await turns.run { () throws(ImageFailure) -> Data in
      try await fetch(posterPath: posterPath, size: size)
    }
  }
}

/// A poster path as TMDB gives them: "/" and a file name. Anything else (a path that climbs,
/// a query, an absolute URL) is refused before it reaches a URL or a file name.
///
/// Checked byte by byte: every byte allowed is ASCII, so a path of them has as many characters
/// as bytes. Walking its characters (graphemes, with Unicode's letter and number properties)
/// cost ~38,000 instructions a poster, more than finding the file.
func isPlainPosterPath(_ path: String) -> Bool {
  var path = path
  return path.withUTF8 { bytes in
    guard bytes.count > 1, bytes.count < 200, bytes[0] == UInt8(ascii: "/"),
      bytes[1] != UInt8(ascii: ".")
    else { return false }
    return bytes.dropFirst().allSatisfy(isPlainNameByte)
  }
}

/// A letter, a digit, ".", "_" or "-" in ASCII: what poster paths and cache file names hold.
func isPlainNameByte(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"),
    UInt8(ascii: "-"):
    true
  default: false
  }
}

/// TMDB's image host: `images.secure_base_url` + size + poster path. No credential is ever
/// added (the transport has none), requests wait their turn at the API's `RequestGate` (so
/// posters share its rate limit) and are retried like API requests; cancelling the caller
/// cancels the download.
public struct HTTPImageSource: ImageSource {
  public let posterSizes: [String]
  public var cachesOnDisk: Bool { true }
  /// One try, through the gate; retried as `policy` says, each try taking its own turn.
  private let transport: any Transport
  private let policy: RetryPolicy
  /// The most one poster's download may take, its tries and the waits between them together
  /// (`--timeout`, as for the API's requests); nil for no limit.
  private let timeLimit: TimeInterval?
  /// A poster is a few tens of kilobytes; more than this is not a poster.
  public static let maxBytes = 8 << 20

  /// - Parameters:
  ///   - gate: the API's gate, shared so that images count against the same rate limit.
  ///   - timeout: what one poster's download may take in all, its tries and waits included
  ///     (`--timeout`); each try had 20 s of its own, so three tries held a poster a minute.
  ///   - log: told one line per image request (image URLs carry no secrets).
  public init(
    configuration: ImageConfiguration, gate: RequestGate, timeout: TimeInterval = 30,
    policy: RetryPolicy = RetryPolicy(maxAttempts: 3),
    log: (@Sendable (String) -> Void)? = nil
  ) throws(ImageFailure) {
    guard let base = URL(string: configuration.secureBaseURL), base.scheme != nil,
      base.host != nil
    else { throw .unavailable }
    let http = HTTPTransport(baseURL: base, credential: nil, timeout: timeout, log: log)
    self.init(
      posterSizes: configuration.posterSizes, host: http, sharing: gate, policy: policy,
      timeLimit: timeout)
  }

  /// `host` (the image host; any transport in tests) behind the API's gate, which counts its
  /// requests. The host's 429 is not the API's: its Retry-After is kept from the gate, which
  /// would otherwise start nothing for as long as it asks (up to 5 minutes), the list's pages
  /// included, while only this poster waits for it.
  public init(
    posterSizes: [String], host: any Transport, sharing gate: RequestGate, policy: RetryPolicy,
    timeLimit: TimeInterval? = nil
  ) {
    self.posterSizes = posterSizes
    self.timeLimit = timeLimit
    transport = HeaderRenaming(
      upstream: RateLimitedTransport(
        wrapping: HeaderRenaming(
          upstream: host, from: "retry-after", to: HeaderRenaming.hiddenRetryAfter),
        gate: gate),
      from: HeaderRenaming.hiddenRetryAfter, to: "retry-after")
    self.policy = policy
  }

  /// For tests: any transport in place of the network (tried once unless `policy` says more).
  public init(
    posterSizes: [String], transport: any Transport,
    policy: RetryPolicy = RetryPolicy(maxAttempts: 1), timeLimit: TimeInterval? = nil
  ) {
    self.posterSizes = posterSizes
    self.timeLimit = timeLimit
    self.transport = transport
    self.policy = policy
  }

  public func fetch(posterPath: String, size: String) async throws(ImageFailure) -> Data {
    try await fetch(posterPath: posterPath, size: size, through: transport)
  }

  /// Each try takes a turn and gives it back when answered: a poster waiting to try again
  /// after a 503 (up to seconds) held a turn all that time, and with two turns two such
  /// posters stopped every other card's poster on home.
  public func fetch(posterPath: String, size: String, taking turns: LatestWinsSlots)
    async throws(ImageFailure) -> Data
  {
    try await fetch(
      posterPath: posterPath, size: size,
      through: TurnTakingTransport(upstream: transport, turns: turns))
  }

  private func fetch(posterPath: String, size: String, through tries: any Transport)
    async throws(ImageFailure) -> Data
  {
    guard isPlainPosterPath(posterPath), size.allSatisfy({ $0.isLetter || $0.isNumber }) else {
      throw .unavailable
    }
    let response: TransportResponse
    do {
      response = try await RetryingTransport(
        wrapping: tries, policy: policy, timeLimit: timeLimit
      ).send(
        TransportRequest(path: "/\(size)\(posterPath)", headers: ["Accept": "image/jpeg"]))
    } catch let failure as NetworkFailure {
      throw failure == .cancelled ? .cancelled : .network(failure)
    } catch {
      throw Task.isCancelled ? .cancelled : .network(.other("\(error)"))
    }
    guard response.status == 200 else { throw .httpStatus(response.status) }
    guard response.body.count <= Self.maxBytes else {
      throw .corrupt("\(response.body.count) bytes is too large for a poster")
    }
    try JPEGDecoder.checkFormat(response.body)
    return response.body
  }
}

/// Moves a response header to another name: the image host's Retry-After past the API's
/// gate, and back for the poster's own retries.
struct HeaderRenaming: Transport {
  static let hiddenRetryAfter = "x-reel-image-host-retry-after"
  let upstream: any Transport
  let from: String
  let to: String

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    var response = try await upstream.send(request)
    if let value = response.headers.removeValue(forKey: from) { response.headers[to] = value }
    return response
  }
}

/// Holds one of `turns` for each try; turned away (newer posters took the waiting places) or
/// cancelled is `NetworkFailure.cancelled`, which is never tried again.
struct TurnTakingTransport: Transport {
  let upstream: any Transport
  let turns: LatestWinsSlots

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    do {
      try await turns.acquire()
    } catch {
      throw NetworkFailure.cancelled
    }
    do {
      let response = try await upstream.send(request)
      await turns.release()
      return response
    } catch {
      await turns.release()
      throw error
    }
  }
}

/// The replay catalog's posters: `posters/<file name of poster_path>` in the catalog folder,
/// one size for every request.
public struct CatalogImageSource: ImageSource {
  public let directory: URL
  public var posterSizes: [String] { ["w185"] }
  public var cachesOnDisk: Bool { false }

  /// `directory` as a path ending in "/", to which a poster's name is appended: building a
  /// URL for each poster cost a sixth of decoding and converting it (perf, replay home).
  private let folder: String

  /// `catalog` is the replay catalog folder (`ReplayCatalog.directory()`).
  public init(catalog: URL) {
    directory = catalog.appendingPathComponent("posters", isDirectory: true)
    folder = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
  }

  public func fetch(posterPath: String, size: String) async throws(ImageFailure) -> Data {
    guard isPlainPosterPath(posterPath) else { throw .unavailable }
    guard let data = FileManager.default.contents(atPath: folder + posterPath.dropFirst())
    else { throw .unavailable }
    return data
  }
}
