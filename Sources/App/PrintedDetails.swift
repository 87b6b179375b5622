import Foundation
import Screen
import TMDB

/// The readable page `reel show` prints.
public enum PrintedDetails {
  public static func render(
    _ details: MovieDetails, configuration: TMDBConfiguration? = nil, width: Int = 80,
    country: String = "US", whereToWatch: WhereToWatch? = nil
  ) -> String {
    var lines: [String] = []
    let title = Sanitizer.singleLine(details.title)
    let year = details.year.map { " (\($0))" } ?? ""
    lines += TextLayout.wrap((title.isEmpty ? "(untitled)" : title) + year, width: width)
    if let original = details.originalTitle.map(Sanitizer.singleLine), !original.isEmpty,
      original != title
    {
      lines += TextLayout.wrap("Original title: \(original)", width: width)
    }
    if let tagline = details.tagline.map(Sanitizer.singleLine) {
      lines += TextLayout.wrap("\u{201C}\(tagline)\u{201D}", width: width)
    }
    lines.append("")
    var facts: [(String, String)] = []
    facts.append(("Released", details.releaseDate.map(Sanitizer.singleLine) ?? "unknown"))
    if let runtime = details.runtime { facts.append(("Runtime", runtimeText(runtime))) }
    if !details.genres.isEmpty {
      facts.append(
        ("Genres", details.genres.map { Sanitizer.singleLine($0.name) }.joined(separator: ", ")))
    }
    if let average = details.voteAverage, let votes = details.voteCount, votes > 0 {
      facts.append(("Rating", String(format: "%.1f", average) + "/10 from \(grouped(votes)) votes"))
    }
    if let certification = details.certification(country: country) {
      facts.append(("Certificate", "\(Sanitizer.singleLine(certification)) (\(country))"))
    }
    if let status = details.status { facts.append(("Status", Sanitizer.singleLine(status))) }
    if !details.directors.isEmpty {
      facts.append(
        ("Director", details.directors.map(Sanitizer.singleLine).joined(separator: ", ")))
    }
    let cast = details.topCast(6).map { member in
      let name = Sanitizer.singleLine(member.name)
      guard let character = member.character.map(Sanitizer.singleLine) else { return name }
      return "\(name) as \(character)"
    }
    if !cast.isEmpty { facts.append(("Cast", cast.joined(separator: "; "))) }
    if let collection = details.collection {
      // The id is what `reel collection` takes.
      facts.append(("Collection", "\(Sanitizer.singleLine(collection.name)) (\(collection.id))"))
    }
    let labelWidth = (facts.map { $0.0.count }.max() ?? 0) + 2
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
    lines += overview.isEmpty ? ["No overview available."] : TextLayout.wrap(overview, width: width)
    lines.append("")
    if let whereToWatch {
      lines += PrintedWatchProviders.lines(whereToWatch, country: country, width: width)
      lines.append("")
    }
    if let trailer = details.trailer?.url { lines.append("Trailer: \(trailer.absoluteString)") }
    lines.append("TMDB:    \(details.tmdbURL.absoluteString)")
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
