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
  struct Key: Sendable {
    var id: Int
    var title: String
    var releaseDate: String?
    var voteAverage: Double?
    var voteCount: Int?
    var marked: Bool
    var selection: Selection

    init(_ movie: borrowing MovieSummary, marked: Bool, selection: Selection) {
      id = movie.id
      title = movie.title
      releaseDate = movie.releaseDate
      voteAverage = movie.voteAverage
      voteCount = movie.voteCount
      self.marked = marked
      self.selection = selection
    }

    /// Whether this is `Key(movie.pointee, marked:, selection:)`, asked of the movie where it
    /// is stored: no key is made (a copy of the title and date) to look a row up. The id, mark
    /// and selection first; the title and date last (the same strings as the page's, so
    /// mostly compared by reference).
    func matches(_ movie: UnsafePointer<MovieSummary>, marked: Bool, selection: Selection)
      -> Bool
    {
      id == movie.pointee.id && self.marked == marked && self.selection == selection
        && voteCount == movie.pointee.voteCount && voteAverage == movie.pointee.voteAverage
        && title == movie.pointee.title && releaseDate == movie.pointee.releaseDate
    }
  }

  /// A few screens of rows: scrolling back and forth stays in the cache, and a long walk
  /// down the list does not grow it.
  static let capacity = 256

  /// The rows remembered for one look.
  ///
  /// In a table of `2 * capacity` slots probed from the film's id (multiplied, not hashed
  /// with SipHash as a dictionary's key: a `j` looks up two rows), in turn to the first
  /// empty slot; rows are never removed one by one, so an empty slot ends every search.
  struct Rows: Sendable {
    fileprivate var look: Look?
    /// The film id of each slot, `Rows.empty` for none: probed without reading the rows.
    private var ids: [Int] = []
    private var entries: [Entry?] = []
    private var count = 0

    private struct Entry: Sendable {
      var key: Key
      var row: DrawnRow
    }

    private static let empty = Int.min
    /// log2 of the slots: twice `capacity`, so that the table is at most half full.
    private static let slotBits = 9

    /// The first slot to look in for `id` (Fibonacci hashing: the top bits of the product).
    @inline(__always)
    private static func home(of id: Int) -> Int {
      Int(
        truncatingIfNeeded: UInt(bitPattern: id &* -7_046_029_254_386_353_131) &>> (64 &- slotBits))
    }

    /// The slot of the row remembered for `movie` drawn so, if any.
    private func slot(of movie: UnsafePointer<MovieSummary>, marked: Bool, selection: Selection)
      -> Int?
    {
      guard count > 0 else { return nil }
      let mask = ids.count &- 1
      let id = movie.pointee.id
      var slot = Self.home(of: id)
      while ids[slot] != Self.empty {
        if ids[slot] == id,
          entries[slot]?.key.matches(movie, marked: marked, selection: selection) == true
        {
          return slot
        }
        slot = (slot &+ 1) & mask
      }
      return nil
    }

    /// Remembers `row` for `key`, starting afresh when `capacity` rows are kept.
    private mutating func insert(_ key: Key, _ row: DrawnRow) {
      if count >= ListRowCache.capacity || ids.isEmpty { removeAll() }
      let mask = ids.count &- 1
      var slot = Self.home(of: key.id)
      while ids[slot] != Self.empty { slot = (slot &+ 1) & mask }
      ids[slot] = key.id
      entries[slot] = Entry(key: key, row: row)
      count += 1
    }

    /// Forgets every row, keeping the table's storage.
    fileprivate mutating func removeAll() {
      let slots = 1 << Self.slotBits
      if ids.count == slots {
        for index in ids.indices { ids[index] = Self.empty }
        for index in entries.indices { entries[index] = nil }
      } else {
        ids = Array(repeating: Self.empty, count: slots)
        entries = Array(repeating: nil, count: slots)
      }
      count = 0
    }

    /// Draws the row of the movie at `movie`, read where it is stored (with `marked` and `selection`) into `line` of `buffer`
    /// (blank there): a row not selected from the cache, or made by `make()` and remembered;
    /// a selected row as the same row not selected, when that one is remembered, in
    /// `selectionStyle` (a `j` reaches a row drawn unselected while it was on screen), else
    /// made by `make()`. Selected rows are not remembered: each `j` selects another, which
    /// would fill the cache with rows drawn once.
    mutating func draw(
      _ movie: UnsafePointer<MovieSummary>, marked: Bool, selection: Selection,
      selectionStyle: Style,
      in line: Rect, buffer: inout Buffer, _ make: () -> DrawnRow
    ) {
      guard selection == .none else {
        if let found = slot(of: movie, marked: marked, selection: .none) {
          entries[found]!.row.copy(into: &buffer, at: line, restyledAs: selectionStyle)
        } else {
          make().copy(into: &buffer, at: line)
        }
        return
      }
      if let found = slot(of: movie, marked: marked, selection: selection) {
        entries[found]!.row.copy(into: &buffer, at: line)
        return
      }
      let made = make()
      insert(Key(movie.pointee, marked: marked, selection: selection), made)
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
        rows.removeAll()
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
        taken.removeAll()
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
      rows.removeAll()
    }
  }
}
