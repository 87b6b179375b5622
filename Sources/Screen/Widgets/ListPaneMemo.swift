import TMDB

/// The list pane as last drawn row by row (see `ListWidget.draw(header:rows:canvas:)`).
///
/// A movie's row is remembered by where its film is stored (the page's array in the state)
/// rather than by a copy of what the row shows: the memo keeps those pages alive, so while it
/// does no other array can be at that address, and the state can change a film only by
/// putting a new array in the page's place (the copy on write of a shared array). The same
/// address is therefore the same film, title and figures unchanged, and a frame compares a
/// row by one pointer instead of its strings (and copies no key to compare it).
struct ListPaneMemo {
  /// The title row's key, or nil when it was drawn without one.
  var header: ListHeaderCache.Key?
  /// Where the title row's position was drawn (see `ListWidget.drawHeader(in:buffer:)`).
  var position: ListWidget.PositionPlace?
  /// The layout the title row's position was last drawn by on its own (see
  /// `ListPosition.drawKeepingLayout`), drawn by again while it serves.
  var positionLayout: ListPosition.Layout?
  /// The list's row shown at the top.
  var first = 0
  /// The rectangle the rows were drawn in: a row of another width is another row.
  var rowsRect = Rect.zero
  /// Each row on screen, top to bottom.
  var rows: [RowMemo]
  /// The pages the movie rows on screen were drawn from, kept alive (see above).
  var pages: [[MovieSummary]] = []
  /// Storage for the next frame's `pages`, kept so that a frame allocates none.
  var nextPages: [[MovieSummary]] = []
  /// The watchlist the ★ marks were drawn from: while it is the same set, no row's mark is
  /// looked up again.
  var marks: Set<Int> = []
  /// Storage for a frame's work, kept so that a frame allocates none.
  var drawn: [Bool]? = nil
  /// The list's row after the last one shown (`first` plus the rows drawn from the list).
  var last = 0
  /// Every row on screen was a film's or blank (none a page loading or failed, which is drawn
  /// again each frame): then a frame with the same pages, rows and marks differs only in the
  /// rows whose selection changed (see `ListWidget.drawSelectionOnly`).
  var settled = false
  /// The row on screen drawn selected, if any (an index into `rows`).
  var selectedIndex: Int?
  /// The window's pages the rows were drawn from, kept alive so that their storage is this
  /// dictionary's as long as the state has not changed a page: the state changing one while
  /// this is kept copies the dictionary first (copy on write), so the same storage is the
  /// same pages, every film where it was.
  var pageTable: [Int: [MovieSummary]] = [:]

  /// Whether `pages` is the table the rows were drawn from: the same storage, and not the
  /// empty table (which all empty dictionaries share).
  func drewFrom(_ pages: [Int: [MovieSummary]]) -> Bool {
    guard !pages.isEmpty, MemoryLayout<[Int: [MovieSummary]]>.size == MemoryLayout<UInt>.size
    else { return false }
    return withUnsafeBytes(of: pages) { pages in
      withUnsafeBytes(of: pageTable) { kept in
        pages.load(as: UInt.self) == kept.load(as: UInt.self)
      }
    }
  }

  /// One row as drawn: a plain value (no reference to retain when copied or compared).
  struct RowMemo {
    enum Kind: UInt8 {
      /// A movie's row: the film at `movie`, marked and selected as said.
      case movie
      /// Nothing: past the end of the list.
      case blank
      /// Anything else (a page still loading or failed): drawn again each frame.
      case other
    }
    var kind: Kind
    /// The address the film was stored at when its row was drawn (in one of
    /// `ListPaneMemo.pages`), as a number: compared, never read through.
    var movie: UInt = 0
    var marked = false
    var selection = ListRowCache.Selection.none

    static let blank = RowMemo(kind: .blank)
    static let other = RowMemo(kind: .other)

    /// Whether this row shows the film stored at `movie`, selected so, marked or not as
    /// `marked` says (when the watchlist changed since the row was drawn; nil when it did not).
    @inline(__always)
    func shows(
      _ movie: UnsafePointer<MovieSummary>, selection: ListRowCache.Selection, marked: Bool?
    ) -> Bool {
      kind == .movie && self.movie == UInt(bitPattern: movie) && self.selection == selection
        && (marked.map { $0 == self.marked } ?? true)
    }
  }
}
