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
    guard outer.width >= 20, outer.height >= 5 else { return }
    let innerWidth = min(60, outer.width - 4)
    var lines = DiscoverForm.Field.allCases.map(line)
    if let problem = form.problem {
      lines.append([])
      lines += wrapped(words.problem(problem), width: innerWidth, style: theme.errorText)
    }
    lines.append([])
    lines += wrapped(hint, width: innerWidth, style: theme.dim)
    let innerHeight = min(lines.count, outer.height - 2)
    let box = area.centered(width: innerWidth + 4, height: innerHeight + 2)
    buffer.fill(box)
    buffer.drawBox(
      box, border: theme.border, title: words(.discoverTitle), titleStyle: theme.bold)
    for (index, line) in lines.prefix(innerHeight).enumerated() {
      buffer.put(line, x: box.x + 2, y: box.y + 1 + index, maxWidth: innerWidth)
    }
  }

  private func line(_ field: DiscoverForm.Field) -> StyledLine {
    let focused = field == form.field
    let label = TextLayout.fit(words.label(field), toWidth: 16)
    var value = self.value(field)
    if focused { value = form.fieldTakesText ? value + "▏" : "‹ \(value) ›" }
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
