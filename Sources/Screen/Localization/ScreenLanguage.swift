/// The language of the screen and of the data: TMDB's `language` code, the strings table, the
/// writing direction and the formats for numbers, runtimes and dates.
///
/// Any valid tag works: TMDB answers in it, and the screen uses its table when Reel ships one
/// (English, Persian, Arabic, Japanese) and English otherwise.
public struct ScreenLanguage: Hashable, Sendable {
  public let tag: LanguageTag
  public let strings: StringsTable
  public let format: LanguageFormat

  public init(_ tag: LanguageTag) {
    self.tag = tag
    strings = StringsTable.shipped[tag.language] ?? .english
    format = LanguageFormat(tag)
  }

  /// Parses a tag such as "fa-IR"; nil when it is not one.
  public init?(code: String) {
    guard let tag = LanguageTag(code) else { return nil }
    self.init(tag)
  }

  public static let english = ScreenLanguage(LanguageTag(language: "en", region: "US"))

  /// Whether Reel ships words in this language (else its screens are in English).
  public var hasOwnWords: Bool { StringsTable.shipped[tag.language] != nil }

  /// The `language` parameter of every TMDB request: "fa-IR", "ja".
  public var tmdbCode: String { tag.description }

  /// The direction of the screen: right to left for Persian, Arabic, Hebrew and Urdu. Reel's
  /// own words are laid out in it and the layout mirrors.
  public var direction: TextDirection { tag.isRightToLeft ? .rightToLeft : .leftToRight }

  /// The template for `key`, from this language's table or else English.
  public func template(for key: MessageKey) -> Template {
    strings.templates[key] ?? StringsTable.english.templates[key] ?? .text(key.rawValue)
  }

  /// `message` in this language, for output that is not laid out by Reel (the printing
  /// commands' stdout): data arguments sanitised, no direction controls.
  public func text(_ message: Message) -> String {
    MessageFormatter(language: self, isolating: false).format(message)
  }

  /// `message` for the screen: each data argument isolated in its own direction (LRI or RLI …
  /// PDI, see `BidiLine.isolated`) so its direction stays inside it. Lay it out with `line(_:width:)` (or `BidiLine(_:base:keepingIsolates: true)`),
  /// which removes the isolates from the cells.
  public func screenText(_ message: Message) -> String {
    MessageFormatter(language: self, isolating: true).format(message)
  }

  /// `key`'s sentence with numbers that name something (`MessageArgument.number`: a row, a
  /// page), as `text(Message(key, …))` words it, without building the message's dictionary
  /// of arguments: the list's position ("41/10000") is worded on every frame.
  public func text(_ key: MessageKey, numbers: [(name: String, value: Int)]) -> String {
    guard case .text(let template) = template(for: key) else {
      // Plural forms choose by a count: the general way.
      var arguments: [String: MessageArgument] = [:]
      for (name, value) in numbers { arguments[name] = .number(value) }
      return text(Message(key, arguments))
    }
    return MessageFormatter.fill(template) { name in
      numbers.first { $0.name == name }.map { format.number($0.value) }
    }
  }

  /// `message` laid out for a field `width` columns wide, in the screen's direction.
  public func line(_ message: Message, width: Int) -> BidiLine {
    let text = screenText(message)
    return BidiLine(
      TextLayout.truncate(text, toWidth: width), base: BaseDirection(direction),
      keepingIsolates: true)
  }
}

/// Fills a template with its arguments.
struct MessageFormatter {
  let language: ScreenLanguage
  let isolating: Bool

  func format(_ message: Message) -> String {
    let text: String
    switch language.template(for: message.key) {
    case .text(let plain):
      text = plain
    case .plural(let countName, let forms):
      let count: Int
      switch message.arguments[countName] {
      case .count(let value), .number(let value): count = value
      default: count = 0
      }
      let category = PluralCategory.of(count, language: language.strings.language)
      text = forms[category] ?? forms[.other] ?? ""
    }
    return fill(text, with: message.arguments)
  }

  private func fill(_ template: String, with arguments: [String: MessageArgument]) -> String {
    Self.fill(template) { name in arguments[String(name)].map(render) }
  }

  /// `template` with each `{name}` replaced by `value(name)` (nothing when that is nil).
  static func fill(_ template: String, _ value: (Substring) -> String?) -> String {
    // Bytes, not `contains("{")`: with Foundation imported that is NSString's range(of:),
    // which costs more than filling the template. The braces are ASCII, so they are found
    // among the UTF-8 bytes (a search by Character would break the whole template into
    // graphemes on every message) and their indices cut the template between characters.
    let open = UInt8(ascii: "{")
    let close = UInt8(ascii: "}")
    guard template.utf8.contains(open) else { return template }
    var output = ""
    var rest = Substring(template)
    while let opening = rest.utf8.firstIndex(of: open) {
      output += rest[..<opening]
      let after = rest[rest.utf8.index(after: opening)...]
      guard let closing = after.utf8.firstIndex(of: close) else {
        rest = rest[opening...]
        break
      }
      output += value(after[..<closing]) ?? ""
      rest = after[after.utf8.index(after: closing)...]
    }
    return output + rest
  }

  private func render(_ argument: MessageArgument) -> String {
    let style = language.format
    switch argument {
    case .text(let text):
      let clean = BidiLine.withoutDirectionControls(Sanitizer.singleLine(text))
      return isolating ? BidiLine.isolated(clean) : clean
    case .count(let value): return style.count(value)
    case .number(let value): return style.number(value)
    case .rating(let value): return style.rating(value)
    case .seconds(let value):
      return value == value.rounded() && value.magnitude < 1e9
        ? style.number(Int(value)) : style.decimal(value)
    case .key(let name):
      let clean = BidiLine.withoutDirectionControls(Sanitizer.singleLine(name))
      return isolating ? BidiLine.isolated(clean) : clean
    case .message(let inner):
      return format(inner)
    case .clause(let inner):
      var text = format(inner)
      while let last = text.last, ".。".contains(last) { text.removeLast() }
      return text
    }
  }
}
