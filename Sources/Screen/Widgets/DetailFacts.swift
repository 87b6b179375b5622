import Foundation
import TMDB

/// What the opened detail pane says after the overview, and the pieces of its facts line, in
/// the user's language. Values from TMDB are cleaned here; labels come from the tables.
enum DetailFacts {
  /// "March 31, 1999 (US)": the day it opened in the region, else its first release day.
  static func release(of details: MovieDetails, country: String, words: Words) -> String? {
    if let regional = details.releaseDate(country: country),
      let day = words.format.date(iso: regional)
    {
      return "\(day) (\(MovieFormatting.clean(country)))"
    }
    guard let date = details.releaseDate else { return nil }
    return words.format.date(iso: String(date.prefix(10))) ?? words.year(details.year)
  }

  /// "Lana Wachowski (Screenplay), Lilly Wachowski (Screenplay)".
  static func writers(of details: MovieDetails, words: Words) -> String {
    details.writers.compactMap { member -> String? in
      let name = MovieFormatting.clean(member.name)
      guard !name.isEmpty else { return nil }
      guard let job = member.job.map(MovieFormatting.clean), !job.isEmpty else { return name }
      return "\(name) (\(words.job(job)))"
    }.joined(separator: words.listSeparator)
  }

  /// Original language, countries, budget and revenue: only what is known (TMDB's 0 budget
  /// means "not known", never "free").
  static func more(of details: MovieDetails, words: Words) -> [(String, String)] {
    var rows: [(String, String)] = []
    if let code = details.originalLanguage {
      let shown = MovieFormatting.clean(languageName(code, of: details, words: words))
      if !shown.isEmpty { rows.append((words(.originalLanguageLabel), shown)) }
    }
    let countries = details.productionCountries.map { MovieFormatting.clean($0.name) }
      .filter { !$0.isEmpty }
    if !countries.isEmpty {
      rows.append((words(.countriesLabel), countries.joined(separator: words.listSeparator)))
    }
    if let budget = details.budget, budget > 0 {
      rows.append((words(.budgetLabel), dollars(budget, words)))
    }
    if let revenue = details.revenue, revenue > 0 {
      rows.append((words(.revenueLabel), dollars(revenue, words)))
    }
    return rows
  }

  /// The original language named in the screen's language ("原語: 英語"; the film's own name
  /// for it, "English", read as a foreign word); one Reel has no name for is its code. English,
  /// and a language Reel has no words for, name it as TMDB does.
  static func languageName(_ code: String, of details: MovieDetails, words: Words) -> String {
    let screen = words.language.strings.language
    if screen != "en" {
      return LanguageNames.name(of: code, in: screen) ?? code
    }
    let spoken = details.spokenLanguages.first { $0.code == code }
    let english = words.format.tag.language == "en"
    let name = (english ? spoken?.englishName : spoken?.name) ?? spoken?.englishName
    return name ?? code.uppercased()
  }

  /// TMDB gives budgets and revenue in US dollars.
  private static func dollars(_ amount: Int, _ words: Words) -> String {
    "$" + words.format.count(amount)
  }
}

/// The detail pane's text with what the widget needs beyond the lines: which line holds the
/// selected link (kept on screen) and which hold web addresses (OSC 8 hyperlinks).
struct DetailText {
  var lines: [StyledLine] = []
  var selectedLine: Int?
  var hyperlinks: [DetailHyperlink] = []
}

/// A line whose second span is a web address.
struct DetailHyperlink: Equatable {
  var line: Int
  var url: URL
}
