import Foundation
import TMDB

/// A transport that keeps every successful live response in a `ResponseCache` and answers
/// from it when the network fails (no response, or a 5xx from the server). A cached answer
/// carries the header `x-reel-cache` with its fetch time, so the screen can say
/// "from the cache (fetched 2 h ago)". Cancellation is never answered from the cache.
///
/// Some answers hardly ever change (the API configuration, the genre list): those are served
/// straight from the cache while fresh, so start-up needs no round trip and a cold start
/// without network still has them.
public struct CachingTransport: Transport {
  /// The response header that marks an answer from the cache; its value is the ISO 8601
  /// time the response was fetched.
  /// (The recorder keeps it in a record, so a recording made offline says so.)
  public static let cacheHeader = ReplayRecorder.cacheHeader

  /// How long an answer may be served from the cache without asking the network, or nil to
  /// always ask: a day for the configuration and the genre list.
  public static let defaultFreshness: @Sendable (TransportRequest) -> TimeInterval? = {
    request in
    ["/3/configuration", "/3/genre/movie/list"].contains(request.path) ? 24 * 3600 : nil
  }

  /// Why an answer came from the cache instead of the network.
  public enum FallbackReason: Sendable, Equatable {
    /// The server answered with this 5xx status.
    case serverError(Int)
    /// No answer arrived in time.
    case timedOut
    /// No connection could be made, or it broke.
    case noConnection
  }

  public let upstream: any Transport
  public let cache: ResponseCache
  private let now: @Sendable () -> Date
  private let freshness: @Sendable (TransportRequest) -> TimeInterval?
  private let secrets: [String]
  private let redactor: Redactor
  private let isCacheable: @Sendable (TransportRequest, TransportResponse) -> Bool
  private let onFallback: @Sendable (TransportRequest, Date, FallbackReason) -> Void
  private let onRecovery: @Sendable () -> Void
  /// Whether the last answer came from the cache because TMDB could not be reached; the next
  /// one from TMDB itself is reported as a recovery, so "showing the cache" never goes stale.
  private let fellBack = FallbackFlag()

  /// `onFallback` is told each time the network failed and the answer came from the cache,
  /// with the request, the time the answer was fetched and what went wrong: a way to say so
  /// on screen without touching the decoders. (Fresh answers served by `freshness` are not
  /// reported.) `secrets` (the API key, the token) are removed from every body before it is
  /// stored, in case a server echoes them. `isCacheable` decides which 2xx answers are worth
  /// keeping (by default: a JSON object, as every TMDB answer is); a caller that can decode
  /// them may be stricter.
  public init(
    wrapping upstream: any Transport, cache: ResponseCache,
    freshness: @escaping @Sendable (TransportRequest) -> TimeInterval? = defaultFreshness,
    redacting secrets: [String] = [],
    isCacheable: @escaping @Sendable (TransportRequest, TransportResponse) -> Bool = {
      UsableAnswer.check($1, for: $0)
    },
    now: @escaping @Sendable () -> Date = Date.init,
    onFallback: @escaping @Sendable (TransportRequest, Date, FallbackReason) -> Void = { _, _, _ in
    },
    onRecovery: @escaping @Sendable () -> Void = {}
  ) {
    self.onRecovery = onRecovery
    self.upstream = upstream
    self.cache = cache
    self.freshness = freshness
    self.secrets = secrets.filter { !$0.isEmpty }
    redactor = Redactor(secrets: self.secrets)
    self.isCacheable = isCacheable
    self.now = now
    self.onFallback = onFallback
  }

  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    if let maxAge = freshness(request), let entry = await cache.cached(for: request),
      (200..<300).contains(entry.status), Self.isUsable(entry, for: request),
      Self.isFresh(age: now().timeIntervalSince(entry.fetchedAt), maxAge: maxAge)
    {
      return Self.response(from: entry)
    }
    let response: TransportResponse
    do {
      response = try await upstream.send(request)
    } catch let failure as NetworkFailure where failure != .cancelled {
      let reason: FallbackReason = failure == .timedOut ? .timedOut : .noConnection
      guard let cached = await fallback(for: request, reason: reason) else { throw failure }
      return cached
    }
    if (200..<300).contains(response.status) {
      if fellBack.clear() { onRecovery() }
      // Only an answer that is what TMDB sends (a JSON object) is kept: a captive portal's
      // login page answered with 200 must not stand in for a day.
      if isCacheable(request, response), let body = storable(response.body) {
        var kept = response
        kept.body = body
        await cache.store(kept, for: request, at: now())
      }
    } else if (500..<600).contains(response.status),
      let cached = await fallback(for: request, reason: .serverError(response.status))
    {
      return cached
    }
    return response
  }

  private func fallback(for request: TransportRequest, reason: FallbackReason) async
    -> TransportResponse?
  {
    // Only answers: a row saying 401 or 404 (a foreign or edited file; only 2xx are stored)
    // would tell an offline user that TMDB refused the key or has no such film.
    guard !Task.isCancelled, let entry = await cache.cached(for: request),
      (200..<300).contains(entry.status), Self.isUsable(entry, for: request)
    else { return nil }
    fellBack.set()
    onFallback(request, entry.fetchedAt, reason)
    return Self.response(from: entry)
  }

  /// Fresh: younger than `maxAge`, and not from the future. An answer stored while the clock
  /// was set ahead would otherwise be fresh (a negative age) until that date came; a minute
  /// ahead is allowed for another process's clock.
  static func isFresh(age: TimeInterval, maxAge: TimeInterval) -> Bool {
    age > -60 && age < maxAge
  }

  /// Whether a kept row may stand for `request`: the check it was kept with. A row kept by an
  /// older Reel, which kept any JSON object (a configuration without an image address, page 7
  /// for page 2), was served fresh for a day or offline, and the client refused it.
  private static func isUsable(_ entry: ResponseCache.Entry, for request: TransportRequest)
    -> Bool
  {
    UsableAnswer.check(TransportResponse(status: entry.status, body: entry.body), for: request)
  }

  /// The body as it may be stored: every secret replaced, as sent and percent-encoded; nil
  /// when a secret is still there once the JSON is read (escaped, `\u0030\u0031…`, or in
  /// UTF-16), which no search of the bytes finds: such an answer is not kept at all.
  private func storable(_ body: Data) -> Data? {
    guard !secrets.isEmpty else { return body }
    let redacted = redactor.redact(body)
    // Only a body with an escape or a NUL byte (UTF-16) can hide a secret from the byte search.
    guard redacted.contains(UInt8(ascii: "\\")) || redacted.contains(0) else { return redacted }
    guard let object = try? JSONSerialization.jsonObject(with: redacted) else { return nil }
    return Self.holdsAny(of: secrets, object) ? nil : redacted
  }

  /// Whether a string of a decoded JSON value, an object's keys included, holds a secret.
  private static func holdsAny(of secrets: [String], _ value: Any) -> Bool {
    switch value {
    case let text as String:
      return secrets.contains { text.contains($0) }
    case let array as [Any]:
      return array.contains { holdsAny(of: secrets, $0) }
    case let object as [String: Any]:
      return object.contains { holdsAny(of: secrets, $0.key) || holdsAny(of: secrets, $0.value) }
    default:
      return false
    }
  }

  private static func response(from entry: ResponseCache.Entry) -> TransportResponse {
    TransportResponse(
      status: entry.status, headers: [cacheHeader: ISODate.string(from: entry.fetchedAt)],
      body: entry.body)
  }

  /// When a response came from the cache, the time it was originally fetched.
  public static func cachedAt(_ response: TransportResponse) -> Date? {
    response.headers[cacheHeader].flatMap(ISODate.date(from:))
  }
}

/// A flag shared by the requests in flight.
private final class FallbackFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false

  func set() { lock.withLock { isSet = true } }

  /// Clears it; true when it was set.
  func clear() -> Bool {
    lock.withLock {
      defer { isSet = false }
      return isSet
    }
  }
}
