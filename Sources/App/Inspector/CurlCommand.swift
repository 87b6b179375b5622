import Foundation
import TMDB

/// A request from the record as a curl command line. The credential is never in the record;
/// where it goes, the command names the environment variable the user keeps it in.
enum CurlCommand {
  static func make(_ exchange: InspectedExchange, baseURL: String) -> String {
    var base = baseURL
    while base.hasSuffix("/") { base.removeLast() }
    let query = exchange.query.map { item -> String in
      let value =
        item.isCredential || item.value == SecretScrubber.publicMask
        ? "$TMDB_API_KEY" : shellEscaped(percentEncoded(item.value))
      return shellEscaped(percentEncoded(item.name)) + "=" + value
    }
    let url =
      shellEscaped(base + exchange.path) + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    var parts = ["curl"]
    if exchange.method != "GET" { parts.append("-X \(exchange.method)") }
    for header in exchange.requestHeaders where header.name.lowercased() != "user-agent" {
      let value =
        header.name.lowercased() == "authorization"
        ? "Bearer $TMDB_ACCESS_TOKEN" : shellEscaped(header.value)
      parts.append("-H \"\(shellEscaped(header.name)): \(value)\"")
    }
    parts.append("\"\(url)\"")
    return parts.joined(separator: " ")
  }

  /// `!` too: an interactive bash expands `!!` or `!-1` from its history even inside double
  /// quotes, so a search for "wow!!" would paste the last command into the URL.
  private static func percentEncoded(_ text: String) -> String {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "&=+#!")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }

  /// Inside double quotes: `$`, `` ` ``, `"` and `\` lose their meaning.
  private static func shellEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "$`\"\\".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
