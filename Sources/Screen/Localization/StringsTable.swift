/// One language's words: a template per message key. A key the table lacks falls back to
/// English (see `ScreenLanguage.template(for:)`).
public struct StringsTable: Hashable, Sendable {
  /// The ISO 639-1 code the table is written in: "en", "fa", "ar", "ja".
  public let language: String
  public let templates: [MessageKey: Template]

  public init(language: String, templates: [MessageKey: Template]) {
    self.language = language
    self.templates = templates
  }

  /// The tables Reel ships, by language code.
  public static let shipped: [String: StringsTable] = [
    "en": .english, "fa": .persian, "ar": .arabic, "ja": .japanese,
  ]
}

/// A sentence with `{placeholder}`s, or one sentence per plural category of a count.
public enum Template: Hashable, Sendable, ExpressibleByStringLiteral {
  case text(String)
  /// Forms keyed by the plural category of the argument named `count`; `.other` is required
  /// and stands in for any category the table leaves out.
  case plural(count: String, forms: [PluralCategory: String])

  public init(stringLiteral value: String) { self = .text(value) }

  /// Every form of the template, for checks over the tables.
  public var forms: [String] {
    switch self {
    case .text(let text): [text]
    case .plural(_, let forms): PluralCategory.allCases.compactMap { forms[$0] }
    }
  }

  /// The placeholder names used in `text`: "{title}" → "title".
  public static func placeholders(in text: String) -> Set<String> {
    var names: Set<String> = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "}") else { break }
      names.insert(String(after[..<close]))
      rest = after[after.index(after: close)...]
    }
    return names
  }
}
