import Browser
import Foundation
import TMDB

/// A person's page: their name, what they are known for, birth and death, a few lines of
/// biography, then their films as a list with the selection.
struct PersonWidget {
  let person: PersonScreen
  let list: ResultList
  let marks: Set<Int>
  let focused: Bool
  let words: Words
  let theme: Theme

  private var keys: KeyLabels { words.keys }

  /// Enough biography to know who they are; the rest would push the films off the screen.
  static let biographyLines = 5
  /// The most of a biography the page reads: far more than `biographyLines` lines of any
  /// screen hold. A biography of megabytes was sanitized, hashed and wrapped whole on every
  /// frame (~55 ms a key press in a debug build for 1 MB).
  static let biographyCharacters = 4_000

  /// The start of `biography` worth wrapping, and whether there was more.
  static func biographyStart(_ biography: String) -> (text: String, cut: Bool) {
    let shown = biography.prefix(biographyCharacters)
    return (String(shown), shown.endIndex != biography.endIndex)
  }

  func draw(in area: Rect, buffer: inout Buffer) {
    let content = area.inset(left: 1, right: 1)
    guard !content.isEmpty else { return }
    let header = headerLines(width: content.width)
    for (index, line) in header.prefix(max(content.height - 3, 0)).enumerated() {
      buffer.put(line, x: content.x, y: content.y + index, maxWidth: content.width)
    }
    let listTop = content.y + min(header.count, max(content.height - 3, 0))
    let rows = Rect(
      x: area.x, y: listTop + 1, width: area.width, height: max(area.maxY - listTop - 1, 0))
    drawListHeader(y: listTop, in: content, buffer: &buffer)
    drawRows(in: rows, buffer: &buffer)
  }

  private func headerLines(width: Int) -> [StyledLine] {
    var lines = wrapped(
      MovieFormatting.clean(person.details?.name ?? person.name), width: width, style: theme.bold)
    guard let details = person.details else {
      if let failure = person.failure {
        let reason = MovieFormatting.clean(failure.detail)
        let said =
          reason.isEmpty
          ? words(.personPageFailedPlain)
          : words(Message(.personPageFailed, ["reason": .message(words.reason(failure))]))
        lines += wrapped(said, width: width, style: theme.errorText)
        if let retry = keys[.refresh] {
          lines += wrapped(words(.pressKeyToRetry(retry)), width: width, style: theme.dim)
        }
      } else {
        lines += wrapped(words(.loading), width: width, style: theme.dim)
      }
      return lines
    }
    var facts: [String] = []
    if let known = details.knownForDepartment.map(MovieFormatting.clean), !known.isEmpty {
      facts.append(words(Message(.personKnownFor, ["department": .text(words.department(known))])))
    }
    if let born = details.birthday.map(MovieFormatting.clean), !born.isEmpty {
      let date = date(born)
      if let place = details.placeOfBirth.map(MovieFormatting.clean), !place.isEmpty {
        facts.append(words(Message(.personBornIn, ["date": .text(date), "place": .text(place)])))
      } else {
        facts.append(words(Message(.personBorn, ["date": .text(date)])))
      }
    }
    if let died = details.deathday.map(MovieFormatting.clean), !died.isEmpty {
      facts.append(words(Message(.personDied, ["date": .text(date(died))])))
    }
    if !facts.isEmpty {
      lines += wrapped(facts.joined(separator: " · "), width: width, style: theme.text)
    }
    let (shown, cut) = Self.biographyStart(details.biography ?? "")
    let biography = Sanitizer.multiLine(shown).trimmingCharacters(in: .whitespacesAndNewlines)
    if !biography.isEmpty {
      lines.append([])
      var text = wrapped(biography, width: width, style: theme.text)
      if text.count > Self.biographyLines || cut {
        text = Array(text.prefix(Self.biographyLines))
        text[text.count - 1].append(marker: Span(" …", theme.dim), within: width)
      }
      lines += text
    }
    lines.append([])
    return lines
  }

  private func drawListHeader(y: Int, in content: Rect, buffer: inout Buffer) {
    guard person.details != nil else { return }
    let order = Message(person.order == .date ? .orderNewestFirst : .orderMostPopularFirst)
    let title =
      keys[.cycleWatchlistOrder].map {
        words(Message(.personFilmsSortKey, ["order": .message(order), "key": .key($0)]))
      } ?? words(Message(.personFilms, ["order": .message(order)]))
    buffer.put(title, x: content.x, y: y, maxWidth: content.width, style: theme.bold)
    if list.rowCount > 0 {
      _ = buffer.putTrailing(
        words.position(list.selectedRow + 1, of: list.rowCount), maxX: content.maxX - 1, y: y,
        width: 12, style: theme.dim)
    }
  }

  private func drawRows(in rows: Rect, buffer: inout Buffer) {
    guard rows.height > 0, list.rowCount > 0 else {
      if person.details != nil, rows.height > 0 {
        buffer.put(words(.personNoFilms), x: rows.x + 1, y: rows.y, style: theme.dim)
      }
      return
    }
    ListWidget.drawRows(
      of: list, in: rows, marks: marks, focused: focused, words: words, theme: theme,
      buffer: &buffer)
  }

  /// TMDB's "1941-01-05" as the language writes a date.
  private func date(_ iso: String) -> String { words.language.date(iso: iso) }
}
