/// TMDB's rating numbers, checked where they are decoded: a rating is on TMDB's 0–10 scale and
/// counts are not negative. Anything else is unknown (nil), so no screen or printout ever
/// formats, scales or converts a number that cannot be right (`-1e300` would trap in `Int()`).
enum Rating {
  static func average(_ value: Double) -> Double? {
    value.isFinite && (0...10).contains(value) ? value : nil
  }

  static func count(_ value: Int) -> Int? { value >= 0 ? value : nil }

  static func popularity(_ value: Double) -> Double? {
    value.isFinite && value >= 0 ? value : nil
  }
}
