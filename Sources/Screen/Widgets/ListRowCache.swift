import Synchronization
import TMDB

/// Movie rows of the result list as last drawn, cell for cell.
///
/// A `j` moves the selection by one row, yet every frame drew all ~38 rows on screen again:
/// sanitising each title, cutting it to width, formatting the year and the rating in the
/// user's digits. A row's cells depend only on what `ListWidget.drawRow` reads (the movie's
/// title, year and rating, its ★ mark, whether and how it is selected) and on the frame's
/// look (language, theme, direction, width), so a remembered row is the same cells and a `j`
/// lays out two rows instead of all of them.
///
/// The look is compared once a frame; when it changes (a resize, another language or theme)
/// every row is forgotten. Rows beyond `capacity` start the cache afresh: it stays small.
enum ListRowCache {
  /// Everything about the frame that a row's cells depend on besides the row itself.
  struct Look: Equatable, Sendable {
    var language: LanguageTag
    /// Words for the printing commands carry no direction marks.
    var printing: Bool
    var direction: TextDirection
    var theme: Theme
    /// The row's width; the columns and where the year and rating go follow from it.
    var width: Int
  }

  /// How a row is selected: not, in the focused list, or in a list without focus.
  enum Selection: UInt8, Hashable, Sendable {
    case none, focused, unfocused
  }

  /// The row's own part: what `drawRow` reads of the movie, its mark and its selection.
  struct Key: Hashable, Sendable {
    var id: Int
    var title: String
    var releaseDate: String?
    var voteAverage: Double?
    var voteCount: Int?
    var marked: Bool
    var selection: Selection

    init(_ movie: MovieSummary, marked: Bool, selection: Selection) {
      id = movie.id
      title = movie.title
      releaseDate = movie.releaseDate
      voteAverage = movie.voteAverage
      voteCount = movie.voteCount
      self.marked = marked
      self.selection = selection
    }

    /// The id, mark and selection tell rows apart; the title and figures are only compared
    /// (the same strings as the page's, so mostly by reference) rather than hashed a frame.
    func hash(into hasher: inout Hasher) {
      hasher.combine(id)
      hasher.combine(marked)
      hasher.combine(selection)
    }
  }

  /// A few screens of rows: scrolling back and forth stays in the cache, and a long walk
  /// down the list does not grow it.
  static let capacity = 256

  /// The rows remembered for one look.
  struct Rows: Sendable {
    fileprivate var look: Look?
    fileprivate var cells: [Key: DrawnRow] = [:]

    /// Draws the row `key` into `line` of `buffer` (blank there): a row not selected from
    /// the cache, or made by `make()` and remembered; a selected row as the same row not
    /// selected, when that one is remembered, in `selectionStyle` (a `j` reaches a row drawn
    /// unselected while it was on screen), else made by `make()`. Selected rows are not
    /// remembered: each `j` selects another, which would fill the cache with rows drawn once.
    mutating func draw(
      _ key: Key, selectionStyle: Style, in line: Rect, buffer: inout Buffer,
      _ make: () -> DrawnRow
    ) {
      guard key.selection == .none else {
        var plain = key
        plain.selection = .none
        if let found = cells[plain] {
          found.copy(into: &buffer, at: line, restyledAs: selectionStyle)
        } else {
          make().copy(into: &buffer, at: line)
        }
        return
      }
      if let found = cells[key] {
        found.copy(into: &buffer, at: line)
        return
      }
      let made = make()
      if cells.count >= ListRowCache.capacity { cells.removeAll(keepingCapacity: true) }
      cells[key] = made
      made.copy(into: &buffer, at: line)
    }
  }

  private static let rows = Mutex(Rows())

  /// Runs `body` with the rows remembered for `look` (none when the look changed since the
  /// last frame): one lock and one comparison of the look a frame, not a row.
  static func withRows<Result>(look: Look, _ body: (inout Rows) -> Result) -> Result {
    rows.withLock { rows in
      // Asked where the look is kept (`holds`): `!=` made an optional of `look` and paired it
      // with the kept one in a tuple, copied and destroyed through the runtime's witnesses.
      if !rows.look.holds(look) {
        rows.look = look
        rows.cells.removeAll()
      }
      return body(&rows)
    }
  }

  /// The rows remembered for `look` (none when the look changed since the last frame), taken
  /// out of the cache until `putBack` returns them: the caller draws with them without a
  /// closure. (A closure run under the lock had its context hold a copy of the list widget
  /// that drew, a retain and a release of every list, set and table the widget holds, at
  /// every `j`.) A frame drawn meanwhile, by another thread, finds no rows and makes its own.
  static func takeRows(look: Look) -> Rows {
    rows.withLock { rows in
      var taken = Rows()
      swap(&taken, &rows)
      // Asked in place (`holds`), as in `withRows`.
      if !taken.look.holds(look) {
        taken.look = look
        taken.cells.removeAll()
      }
      return taken
    }
  }

  /// Returns the rows `takeRows` took, with those drawn since.
  static func putBack(_ taken: Rows) {
    rows.withLock { $0 = taken }
  }

  /// Forgets every row (tests start from nothing with it).
  static func removeAll() {
    rows.withLock { rows in
      rows.look = nil
      rows.cells.removeAll()
    }
  }
}
