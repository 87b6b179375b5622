import Foundation

/// Numbers, ratings, runtimes and dates written the way a language writes them. Pure
/// functions of their input: no locale database, no clock.
///
/// - Digits: Persian writes Extended Arabic-Indic digits (۰–۹); Arabic writes Arabic-Indic
///   digits (٠–٩), CLDR's default for ar-SA and the Mashriq, except in the Maghreb (ar-MA, -DZ,
///   -TN, -LY, -EH), which writes Latin digits; Japanese and English write 0–9.
/// - Separators: Persian and Arabic-Indic numbers use the Arabic decimal separator (٫) and
///   thousands separator (٬); Latin digits use "." and ",".
/// - Dates: English "March 1, 2024" (en-US) or "1 March 2024"; Japanese "2024年3月1日"; Arabic
///   the Gregorian month names used in the Gulf ("١ مارس ٢٠٢٤"); Persian the Solar Hijri
///   calendar Iran uses ("۱۱ اسفند ۱۴۰۲").
public struct LanguageFormat: Hashable, Sendable {
  public let tag: LanguageTag

  public init(_ tag: LanguageTag) { self.tag = tag }

  private static let maghreb: Set<String> = ["MA", "DZ", "TN", "LY", "EH"]

  /// The scalar value of the digit zero in this language's digits.
  var zero: UInt32 {
    switch tag.language {
    case "fa", "ur": 0x06F0
    case "ar": Self.maghreb.contains(tag.region ?? "") ? 0x30 : 0x0660
    default: 0x30
    }
  }

  private var usesArabicSeparators: Bool { zero != 0x30 }
  public var decimalSeparator: String { usesArabicSeparators ? "\u{066B}" : "." }
  public var groupingSeparator: String { usesArabicSeparators ? "\u{066C}" : "," }

  /// ASCII digits in `text` rewritten in this language's digits; everything else kept.
  public func digits(_ text: String) -> String {
    guard zero != 0x30 else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if (0x30...0x39).contains(scalar.value),
        let local = Unicode.Scalar(zero + scalar.value - 0x30)
      {
        scalars.append(local)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// 30000 → "30,000", "۳۰٬۰۰۰", "٣٠٬٠٠٠".
  public func count(_ number: Int) -> String {
    let plain = String(number.magnitude)
    var grouped = ""
    for (index, digit) in plain.enumerated() {
      if index > 0, (plain.count - index) % 3 == 0 { grouped += groupingSeparator }
      grouped.append(digit)
    }
    return (number < 0 ? "-" : "") + digits(grouped)
  }

  /// A number that names something (a page, a year, a status): no grouping.
  public func number(_ number: Int) -> String { digits(String(number)) }

  /// `value` rounded to `fractionDigits` decimals (half away from zero), in local digits.
  public func decimal(_ value: Double, fractionDigits: Int = 1) -> String {
    guard value.isFinite else { return digits("0") }
    let scale = (0..<max(0, fractionDigits)).reduce(1) { result, _ in result * 10 }
    let product = (value.magnitude * Double(scale)).rounded(.toNearestOrAwayFromZero)
    guard product < 9e18 else {
      // Past what an Int holds (converting it trapped): whole digits only. No rating or wait
      // is ever this large, but a number in a hostile answer may be.
      return (value < 0 ? "-" : "") + digits(String(format: "%.0f", value.magnitude))
    }
    let scaled = Int(product)
    let whole = String(scaled / scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard fractionDigits > 0 else { return sign + digits(whole) }
    let fraction = String(scaled % scale)
    let padded = String(repeating: "0", count: fractionDigits - fraction.count) + fraction
    return sign + digits(whole) + decimalSeparator + digits(padded)
  }

  /// A TMDB vote average: 7.843 → "7.8", "۷٫۸".
  public func rating(_ average: Double) -> String { decimal(average, fractionDigits: 1) }

  /// A vote average as Reel writes it everywhere (screen and printing commands alike: one
  /// rounding rule, half away from zero, so 7.25 is "7.3" in both), or nil when nobody has
  /// voted: TMDB reports 0.0 for unreleased films, which is not a rating.
  public func rating(average: Double?, votes: Int?) -> String? {
    guard let average, average.isFinite, average > 0, votes ?? 1 > 0 else { return nil }
    return rating(min(average, 10))
  }

  /// 134 minutes → "2h 14m", "۲ ساعت ۱۴ دقیقه", "٢ س ١٤ د", "2時間14分".
  public func runtime(minutes: Int) -> String {
    let total = max(0, minutes)
    let hours = total / 60
    let rest = total % 60
    let (hourUnit, minuteUnit, joiner): (String, String, String) =
      switch tag.language {
      case "fa": (" ساعت", " دقیقه", " ")
      case "ar": (" س", " د", " ")
      case "ja": ("時間", "分", "")
      // English as Reel has always written it ("2h 14m"), so en-US reads exactly as before.
      default: ("h", "m", " ")
      }
    let hourPart = number(hours) + hourUnit
    let minutePart = number(rest) + minuteUnit
    if hours == 0 { return minutePart }
    if rest == 0 { return hourPart }
    return hourPart + joiner + minutePart
  }

  /// A calendar date, from TMDB's Gregorian year, month and day.
  public func date(year: Int, month: Int, day: Int) -> String {
    guard Self.isCalendarDate(year: year, month: month, day: day) else { return number(year) }
    switch tag.language {
    case "ja":
      return "\(year)年\(month)月\(day)日"
    case "fa":
      guard let solar = Self.solarHijri(year: year, month: month, day: day) else {
        return number(year)
      }
      return "\(number(solar.day)) \(Self.persianMonths[solar.month - 1]) \(number(solar.year))"
    case "ar":
      return "\(number(day)) \(Self.arabicMonths[month - 1]) \(number(year))"
    default:
      let name = Self.englishMonths[month - 1]
      return tag.region == "US" || tag.region == nil
        ? "\(name) \(day), \(year)" : "\(day) \(name) \(year)"
    }
  }

  /// A date in ten columns, numbers only, for a table cell: "2026-12-18", "2026/12/18",
  /// "۱۴۰۵/۰۹/۲۷" (Solar Hijri), "١٨/١٢/٢٠٢٦"; nil when `text` is not a full date.
  public func compactDate(iso text: String) -> String? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, text.count == 10, (1000...9999).contains(parts[0]),
      Self.isCalendarDate(year: parts[0], month: parts[1], day: parts[2])
    else { return nil }
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    switch tag.language {
    case "ja":
      return "\(parts[0])/\(two(parts[1]))/\(two(parts[2]))"
    case "fa":
      guard let solar = Self.solarHijri(year: parts[0], month: parts[1], day: parts[2]) else {
        return nil
      }
      return digits("\(solar.year)/\(two(solar.month))/\(two(solar.day))")
    case "ar":
      return digits("\(two(parts[2]))/\(two(parts[1]))/\(parts[0])")
    default:
      return text
    }
  }

  /// A date TMDB wrote as "2024-03-01"; nil when it is not one.
  public func date(iso text: String) -> String? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, text.count == 10 else { return nil }
    return date(year: parts[0], month: parts[1], day: parts[2])
  }

  static let englishMonths = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let arabicMonths = [
    "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
    "نوفمبر", "ديسمبر",
  ]
  static let persianMonths = [
    "فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن",
    "اسفند",
  ]

  /// Whether the Gregorian calendar has this day: "2024-02-30" or "2023-02-29" is no date
  /// (written as February 30, or moved to March by the Persian conversion, before).
  static func isCalendarDate(year: Int, month: Int, day: Int) -> Bool {
    guard (1...12).contains(month), day >= 1 else { return false }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return day <= lengths[month - 1]
  }

  /// The Solar Hijri date of a Gregorian one, through Foundation's Persian calendar.
  static func solarHijri(year: Int, month: Int, day: Int) -> (year: Int, month: Int, day: Int)? {
    var gregorian = Calendar(identifier: .gregorian)
    guard let utc = TimeZone(identifier: "UTC") else { return nil }
    gregorian.timeZone = utc
    guard
      let moment = gregorian.date(
        from: DateComponents(year: year, month: month, day: day, hour: 12))
    else { return nil }
    var persian = Calendar(identifier: .persian)
    persian.timeZone = utc
    let parts = persian.dateComponents([.year, .month, .day], from: moment)
    guard let y = parts.year, let m = parts.month, let d = parts.day, (1...12).contains(m) else {
      return nil
    }
    return (y, m, d)
  }
}
