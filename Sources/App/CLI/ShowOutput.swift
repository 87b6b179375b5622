import Foundation
import Screen
import TMDB

/// `reel show`'s additions from TMDB's discovery endpoints: where to watch, and more like this.
extension PrintingCommand {
  /// Films like this one: TMDB's recommendations, else its similar films; the heading says which.
  public static func similar(to id: Int, page: Int, json: Bool, services: Services) async throws {
    let language = services.language.language
    let related = try await speaking(language) {
      try await services.client.moreLikeThis(movieID: id, page: page)
    }
    try PastLastPage.check(
      page: page, totalPages: related.page.totalPages, totalResults: related.page.totalResults,
      isEmpty: related.page.results.isEmpty, language: language)
    try CommandOutput.printPage(
      related.page, heading: related.heading(in: language), json: json, language: language)
  }

  /// Where a film can be watched, or why that is not known. A failure here never costs the
  /// details: `reel show` still prints them.
  static func whereToWatch(
    _ client: TMDBClient, movieID: Int, language: ScreenLanguage = .english
  ) async -> WhereToWatch {
    do {
      return .loaded(try await client.watchProviders(movieID: movieID))
    } catch {
      // English says exactly what TMDBError says; other languages say it in their words.
      let reason =
        language.strings.language == "en"
        ? userMessage(for: error) : language.text(Message(error: error))
      return .unavailable(reason: reason)
    }
  }
}

/// `reel show --json`: the details as TMDB sends them, plus the region's providers under the
/// key TMDB itself uses when they are appended to details (`watch/providers`).
struct DetailsOutput: Encodable {
  let details: MovieDetails
  let whereToWatch: WhereToWatch
  let country: String

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: Encoder) throws {
    try details.encode(to: encoder)
    guard case .loaded(let results) = whereToWatch else { return }
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(
      results.keepingOnly(country), forKey: Key(stringValue: "watch/providers"))
  }
}

extension RelatedMovies {
  /// The list's heading, saying which of TMDB's lists it is.
  func heading(in language: ScreenLanguage) -> String {
    let key: MessageKey = source == .recommendations ? .printedRecommendations : .printedSimilar
    return language.text(Message(key, ["number": .number(movieID)]))
  }
}
