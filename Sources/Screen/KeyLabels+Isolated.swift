import Browser

extension KeyLabels {
  /// "r retry · q quit" for a screen of `direction`. On a right-to-left screen each pair is an
  /// isolate of that direction: to the bidi algorithm a pair is then one neutral, so the pairs
  /// follow each other right to left and a key stays beside its word. Without them a run of
  /// Latin pairs ("y curl · x HAR · b توقف") was laid out left to right as one piece, the pairs
  /// read backwards and "b" stood apart from its word. A left-to-right screen gets the plain
  /// line (and keeps the fast path of a line with nothing to reorder).
  func hint(_ pairs: [(Command, String)], direction: TextDirection) -> String {
    guard direction == .rightToLeft else { return hint(pairs) }
    return pairs.compactMap { command, action in
      self[command].map { "\u{2067}\($0) \(action)\u{2069}" }
    }.joined(separator: " · ")
  }
}
