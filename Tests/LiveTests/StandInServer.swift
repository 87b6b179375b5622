import Foundation
import TMDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the stand-in server does with one request.
enum Reply: Sendable {
  /// An HTTP answer, after `delay` seconds.
  case respond(status: Int, headers: [String: String] = [:], body: Data, delay: TimeInterval = 0)
  /// Headers promising the whole body, `after` bytes of it, then a TCP reset.
  case resetMidBody(body: Data, after: Int)
  /// Headers promising the whole body, `after` bytes of it, then a clean close.
  case truncated(body: Data, after: Int)
  /// Never answers; holds the connection until the client lets go.
  case stall
  /// A 200 without a length whose body never ends: `chunk` again and again until the client
  /// hangs up (or `limit` bytes were sent, a safety stop for the test machine).
  case endless(headers: [String: String], chunk: Data, limit: Int)
  /// These bytes as they are, then a close: for answers that are not HTTP at all.
  case raw(Data)

  static func json(
    _ status: Int, _ text: String, headers: [String: String] = [:], delay: TimeInterval = 0
  )
    -> Reply
  {
    var all = ["Content-Type": "application/json;charset=utf-8"]
    all.merge(headers) { $1 }
    return .respond(status: status, headers: all, body: Data(text.utf8), delay: delay)
  }
}

/// One request as the server saw it.
struct ServedRequest: Sendable {
  var method: String
  var path: String
  var query: [QueryItem]
  /// Lower-cased names.
  var headers: [String: String]
  var arrived: ContinuousClock.Instant

  func value(_ name: String) -> String? { query.last { $0.name == name }?.value }
}

/// A real HTTP/1.1 server on 127.0.0.1 standing in for TMDB: one thread per connection,
/// `Connection: close` on every answer, and faults a library server cannot fake (a reset
/// mid-body, a body shorter than its Content-Length, a server that never answers).
final class StandInServer: @unchecked Sendable {
  let port: UInt16
  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  private let listener: Int32
  private let handler: @Sendable (ServedRequest) async -> Reply
  private let lock = NSLock()
  private var served: [ServedRequest] = []
  private var active = 0
  private var peak = 0
  private var hangUps: [ContinuousClock.Instant] = []
  private var stopped = false

  /// Bytes written as soon as a client connects, without reading its request (as a plain
  /// HTTP server answers a TLS handshake it cannot parse); nil for a normal server.
  private let greeting: Data?

  init(
    greeting: Data? = nil,
    _ handler: @escaping @Sendable (ServedRequest) async -> Reply = { _ in .stall }
  ) throws {
    self.handler = handler
    self.greeting = greeting
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    listener = fd
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && listen(fd, 64) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard bound else { throw POSIXError(.EADDRINUSE) }
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  deinit { stop() }

  /// Stops accepting. Only once: the accept loop then closes the descriptor, and its number
  /// may soon belong to another server's socket.
  func stop() {
    let first = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    if first { shutdown(listener, Int32(SHUT_RDWR)) }
  }

  /// Every request so far, in order of arrival.
  var requests: [ServedRequest] { lock.withLock { served } }
  /// The most connections answered at the same time.
  var peakConcurrency: Int { lock.withLock { peak } }
  /// When clients closed connections the server was still holding (stalls, delays).
  var clientHangUps: [ContinuousClock.Instant] { lock.withLock { hangUps } }

  private func acceptLoop() {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else { break }
      Thread { [self] in serve(client) }.start()
    }
    close(listener)
  }

  private func serve(_ client: Int32) {
    defer { close(client) }
    if let greeting {
      write(client, greeting)
      return
    }
    guard let request = readRequest(client) else { return }
    lock.withLock {
      served.append(request)
      active += 1
      peak = max(peak, active)
    }
    // Counted until answered, not until the connection's thread is done: once the answer is
    // written the client may end the request and start the next before this thread gets here
    // again, and the peak would count one request the client no longer has in flight.
    var counted = true
    defer { if counted { lock.withLock { active -= 1 } } }
    switch reply(to: request) {
    case .respond(let status, let headers, let body, let delay):
      if delay > 0, !waitWhileConnected(client, seconds: delay) { return }
      lock.withLock { active -= 1 }
      counted = false
      write(client, head(status, headers, length: body.count) + body)
    case .resetMidBody(let body, let after):
      write(client, head(200, ["Content-Type": "application/json"], length: body.count))
      write(client, body.prefix(after))
      usleep(20_000)
      // Closing with a zero linger time sends RST instead of FIN.
      var abort = linger(l_onoff: 1, l_linger: 0)
      setsockopt(client, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
    case .truncated(let body, let after):
      write(client, head(200, ["Content-Type": "application/json"], length: body.count))
      write(client, body.prefix(after))
    case .stall:
      _ = waitWhileConnected(client, seconds: 60)
    case .endless(let headers, let chunk, let limit):
      var text = "HTTP/1.1 200 OK\r\nConnection: close\r\n"
      for (name, value) in headers { text += "\(name): \(value)\r\n" }
      write(client, Data((text + "\r\n").utf8))
      var sent = 0
      while sent < limit, write(client, chunk) { sent += chunk.count }
      if sent < limit { lock.withLock { hangUps.append(.now) } }
    case .raw(let bytes):
      write(client, bytes)
    }
  }

  /// Runs the (async) handler from this connection's thread.
  private func reply(to request: ServedRequest) -> Reply {
    final class Box: @unchecked Sendable { var reply: Reply? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let handler = handler
    Task {
      box.reply = await handler(request)
      done.signal()
    }
    done.wait()
    return box.reply!
  }

  /// Sleeps up to `seconds`, watching the socket: false (and the time noted) when the client
  /// hung up first.
  private func waitWhileConnected(_ client: Int32, seconds: TimeInterval) -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline, !lock.withLock({ stopped }) {
      var descriptor = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
      let left = deadline - ContinuousClock.now
      let milliseconds = Int32(
        max(
          1,
          min(
            50, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
          )))
      if poll(&descriptor, 1, milliseconds) > 0 {
        var byte: UInt8 = 0
        if recv(client, &byte, 1, Int32(MSG_DONTWAIT)) <= 0 {
          lock.withLock { hangUps.append(.now) }
          return false
        }
      }
    }
    return true
  }

  private func readRequest(_ client: Int32) -> ServedRequest? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while data.range(of: Data("\r\n\r\n".utf8)) == nil, data.count < 65536 {
      let count = recv(client, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      data.append(contentsOf: buffer[0..<count])
    }
    let text = String(decoding: data, as: UTF8.self)
    var lines = text.components(separatedBy: "\r\n")
    let parts = lines.removeFirst().split(separator: " ")
    guard parts.count >= 2, let components = URLComponents(string: String(parts[1])) else {
      return nil
    }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let query = (components.queryItems ?? []).map { QueryItem($0.name, $0.value ?? "") }
    return ServedRequest(
      method: String(parts[0]), path: components.path, query: query, headers: headers,
      arrived: .now)
  }

  private func head(_ status: Int, _ headers: [String: String], length: Int) -> Data {
    var text = "HTTP/1.1 \(status) \(HTTPURLResponseReason.phrase(status))\r\n"
    text += "Content-Length: \(length)\r\nConnection: close\r\n"
    for (name, value) in headers { text += "\(name): \(value)\r\n" }
    return Data((text + "\r\n").utf8)
  }

  /// False when the client is gone.
  @discardableResult
  private func write(_ client: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }
}

private enum HTTPURLResponseReason {
  static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 307: "Temporary Redirect"
    case 308: "Permanent Redirect"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 404: "Not Found"
    case 422: "Unprocessable Entity"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: "Status"
    }
  }
}
