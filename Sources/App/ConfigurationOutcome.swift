import Screen
import TMDB

/// Start-up from the two answers it needs. When TMDB answered but one of them could not be
/// read (a broken genre list, an odd configuration), Reel browses anyway, without genre names
/// or with the usual image sizes, and says so; only when TMDB could not be reached, or refused
/// the credentials, is there nothing to show.
struct ConfigurationOutcome {
  var result: Result<(TMDBConfiguration, [Genre]), TMDBError>
  var notices: [String] = []

  /// The image sizes TMDB has served for years, for when its configuration cannot be read.
  static let usualConfiguration = TMDBConfiguration(
    images: ImageConfiguration(
      secureBaseURL: "https://image.tmdb.org/t/p/",
      posterSizes: ["w92", "w154", "w185", "w342", "w500", "w780", "original"]))

  /// `language` words the notices (the screen's, from EffectRunner).
  init(
    _ configuration: Result<TMDBConfiguration, TMDBError>, _ genres: Result<[Genre], TMDBError>,
    language: ScreenLanguage = .english
  ) {
    switch (configuration, genres) {
    case (.success(let configuration), .success(let genres)):
      result = .success((configuration, genres))
    case (.failure(let error), _) where !Self.isUnreadable(error):
      result = .failure(error)
    case (.success, .failure(let error)) where !Self.isUnreadable(error):
      result = .failure(error)
    case (.failure, .success(let genres)):
      result = .success((Self.usualConfiguration, genres))
      notices.append(language.text(Message(.configurationUnreadable)))
    case (.success(let configuration), .failure):
      result = .success((configuration, []))
      notices.append(language.text(Message(.genresUnreadable)))
    case (.failure, .failure(let error)):
      result = .failure(error)
    }
  }

  static func capture<Value>(_ body: () async throws(TMDBError) -> Value) async -> Result<
    Value, TMDBError
  > {
    do {
      return .success(try await body())
    } catch {
      return .failure(error)
    }
  }

  /// TMDB answered, but with something that could not be used.
  private static func isUnreadable(_ error: TMDBError) -> Bool {
    switch error {
    case .badResponse, .notFound, .unexpectedStatus: true
    case .gaveUp(_, let inner): isUnreadable(inner)
    default: false
    }
  }
}
