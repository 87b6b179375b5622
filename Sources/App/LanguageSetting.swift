import Screen

/// The one language setting for data and screen, and where it came from.
///
/// Precedence: `--language`, then `language = "…"` in config.toml, then the locale of the
/// environment (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, the order POSIX gives them), then
/// en-US. A flag or config value that is not a language tag is an error that says so; a locale
/// that names no language ("C", "POSIX", empty, or unreadable) is skipped, as it only says
/// the user did not choose.
public struct LanguageSetting: Sendable, Equatable {
  public enum Source: String, Sendable, Equatable {
    case flag = "--language"
    case configFile = "config.toml"
    case environment = "the locale"
    case fallback = "the default"
  }

  public let language: ScreenLanguage
  public let source: Source
  /// The environment variable the language came from, when it came from one.
  public let variable: String?

  /// Resolves the setting. `flag` is the `--language` value, `configValue` the config file's.
  public static func resolve(
    flag: String?, configValue: String?, environment: [String: String]
  ) throws(ReelError) -> LanguageSetting {
    if let flag {
      return LanguageSetting(language: try parse(flag, from: "--language"), source: .flag)
    }
    if let configValue {
      return LanguageSetting(
        language: try parse(configValue, from: "language in config.toml"), source: .configFile)
    }
    // POSIX: the first of these that is set and not empty decides, even if it is "C".
    for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[variable], !value.isEmpty else { continue }
      guard let tag = LanguageTag(value) else { break }
      return LanguageSetting(
        language: ScreenLanguage(tag), source: .environment, variable: variable)
    }
    return LanguageSetting(language: .english, source: .fallback)
  }

  init(language: ScreenLanguage, source: Source, variable: String? = nil) {
    self.language = language
    self.source = source
    self.variable = variable
  }

  /// A language chosen by flag or config.toml that Reel's screens have no words for: said
  /// once (the status bar, or stderr for a printing command), not left to be guessed from the
  /// English words. A locale is the system's choice, not Reel's: not repeated on every run.
  public var untranslatedNotice: String? {
    guard source == .flag || source == .configFile, !language.hasOwnWords else { return nil }
    return "Reel's words come in English, Persian, Arabic and Japanese: "
      + "\(language.tmdbCode) shows English words, and TMDB's titles and overviews in "
      + "\(language.tmdbCode) where it has them"
  }

  /// For `reel info`: "fa-IR (from LANG)".
  public var summary: String {
    switch source {
    case .environment: "\(language.tmdbCode) (from \(variable ?? "the locale"))"
    default: "\(language.tmdbCode) (from \(source.rawValue))"
    }
  }

  static func parse(_ value: String, from origin: String) throws(ReelError)
    -> ScreenLanguage
  {
    guard let language = ScreenLanguage(code: value) else {
      let shown = String(TerminalText.quotedValue(value).prefix(40))
      throw ReelError(
        "\(origin) \u{201C}\(shown)\u{201D} is not a language tag; use one like en-US, fa-IR, "
          + "ar-SA or ja-JP")
    }
    return language
  }
}
