/// The direction a paragraph is written in once resolved.
public enum TextDirection: Sendable, Hashable {
  case leftToRight
  case rightToLeft

  public var isRightToLeft: Bool { self == .rightToLeft }
}

/// The paragraph direction asked of the bidi layer (UAX #9 rules P2–P3 or an override).
///
/// Reel's own words use the screen language's direction; data from TMDB (titles, overviews,
/// names) uses `.auto`, so a Persian title reads right to left on an English screen too.
public enum BaseDirection: Sendable, Hashable {
  case leftToRight
  case rightToLeft
  /// From the text's first strong character; left to right when it has none.
  case auto

  public init(_ direction: TextDirection) {
    self = direction == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
