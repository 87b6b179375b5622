import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request's exchange with the server: it gathers the body up to `limit` bytes, refuses
/// redirects to another origin, keeps the whole-request deadline, and resumes its
/// continuation exactly once, with the answer or the reason there is none.
final class Exchange: @unchecked Sendable {
  let origin: Origin?
  let host: String
  let limit: Int

  private let lock = NSLock()
  private var continuation: CheckedContinuation<TransportResponse, any Error>?
  private var response: HTTPURLResponse?
  private var body = Data()
  /// Set when the exchange itself ended the task (too large, refused redirect, deadline).
  private var verdict: NetworkFailure?
  private var deadline: (any DispatchSourceTimer)?

  private let timers: TimerCount

  init(origin: Origin?, host: String, limit: Int, timers: TimerCount) {
    self.origin = origin
    self.host = host
    self.limit = limit
    self.timers = timers
  }

  /// Waits for the answer. `start` is called once the continuation is in place.
  func run(
    deadline seconds: TimeInterval, start: @Sendable () -> Void,
    onDeadline: @escaping @Sendable () -> Void
  ) async throws -> TransportResponse {
    try await withCheckedThrowingContinuation { continuation in
      lock.withLock {
        self.continuation = continuation
        // A dispatch timer rather than `Task.sleep`: cancelling it takes it off the timer
        // list, where a cancelled sleep stays and wakes the process when it would have ended.
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .nanoseconds(Self.nanoseconds(seconds)))
        timer.setEventHandler { [weak self] in
          guard let self, self.setVerdict(.timedOut) else { return }
          onDeadline()
        }
        let timers = timers
        timer.setCancelHandler { timers.add(-1) }
        timers.add(1)
        timer.resume()
        deadline = timer
      }
      start()
    }
  }

  /// Whole nanoseconds for a timer, bounded so the conversion cannot trap.
  private static func nanoseconds(_ seconds: TimeInterval) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int(min(seconds, 7 * 86_400) * 1e9)
  }

  /// The response head; false when its Content-Length is already over the limit.
  func receive(_ response: URLResponse) -> Bool {
    lock.withLock { self.response = response as? HTTPURLResponse }
    if response.expectedContentLength > Int64(limit) {
      return !setVerdict(.tooLarge(limit: limit))
    }
    return true
  }

  /// The most a piece handed to the delegate holds: libcurl's write size (CURL_MAX_WRITE_SIZE),
  /// also for the pieces it inflates.
  static let largestPiece = 16 * 1024

  /// A piece of the (already inflated) body, with how many more pieces wait on the delegate
  /// queue (for any request; at most `largestPiece` each); false once what has arrived and
  /// what may be waiting pass the limit. The piece is then not kept, and the caller cancels
  /// the task, so memory stays near the limit however fast the server sends.
  func receive(_ data: Data, piecesWaiting: Int) -> Bool {
    let fits = lock.withLock {
      guard verdict == nil else { return true }  // already ending
      let waiting = min(piecesWaiting, limit / Self.largestPiece + 1) * Self.largestPiece
      guard body.count + data.count + waiting <= limit else { return false }
      body.append(data)
      return true
    }
    return fits || !setVerdict(.tooLarge(limit: limit))
  }

  /// Whether a redirect to `target` keeps the credential at home; if not, the verdict says
  /// where it pointed.
  func mayFollow(to target: URL) -> Bool {
    if let origin, Origin(target) == origin { return true }
    let shown = Origin(target)?.description ?? "another address"
    _ = setVerdict(.redirectRefused(to: shown))
    return false
  }

  /// Records why the exchange ended itself; false when a verdict was already in.
  @discardableResult
  private func setVerdict(_ failure: NetworkFailure) -> Bool {
    lock.withLock {
      guard verdict == nil else { return false }
      verdict = failure
      return true
    }
  }

  /// The task ended: resume with the verdict, the error, or the answer.
  func complete(error: (any Error)?) {
    let (continuation, timer, response, body, verdict) = lock.withLock {
      defer {
        self.continuation = nil
        self.deadline = nil
        self.body = Data()
      }
      return (self.continuation, self.deadline, self.response, self.body, self.verdict)
    }
    timer?.cancel()
    guard let continuation else { return }
    if let verdict {
      continuation.resume(throwing: verdict)
    } else if let error {
      continuation.resume(throwing: NetworkErrorMapping.failure(for: error, host: host))
    } else if let response {
      continuation.resume(returning: Self.answer(response, body: body))
    } else {
      continuation.resume(throwing: NetworkFailure.other("the server did not answer over HTTP"))
    }
  }

  private static func answer(_ http: HTTPURLResponse, body: Data) -> TransportResponse {
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name).lowercased()] = String(describing: value)
    }
    return TransportResponse(status: http.statusCode, headers: headers, body: body)
  }
}

/// How many deadline timers are armed: each request's is disarmed when the request ends, so
/// an idle Reel has none left to wake it.
final class TimerCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func add(_ delta: Int) { lock.withLock { count += delta } }
  var armed: Int { lock.withLock { count } }
}
