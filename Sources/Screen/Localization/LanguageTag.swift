/// A language and optional region, as TMDB's `language` parameter takes them: "fa-IR", "ja".
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
  /// ISO 639-1 code, lower case: "fa".
  public let language: String
  /// ISO 3166-1 code, upper case: "IR"; nil when not given.
  public let region: String?

  /// Accepts "fa-IR", "fa_IR", "FA-ir", "ja", and POSIX locale names such as "fa_IR.UTF-8" or
  /// "de_DE@euro" (the encoding and modifier are dropped). Nil for anything else, including
  /// the "C" and "POSIX" locales, which name no language.
  public init?(_ text: String) {
    var core = Substring(text.trimmedOfSpaces)
    if let cut = core.firstIndex(where: { $0 == "." || $0 == "@" }) { core = core[..<cut] }
    let parts = core.split(separator: "-", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
    guard let first = parts.first, (2...3).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    let language = first.lowercased()
    guard language != "c" else { return nil }
    var region: String?
    if parts.count >= 2 {
      let second = parts[1]
      let isLetters = second.count == 2 && second.allSatisfy { $0.isASCII && $0.isLetter }
      let isDigits = second.count == 3 && second.allSatisfy { $0.isASCII && $0.isNumber }
      guard isLetters || isDigits, parts.count == 2 else { return nil }
      region = second.uppercased()
    }
    self.language = language
    self.region = region
  }

  public init(language: String, region: String?) {
    self.language = language
    self.region = region
  }

  /// "fa-IR", or "ja" without a region.
  public var description: String { region.map { "\(language)-\($0)" } ?? language }

  /// Languages written right to left: Persian, Arabic, Hebrew, Urdu.
  public var isRightToLeft: Bool { ["fa", "ar", "he", "ur"].contains(language) }
}

extension String {
  fileprivate var trimmedOfSpaces: Substring {
    let trimmed = drop { $0 == " " }
    return trimmed.prefix(trimmed.count - (trimmed.reversed().prefix { $0 == " " }.count))
  }
}
