import Browser
import Foundation
import TMDB

/// A collection's page: its name, a few lines of its overview, then its films in release
/// order as a list with the selection (Enter opens one, Esc goes back to the film).
struct CollectionWidget {
  let page: CollectionScreen
  let list: ResultList
  let marks: Set<Int>
  let focused: Bool
  let words: Words
  let theme: Theme

  /// Enough overview to know what the series is; the films matter more.
  static let overviewLines = 4
  /// The most of an overview the page reads, as a person's page does of a biography
  /// (`PersonWidget.biographyCharacters`): an overview of megabytes was sanitized and wrapped
  /// whole on every frame.
  static let overviewCharacters = PersonWidget.biographyCharacters

  /// The start of `overview` worth wrapping, sanitized, and whether there was more.
  static func overviewStart(_ overview: String) -> (text: String, cut: Bool) {
    let shown = overview.prefix(overviewCharacters)
    return (Sanitizer.multiLine(String(shown)), shown.endIndex != overview.endIndex)
  }

  func draw(in area: Rect, buffer: inout Buffer) {
    let content = area.inset(left: 1, right: 1)
    guard !content.isEmpty else { return }
    let header = headerLines(width: content.width)
    let shown = min(header.count, max(content.height - 3, 0))
    for (index, line) in header.prefix(shown).enumerated() {
      buffer.put(line, x: content.x, y: content.y + index, maxWidth: content.width)
    }
    let listTop = content.y + shown
    if page.collection != nil {
      buffer.put(
        [Span(words(.collectionFilmsHeading), theme.bold)], x: content.x, y: listTop,
        maxWidth: content.width)
      if list.rowCount > 0 {
        _ = buffer.putTrailing(
          words.position(list.selectedRow + 1, of: list.rowCount), maxX: content.maxX - 1,
          y: listTop, width: 12, style: theme.dim)
      }
    }
    let rows = Rect(
      x: area.x, y: listTop + 1, width: area.width, height: max(area.maxY - listTop - 1, 0))
    drawRows(in: rows, buffer: &buffer)
  }

  private func headerLines(width: Int) -> [StyledLine] {
    let name = MovieFormatting.clean(page.collection?.name ?? page.name)
    var lines = wrapped(
      name.isEmpty ? words(.untitled) : name, width: width, style: theme.bold, base: .auto)
    guard let collection = page.collection else {
      if let failure = page.failure {
        lines += wrapped(
          words(Message(.collectionFailed, ["reason": .message(words.reason(failure))])),
          width: width, style: theme.errorText)
        if let retry = words.keys[.refresh] {
          lines += wrapped(words(.pressKeyToRetry(retry)), width: width, style: theme.dim)
        }
      } else {
        lines += wrapped(words(.loading), width: width, style: theme.dim)
      }
      return lines
    }
    var (overview, cut) = Self.overviewStart(collection.overview ?? "")
    if cut, BidiLevels.firstStrongDirection(of: overview) == nil {
      // Its direction is settled by a letter past the start: only the whole text can say it.
      (overview, cut) = (Sanitizer.multiLine(collection.overview ?? ""), false)
    }
    overview = overview.trimmingCharacters(in: .whitespacesAndNewlines)
    if !overview.isEmpty {
      lines.append([])
      var text = wrapped(overview, width: width, style: theme.text, base: .auto)
      if text.count > Self.overviewLines || cut {
        text = Array(text.prefix(Self.overviewLines))
        text[text.count - 1].append(marker: Span(" …", theme.dim), within: width)
      }
      lines += text
    }
    lines.append([])
    return lines
  }

  private func drawRows(in rows: Rect, buffer: inout Buffer) {
    guard rows.height > 0, list.rowCount > 0 else {
      if page.collection != nil, rows.height > 0 {
        buffer.put(
          words(.collectionNoFilms), x: rows.x + 1, y: rows.y, style: theme.dim)
      }
      return
    }
    ListWidget.drawRows(
      of: list, in: rows, marks: marks, focused: focused, words: words, theme: theme,
      buffer: &buffer)
  }
}
