import Foundation

/// One HTTP request as Reel sees it: path and query below the API base URL, and headers.
public struct TransportRequest: Sendable, Hashable {
  public var method: String
  public var path: String
  public var query: [QueryItem]
  public var headers: [String: String]

  public init(
    method: String = "GET", path: String, query: [QueryItem] = [],
    headers: [String: String] = [:]
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
  }
}

/// What came back: status, headers (lower-cased names) and the raw body.
public struct TransportResponse: Sendable, Equatable {
  public var status: Int
  public var headers: [String: String]
  public var body: Data

  public init(status: Int, headers: [String: String] = [:], body: Data) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

/// Why a request produced no response at all.
public enum NetworkFailure: Error, Sendable, Equatable {
  case timedOut
  case cannotConnect(String)
  case cannotResolveHost(String)
  case connectionLost
  case cancelled
  /// The answer passed `limit` bytes (counted after gzip is undone) and was cut off there.
  case tooLarge(limit: Int)
  /// The server redirected the request to another scheme, host or port, where the credential
  /// must not go; the associated text names where ("https://elsewhere.example").
  case redirectRefused(to: String)
  /// Anything else, as a value each language words (`NetworkProblem`).
  case other(NetworkProblem)
}

/// Sends requests somewhere: the live API, the replay catalog, or a test double. The live HTTP
/// and replay transports are interchangeable behind this.
public protocol Transport: Sendable {
  /// Throws `NetworkFailure` when no response arrived.
  func send(_ request: TransportRequest) async throws -> TransportResponse
}
