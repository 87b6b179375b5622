import Foundation

/// Where a URL points: scheme, host and port. A credential only ever goes back to the origin
/// it was configured for: a redirect is followed only to the same origin (see `Exchange`).
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
