import Foundation
import TMDB

/// A transport that keeps every successful live response in a `ResponseCache` and answers
/// from it when the network fails (no response, or a 5xx from the server). A cached answer
/// carries the header `x-reel-cache` with its fetch time, so the screen can say
/// "from the cache (fetched 2 h ago)". Cancellation is never answered from the cache.
public struct CachingTransport: Transport {
  /// The response header that marks an answer from the cache; its value is the ISO 8601
  /// time the response was fetched.
  public static let cacheHeader = "x-reel-cache"

  public let upstream: any Transport
  public let cache: ResponseCache
  private let now: @Sendable () -> Date
  private let onCacheHit: @Sendable (TransportRequest, Date) -> Void

  /// `onCacheHit` is told each time an answer comes from the cache, with the request and the
  /// time the answer was fetched: a way to say so on screen without touching the decoders.
  public init(
    wrapping upstream: any Transport, cache: ResponseCache,
    now: @escaping @Sendable () -> Date = Date.init,
    onCacheHit: @escaping @Sendable (TransportRequest, Date) -> Void = { _, _ in }
  ) {
    self.upstream = upstream
    self.cache = cache
    self.now = now
    self.onCacheHit = onCacheHit
  }

  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    let response: TransportResponse
    do {
      response = try await upstream.send(request)
    } catch let failure as NetworkFailure where failure != .cancelled {
      guard let cached = await cached(for: request) else { throw failure }
      return cached
    }
    if (200..<300).contains(response.status) {
      await cache.store(response, for: request, at: now())
    } else if (500..<600).contains(response.status), let cached = await cached(for: request) {
      return cached
    }
    return response
  }

  private func cached(for request: TransportRequest) async -> TransportResponse? {
    guard !Task.isCancelled, let entry = await cache.cached(for: request) else { return nil }
    onCacheHit(request, entry.fetchedAt)
    return TransportResponse(
      status: entry.status,
      headers: [Self.cacheHeader: ISODate.string(from: entry.fetchedAt)],
      body: entry.body)
  }

  /// When a response came from the cache, the time it was originally fetched.
  public static func cachedAt(_ response: TransportResponse) -> Date? {
    response.headers[cacheHeader].flatMap(ISODate.date(from:))
  }
}
