/// Which of TMDB's poster sizes to fetch for a rectangle of cells.
public enum PosterSize {
  /// The smallest size from `available` (TMDB's `poster_sizes`: "w92", "w154", …, "original")
  /// whose width fills `columns` x `rows` cells of `cell` pixels at a poster's 2:3 shape;
  /// the widest when none does, and "original" only when no width is listed.
  public static func choose(
    from available: [String], columns: Int, rows: Int, cell: CellPixelSize
  ) -> String? {
    // Only names the image source asks for (letters and digits, as `HTTPImageSource.fetch`
    // checks): `Int` alone took "w+185" as 185, and every card of that size was a placeholder.
    let usable = available.filter { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    let widths = usable.compactMap { name -> (String, Int)? in
      let digits = name.utf8.dropFirst()
      guard name.hasPrefix("w"), !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }),
        let width = Int(name.dropFirst()), width > 0
      else { return nil }
      return (name, width)
    }.sorted { $0.1 < $1.1 }
    guard let widest = widths.last else {
      return usable.contains("original") ? "original" : usable.first
    }
    let needed = neededWidth(columns: columns, rows: rows, cell: cell)
    return (widths.first { $0.1 >= needed } ?? widest).0
  }

  /// Pixels of width a poster must have to fill the rectangle: the rectangle's own width, or
  /// the width that its height implies at 2:3, whichever is smaller (the poster is fitted
  /// inside the rectangle, keeping its shape).
  public static func neededWidth(columns: Int, rows: Int, cell: CellPixelSize) -> Int {
    let width = max(1, columns) * cell.width
    let heightBound = max(1, rows) * cell.height * 2 / 3
    return min(width, heightBound)
  }
}
