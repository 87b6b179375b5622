import CCurl
import XCTest

@testable import TMDB

/// libcurl's failures in plain words: each kind of CURLcode becomes the `NetworkFailure` a
/// user reads, and libcurl's own text (which can quote the URL, key and all) never gets in.
final class CurlErrorMappingTests: XCTestCase {
  private let host = "api.example:8443"
  /// What libcurl's error buffer may hold: the URL with the key in it.
  private let leakyDetail =
    "Failed to connect to https://api.example:8443/3/movie?api_key=0123456789abcdef0123456789abcdef"

  private func failure(_ code: CURLcode, detail: String? = nil) -> NetworkFailure {
    NetworkErrorMapping.failure(for: code, host: host, detail: detail ?? leakyDetail)
  }

  func testEachKindOfFailureInPlainWords() {
    XCTAssertEqual(failure(CURLE_OPERATION_TIMEDOUT), .timedOut)
    XCTAssertEqual(failure(CURLE_COULDNT_CONNECT), .cannotConnect(host))
    XCTAssertEqual(failure(CURLE_COULDNT_RESOLVE_HOST), .cannotResolveHost(host))
    for code in [CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE] {
      XCTAssertEqual(failure(code), .connectionLost, "\(code)")
    }
    let notHTTP = NetworkFailure.other(
      "the server at \(host) sent something that is not a readable HTTP answer")
    for code in [
      CURLE_UNSUPPORTED_PROTOCOL, CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM,
      CURLE_BAD_CONTENT_ENCODING,
    ] {
      XCTAssertEqual(failure(code), notHTTP, "\(code)")
    }
    XCTAssertEqual(failure(CURLE_GOT_NOTHING), .other("the server at \(host) sent no answer"))
    XCTAssertEqual(
      failure(CURLE_FILESIZE_EXCEEDED), .tooLarge(limit: PayloadDecoder.maximumBodySize))
    XCTAssertEqual(
      failure(CURLE_COULDNT_RESOLVE_PROXY),
      .other("could not resolve the proxy's host (check http_proxy, https_proxy, no_proxy)"))
  }

  func testTLSFailuresSayWhichKind() {
    let plainServer = NetworkFailure.other(
      "the secure connection to \(host) failed (is it an HTTPS server? check --api-base-url)")
    let certificates = NetworkFailure.other(
      "the secure connection to \(host) failed (check the system's certificates)")
    XCTAssertEqual(
      failure(CURLE_SSL_CONNECT_ERROR, detail: "error:0A00010B:SSL routines::wrong version number"),
      plainServer)
    XCTAssertEqual(
      failure(CURLE_SSL_CONNECT_ERROR, detail: "OpenSSL SSL_connect: handshake failure"),
      certificates)
    for code in [CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM] {
      XCTAssertEqual(failure(code), certificates, "\(code)")
    }
  }

  /// Every code, with the URL and key in libcurl's text: the sentence names the host at
  /// most, never the text, the key or libcurl's name for the code.
  func testNoFailureCarriesLibcurlsTextOrACode() {
    for raw in 0...100 {
      let code = CURLcode(UInt32(raw))
      let words = "\(failure(code))"
      XCTAssertFalse(words.contains("0123456789abcdef"), words)
      XCTAssertFalse(words.contains("/3/movie"), words)
      XCTAssertFalse(words.lowercased().contains("curl"), words)
    }
  }
}
