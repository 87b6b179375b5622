/// CLDR plural categories, chosen by a language's rule from a count.
public enum PluralCategory: String, Sendable, CaseIterable {
  case zero, one, two, few, many, other

  /// The category of `count` in `language` ("en", "fa", "ar", "ja"), per CLDR's integer rules.
  ///
  /// Arabic has all six; Persian and Japanese nouns do not change after a number (Persian says
  /// "۳ فیلم", never a plural), so they use `other` only; English has one and other.
  public static func of(_ count: Int, language: String) -> PluralCategory {
    let n = count.magnitude
    switch language {
    case "ar":
      switch n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        switch n % 100 {
        case 3...10: return .few
        case 11...99: return .many
        default: return .other
        }
      }
    case "en": return n == 1 ? .one : .other
    default: return .other
    }
  }
}
