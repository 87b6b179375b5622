import Foundation
import Screen
import TMDB

/// The readable page `reel person` prints: who they are, then their films, in the user's
/// language (Reel's words, digits and dates; TMDB's text as it came).
public enum PrintedPerson {
  public static func render(
    _ person: PersonDetails, order: PersonFilmOrder = .date, width: Int = 80,
    language: ScreenLanguage = .english
  ) -> String {
    let words = { (message: Message) in language.text(message) }
    var lines: [String] = []
    let name = Sanitizer.singleLine(person.name)
    lines += TextLayout.wrap(name.isEmpty ? words(Message(.printedUnnamed)) : name, width: width)
    lines.append("")
    var facts: [(String, String)] = []
    if let department = person.knownForDepartment {
      facts.append(
        (
          words(Message(.printedKnownFor)),
          language.department(Sanitizer.singleLine(department))
        ))
    }
    let place = person.placeOfBirth.map(Sanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 }
    let born = words(Message(.printedBorn))
    switch (person.birthday.map(Sanitizer.singleLine).map(language.date(iso:)), place) {
    case (let date?, let place?):
      facts.append(
        (born, words(Message(.printedBornIn, ["date": .text(date), "place": .text(place)]))))
    case (let date?, nil): facts.append((born, date))
    case (nil, let place?):
      facts.append((born, words(Message(.printedBornPlace, ["place": .text(place)]))))
    case (nil, nil): break
    }
    if let deathday = person.deathday {
      facts.append(
        (words(Message(.printedDied)), language.date(iso: Sanitizer.singleLine(deathday))))
    }
    let labelWidth = (facts.map { $0.0.displayWidth }.max() ?? 0) + 2
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
      biography.isEmpty
      ? [words(Message(.printedNoBiography))] : TextLayout.wrap(biography, width: width)
    lines.append("")
    let films = person.films(sortedBy: order)
    let orderWords = Message(order == .date ? .orderNewestFirst : .orderMostPopularFirst)
    lines.append(
      films.isEmpty
        ? words(Message(.printedFilmsNone))
        : words(
          Message(
            .printedFilmsHeading, ["count": .count(films.count), "order": .message(orderWords)])))
    lines += filmRows(films, width: width, language: language, credits: person.movieCredits)
    lines.append("")
    lines.append(
      TextLayout.pad(words(Message(.printedTMDB)) + ":", toWidth: 9)
        + person.tmdbURL.absoluteString)
    return lines.joined(separator: "\n") + "\n"
  }

  /// ID, year and "Title — as Character, Director", cut to the width.
  static func filmRows(
    _ films: [PersonFilm], width: Int, language: ScreenLanguage = .english,
    credits: PersonMovieCredits? = nil
  ) -> [String] {
    guard !films.isEmpty else { return [] }
    let words = { (key: MessageKey) in language.text(Message(key)) }
    let idWidth = max(
      2, words(.printedColumnID).displayWidth, films.map { String($0.movie.id).count }.max() ?? 2)
    let yearWidth = max(4, words(.printedColumnYear).displayWidth)
    let textWidth = max(width - idWidth - 2 - yearWidth - 2, 10)
    let header = [
      TextLayout.pad(words(.printedColumnID), toWidth: idWidth, alignment: .trailing),
      TextLayout.pad(words(.printedColumnYear), toWidth: yearWidth),
      words(.printedColumnTitle),
    ].joined(separator: "  ")
    // Each film's credits found once: looking them up film by film in the whole list took
    // minutes for a filmography of 20,000 credits.
    let creditsByFilm = credits.map { Dictionary(grouping: $0.cast + $0.crew, by: \.movie.id) }
    return [header]
      + films.map { film in
        let roles = roles(of: film, in: creditsByFilm, language: language)
        let title = PrintedList.displayTitle(film.movie, language: language)
        let text =
          roles.isEmpty ? title : "\(title) — \(roles.joined(separator: language.listSeparator))"
        return [
          TextLayout.pad(String(film.movie.id), toWidth: idWidth, alignment: .trailing),
          TextLayout.pad(film.movie.year.map(language.format.number) ?? "—", toWidth: yearWidth),
          TextLayout.truncate(text, toWidth: textWidth),
        ].joined(separator: "  ")
      }
  }

  /// A film's roles, "as Chihiro" in the user's words, a job as TMDB names it; each once, in
  /// the order of `PersonDetails.films` (cast, then crew).
  static func roles(
    of film: PersonFilm, in credits: [Int: [PersonMovieCredit]]?, language: ScreenLanguage
  ) -> [String] {
    guard let credits else { return film.roles.map(Sanitizer.singleLine).filter { !$0.isEmpty } }
    var roles: [String] = []
    // A set, not the list: a film credited thousands of times would compare each role with
    // every one before it.
    var seen: Set<String> = []
    for credit in credits[film.id] ?? [] {
      let role =
        credit.character.map {
          language.text(Message(.printedPlayed, ["character": .text($0)]))
        } ?? credit.job.map { language.job(Sanitizer.singleLine($0)) }
      if let role, !role.isEmpty, seen.insert(role).inserted { roles.append(role) }
    }
    return roles
  }
}
