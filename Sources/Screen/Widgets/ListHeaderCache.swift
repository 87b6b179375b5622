import Browser
import Synchronization
import TMDB

/// The result list's title row ("Popular  41/10000   YEAR  RATE") as last drawn.
///
/// A `j` changes only the position in it, yet every frame worded the list's name, the
/// position and the column titles through the strings tables and measured them again. The row's
/// cells follow from what it shows (the list, the list on its way, the position, the genre
/// names a discover title uses) and from the frame's look, so the last one is kept with those
/// as its key and copied while they stay the same: moving back to a row shown before is still
/// drawn afresh, as one remembered row is enough for the next frame.
enum ListHeaderCache {
  /// What the header shows besides the look.
  struct Key: Equatable, Sendable {
    var look: ListRowCache.Look
    var source: SharedListSource
    var pendingSource: SharedListSource?
    /// The selected row (from 1) and the count of rows, or nil when the list is empty.
    var position: Position?
    /// Genre names by id: a discover list is titled with its genres.
    var genres: [Int: String]
    /// How wide the text on the right is (the position): remembered rows leave it out and
    /// are drawn for its width, which decides the room left for the name.
    var rightWidth = 0

    /// What changes most often (the position, with every `j`) is compared first.
    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.position == rhs.position && lhs.sameRow(as: rhs)
    }

    /// Whether the two differ at most in the position's numbers, each keeping its count of
    /// digits: then the row is the same but for those digits.
    func sameRow(as other: Key) -> Bool {
      sameDigitCounts(position, other.position) && rightWidth == other.rightWidth
        && source == other.source && pendingSource == other.pendingSource
        && look == other.look && genres == other.genres
    }

    /// `sameRow(as: widget.headerKey(in: rect, direction: direction))` for a list with a
    /// window and no view, with `position` the key's, asked of the widget's list and words
    /// where they are: the key is not made (a copy of the look, the sources and the genres,
    /// and their releases, at every `j`). `sameWindow`: the list's window is the one this key
    /// was made from (see `ListPaneMemo.drewFrom`), whose source cannot have changed (a
    /// window's source is fixed), so it is not compared; otherwise the sources are compared
    /// as kept (`SharedListSource`: the same one is told by its reference).
    func sameRow(
      asDrawnBy widget: ListWidget, in rect: Rect, direction: TextDirection,
      position: Position?, sameWindow: Bool
    ) -> Bool {
      guard
        sameDigitCounts(self.position, position) && rightWidth == 0
          && look.width == rect.width && look.direction == direction
          && look.printing == widget.words.printing && look.theme == widget.theme
          && look.language == widget.words.language.tag && widget.words.genres == genres
      else { return false }
      // Nearly always neither has a list on its way: matched, not compared.
      if case .some = pendingSource, widget.list.sharedPendingSource != pendingSource {
        return false
      }
      if case .none = pendingSource, case .some = widget.list.sharedPendingSource { return false }
      return sameWindow || widget.list.window?.sharedSource == source
    }

    private func sameDigitCounts(_ one: Position?, _ other: Position?) -> Bool {
      guard let one, let other else { return one == nil && other == nil }
      return ListPosition.digitCount(one.row) == ListPosition.digitCount(other.row)
        && ListPosition.digitCount(one.total) == ListPosition.digitCount(other.total)
    }
  }

  struct Position: Equatable, Sendable {
    var row: Int
    var total: Int
  }

  /// The last header drawn, with its key and where its right text goes: none, or one. An
  /// array rather than optionals: a release build initialised a static `Mutex` of a struct
  /// with an optional `Key` as zeroed memory, which read as a remembered key of garbage (not
  /// as nil) on the first frame.
  private static let memo = Mutex<[Entry]>([])

  /// A remembered header (a struct, not a tuple: an array of tuples has its type looked up
  /// at run time on every use).
  private struct Entry: Sendable {
    var key: Key
    var row: DrawnRow
    var rightX: Int?
  }

  /// Draws the header into `rect` (one row of `buffer`, still blank) with `draw`, or copies
  /// the one drawn last when `key` is the same; returns what `draw` returned (where the text
  /// on the right goes, from the row's left edge).
  static func draw(
    key: Key, in rect: Rect, buffer: inout Buffer, _ draw: (inout Buffer, Rect) -> Int?
  ) -> Int? {
    if let found = memo.withLock({ $0.first { $0.key == key } }) {
      found.row.copy(into: &buffer, at: rect)
      return found.rightX
    }
    var rightX: Int?
    let row = DrawnRow(width: rect.width, direction: buffer.direction) { row, local in
      rightX = draw(&row, local)
    }
    memo.withLock { $0 = [Entry(key: key, row: row, rightX: rightX)] }
    row.copy(into: &buffer, at: rect)
    return rightX
  }

  /// Forgets the header (tests start from nothing with it).
  static func removeAll() {
    memo.withLock { $0 = [] }
  }
}
