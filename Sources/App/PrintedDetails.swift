import Foundation
import Screen
import TMDB

/// The readable page `reel show` prints.
public enum PrintedDetails {
  /// The day it was released when the calendar has that day (English keeps TMDB's ISO date,
  /// as Reel has always printed it), else its year, as the detail pane says it: TMDB's text
  /// as sent printed "2023-02-31", or whatever else a server put there, whole.
  static func releaseText(of details: MovieDetails, language: ScreenLanguage) -> String? {
    guard let date = details.releaseDate else { return nil }
    let day = String(date.prefix(10))
    let year = details.year.map(language.format.number)
    // `date(iso:)` says a day the calendar lacks as its bare year, which no real day reads as.
    guard let local = language.format.date(iso: day), local != year else { return year }
    return language.strings.language == "en" ? day : local
  }

  public static func render(
    _ details: MovieDetails, configuration: TMDBConfiguration? = nil, width: Int = 80,
    country: String = "US", whereToWatch: WhereToWatch? = nil,
    language: ScreenLanguage = .english
  ) -> String {
    let words = { (message: Message) in language.text(message) }
    let format = language.format
    var lines: [String] = []
    let title = Sanitizer.singleLine(details.title)
    let year = details.year.map { " (\(format.number($0)))" } ?? ""
    lines += TextLayout.wrap(
      (title.isEmpty ? words(Message(.printedUntitled)) : title) + year, width: width)
    if let original = details.originalTitle.map(Sanitizer.singleLine), !original.isEmpty,
      original != title
    {
      lines += TextLayout.wrap(words(.printedOriginalTitle(original)), width: width)
    }
    if let tagline = details.tagline.map(Sanitizer.singleLine) {
      lines += TextLayout.wrap("\u{201C}\(tagline)\u{201D}", width: width)
    }
    lines.append("")
    var facts: [(String, String)] = []
    let released = releaseText(of: details, language: language)
    facts.append((words(Message(.printedReleased)), released ?? words(Message(.printedUnknown))))
    if let runtime = details.runtime {
      let text =
        language.strings.language == "en" ? runtimeText(runtime) : format.runtime(minutes: runtime)
      facts.append((words(Message(.printedRuntime)), text))
    }
    if !details.genres.isEmpty {
      facts.append(
        (
          words(Message(.printedGenres)),
          details.genres.map { Sanitizer.singleLine($0.name) }.joined(
            separator: language.listSeparator)
        ))
    }
    if let votes = details.voteCount,
      let rating = format.rating(average: details.voteAverage, votes: votes)
    {
      facts.append(
        (
          words(Message(.printedRating)),
          words(Message(.printedRatingValue, ["rating": .text(rating), "count": .count(votes)]))
        ))
    }
    if let certification = details.certification(country: country) {
      facts.append(
        (words(Message(.printedCertificate)), "\(Sanitizer.singleLine(certification)) (\(country))")
      )
    }
    if let status = details.status {
      facts.append(
        (words(Message(.printedStatus)), language.releaseStatus(Sanitizer.singleLine(status))))
    }
    if !details.directors.isEmpty {
      facts.append(
        (
          words(Message(.printedDirector)),
          details.directors.map(Sanitizer.singleLine).joined(separator: language.listSeparator)
        ))
    }
    let cast = details.topCast(6).map { member in
      let name = Sanitizer.singleLine(member.name)
      guard let character = member.character.map(Sanitizer.singleLine) else { return name }
      return words(.printedCastAs(name: name, character: character))
    }
    if !cast.isEmpty {
      facts.append((words(Message(.printedCast)), cast.joined(separator: language.entrySeparator)))
    }
    if let collection = details.collection {
      // The id is what `reel collection` takes.
      facts.append(
        (
          words(Message(.printedCollection)),
          "\(Sanitizer.singleLine(collection.name)) (\(collection.id))"
        ))
    }
    let labelWidth = (facts.map { $0.0.displayWidth }.max() ?? 0) + 2
    for (label, value) in facts {
      let wrapped = TextLayout.wrap(value, width: max(width - labelWidth, 20))
      for (index, line) in wrapped.enumerated() {
        let prefix =
          index == 0
          ? TextLayout.pad(label + ":", toWidth: labelWidth)
          : String(repeating: " ", count: labelWidth)
        lines.append(prefix + line)
      }
    }
    lines.append("")
    let overview = Sanitizer.multiLine(details.overview ?? "")
    lines +=
      overview.isEmpty
      ? [words(Message(.printedNoOverview))] : TextLayout.wrap(overview, width: width)
    lines.append("")
    if let whereToWatch {
      lines += PrintedWatchProviders.lines(
        whereToWatch, country: country, width: width, language: language)
      lines.append("")
    }
    // The two links line up: "Trailer: …" and "TMDB:    …".
    let trailerLabel = words(Message(.printedTrailer)) + ":"
    let tmdbLabel = words(Message(.printedTMDB)) + ":"
    let linkWidth = max(trailerLabel.displayWidth, tmdbLabel.displayWidth) + 1
    if let trailer = details.trailer?.url {
      lines.append(TextLayout.pad(trailerLabel, toWidth: linkWidth) + trailer.absoluteString)
    }
    lines.append(TextLayout.pad(tmdbLabel, toWidth: linkWidth) + details.tmdbURL.absoluteString)
    return lines.joined(separator: "\n") + "\n"
  }

  static func runtimeText(_ minutes: Int) -> String {
    minutes >= 60 ? "\(minutes / 60)h \(minutes % 60)m" : "\(minutes)m"
  }

  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }
}
