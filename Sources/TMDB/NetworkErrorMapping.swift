import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Turns URLSession's errors into `NetworkFailure`s a user can read: one plain sentence per
/// kind, never a raw code ("-1002", "-1") or the URL (which carries the key).
enum NetworkErrorMapping {
  static func failure(for error: any Error, host: String) -> NetworkFailure {
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain else {
      return .other("the exchange with \(host) failed")
    }
    let code = URLError.Code(rawValue: nsError.code) ?? .unknown
    // libcurl's own words, for what URLSession files under "unknown". Its error object also
    // carries the URL, key and all, so only this text is ever looked at.
    let detail = (nsError.userInfo[NSLocalizedDescriptionKey] as? String ?? "").lowercased()
    if code == .unknown {
      if detail.hasPrefix("transfer closed with") {
        return .connectionLost  // a body shorter than its Content-Length
      }
      if ["ssl", "tls", "wrong version number", "certificate"].contains(where: detail.contains) {
        return .other(
          "the secure connection to \(host) failed (is it an HTTPS server? check --api-base-url)"
        )
      }
    }
    return failure(for: code, host: host)
  }

  static func failure(for code: URLError.Code, host: String) -> NetworkFailure {
    switch code {
    case .timedOut: .timedOut
    case .cannotConnectToHost, .notConnectedToInternet: .cannotConnect(host)
    case .networkConnectionLost: .connectionLost
    case .cannotFindHost, .dnsLookupFailed: .cannotResolveHost(host)
    case .cancelled: .cancelled
    case .badServerResponse, .cannotParseResponse, .unsupportedURL, .cannotDecodeRawData,
      .cannotDecodeContentData:
      .other("the server at \(host) sent something that is not a readable HTTP answer")
    case .httpTooManyRedirects:
      .other("the server at \(host) redirected too many times (a redirect loop)")
    case .redirectToNonExistentLocation:
      .other("the server at \(host) redirected without saying where")
    case .dataLengthExceedsMaximum: .tooLarge(limit: PayloadDecoder.maximumBodySize)
    case .badURL: .other("the API base URL is not valid")
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot,
      .clientCertificateRejected, .clientCertificateRequired:
      .other("the secure connection to \(host) failed (check the system's certificates)")
    case .zeroByteResource, .resourceUnavailable:
      .other("the server at \(host) sent no answer")
    default: .other("the exchange with \(host) failed")
    }
  }
}
