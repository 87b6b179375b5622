/// How many colours the terminal shows, for symbol art.
public enum ColorDepth: Sendable, Hashable {
  case trueColor
  case indexed256
  case indexed16
  /// NO_COLOR, or a monochrome terminal: shapes only, in the default colours.
  case none

  /// From the environment and the number of colours terminfo reports (`tput colors`):
  /// COLORTERM=truecolor/24bit, a `-direct` TERM, or 2^24 colours mean truecolor.
  public static func detect(environment: [String: String], terminfoColors: Int?) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let term = (environment["TERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct")
      || (terminfoColors ?? 0) >= 1 << 24
    {
      return .trueColor
    }
    switch terminfoColors {
    case .some(let colors) where colors >= 256: return .indexed256
    case .some(let colors) where colors >= 8: return .indexed16
    case .some: return .none
    case nil: return term.contains("256color") ? .indexed256 : .indexed16
    }
  }
}
