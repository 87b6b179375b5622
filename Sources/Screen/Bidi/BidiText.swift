/// Bidi layout of whole fields: wrap in logical order by display width, then reorder each line.
public enum BidiText {
  /// `text` wrapped to `width` columns (TextLayout's rules), each line laid out by UAX #9.
  ///
  /// With `.auto`, the direction is resolved once from the whole paragraph, so a wrapped line
  /// that happens to begin with a Latin word still reads right to left inside a Persian overview.
  public static func wrap(_ text: String, width: Int, base: BaseDirection) -> [BidiLine] {
    var lines: [BidiLine] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let direction = resolved(base, for: paragraph)
      let wrapped = TextLayout.wrap(String(paragraph), width: width)
      lines.append(contentsOf: wrapped.map { BidiLine($0, base: direction) })
    }
    return lines
  }

  /// One line cut to `width` columns in logical order (keeping the start of the text), then
  /// reordered: what a one-line field (a title, a status message) draws.
  public static func line(_ text: String, width: Int, base: BaseDirection) -> BidiLine {
    BidiLine(TextLayout.truncate(text, toWidth: width), base: resolved(base, for: text))
  }

  /// `.auto` settled from the whole text (rules P2–P3), before the text is wrapped or cut; the
  /// direction controls BidiLine removes are not letters, so they never decide it.
  static func resolved(_ base: BaseDirection, for text: some StringProtocol) -> BaseDirection {
    guard base == .auto else { return base }
    return BaseDirection(BidiLevels.firstStrongDirection(of: text) ?? .leftToRight)
  }

  /// The visual line padded to exactly `width` columns, aligned to its paragraph direction's
  /// start: right-to-left text sits at the right edge.
  public static func fitted(_ text: String, width: Int, base: BaseDirection) -> String {
    let laidOut = line(text, width: width, base: base)
    let alignment: TextLayout.Alignment =
      laidOut.direction == .rightToLeft ? .trailing : .leading
    return TextLayout.pad(laidOut.text, toWidth: width, alignment: alignment)
  }
}
