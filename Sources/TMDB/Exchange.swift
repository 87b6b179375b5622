import CCurl
import Foundation

/// One request's exchange with the server: what to send, the answer as it arrives (head and
/// body, the body up to `limit` bytes), the verdict when the exchange ends itself (too large,
/// a refused redirect), and the caller's continuation, resumed exactly once.
///
/// Threads: the request fields are fixed at creation; the answer fields and the libcurl handle
/// belong to the `CurlDriver` thread (libcurl calls `receiveHead`/`receiveBody` from inside
/// `curl_multi_perform` there); the continuation and the cancel mark are behind the lock, as
/// cancellation arrives from any thread.
final class Exchange: @unchecked Sendable {
  let method: String
  let origin: Origin?
  let host: String
  let limit: Int
  /// "Name: value" lines, the credential's header among them.
  let headerLines: [String]
  /// When the whole request (redirects included) gives up.
  let deadline: ContinuousClock.Instant
  /// Connecting gives up after this long, and so does a transfer silent for `idleSeconds`.
  let connectMilliseconds: Int
  let idleSeconds: Int

  // The driver thread's.
  var url: String
  var easy: UnsafeMutableRawPointer?
  var headerList: UnsafeMutablePointer<curl_slist>?
  /// libcurl's words for a failure. They can quote the URL, key and all: only ever searched
  /// for a few words (NetworkErrorMapping), never shown or logged.
  let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
  private(set) var headers: [String: String] = [:]
  /// Bytes of head lines read for this answer, kept or not.
  private var headBytes = 0
  /// Between an answer's status line and the empty line that ends its head: where libcurl's
  /// "out of memory" means a header line past its 100 KB limit.
  private(set) var isReadingHead = false
  /// The most of an answer's head kept: TMDB's heads are under 2 KB.
  static let headBudget = 64 * 1024
  private(set) var body = Data()
  /// Set when the exchange itself ended the transfer (too large, refused redirect).
  var verdict: NetworkFailure?
  var redirects = 0

  private let lock = NSLock()
  private var continuation: CheckedContinuation<TransportResponse, any Error>?
  private var cancelled = false
  private let inFlight: LockedCount

  init(
    method: String, url: URL, headerLines: [String], limit: Int, timeout: TimeInterval,
    connectTimeout: TimeInterval, inFlight: LockedCount
  ) {
    self.method = method
    self.url = url.absoluteString
    origin = Origin(url)
    host = Self.hostDescription(url)
    self.headerLines = headerLines
    self.limit = limit
    deadline = .now + .milliseconds(Self.milliseconds(timeout))
    let connect = min(timeout, connectTimeout)
    connectMilliseconds = Self.milliseconds(connect)
    idleSeconds = max(1, Int(connect.rounded(.up)))
    self.inFlight = inFlight
    errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
  }

  deinit {
    errorBuffer.deallocate()
  }

  static func hostDescription(_ url: URL) -> String {
    guard let host = url.host else { return "the API server" }
    return PlainText.clean(url.port.map { "\(host):\($0)" } ?? host, limit: 120)
  }

  /// Whole milliseconds, at least 1 (libcurl reads 0 as "no limit"), bounded so the
  /// conversion cannot trap.
  static func milliseconds(_ seconds: TimeInterval) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 1 }
    return max(1, Int((min(seconds, 7 * 86_400) * 1000).rounded(.up)))
  }

  /// Milliseconds left before the deadline; nil once it has passed.
  func millisecondsLeft(now: ContinuousClock.Instant = .now) -> Int? {
    let left = deadline - now
    guard left > .zero else { return nil }
    let (seconds, attoseconds) = left.components
    return max(
      1, Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
  }

  // MARK: The caller's side

  /// Installs the continuation; the request counts as in flight until it is resumed.
  func wait(_ continuation: CheckedContinuation<TransportResponse, any Error>) {
    lock.withLock { self.continuation = continuation }
    inFlight.add(1)
  }

  /// Marks the exchange cancelled; true the first time.
  func markCancelled() -> Bool {
    lock.withLock {
      defer { cancelled = true }
      return !cancelled
    }
  }

  var isCancelled: Bool { lock.withLock { cancelled } }

  /// Resumes the caller with the answer or the failure; later calls do nothing.
  func finish(_ result: Result<TransportResponse, NetworkFailure>) {
    let continuation = lock.withLock {
      defer { self.continuation = nil }
      return self.continuation
    }
    guard let continuation else { return }
    inFlight.add(-1)
    continuation.resume(with: result.mapError { $0 as any Error })
  }

  // MARK: The answer, on the driver thread

  /// Starts over for a redirect: the head and body of the last answer are dropped.
  func restart(at target: String) {
    url = target
    headers = [:]
    headBytes = 0
    body = Data()
    redirects += 1
  }

  /// One line of the head, as libcurl hands them: the status line, "Name: value" lines, and
  /// the empty line that ends the head. False stops the transfer (an announced length over
  /// the limit: refused before the body arrives).
  func receiveHead(_ line: UnsafeRawBufferPointer) -> Bool {
    // Bytes, not Characters: "\r\n" is a single Character, which would hide the line end.
    var end = line.count
    while end > 0, line[end - 1] == 0x0D || line[end - 1] == 0x0A { end -= 1 }
    if end == 0 {
      isReadingHead = false
      return headEnded()
    }
    let text = String(decoding: UnsafeRawBufferPointer(rebasing: line[..<end]), as: UTF8.self)
    if text.hasPrefix("HTTP/") {
      headers = [:]  // an interim (1xx) answer's head, or a proxy's, is not the answer's
      headBytes = 0
      isReadingHead = true
    } else if let colon = text.firstIndex(of: ":") {
      // A head may be a flood of lines (libcurl allows 300 KB): past the budget they are
      // dropped, so the head kept (and shown by the inspector) stays small.
      headBytes += end
      guard headBytes <= Self.headBudget else { return true }
      let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      // Reel's own marks (`x-reel-…`: an answer from its cache, the tries made, an answer never
      // sent) are never a server's to give: a forged cache mark made a live answer shown and
      // recorded as cached; a forged count had Reel say it "gave up after 99 tries" of one.
      guard !Self.isReelsOwn(name) else { return true }
      let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      // A repeated name joins the value before in place: building a new string each time
      // copied the whole growing value per line.
      if headers[name] != nil {
        headers[name]!.append(", ")
        headers[name]!.append(value)
      } else {
        headers[name] = value
      }
    }
    return true
  }

  /// A header name in Reel's own namespace, `x-reel-` (lower-cased already).
  static func isReelsOwn(_ name: String) -> Bool {
    name.hasPrefix("x-reel-")
  }

  private func headEnded() -> Bool {
    guard let easy else { return true }
    var status = 0
    _ = reel_curl_get_long(easy, CURLINFO_RESPONSE_CODE, &status)
    guard status >= 200 else { return true }  // an interim answer: the real head follows
    var length: curl_off_t = -1
    _ = reel_curl_get_size(easy, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length)
    if length > curl_off_t(limit) {
      verdict = .tooLarge(limit: limit)
      return false
    }
    // Room for the announced body, up to a megabyte: a head may promise what never comes.
    if length > 0 { body.reserveCapacity(min(Int(length), 1 << 20)) }
    return true
  }

  /// A piece of the (already inflated) body; false once the body would pass the limit: the
  /// piece is not kept and the transfer stops, so memory stays near the limit however fast
  /// the server sends.
  func receiveBody(_ piece: UnsafeRawBufferPointer) -> Bool {
    guard body.count + piece.count <= limit else {
      verdict = .tooLarge(limit: limit)
      return false
    }
    body.append(contentsOf: piece)
    return true
  }

  /// What the server answered, once the transfer ended well.
  func answer(status: Int) -> TransportResponse {
    TransportResponse(status: status, headers: headers, body: body)
  }
}

/// A count shared between threads: a transport's requests in flight (each with its deadline
/// armed in libcurl; zero whenever none is, so nothing is left to wake an idle Reel), or the
/// transfer threads running.
final class LockedCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func add(_ delta: Int) { lock.withLock { count += delta } }
  var current: Int { lock.withLock { count } }
}
