/// A web address drawn in the frame that the terminal may make clickable (OSC 8): the cells at
/// `row`, from `column`, `width` wide, already hold the address's text. The terminal backend
/// re-writes those cells wrapped in the hyperlink sequence after the frame is flushed, when
/// it knows the terminal understands it.
public struct Hyperlink: Hashable, Sendable {
  public var row: Int
  public var column: Int
  public var width: Int
  /// An http or https address with no control characters, spaces or non-ASCII (checked
  /// again where it is written).
  public var url: String

  public init(row: Int, column: Int, width: Int, url: String) {
    self.row = row
    self.column = column
    self.width = width
    self.url = url
  }
}

extension Buffer {
  /// Where `url`'s text starts on `row` and how much of it is shown (cut at a pane's edge):
  /// found by reading the cells back, so it holds for either screen direction.
  func hyperlink(to url: String, onRow row: Int, minimumShown: Int = 8) -> Hyperlink? {
    // Addresses are ASCII, a scalar a cell: compared as scalars, without making strings.
    let characters = Array(url.unicodeScalars)
    guard !characters.isEmpty, row >= 0, row < height else { return nil }
    var column = 0
    while column < width {
      var shown = 0
      while shown < characters.count, column + shown < width,
        self[column + shown, row].scalar == characters[shown]
      {
        shown += 1
      }
      if shown >= min(minimumShown, characters.count) {
        return Hyperlink(row: row, column: column, width: shown, url: url)
      }
      column += max(shown, 1)
    }
    return nil
  }
}
