import CCurl
import Foundation

/// Turns libcurl's failures into `NetworkFailure`s a user can read: one plain sentence per
/// kind, never a raw code or libcurl's own text (which can quote the URL, and so the key).
enum NetworkErrorMapping {
  /// - Parameters:
  ///   - detail: libcurl's error buffer; only searched for words that tell failures apart,
  ///     never shown.
  ///   - midHead: the failure came while an answer's head was being read.
  static func failure(
    for code: CURLcode, host: String, detail: String, midHead: Bool = false
  ) -> NetworkFailure {
    switch code {
    case CURLE_OPERATION_TIMEDOUT: return .timedOut
    case CURLE_COULDNT_CONNECT: return .cannotConnect(host)
    case CURLE_COULDNT_RESOLVE_HOST: return .cannotResolveHost(host)
    case CURLE_COULDNT_RESOLVE_PROXY:
      return .other(.proxyUnresolved)
    case CURLE_PROXY:
      return .other(.proxyRefused(host: host))
    // libcurl stops reading a head past 300 KB with a failed receive, and one header line past
    // 100 KB with "out of memory": the same server would send the same head again, so neither
    // is a lost connection to retry.
    case CURLE_RECV_ERROR where isHeadTooLarge(detail), CURLE_OUT_OF_MEMORY where midHead:
      return .other(.headTooLarge(host: host))
    // A chunk size that is not a hex number, or one past 2^63, is the server's own framing
    // fault (libcurl says "… in chunked-encoding", or "chunk hex-length …"): it sends the same
    // bytes again, so it is not a lost connection to try three more times.
    case CURLE_RECV_ERROR where isChunkFramingFault(detail):
      return .other(.notHTTP(host: host))
    // Sending or receiving broke off, or the body ended short of its Content-Length.
    case CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE: return .connectionLost
    case CURLE_GOT_NOTHING: return .other(.noAnswer(host: host))
    // HTTP/0.9 (what libcurl makes of bytes that are not HTTP), garbled heads, broken
    // HTTP/2 framing, and bodies that do not inflate.
    case CURLE_UNSUPPORTED_PROTOCOL, CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM,
      CURLE_HTTP3, CURLE_BAD_CONTENT_ENCODING:
      return .other(.notHTTP(host: host))
    case CURLE_TOO_MANY_REDIRECTS:
      return .other(.redirectLoop(host: host))
    case CURLE_FILESIZE_EXCEEDED: return .tooLarge(limit: PayloadDecoder.maximumBodySize)
    case CURLE_URL_MALFORMAT: return .other(.invalidBaseURL)
    case CURLE_SSL_CONNECT_ERROR:
      // A handshake answered by something that is not TLS (a plain HTTP server) reads as a
      // bad record; anything else in the handshake is the certificates' or the ciphers'.
      let plainServer = ["wrong version number", "packet length too long", "record layer"]
        .contains(where: detail.lowercased().contains)
      return plainServer
        ? .other(.notTLS(host: host)) : .other(.certificates(host: host))
    case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM,
      CURLE_SSL_CIPHER, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
      CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ENGINE_NOTFOUND,
      CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_USE_SSL_FAILED:
      return .other(.certificates(host: host))
    case CURLE_OUT_OF_MEMORY: return .other(.outOfMemory(host: host))
    default: return .other(.exchangeFailed(host: host))
    }
  }

  /// libcurl's words for a broken chunked body: "Illegal or missing hexadecimal sequence in
  /// chunked-encoding" (7.x), "invalid chunk size: …", "chunk hex-length …" (8.x). A body cut
  /// off between chunks is CURLE_PARTIAL_FILE, not this.
  private static func isChunkFramingFault(_ detail: String) -> Bool {
    let words = detail.lowercased()
    return words.contains("chunked-encoding") || words.contains("chunk size")
      || words.contains("chunk hex")
  }

  /// libcurl's words for a head past 300 KB: "Too large response headers: 307200 > 307200".
  private static func isHeadTooLarge(_ detail: String) -> Bool {
    detail.lowercased().contains("too large response headers")
  }
}
