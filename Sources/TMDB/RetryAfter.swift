import Foundation

/// Reads a `Retry-After` header the way RFC 9110 §10.2.3 defines it: delay-seconds (ASCII
/// digits only) or an HTTP-date. The answer is clamped to 0...`longest`, so no header, however
/// hostile ("1e400", "-1", "nan", twenty digits), can trap a conversion or ask for a silly
/// wait. Anything else ("0x10", "1.5", "soon") is treated as absent.
public enum RetryAfter {
  /// The longest wait a server may ask for; more is read as this.
  public static let longest: Duration = .seconds(300)

  /// The wait the header asks for, or nil when it is absent or not in either form.
  public static func parse(_ header: String?, now: Date) -> Duration? {
    guard let text = header?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    if text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
      return delaySeconds(text)
    }
    guard let date = httpDate(text) else { return nil }
    return clamped(seconds: date.timeIntervalSince(now))
  }

  /// Whole seconds from digits, without ever building a number that could overflow.
  private static func delaySeconds(_ digits: String) -> Duration {
    let significant = digits.drop { $0 == "0" }
    let limit = longest.components.seconds
    guard significant.count <= String(limit).count, let value = Int64(significant) else {
      return significant.isEmpty ? .zero : longest
    }
    return .seconds(min(value, limit))
  }

  /// `seconds` as a Duration within 0...longest; nan and infinities included.
  static func clamped(seconds: Double) -> Duration {
    duration(seconds: min(seconds, Double(longest.components.seconds)))
  }

  /// Any number of seconds as a Duration, to the nanosecond: nan and negatives are zero, and
  /// anything past a year is a year, so the conversion to an integer can never trap.
  static func duration(seconds: Double) -> Duration {
    guard !seconds.isNaN, seconds > 0 else { return .zero }
    return .nanoseconds(Int64((min(seconds, 31_536_000) * 1e9).rounded()))
  }

  /// The three date forms RFC 9110 §5.6.7 says a recipient must accept: IMF-fixdate, the
  /// obsolete RFC 850 form and asctime.
  private static func httpDate(_ text: String) -> Date? {
    // An HTTP-date is short printable ASCII. Anything else never reaches DateFormatter, which
    // traps on some non-ASCII input ("Incorrect range", found by fuzzing).
    guard text.utf8.count <= 40, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
      return nil
    }
    for format in [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ] {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      if let date = formatter.date(from: text) { return date }
    }
    return nil
  }
}

extension Duration {
  /// Seconds as a Double, for arithmetic that must not overflow.
  var secondsValue: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  /// Whole seconds, rounded up, for messages ("retry in 3 s"). Never traps.
  var wholeSecondsRoundedUp: Int64 {
    let (seconds, attoseconds) = components
    return attoseconds > 0 && seconds < Int64.max ? seconds + 1 : seconds
  }
}
