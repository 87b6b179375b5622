import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Receives every URLSession task's events for `HTTPTransport` and hands each to its
/// `Exchange`. Streaming through a delegate (not a completion handler, which gathers the whole
/// body first) is what lets a body be cut off at the size limit while it arrives; and the
/// redirect callback is where credentials are kept from other hosts.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var exchanges: [Int: Exchange] = [:]

  func register(_ exchange: Exchange, for task: URLSessionTask) {
    lock.withLock { exchanges[task.taskIdentifier] = exchange }
  }

  private func exchange(for task: URLSessionTask) -> Exchange? {
    lock.withLock { exchanges[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    // FoundationNetworking ignores `.cancel` here, so an answer announced as too large is
    // stopped by cancelling the task.
    if exchange(for: dataTask)?.receive(response) == false { Self.cancel(dataTask) }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    // Pieces reach this queue behind libcurl, and a fast server can be far ahead: the pieces
    // still waiting here count too, so the transfer stops without waiting for them all.
    let waiting = session.delegateQueue.operationCount
    if exchange(for: dataTask)?.receive(data, piecesWaiting: waiting) == false {
      Self.cancel(dataTask)
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    guard let exchange = exchange(for: task), let target = request.url else {
      completionHandler(nil)
      return
    }
    if exchange.mayFollow(to: target) {
      completionHandler(request)
    } else {
      // Nil makes the redirect itself the answer; the exchange turns it into the refusal.
      completionHandler(nil)
      Self.cancel(task)
    }
  }

  /// Cancels off this queue. `cancel()` waits for the session's work queue, which a server
  /// sending as fast as loopback allows keeps busy for seconds; meanwhile this queue goes on
  /// dropping the pieces, so they never pile up in memory.
  private static func cancel(_ task: URLSessionTask) {
    DispatchQueue.global().async { task.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let exchange = lock.withLock { exchanges.removeValue(forKey: task.taskIdentifier) }
    exchange?.complete(error: error)
  }
}

/// Where a URL points: scheme, host and port. A credential only ever goes back to the origin
/// it was configured for.
struct Origin: Equatable, Sendable {
  var scheme: String
  var host: String
  var port: Int

  init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
      return nil
    }
    self.scheme = scheme
    self.host = host
    port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
  }

  /// "https://evil.example:8443", for messages: nothing of the path or query.
  var description: String {
    let defaultPort = (scheme == "https" && port == 443) || (scheme == "http" && port == 80)
    return PlainText.clean("\(scheme)://\(host)" + (defaultPort ? "" : ":\(port)"), limit: 120)
  }
}
