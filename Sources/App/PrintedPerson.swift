import Foundation
import Screen
import TMDB

/// The readable page `reel person` prints: who they are, then their films.
public enum PrintedPerson {
  public static func render(
    _ person: PersonDetails, order: PersonFilmOrder = .date, width: Int = 80
  ) -> String {
    var lines: [String] = []
    let name = Sanitizer.singleLine(person.name)
    lines += TextLayout.wrap(name.isEmpty ? "(unnamed)" : name, width: width)
    lines.append("")
    var facts: [(String, String)] = []
    if let department = person.knownForDepartment {
      facts.append(("Known for", Sanitizer.singleLine(department)))
    }
    let place = person.placeOfBirth.map(Sanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 }
    switch (person.birthday.map(Sanitizer.singleLine), place) {
    case (let date?, let place?): facts.append(("Born", "\(date) in \(place)"))
    case (let date?, nil): facts.append(("Born", date))
    case (nil, let place?): facts.append(("Born", "in \(place)"))
    case (nil, nil): break
    }
    if let deathday = person.deathday { facts.append(("Died", Sanitizer.singleLine(deathday))) }
    let labelWidth = (facts.map { $0.0.count }.max() ?? 0) + 2
    for (label, value) in facts {
      for (index, line) in TextLayout.wrap(value, width: max(width - labelWidth, 20)).enumerated() {
        let prefix =
          index == 0
          ? TextLayout.pad(label + ":", toWidth: labelWidth)
          : String(repeating: " ", count: labelWidth)
        lines.append(prefix + line)
      }
    }
    if !facts.isEmpty { lines.append("") }
    let biography = Sanitizer.multiLine(person.biography ?? "")
    lines +=
      biography.isEmpty ? ["No biography available."] : TextLayout.wrap(biography, width: width)
    lines.append("")
    let films = person.films(sortedBy: order)
    let orderWords = order == .date ? "newest first" : "most popular first"
    lines.append(
      films.isEmpty ? "Films: none listed." : "Films (\(films.count), \(orderWords)):")
    lines += filmRows(films, width: width)
    lines.append("")
    lines.append("TMDB:    \(person.tmdbURL.absoluteString)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// ID, year and "Title — as Character, Director", cut to the width.
  static func filmRows(_ films: [PersonFilm], width: Int) -> [String] {
    guard !films.isEmpty else { return [] }
    let idWidth = max(2, films.map { String($0.movie.id).count }.max() ?? 2)
    let textWidth = max(width - idWidth - 2 - 4 - 2, 10)
    let header = [
      TextLayout.pad("ID", toWidth: idWidth, alignment: .trailing), "YEAR", "TITLE",
    ].joined(separator: "  ")
    return [header]
      + films.map { film in
        let roles = film.roles.map(Sanitizer.singleLine).filter { !$0.isEmpty }
        let title = PrintedList.displayTitle(film.movie)
        let text = roles.isEmpty ? title : "\(title) — \(roles.joined(separator: ", "))"
        return [
          TextLayout.pad(String(film.movie.id), toWidth: idWidth, alignment: .trailing),
          TextLayout.pad(film.movie.year.map(String.init) ?? "—", toWidth: 4),
          TextLayout.truncate(text, toWidth: textWidth),
        ].joined(separator: "  ")
      }
  }
}
