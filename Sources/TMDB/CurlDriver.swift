import CCurl
import Foundation

/// libcurl's multi interface on a thread of its own, for one `HTTPTransport`: every request
/// of the transport is a transfer on the one multi handle (so connections are kept alive and
/// shared, at most `maxConnectionsPerHost` to a host), and the thread sleeps in
/// `curl_multi_poll`, which waits for exactly what libcurl needs (read interest while an
/// answer is awaited) and costs no CPU. URLSession on Linux kept a write source on every
/// socket it had ever written, which fired without end while an answer was awaited: a CPU
/// spun for as long as any request waited.
///
/// Requests and cancellations reach the thread through locked queues and
/// `curl_multi_wakeup`; every libcurl call but that one is made on the thread. The thread
/// starts with the first request and ends when the transport goes away.
final class CurlDriver: @unchecked Sendable {
  /// Redirects followed (within the origin) before the answer counts as a loop.
  static let maxRedirects = 16

  private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

  private let multi: UnsafeMutableRawPointer?
  private let lock = NSLock()
  private var arriving: [Exchange] = []
  private var leaving: [Exchange] = []
  private var stopping = false
  private var started = false
  private var loops = 0

  /// Transfer threads running in the process, for tests that check each ends with its
  /// transport.
  static var threadsRunning: Int { threads.current }
  private static let threads = LockedCount()

  /// The transfers on the multi handle, by easy handle. The thread's alone.
  private var transfers: [UnsafeMutableRawPointer: Exchange] = [:]

  init(maxConnectionsPerHost: Int) {
    multi = Self.initialized ? curl_multi_init() : nil
    if let multi {
      _ = reel_curl_multi_set_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxConnectionsPerHost)
      // Room in the connection cache for them all, so each is kept alive for the next request.
      _ = reel_curl_multi_set_long(multi, CURLMOPT_MAXCONNECTS, maxConnectionsPerHost)
    }
  }

  deinit {
    // The thread holds the driver while it runs, so it has ended by now.
    if let multi { curl_multi_cleanup(multi) }
  }

  /// Times the thread went round its loop (woke up): a handful per request, however long the
  /// server takes to answer. For tests of the CPU a waiting request costs.
  var wakeUps: Int { lock.withLock { loops } }

  /// Hands a request to the thread; the exchange is resumed from there.
  func submit(_ exchange: Exchange) {
    guard let multi else {
      exchange.finish(.failure(.other(.curlUnavailable)))
      return
    }
    let startThread = lock.withLock {
      arriving.append(exchange)
      defer { started = true }
      return !started
    }
    if startThread {
      Self.threads.add(1)
      let thread = Thread { [self] in
        run()
        Self.threads.add(-1)
      }
      thread.name = "reel-curl"
      thread.start()
    }
    curl_multi_wakeup(multi)
  }

  /// Ends a request early: its transfer is taken off the multi handle (closing its
  /// connection) and its caller resumed with `.cancelled`.
  func cancel(_ exchange: Exchange) {
    guard let multi else { return }
    lock.withLock { leaving.append(exchange) }
    curl_multi_wakeup(multi)
  }

  /// Lets the thread end (after cancelling anything left).
  func stop() {
    guard let multi else { return }
    lock.withLock { stopping = true }
    curl_multi_wakeup(multi)
  }

  private func run() {
    guard let multi else { return }
    while true {
      let (arrived, left, stop) = lock.withLock {
        loops += 1
        defer {
          arriving = []
          leaving = []
        }
        return (arriving, leaving, stopping)
      }
      for exchange in arrived { begin(exchange, on: multi) }
      for exchange in left { end(exchange, on: multi, .failure(.cancelled)) }
      if stop { break }
      var running: Int32 = 0
      _ = curl_multi_perform(multi, &running)
      collectFinished(on: multi)
      // Without transfers, libcurl has no timer of its own and this sleeps until woken.
      if curl_multi_poll(multi, nil, 0, Int32.max, nil) != CURLM_OK {
        // A poll that fails at once would otherwise spin this loop: pause a little instead.
        usleep(10_000)
      }
    }
    for exchange in Array(transfers.values) { end(exchange, on: multi, .failure(.cancelled)) }
  }

  private func begin(_ exchange: Exchange, on multi: UnsafeMutableRawPointer) {
    guard !exchange.isCancelled else {
      exchange.finish(.failure(.cancelled))
      return
    }
    guard let easy = curl_easy_init() else {
      exchange.finish(.failure(.other(.outOfMemory(host: exchange.host))))
      return
    }
    exchange.easy = easy
    transfers[easy] = exchange
    guard CurlOptions.configure(easy, for: exchange) else {
      end(exchange, on: multi, .failure(.other(.exchangeFailed(host: exchange.host))))
      return
    }
    guard CurlOptions.aim(easy, for: exchange) else {
      end(exchange, on: multi, .failure(.timedOut))
      return
    }
    if curl_multi_add_handle(multi, easy) != CURLM_OK {
      end(exchange, on: multi, .failure(.other(.exchangeFailed(host: exchange.host))))
    }
  }

  private func collectFinished(on multi: UnsafeMutableRawPointer) {
    var queued: Int32 = 0
    while let message = curl_multi_info_read(multi, &queued) {
      var easy: UnsafeMutableRawPointer?
      var result = CURLE_OK
      guard reel_curl_message_done(message, &easy, &result) != 0, let easy,
        let exchange = transfers[easy]
      else { continue }
      settle(exchange, easy: easy, result: result, on: multi)
    }
  }

  /// A transfer ended: the verdict, libcurl's failure, a redirect to follow or refuse, or the
  /// answer.
  private func settle(
    _ exchange: Exchange, easy: UnsafeMutableRawPointer, result: CURLcode,
    on multi: UnsafeMutableRawPointer
  ) {
    if let verdict = exchange.verdict {
      end(exchange, on: multi, .failure(verdict))
      return
    }
    guard result == CURLE_OK else {
      let detail = String(cString: exchange.errorBuffer)
      end(
        exchange, on: multi,
        .failure(
          NetworkErrorMapping.failure(
            for: result, host: exchange.host, detail: detail,
            midHead: exchange.isReadingHead)))
      return
    }
    var status = 0
    _ = reel_curl_get_long(easy, CURLINFO_RESPONSE_CODE, &status)
    if [301, 302, 303, 307, 308].contains(status), let target = Self.redirectTarget(easy) {
      follow(exchange, to: target, easy: easy, on: multi)
      return
    }
    guard status >= 100 else {
      end(exchange, on: multi, .failure(.other(.notOverHTTP)))
      return
    }
    end(exchange, on: multi, .success(exchange.answer(status: status)))
  }

  /// Where a redirect points, made absolute by libcurl; nil without a Location.
  private static func redirectTarget(_ easy: UnsafeMutableRawPointer) -> String? {
    var target: UnsafeMutablePointer<CChar>?
    guard reel_curl_get_string(easy, CURLINFO_REDIRECT_URL, &target) == CURLE_OK, let target
    else { return nil }
    return String(cString: target)
  }

  /// Follows a redirect only to the origin the request was for: the credential (in the query
  /// or a header) never goes anywhere else.
  private func follow(
    _ exchange: Exchange, to target: String, easy: UnsafeMutableRawPointer,
    on multi: UnsafeMutableRawPointer
  ) {
    let targetOrigin = URL(string: target).flatMap(Origin.init)
    guard let origin = exchange.origin, targetOrigin == origin else {
      let shown = targetOrigin?.description ?? "another address"
      end(exchange, on: multi, .failure(.redirectRefused(to: shown)))
      return
    }
    guard exchange.redirects < Self.maxRedirects else {
      end(exchange, on: multi, .failure(.other(.redirectLoop(host: exchange.host))))
      return
    }
    curl_multi_remove_handle(multi, easy)
    exchange.restart(at: target)
    guard CurlOptions.aim(easy, for: exchange) else {
      end(exchange, on: multi, .failure(.timedOut))
      return
    }
    if curl_multi_add_handle(multi, easy) != CURLM_OK {
      end(exchange, on: multi, .failure(.other(.exchangeFailed(host: exchange.host))))
    }
  }

  /// Takes the exchange's transfer off the multi handle (closing its connection if it was not
  /// done; harmless for a handle never added), frees it, and resumes the caller.
  private func end(
    _ exchange: Exchange, on multi: UnsafeMutableRawPointer,
    _ result: Result<TransportResponse, NetworkFailure>
  ) {
    if let easy = exchange.easy {
      curl_multi_remove_handle(multi, easy)
      curl_easy_cleanup(easy)
      transfers[easy] = nil
      exchange.easy = nil
    }
    if let list = exchange.headerList {
      curl_slist_free_all(list)
      exchange.headerList = nil
    }
    exchange.finish(result)
  }
}
