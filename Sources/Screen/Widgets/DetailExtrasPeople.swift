import Browser
import TMDB

/// The "Cast & crew" links that follow "More like this" in the opened detail pane: one line
/// per person with their role, the selected one in reverse video.
struct PeopleLines {
  let people: [PersonLink]
  /// The selected person, counted from the first of `people`.
  let selection: Int?
  let theme: Theme
  let width: Int
  let enterKey: String?

  func lines() -> [StyledLine] {
    guard !people.isEmpty, width > 0 else { return [] }
    var heading: StyledLine = [Span("Cast & crew", theme.bold)]
    if selection == nil, let enterKey {
      heading.append(Span(" · \(enterKey) to choose", theme.dim))
    }
    var lines: [StyledLine] = [[], heading]
    for (index, person) in people.enumerated() {
      let selected = index == selection
      var line: StyledLine = [
        Span(
          (selected ? "› " : "  ") + MovieFormatting.clean(person.name),
          selected ? theme.selection : theme.text)
      ]
      if let role = person.role.map(MovieFormatting.clean), !role.isEmpty {
        line.append(Span(" · \(role)", selected ? theme.selection : theme.dim))
      }
      lines.append(line)
    }
    return lines
  }
}
