import CCurl
import Foundation

/// How each transfer is set up on its libcurl easy handle.
enum CurlOptions {
  /// Everything but the URL and the deadline (`aim`). False when libcurl refused an option.
  static func configure(_ easy: UnsafeMutableRawPointer, for exchange: Exchange) -> Bool {
    let context = Unmanaged.passUnretained(exchange).toOpaque()
    var list: UnsafeMutablePointer<curl_slist>?
    for line in exchange.headerLines {
      guard let longer = curl_slist_append(list, line) else { return false }
      list = longer
    }
    exchange.headerList = list
    var results = [
      // Signals are not for threads: DNS timeouts rely on the threaded resolver instead.
      reel_curl_set_long(easy, CURLOPT_NOSIGNAL, 1),
      reel_curl_allow_http_only(easy),
      // Every encoding this libcurl can undo (gzip at least), undone before the body is
      // counted against its limit.
      reel_curl_set_string(easy, CURLOPT_ACCEPT_ENCODING, ""),
      reel_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, exchange.connectMilliseconds),
      // Silence: less than a byte a second for this long ends the transfer as timed out.
      reel_curl_set_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1),
      reel_curl_set_long(easy, CURLOPT_LOW_SPEED_TIME, exchange.idleSeconds),
      // Redirects are followed by the driver, which keeps them within the origin.
      reel_curl_set_long(easy, CURLOPT_FOLLOWLOCATION, 0),
      // The request's headers (the token's Authorization) go to the server only, never in
      // the CONNECT that asks a proxy for the tunnel (CURLHEADER_SEPARATE, libcurl's default
      // since 7.42.1; said here so no libcurl build decides otherwise).
      reel_curl_set_long(easy, CURLOPT_HEADEROPT, 1),
      // A proxy's answer to CONNECT is not the server's head.
      reel_curl_set_long(easy, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1),
      reel_curl_set_pointer(easy, CURLOPT_ERRORBUFFER, exchange.errorBuffer),
      reel_curl_set_headers(easy, list),
      reel_curl_set_pointer(easy, CURLOPT_HEADERDATA, context),
      reel_curl_set_header_function(easy) { line, size, count, context in
        guard let line, let context else { return 0 }
        let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
        let bytes = UnsafeRawBufferPointer(start: line, count: size * count)
        return exchange.receiveHead(bytes) ? size * count : 0
      },
      reel_curl_set_pointer(easy, CURLOPT_WRITEDATA, context),
      reel_curl_set_write_function(easy) { piece, size, count, context in
        guard let piece, let context else { return 0 }
        let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
        let bytes = UnsafeRawBufferPointer(start: piece, count: size * count)
        return exchange.receiveBody(bytes) ? size * count : 0
      },
    ]
    switch exchange.method.uppercased() {
    case "GET": break
    case "HEAD": results.append(reel_curl_set_long(easy, CURLOPT_NOBODY, 1))
    default: results.append(reel_curl_set_string(easy, CURLOPT_CUSTOMREQUEST, exchange.method))
    }
    return results.allSatisfy { $0 == CURLE_OK }
  }

  /// The exchange's URL and what is left of its whole-request time; false when none is.
  static func aim(_ easy: UnsafeMutableRawPointer, for exchange: Exchange) -> Bool {
    guard let left = exchange.millisecondsLeft() else { return false }
    return reel_curl_set_string(easy, CURLOPT_URL, exchange.url) == CURLE_OK
      && reel_curl_set_long(easy, CURLOPT_TIMEOUT_MS, left) == CURLE_OK
  }
}
