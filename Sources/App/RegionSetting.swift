import Foundation
import Screen

/// The country whose certifications, release days and streaming offers Reel shows (the
/// browser's detail pane and `reel show` alike), and where it came from.
///
/// Precedence: `--region`, then `region = "…"` in config.toml, then the country of the
/// language setting (`fa-IR` → IR), then US. A flag or config value that is not a two-letter
/// country code is an error that says so, rather than a pane that quietly shows nothing.
public struct RegionSetting: Sendable, Equatable {
  public enum Source: String, Sendable, Equatable {
    case flag = "--region"
    case configFile = "config.toml"
    case language = "the language"
    case fallback = "the default"
  }

  /// Two capital letters (ISO 3166-1 alpha-2), as TMDB keys its data by.
  public let code: String
  public let source: Source

  public init(code: String, source: Source) {
    self.code = code
    self.source = source
  }

  public static func resolve(flag: String?, configValue: String?, language: LanguageTag)
    throws(ReelError) -> RegionSetting
  {
    if let flag { return RegionSetting(code: try parse(flag, from: "--region"), source: .flag) }
    if let configValue {
      return RegionSetting(
        code: try parse(configValue, from: "region in config.toml"), source: .configFile)
    }
    if let region = language.region, let code = try? parse(region, from: "") {
      return RegionSetting(code: code, source: .language)
    }
    return RegionSetting(code: "US", source: .fallback)
  }

  static func parse(_ text: String, from origin: String) throws(ReelError) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.count == 2,
      trimmed.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
    else {
      // Cut as the language's is: a 1,000-character value was said whole.
      let shown = String(TerminalText.quotedValue(text).prefix(40))
      throw ReelError(
        CommandWords.say(
          Message(.regionNotACode, ["origin": .text(origin), "value": .text(shown)]),
          english: "\(origin) must be a two-letter country code such as US, DE or IR, not "
            + "\u{201C}\(shown)\u{201D}",
          // Only for the flag: config.toml's value is worded by its reader (and settling the
          // command line's language reads config.toml, which would come back here).
          in: origin == "--region" ? CommandWords.commandLineLanguage : .english))
    }
    return trimmed.uppercased()
  }

  /// For `reel info`: "IR (from the language)".
  public var summary: String { "\(code) (from \(source.rawValue))" }
}
