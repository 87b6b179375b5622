import Synchronization

/// The fixed words of a film's summary in one language, resolved once and kept: every `j`
/// shows a new film, and looking its templates up and filling them (a dictionary of arguments
/// for "{count} votes") cost more than laying the film's own text.
///
/// A class: the kept words are handed to each frame as one reference, not copied a string at a
/// time (a dozen retains and releases a `j`). Their widths are measured once with them.
final class DetailSummaryWords: Sendable {
  let tag: LanguageTag
  let untitled: String
  let noOverview: String
  let loadingDetails: String
  let noRatingsYet: String
  /// " · on your watchlist".
  let onYourWatchlist: String
  /// "/10".
  let outOfTen: String
  let listSeparator: String
  /// The plural forms of "{count} votes" around the count, by `PluralCategory` (zero, one,
  /// two, few, many, other); nil when a form is not one count among lone single or
  /// wide columns.
  let votes: [VotesForm?]
  let pluralLanguage: String
  /// Numbers written 0–9 with "." and ",": the digits the summary writes itself.
  let latinDigits: Bool
  /// The columns of `onYourWatchlist`, `outOfTen`, `noRatingsYet` and `listSeparator`
  /// (`DetailLineWriter.columns`), and whether each is a simple line
  /// (`DetailSummaryCells.isSimpleLine`): asked by every summary's facts and rating lines.
  let onYourWatchlistColumns: Int
  let outOfTenColumns: Int
  let noRatingsYetColumns: Int
  let listSeparatorColumns: Int
  let onYourWatchlistIsSimple: Bool
  /// The columns of `loadingDetails` when wrapping a line that wide leaves it as it is (lone
  /// single or wide columns, no space at either end or beside another): then it is written as
  /// it stands, a scalar a cell, where it fits (every `j` shows it); else nil.
  let loadingDetailsColumns: Int?
  let outOfTenIsSimple: Bool
  let noRatingsYetIsSimple: Bool

  /// A form of "{count} votes": the words before and after the count. A class: the rating
  /// line takes one for each film, and a copy of four strings was four retains and releases.
  final class VotesForm: Sendable {
    let prefix: String
    let suffix: String
    /// " (" and the prefix, the suffix and ")": the rating line's words around the count.
    let opening: String
    let closing: String
    /// The columns of `prefix` and `suffix`.
    let columns: Int

    init(prefix: String, suffix: String) {
      self.prefix = prefix
      self.suffix = suffix
      opening = " (" + prefix
      closing = suffix + ")"
      columns = DetailLineWriter.columns(of: prefix) + DetailLineWriter.columns(of: suffix)
    }
  }

  init(_ words: Words) {
    tag = words.language.tag
    untitled = words(.untitled)
    noOverview = words(.noOverview)
    loadingDetails = words(.loadingDetails)
    noRatingsYet = words(.noRatingsYet)
    onYourWatchlist = " · " + words(.onYourWatchlist)
    outOfTen = "/" + words.format.number(10)
    listSeparator = words.listSeparator
    pluralLanguage = words.language.strings.language
    latinDigits = words.format.zero == 0x30
    onYourWatchlistColumns = DetailLineWriter.columns(of: onYourWatchlist)
    outOfTenColumns = DetailLineWriter.columns(of: outOfTen)
    noRatingsYetColumns = DetailLineWriter.columns(of: noRatingsYet)
    listSeparatorColumns = DetailLineWriter.columns(of: listSeparator)
    onYourWatchlistIsSimple = DetailSummaryCells.isSimpleLine(onYourWatchlist)
    outOfTenIsSimple = DetailSummaryCells.isSimpleLine(outOfTen)
    noRatingsYetIsSimple = DetailSummaryCells.isSimpleLine(noRatingsYet)
    loadingDetailsColumns =
      DetailSummaryCells.isSimpleLine(loadingDetails) && !loadingDetails.hasPrefix(" ")
        && !loadingDetails.hasSuffix(" ") && !loadingDetails.contains("  ")
        && !loadingDetails.isEmpty
      ? DetailLineWriter.columns(of: loadingDetails) : nil
    let forms: [PluralCategory: String]
    let countName: String
    switch words.language.template(for: .votes) {
    case .plural(let name, let all):
      forms = all
      countName = name
    case .text(let text):
      forms = [.other: text]
      countName = "count"
    }
    // In the order `votes(_:)` reads them.
    votes = [PluralCategory.zero, .one, .two, .few, .many, .other].map { category in
      Self.split(forms[category] ?? forms[.other] ?? "", around: "{\(countName)}")
    }
  }

  /// `form` cut around its one placeholder `placeholder`, when it has no other and the rest
  /// are lone single or wide columns.
  private static func split(_ form: String, around placeholder: String) -> VotesForm? {
    let parts = form.split(separator: placeholder, omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    let prefix = String(parts[0])
    let suffix = String(parts[1])
    guard !prefix.contains("{"), !suffix.contains("{"),
      DetailSummaryCells.isSimpleLine(prefix), DetailSummaryCells.isSimpleLine(suffix)
    else { return nil }
    return VotesForm(prefix: prefix, suffix: suffix)
  }

  /// The form for `count` in this language.
  func votes(_ count: Int) -> VotesForm? {
    switch PluralCategory.of(count, language: pluralLanguage) {
    case .zero: votes[0]
    case .one: votes[1]
    case .two: votes[2]
    case .few: votes[3]
    case .many: votes[4]
    case .other: votes[5]
    }
  }

  private static let last = Mutex<DetailSummaryWords?>(nil)

  /// The words of `words`' language: the last ones resolved when the language is the same.
  static func of(_ words: Words) -> DetailSummaryWords {
    if let found = last.withLock({ $0 }), found.tag == words.language.tag,
      !words.printing
    {
      return found
    }
    let made = DetailSummaryWords(words)
    if !words.printing { last.withLock { $0 = made } }
    return made
  }
}

/// Numbers as the summary writes them in 0–9, as scalars for `DetailLineWriter.append`.
enum SummaryNumbers {
  /// How many digits `value` (≥ 0) has.
  static func digitCount(_ value: Int) -> Int {
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    return count
  }

  /// The columns `LanguageFormat.count` takes for `value` (≥ 0): digits and a "," a thousand.
  static func countColumns(_ value: Int) -> Int {
    let digits = digitCount(value)
    return digits + (digits - 1) / 3
  }
}
