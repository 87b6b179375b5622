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
  public static let cacheHeader = "x-reel-cache"

  /// How long an answer may be served from the cache without asking the network, or nil to
  /// always ask: a day for the configuration and the genre list.
  public static let defaultFreshness: @Sendable (TransportRequest) -> TimeInterval? = {
    request in
    ["/3/configuration", "/3/genre/movie/list"].contains(request.path) ? 24 * 3600 : nil
  }

  public let upstream: any Transport
  public let cache: ResponseCache
  private let now: @Sendable () -> Date
  private let freshness: @Sendable (TransportRequest) -> TimeInterval?
  private let onFallback: @Sendable (TransportRequest, Date) -> Void

  /// `onFallback` is told each time the network failed and the answer came from the cache,
  /// with the request and the time the answer was fetched: a way to say so on screen without
  /// touching the decoders. (Fresh answers served by `freshness` are not reported.)
  public init(
    wrapping upstream: any Transport, cache: ResponseCache,
    freshness: @escaping @Sendable (TransportRequest) -> TimeInterval? = defaultFreshness,
    now: @escaping @Sendable () -> Date = Date.init,
    onFallback: @escaping @Sendable (TransportRequest, Date) -> Void = { _, _ in }
  ) {
    self.upstream = upstream
    self.cache = cache
    self.freshness = freshness
    self.now = now
    self.onFallback = onFallback
  }

  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    if let maxAge = freshness(request), let entry = await cache.cached(for: request),
      (200..<300).contains(entry.status), now().timeIntervalSince(entry.fetchedAt) < maxAge
    {
      return Self.response(from: entry)
    }
    let response: TransportResponse
    do {
      response = try await upstream.send(request)
    } catch let failure as NetworkFailure where failure != .cancelled {
      guard let cached = await fallback(for: request) else { throw failure }
      return cached
    }
    if (200..<300).contains(response.status) {
      await cache.store(response, for: request, at: now())
    } else if (500..<600).contains(response.status), let cached = await fallback(for: request) {
      return cached
    }
    return response
  }

  private func fallback(for request: TransportRequest) async -> TransportResponse? {
    guard !Task.isCancelled, let entry = await cache.cached(for: request) else { return nil }
    onFallback(request, entry.fetchedAt)
    return Self.response(from: entry)
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
