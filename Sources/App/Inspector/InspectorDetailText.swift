import Foundation
import TMDB

/// One request in full, as lines: the request line and headers, the answer's line and
/// headers, and the body pretty-printed when it is JSON.
enum InspectorDetailText {
  static func lines(_ exchange: InspectedExchange, baseURL: String, edited: Data?) -> [String] {
    var lines: [String] = []
    lines.append("\(exchange.method) \(HARDocument.url(exchange, baseURL: baseURL))")
    for header in exchange.requestHeaders { lines.append("  \(header.name): \(header.value)") }
    lines.append("")
    var facts = ["from \(exchange.source.rawValue)"]
    if let duration = exchange.duration {
      facts.append("\(Int(HARDocument.milliseconds(duration).rounded())) ms")
    }
    facts.append(
      "\(exchange.bodySize) bytes" + (exchange.bodyCut ? " (cut at \(exchange.body.count))" : ""))
    for retry in exchange.retries {
      facts.append(
        "retried after \(retry.reason) (waited \(Int(HARDocument.milliseconds(retry.wait))) ms)")
    }
    if exchange.use != .pending {
      facts.append(exchange.use == .taken ? "taken by the browser" : "dropped as stale")
    }
    if let outcome = exchange.breakpoint { facts.append("breakpoint: \(outcome)") }
    if let status = exchange.status {
      lines.append("→ \(status) · " + facts.joined(separator: " · "))
    } else if let failure = exchange.failure {
      lines.append("→ no answer: \(failure) · " + facts.joined(separator: " · "))
    } else {
      lines.append("→ waiting…")
    }
    for header in exchange.responseHeaders { lines.append("  \(header.name): \(header.value)") }
    lines.append("")
    if let edited {
      lines.append("Edited body (not sent yet):")
      lines.append(contentsOf: bodyLines(edited))
      lines.append("")
      lines.append("Original body:")
    }
    lines.append(contentsOf: bodyLines(exchange.body))
    return lines
  }

  /// Pretty JSON when the body parses, else its text as it is.
  static func bodyLines(_ body: Data) -> [String] {
    if let pretty = prettyJSON(body) {
      return pretty.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return String(decoding: body, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }

  static func prettyJSON(_ body: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
      let data = try? JSONSerialization.data(
        withJSONObject: object,
        options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
