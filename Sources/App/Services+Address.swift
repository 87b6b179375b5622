import Foundation
import Screen
import TMDB

/// Where requests go and with what: the API's address (checked, and as it may be shown) and
/// the credential, from the flags, the environment and config.toml in that order.
extension Services {
  /// The API's address without anything secret a URL can carry (user, password, query), as
  /// `reel info` prints it and the inspector shows it; nil when it cannot be taken apart.
  /// The credential too, in any spelling, should the address carry it in its path (a proxy
  /// that takes the key there): the inspector copies and exports this address.
  static func shownAddress(_ url: URL, hiding credential: Credential? = nil) -> String? {
    guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
    parts.user = nil
    parts.password = nil
    parts.query = nil
    parts.fragment = nil
    return parts.string.map(Redactor(credential).redact)
  }

  static func baseURL(
    _ options: ConnectionOptions, _ environment: [String: String], _ config: ConfigFile?,
    language: ScreenLanguage = CommandWords.commandLineLanguage
  ) throws(ReelError) -> URL {
    let candidates: [(String?, String)] = [
      (options.apiBaseURL, "--api-base-url"),
      (environment["TMDB_API_BASE_URL"], "TMDB_API_BASE_URL"),
      (config?.apiBaseURL, config?.path ?? "config.toml"),
    ]
    guard
      let (base, origin) = candidates.lazy.compactMap({ value, origin in
        value.flatMap { $0.isEmpty ? nil : ($0, origin) }
      }).first
    else { return URL(string: defaultBaseURL)! }
    guard let url = URL(string: base), let scheme = url.scheme,
      ["http", "https"].contains(scheme.lowercased()), url.host != nil
    else {
      throw ReelError(
        said(
          .servicesBaseURLNotHTTP,
          ["url": CommandWords.typed(base), "origin": .text(TerminalText.writtenOut(origin))],
          english: "the API base URL \"\(base)\" from \(origin) is not an http(s) URL",
          in: language))
    }
    // Foundation takes any number as a port; libcurl refuses it at every request, once the
    // browser is up ("the API base URL is not valid").
    if let port = url.port, !(1...65535).contains(port) {
      throw ReelError(
        said(
          .servicesBaseURLPort,
          [
            "url": CommandWords.typed(base), "origin": .text(TerminalText.writtenOut(origin)),
            "port": .text(String(port)),
          ],
          english: "the API base URL \"\(base)\" from \(origin) has port \(port); a port is 1 to "
            + "65535", in: language))
    }
    return url
  }

  static func resolveCredential(
    _ options: ConnectionOptions, environment: [String: String], config: ConfigFile? = nil
  ) -> Credential? {
    let file = config?.path ?? "config.toml"
    let candidates: [(String?, Credential.Kind, String)] = [
      (options.accessToken, .accessToken, "--access-token"),
      (options.apiKey, .apiKey, "--api-key"),
      (environment["TMDB_ACCESS_TOKEN"], .accessToken, "TMDB_ACCESS_TOKEN"),
      (environment["TMDB_API_KEY"], .apiKey, "TMDB_API_KEY"),
      (config?.accessToken, .accessToken, file),
      (config?.apiKey, .apiKey, file),
    ]
    for (raw, kind, origin) in candidates {
      if let raw, let credential = Credential(raw, declared: kind, origin: origin) {
        return credential
      }
    }
    return nil
  }
}
