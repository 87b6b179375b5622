import Browser
import TMDB

/// The discover form in a centred box: one line per field, the one with the keys in reverse
/// video, then what is wrong (if anything) and how to use it.
struct DiscoverFormWidget {
  let form: DiscoverForm
  let genres: [Int: String]
  let words: Words
  let theme: Theme

  func draw(in area: Rect, buffer: inout Buffer) {
    let outer = area.inset(top: 1, left: 2, bottom: 1, right: 2)
    // The form takes every key while it is open, so it is drawn on any screen Reel draws at
    // all: a form too small to see would leave keys doing nothing visible.
    guard outer.width >= 8, outer.height >= 3 else { return }
    let innerWidth = min(60, outer.width - 4)
    let lines = fitted(room: outer.height - 2, width: innerWidth)
    let box = area.centered(width: innerWidth + 4, height: lines.count + 2)
    buffer.fill(box)
    buffer.drawBox(
      box, border: theme.border, title: words(.discoverTitle), titleStyle: theme.bold)
    for (index, line) in lines.enumerated() {
      buffer.put(line, x: box.x + 2, y: box.y + 1 + index, maxWidth: innerWidth)
    }
  }

  /// The form's lines in `room` lines: every field, what is wrong, then how to use it, each
  /// after a blank line. When they do not all fit, what is wrong comes first (it is why Enter
  /// did nothing), then the fields around the one with the keys, then the hint.
  private func fitted(room: Int, width: Int) -> [StyledLine] {
    let fields = DiscoverForm.Field.allCases.map { line($0, width: width) }
    let problem =
      form.problem.map {
        wrapped(words.problem($0), width: width, style: theme.errorText)
      } ?? []
    let help = wrapped(hint, width: width, style: theme.dim)
    let all = fields + (problem.isEmpty ? [] : [[]] + problem) + [[]] + help
    if all.count <= room { return all }
    // At least the field with the keys stays, above as much of the problem as fits (with a
    // blank line between them when there is room for one).
    let problemRoom = problem.isEmpty ? 0 : min(problem.count, max(room - 2, 1))
    let gap = problemRoom > 0 && room - problemRoom >= 3 ? 1 : 0
    let fieldRoom = max(room - problemRoom - gap, 1)
    let focused = form.field.rawValue
    let first = min(max(focused - fieldRoom + 1, 0), max(fields.count - fieldRoom, 0))
    var lines = Array(fields[first..<min(first + fieldRoom, fields.count)])
    if gap > 0 { lines.append([]) }
    lines += problem.prefix(problemRoom)
    if lines.count + 1 + help.count <= room { lines += [[]] + help }
    return Array(lines.prefix(room))
  }

  /// A field's label and value; the label takes 16 columns, or half a narrow form.
  private func line(_ field: DiscoverForm.Field, width: Int) -> StyledLine {
    let focused = field == form.field
    let labelWidth = min(16, max(width / 2, 1))
    let label = TextLayout.fit(words.label(field), toWidth: labelWidth)
    var value = self.value(field)
    if focused { value = form.fieldTakesText ? value + "▏" : "‹ \(value) ›" }
    // Text being typed keeps its end (where the cursor is) in view; it is ASCII digits.
    let room = width - labelWidth - 1
    if focused, form.fieldTakesText, value.count > room, room > 1 {
      value = "…" + String(value.suffix(room - 1))
    }
    return [
      Span(label, focused ? theme.bold : theme.dim),
      Span(" " + value, focused ? theme.selection : theme.text),
    ]
  }

  /// The form's own keys (the form reads them directly, not through the key map), with the
  /// actions in the user's language.
  private var hint: String {
    [
      "j/k " + words(.discoverHintField), "←/→ " + words(.discoverHintChange),
      words(.discoverHintType), "⏎ " + words(.hintSearch), "esc " + words(.hintClose),
    ].joined(separator: " · ")
  }

  private func value(_ field: DiscoverForm.Field) -> String {
    let any = words(.discoverAny)
    func genre(_ id: Int?) -> String {
      guard let id else { return any }
      return genres[id].map(MovieFormatting.clean) ?? words.genreNumber(id)
    }
    func typed(_ text: String) -> String { text.isEmpty && field != form.field ? any : text }
    switch field {
    case .genre: return genre(form.genre)
    case .excludedGenre:
      return form.excludedGenre == nil ? words(.discoverNone) : genre(form.excludedGenre)
    case .years: return typed(form.years)
    case .minimumRating: return typed(form.minimumRating)
    case .minimumVotes: return typed(form.minimumVotes)
    case .language: return form.language ?? any
    case .runtime: return typed(form.runtime)
    case .certification:
      return form.certification.map {
        words(
          Message(.discoverCertificationIn, ["certification": .text($0), "country": .text("US")]))
      } ?? any
    case .sort: return words.sort(form.sort)
    }
  }
}
