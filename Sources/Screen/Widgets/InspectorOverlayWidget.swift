import Browser
import Foundation
import TMDB

/// The network inspector over the browser: the list of requests (newest at the bottom), one
/// request in full, or the breakpoint patterns; a line being typed and what the last action
/// said at the bottom. Every string from the network goes through the sanitiser first.
struct InspectorOverlayWidget {
  let view: InspectorView
  let snapshot: InspectorSnapshot
  let words: Words
  let theme: Theme

  private var keys: KeyLabels { words.keys }

  /// Draws the inspector; returns the last top line of a request's detail, the most its
  /// scroll can use (nil for the other panes), for the loop to clamp the scroll to.
  @discardableResult
  func draw(in area: Rect, buffer: inout Buffer) -> Int? {
    guard area.width >= 20, area.height >= 6 else { return nil }
    buffer.fill(area)
    let box = area
    buffer.drawBox(
      box, border: theme.border, title: title, titleStyle: theme.bold, footer: footer,
      footerStyle: theme.dim)
    var inner = box.inset(by: 1).inset(left: 1, right: 1)
    // The bottom lines: what is typed, what was said, a paused answer's choices.
    var bottom: [StyledLine] = []
    if let paused = pausedInView {
      bottom.append(pausedLine(paused))
    }
    if let note = view.note {
      bottom.append([Span(MovieFormatting.clean(note), theme.accent)])
    }
    if let input = view.input {
      let label =
        switch input {
        case .filter: words(.inspectorFilterLabel) + " "
        case .breakpointPattern: words(.inspectorBreakOnLabel) + " "
        case .find: words(.inspectorFindLabel) + " "
        }
      bottom.append([Span(label, theme.bold), Span(MovieFormatting.clean(view.inputText) + "▏")])
    }
    let bottomCount = min(bottom.count, max(0, inner.height - 1))
    for (index, line) in bottom.suffix(bottomCount).enumerated() {
      buffer.put(
        line, x: inner.x, y: inner.y + inner.height - bottomCount + index, maxWidth: inner.width)
    }
    inner = inner.inset(bottom: bottomCount)
    switch view.pane {
    case .list: drawList(in: inner, buffer: &buffer)
    case .detail: return drawDetail(in: inner, buffer: &buffer)
    case .breakpoints: drawBreakpoints(in: inner, buffer: &buffer)
    }
    return nil
  }

  private var title: String {
    switch view.pane {
    case .list:
      let shown = snapshot.shown(filter: view.filter).count
      guard !view.filter.isEmpty else {
        return words(Message(.inspectorTitle, ["count": .number(shown)]))
      }
      return words(
        Message(
          .inspectorTitleMatching,
          ["count": .number(shown), "filter": .text(MovieFormatting.clean(view.filter))]))
    case .detail(let id): return words(Message(.inspectorRequestTitle, ["number": .number(id)]))
    case .breakpoints: return words(.inspectorBreakpointsTitle)
    }
  }

  private var footer: String {
    // "curl" and "HAR" name a tool and a file format, the same in every language.
    let hint: [(Command, String)]
    switch view.pane {
    case .list:
      hint = [
        (.inspector(.open(0)), words(.hintOpen)),
        (.inspector(.beginInput(.filter)), words(.hintFilter)),
        (.inspector(.act(.copyCurl(exchange: 0))), "curl"),
        (.inspector(.act(.exportHAR)), "HAR"),
        (.inspector(.act(.addBreakpoint(""))), words(.hintBreak)),
        (.inspector(.showBreakpoints), words(.hintBreakpoints)),
        (.inspector(.closePane), words(.hintClose)),
      ]
    case .detail:
      hint = [
        (.inspector(.beginInput(.find)), words(.hintFind)),
        (.inspector(.stepFind(1)), words(.hintNext)),
        (.inspector(.act(.copyCurl(exchange: 0))), "curl"),
        (.inspector(.closePane), words(.hintBack)),
      ]
    case .breakpoints:
      hint = [
        (.inspector(.beginInput(.breakpointPattern)), words(.hintAdd)),
        (.inspector(.act(.removeBreakpoint(""))), words(.hintDelete)),
        (.inspector(.closePane), words(.hintBack)),
      ]
    }
    return keys.hint(hint, direction: words.language.direction)
  }

  /// The paused answer of the request in view, if it is held.
  private var pausedInView: PausedAnswer? {
    switch view.pane {
    case .detail(let id): return snapshot.paused(id)
    case .list: return snapshot.selected(view).flatMap { snapshot.paused($0.id) }
    case .breakpoints: return nil
    }
  }

  private func pausedLine(_ paused: PausedAnswer) -> StyledLine {
    let seconds = paused.secondsLeft(at: snapshot.now)
    if view.choosingAbort {
      return [
        Span(words(.inspectorAbortWith) + " ", theme.error),
        Span(words(.inspectorAbortChoices)),
      ]
    }
    return [
      Span(
        words(
          Message(
            .inspectorPaused,
            ["pattern": .text(MovieFormatting.clean(paused.pattern)), "seconds": .number(seconds)]))
          + "  ", theme.error),
      Span(words(.inspectorPausedChoices), theme.dim),
    ]
  }

  private func drawList(in area: Rect, buffer: inout Buffer) {
    guard area.height >= 2 else { return }
    let shown = snapshot.shown(filter: view.filter)
    buffer.put(
      [Span(words(.inspectorColumns), theme.dim)],
      x: area.x, y: area.y, maxWidth: area.width)
    let rows = area.inset(top: 1)
    guard !shown.isEmpty else {
      buffer.put(
        [
          Span(
            words(view.filter.isEmpty ? .inspectorNoRequests : .inspectorNoRequestMatches),
            theme.dim)
        ],
        x: rows.x, y: rows.y, maxWidth: rows.width)
      return
    }
    let selectedID = snapshot.selected(view)?.id
    let selectedIndex = shown.lastIndex { $0.id == selectedID } ?? shown.count - 1
    // Only the rows that fit are drawn, ending at the selection (the newest when following).
    let first = max(0, min(selectedIndex - rows.height + 1, shown.count - rows.height))
    for (offset, exchange) in shown[first...].prefix(rows.height).enumerated() {
      let style = exchange.id == selectedID ? theme.selection : Style.plain
      let columns = row(exchange)
      buffer.fill(rows.row(offset), style: style)
      guard buffer.direction == .rightToLeft else {
        let line = MovieFormatting.clean(columns.joined())
        _ = buffer.putTruncated(
          line, x: rows.x, y: rows.y + offset, width: rows.width, style: style)
        continue
      }
      // Mirrored like the headings above them: each column's text starts where its heading
      // does (at the right of its place), and reads left to right (a time, a method, a path).
      // As one line the bidi algorithm ordered the whole row left to right under headings
      // that read right to left.
      // The marks at the end are words of the screen's language, in its direction.
      var x = 0
      for (index, column) in columns.enumerated() where x < rows.width && !column.isEmpty {
        let place = column.displayWidth
        buffer.putTruncated(
          MovieFormatting.clean(column), x: rows.x + x, y: rows.y + offset,
          width: rows.width - x, style: style,
          base: index == columns.count - 1 ? nil : .leftToRight)
        x += place
      }
    }
  }

  /// A table row's columns, each padded to its heading's place, then the marks (retried,
  /// stale, what a breakpoint did): joined, the row.
  private func row(_ exchange: InspectedExchange) -> [String] {
    let time = Self.clockTime(exchange.startedAt)
    let status =
      exchange.breakpoint == .paused
      ? "⏸  " : exchange.status.map { String($0) } ?? (exchange.failure == nil ? "…  " : "ERR")
    let milliseconds = exchange.duration.map { String(Int(Self.milliseconds($0))) } ?? ""
    let bytes =
      exchange.bodySize > 0 ? String(exchange.bodySize) + (exchange.bodyCut ? "+" : "") : ""
    var marks: [String] = []
    if !exchange.retries.isEmpty {
      marks.append(words(Message(.inspectorRetried, ["count": .number(exchange.retries.count)])))
    }
    if exchange.use == .dropped { marks.append(words(.inspectorStale)) }
    if let outcome = exchange.breakpoint, let said = words.outcome(outcome) { marks.append(said) }
    let suffix = marks.isEmpty ? "" : "[" + marks.joined(separator: ", ") + "]"
    return [
      time + "  ", Self.pad(exchange.method, 6) + " ", Self.pad(status, 4) + " ",
      Self.pad(exchange.source.rawValue, 9), Self.padLeft(milliseconds, 6) + " ",
      Self.padLeft(bytes, 10) + "  ", marks.isEmpty ? exchange.endpoint : exchange.endpoint + "  ",
      suffix,
    ]
  }

  /// Returns the last top line the detail can be scrolled to.
  private func drawDetail(in area: Rect, buffer: inout Buffer) -> Int? {
    let lines = snapshot.detailLines
    guard !lines.isEmpty, area.height > 0 else {
      buffer.put(
        [Span(words(.inspectorLeftRecord), theme.dim)], x: area.x, y: area.y,
        maxWidth: area.width)
      return 0
    }
    let needle = view.find.lowercased()
    let matches =
      needle.isEmpty ? [] : lines.indices.filter { lines[$0].lowercased().contains(needle) }
    var top = min(view.detailScroll, max(0, lines.count - area.height))
    var current: Int?
    if !matches.isEmpty {
      let index = ((view.findMatch % matches.count) + matches.count) % matches.count
      current = matches[index]
      if let line = current, line < top || line >= top + area.height {
        top = max(0, min(line - 2, lines.count - area.height))
      }
    }
    // A request reads left to right in every language, indented at the left (how pretty JSON
    // reads; only the lines of Reel's words follow the screen): not mirrored, and each line ordered with a left-to-right base. The area is the
    // box's inside, the same columns mirrored or not. Right to left, `"page" : 1,` read
    // `,page" : 1"`.
    let direction = buffer.direction
    buffer.direction = .leftToRight
    defer { buffer.direction = direction }
    for (offset, line) in lines[top...].prefix(area.height).enumerated() {
      let index = top + offset
      let style =
        index == current ? theme.selection : matches.contains(index) ? theme.accent : Style.plain
      if snapshot.detailWordLines.contains(index) {
        // Reel's words ("→ 200 · از replay · …"): in the screen's direction, mirrored.
        buffer.direction = direction
        _ = buffer.putTruncated(
          Sanitizer.singleLine(line), x: area.x, y: area.y + offset, width: area.width,
          style: style)
        buffer.direction = .leftToRight
        continue
      }
      // Sanitised but not trimmed: indentation is how pretty JSON reads.
      _ = buffer.putTruncated(
        Sanitizer.singleLine(line), x: area.x, y: area.y + offset, width: area.width,
        style: style, base: .leftToRight)
    }
    if !needle.isEmpty, matches.isEmpty, let last = lines.indices.last, area.height > 0 {
      _ = last
      buffer.put(
        [
          Span(
            words(
              Message(.inspectorFindNoMatch, ["text": .text(MovieFormatting.clean(view.find))])),
            theme.error)
        ],
        x: area.x, y: area.y + area.height - 1, maxWidth: area.width)
    }
    return max(0, lines.count - area.height)
  }

  private func drawBreakpoints(in area: Rect, buffer: inout Buffer) {
    guard !snapshot.patterns.isEmpty else {
      buffer.put(
        [
          Span(words(.inspectorNoBreakpoints), theme.dim)
        ],
        x: area.x, y: area.y, maxWidth: area.width)
      return
    }
    let selected = min(view.breakpointSelection, snapshot.patterns.count - 1)
    for (index, pattern) in snapshot.patterns.prefix(area.height).enumerated() {
      let style = index == selected ? theme.selection : Style.plain
      buffer.fill(area.row(index), style: style)
      _ = buffer.putTruncated(
        "● " + MovieFormatting.clean(pattern), x: area.x, y: area.y + index, width: area.width,
        style: style)
    }
  }

  static func clockTime(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let day = ((seconds % 86_400) + 86_400) % 86_400
    return String(format: "%02d:%02d:%02d", day / 3600, day / 60 % 60, day % 60)
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  private static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
