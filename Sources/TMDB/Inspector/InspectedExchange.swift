import Foundation

/// Where an answer came from, as the inspector shows it.
public enum AnswerSource: String, Sendable, Equatable, CaseIterable {
  case network
  case cache
  case replay
  /// A live answer that `--record` also saved.
  case recording
}

/// What the browser did with an answer: it is only useful once the browser has had it.
public enum AnswerUse: String, Sendable, Equatable {
  /// Still on its way, or not reported yet (printing commands never report).
  case pending
  case taken
  /// The browser had moved on (a newer query, Escape): the answer was stale and not shown.
  case dropped
}

/// A wait before one more try of a request.
public struct RetryWait: Sendable, Equatable {
  /// Typed, so the inspector words it in the screen's language.
  public var reason: RetryNotice.Reason
  public var wait: Duration

  public init(reason: RetryNotice.Reason, wait: Duration) {
    self.reason = reason
    self.wait = wait
  }
}

extension RetryNotice.Reason {
  /// "server error (503)": the record's own words for a retry's reason.
  public var english: String {
    switch self {
    case .rateLimited: "rate limited (429)"
    case .serverError(let status): "server error (\(status))"
    case .connectionLost: "connection lost"
    }
  }
}

/// What happened at a breakpoint, if one held the answer.
public enum BreakpointOutcome: Sendable, Equatable {
  case paused
  case continued
  case edited
  case autoContinued
  case aborted(AbortKind)
}

/// One request and its answer, credentials already removed: the only form in which a request
/// enters the record, so nothing shown or exported from it can hold a secret.
public struct InspectedExchange: Sendable, Equatable, Identifiable {
  public let id: Int
  public var startedAt: Date
  public var method: String
  public var path: String
  /// As sent, the key shown as `••••`.
  public var query: [QueryItem]
  /// As sent, `Authorization` shown as `Bearer ••••`; sorted by name.
  public var requestHeaders: [(name: String, value: String)]
  public var status: Int?
  /// Why no answer came, when none did.
  public var failure: ExchangeFailure?
  public var responseHeaders: [(name: String, value: String)]
  /// The answer's body, at most `NetworkRecord.bodyLimit` bytes of it.
  public var body: Data
  /// The whole body's size, kept or not.
  public var bodySize: Int
  public var bodyCut: Bool { bodySize > body.count }
  /// From the start of `send` until the answer was ready, measured by Reel.
  public var duration: Duration?
  public var source: AnswerSource
  public var retries: [RetryWait]
  public var use: AnswerUse
  /// The browser's request id, when the browser asked.
  public var browserRequest: Int?
  public var breakpoint: BreakpointOutcome?

  public init(
    id: Int, startedAt: Date, method: String, path: String, query: [QueryItem],
    requestHeaders: [(name: String, value: String)], source: AnswerSource,
    browserRequest: Int?
  ) {
    self.id = id
    self.startedAt = startedAt
    self.method = method
    self.path = path
    self.query = query
    self.requestHeaders = requestHeaders
    self.status = nil
    self.failure = nil
    self.responseHeaders = []
    self.body = Data()
    self.bodySize = 0
    self.duration = nil
    self.source = source
    self.retries = []
    self.use = .pending
    self.browserRequest = browserRequest
    self.breakpoint = nil
  }

  /// `/3/movie/popular?page=1&language=en-US`: what the list shows and filters on.
  public var endpoint: String {
    guard !query.isEmpty else { return path }
    return path + "?" + query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
  }

  /// Still waiting for its answer (or held at a breakpoint).
  public var isOpen: Bool { status == nil && failure == nil }

  public static func == (a: InspectedExchange, b: InspectedExchange) -> Bool {
    a.id == b.id && a.startedAt == b.startedAt && a.method == b.method && a.path == b.path
      && a.query == b.query && a.requestHeaders.map(\.name) == b.requestHeaders.map(\.name)
      && a.requestHeaders.map(\.value) == b.requestHeaders.map(\.value) && a.status == b.status
      && a.failure == b.failure && a.responseHeaders.map(\.name) == b.responseHeaders.map(\.name)
      && a.responseHeaders.map(\.value) == b.responseHeaders.map(\.value) && a.body == b.body
      && a.bodySize == b.bodySize && a.duration == b.duration && a.source == b.source
      && a.retries == b.retries && a.use == b.use && a.browserRequest == b.browserRequest
      && a.breakpoint == b.breakpoint
  }
}

/// Task-local facts the inspector needs from the layers around it, without widening the
/// `Transport` protocol.
public enum InspectorContext {
  /// The browser's request id for the work running in this task (set by the effect runner).
  @TaskLocal public static var browserRequest: Int?
  /// The record entry of the request being sent, so a retry deeper down can be noted on it.
  @TaskLocal static var exchangeID: Int?
}

/// Removes a credential from text the server sent (an echoed URL, an error message).
public struct SecretScrubber: Sendable {
  static let mask = "••••"
  /// The mask as other modules compare with it.
  public static let publicMask = mask
  let secrets: [String]

  init(_ secrets: [String]) {
    var all: [String] = []
    for secret in secrets where !secret.isEmpty {
      all.append(secret)
      if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics),
        encoded != secret
      {
        all.append(encoded)
      }
    }
    self.secrets = all
  }

  func scrub(_ text: String) -> String {
    secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: Self.mask) }
  }

  /// A plain scan of the bytes, far cheaper than `Data.range(of:)` for the usual
  /// body that holds no secret.
  private static func contains(_ data: Data, _ secret: String) -> Bool {
    let needle = Array(secret.utf8)
    guard !needle.isEmpty, data.count >= needle.count else { return false }
    return data.withUnsafeBytes { haystack in
      needle.withUnsafeBytes { pattern in
        guard let base = haystack.baseAddress, let wanted = pattern.baseAddress else {
          return false
        }
        let last = haystack.count - pattern.count
        var offset = 0
        // memchr finds each candidate first byte; memcmp checks the rest.
        while offset <= last,
          let hit = memchr(base + offset, Int32(needle[0]), last - offset + 1)
        {
          if memcmp(hit, wanted, pattern.count) == 0 { return true }
          offset = base.distance(to: UnsafeRawPointer(hit)) + 1
        }
        return false
      }
    }
  }

  func scrub(_ data: Data) -> Data {
    guard !secrets.isEmpty else { return data }
    // Byte search, so a body that is not UTF-8 is scrubbed too.
    var data = data
    for secret in secrets where Self.contains(data, secret) {
      let needle = Data(secret.utf8)
      let mask = Data(Self.mask.utf8)
      var start = data.startIndex
      while let range = data.range(of: needle, in: start..<data.endIndex) {
        data.replaceSubrange(range, with: mask)
        start = range.lowerBound + mask.count
      }
    }
    return data
  }
}
