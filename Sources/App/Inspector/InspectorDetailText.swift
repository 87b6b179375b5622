import Foundation
import Screen
import TMDB

/// One request in full, as lines: the request line and headers, the answer's line and
/// headers, and the body pretty-printed when it is JSON.
enum InspectorDetailText {
  static func lines(
    _ exchange: InspectedExchange, baseURL: String, edited: Data?,
    language: ScreenLanguage = .english
  ) -> [String] {
    text(exchange, baseURL: baseURL, edited: edited, language: language).lines
  }

  /// The lines, and which of them are Reel's words (the answer's summary, the body headings),
  /// which read in the screen's direction.
  static func text(
    _ exchange: InspectedExchange, baseURL: String, edited: Data?,
    language: ScreenLanguage = .english
  ) -> (lines: [String], words: Set<Int>) {
    var wordLines: Set<Int> = []
    func words(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
      language.text(Message(key, arguments))
    }
    var lines: [String] = []
    lines.append("\(exchange.method) \(HARDocument.url(exchange, baseURL: baseURL))")
    for header in exchange.requestHeaders { lines.append("  \(header.name): \(header.value)") }
    lines.append("")
    // The source is the record's own name for it (network, cache, replay, recording), as the
    // list's column and the HAR file say it.
    var facts = [words(.inspectorDetailFrom, ["source": .text(exchange.source.rawValue)])]
    if let duration = exchange.duration {
      let milliseconds = Int(HARDocument.milliseconds(duration).rounded())
      facts.append(words(.inspectorDetailMilliseconds, ["count": .number(milliseconds)]))
    }
    facts.append(
      exchange.bodyCut
        ? words(
          .inspectorDetailBytesCut,
          ["count": .number(exchange.bodySize), "cut": .number(exchange.body.count)])
        : words(.inspectorDetailBytes, ["count": .number(exchange.bodySize)]))
    for retry in exchange.retries {
      let waited = Int(HARDocument.milliseconds(retry.wait))
      facts.append(
        words(
          .inspectorDetailRetried,
          ["reason": .message(Message(retry: retry.reason)), "count": .number(waited)]))
    }
    if exchange.use != .pending {
      facts.append(words(exchange.use == .taken ? .inspectorDetailTaken : .inspectorDetailDropped))
    }
    if let outcome = exchange.breakpoint {
      facts.append(
        words(
          .inspectorDetailBreakpoint,
          ["outcome": .text(InspectorWords.outcome(outcome, in: language))]))
    }
    // The summary is Reel's words: it reads in the screen's direction.
    wordLines.insert(lines.count)
    if let status = exchange.status {
      lines.append("→ \(status) · " + facts.joined(separator: " · "))
    } else if let failure = exchange.failure {
      lines.append(
        "→ "
          + words(
            .inspectorDetailNoAnswer, ["failure": .message(Message(exchangeFailure: failure))])
          + " · "
          + facts.joined(separator: " · "))
    } else {
      lines.append("→ " + words(.inspectorDetailWaiting))
    }
    for header in exchange.responseHeaders { lines.append("  \(header.name): \(header.value)") }
    lines.append("")
    if let edited {
      wordLines.insert(lines.count)
      lines.append(words(.inspectorDetailEditedBody))
      lines.append(contentsOf: bodyLines(edited))
      lines.append("")
      wordLines.insert(lines.count)
      lines.append(words(.inspectorDetailOriginalBody))
    }
    lines.append(contentsOf: bodyLines(exchange.body))
    return (lines, wordLines)
  }

  /// Longer lines are cut (marked `…`): no screen shows more, and every frame sanitises the
  /// lines it shows, so a megabyte on one line (minified JSON that does not parse, an edit)
  /// would cost that much at every key.
  static let lineLimit = 2000

  /// Pretty JSON when the body parses, else its text as it is.
  static func bodyLines(_ body: Data) -> [String] {
    let text = prettyJSON(body) ?? String(decoding: body, as: UTF8.self)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let kept = line.prefix(lineLimit)
      return kept.endIndex == line.endIndex ? String(line) : String(kept) + "…"
    }
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
