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
  let words: Words

  func lines() -> [StyledLine] {
    guard !people.isEmpty, width > 0 else { return [] }
    var heading: StyledLine = [Span(words(.paneCastAndCrew), theme.bold)]
    if selection == nil, let enterKey {
      heading.append(
        Span(" · " + words(Message(.paneChooseHint, ["key": .key(enterKey)])), theme.dim))
    }
    var lines: [StyledLine] = [[], heading]
    for (index, person) in people.enumerated() {
      let selected = index == selection
      let style = selected ? theme.selection : theme.text
      // The name is data: laid out in its own direction (a Latin name as Latin on a Persian
      // screen), or its last full stop went to its other end (".Robert Downey Jr").
      var line: StyledLine = [
        Span(selected ? "› " : "  ", style),
        Span(MovieFormatting.clean(person.name), style, base: .auto),
      ]
      let character = person.character.map(MovieFormatting.clean).flatMap {
        $0.isEmpty ? nil : words(Message(.printedPlayed, ["character": .text($0)]))
      }
      if let role = person.role.map(MovieFormatting.clean).flatMap({
        $0.isEmpty ? nil : words.job($0)
      }) ?? character {
        line.append(Span(" · \(role)", selected ? theme.selection : theme.dim))
      }
      lines.append(line)
    }
    return lines
  }
}
