import Browser
import TMDB

/// The home screen: rows of cards, each row titled, the selected card framed in heavy lines
/// and drawn reversed, so it stands out with colour and without.
///
/// ` Trending this week                                              3/1000`
/// ` ┌──────────┐  ┏━━━━━━━━━━┓  ┌──────────┐`
/// ` │    DP    │  ┃    SA    ┃  │    TM    │`
/// ` └──────────┘  ┗━━━━━━━━━━┛  └──────────┘`
/// ` Dune: Part…   Spirited A…   The Matrix `
/// ` 2024  8.1     2001  8.5     1999  8.2  `
struct HomeWidget {
  let home: HomeScreen
  let lists: [ListID: ResultList]
  let marks: Set<Int>
  let focused: Bool
  let words: Words
  let posters: PosterSlot?
  /// Genre names by id, for the genres' rows.
  var genres: [Int: String] = [:]
  let theme: Theme

  /// Draws the screen on a blank `buffer` (the frame renderer draws it by region, see
  /// `draw(in:canvas:)`).
  func draw(in body: Rect, buffer: inout Buffer) {
    var canvas = FrameCanvas(buffer: buffer, memo: RegionMemo(), incremental: false)
    buffer = Buffer(width: 0, height: 0)
    draw(in: body, canvas: &canvas)
    buffer = canvas.buffer
  }

  /// A row's title: a genre's is its name from TMDB's genre list (in the user's language).
  func title(of kind: HomeRowKind) -> String {
    switch kind {
    case .category(.trending): words(.homeTrendingThisWeek)
    case .category(let category): words(Message.title(of: category))
    case .watchlist: words(.homeYourWatchlist)
    case .genre(let id): Self.genreTitle(id, named: genres[id])
    }
  }

  /// TMDB's name for the genre, else (no genre list, or a name of nothing printable) its
  /// English name; `#id` only for a genre TMDB has never had.
  ///
  /// Cut to `titleLimit` characters first: a title line is never wider, and a hostile genre
  /// list's megabyte name was sanitised whole each time its row's title was drawn (0.66 s a
  /// `j` in a debug build).
  static func genreTitle(_ id: Int, named name: String?) -> String {
    if let name {
      let shown = MovieFormatting.clean(name.utf8.count > titleLimit ? cut(name) : name)
      if !shown.isEmpty { return shown }
    }
    return HomeRowKind.englishGenre(id) ?? "#\(id)"
  }

  /// More characters than the widest title line has columns.
  static let titleLimit = 2_000

  /// `name`'s first `titleLimit` characters after what the sanitiser drops or trims at its
  /// start (white space, controls, format characters), so a name padded with them still
  /// shows what follows.
  private static func cut(_ name: String) -> String {
    let start =
      name.unicodeScalars.firstIndex { scalar in
        let properties = scalar.properties
        return !properties.isWhitespace && properties.generalCategory != .control
          && properties.generalCategory != .format
      } ?? name.endIndex
    return String(name[start...].prefix(titleLimit))
  }

  /// A row's title line: its title, and `position` (in the selected row, the selected card's
  /// place in its row) at its end.
  func drawHeader(
    _ row: HomeRow, position: HomePosition?, selected: Bool, in area: Rect,
    _ buffer: inout Buffer
  ) {
    let width = positionWidth(position)
    let rightWidth = width == 0 ? 0 : width + 2
    buffer.putTruncated(
      title(of: row.kind), x: area.x + 1, y: area.y, width: area.width - 2 - rightWidth,
      style: selected && focused ? theme.activeTab : theme.bold)
    drawPosition(position, width: width, in: area, &buffer)
  }

  /// The selected card's position at the end of its row's title line, `width` columns (as
  /// `positionWidth` counts them). The title stops two columns before it, so it can be drawn
  /// again alone. Drawn by `ListPosition` (a kept sample's cells with the digits written in),
  /// not worded: every `l` changes it, and wording it cost a tenth of the frame.
  func drawPosition(_ position: HomePosition?, width: Int, in area: Rect, _ buffer: inout Buffer) {
    guard let position, width > 0 else { return }
    ListPosition.draw(
      row: position.row, of: position.total, words: words, x: area.maxX - 1 - width, y: area.y,
      style: theme.dim, buffer: &buffer)
  }

  /// The position shown at the end of the selected row's title line ("4/60"); nil in the
  /// others.
  func position(in list: ResultList, selected: Bool) -> HomePosition? {
    selected && list.rowCount > 0
      ? HomePosition(row: list.selectedRow + 1, total: list.rowCount) : nil
  }

  /// The columns `position` takes as `words.position` words it (0: none shown).
  func positionWidth(_ position: HomePosition?) -> Int {
    position.map { ListPosition.width(row: $0.row, of: $0.total, words: words) } ?? 0
  }

  func drawEmpty(_ list: ResultList, selected: Bool, in area: Rect, _ buffer: inout Buffer) {
    let text: String
    let style: Style
    if list.failedSource != nil || list.fixedRowsFailed, list.pendingSource == nil {
      // The row's own failure, never the status bar's message: that may be another row's
      // failure or a notice by now, or gone.
      let failed =
        selected
        ? list.failure.map {
          words(Message(.homeRowFailedSaying, ["reason": .text(reason($0, in: list))]))
        }
        : nil
      let retry = selected ? words.retrySuffix : ""
      (text, style) = ((failed ?? words(.homeRowFailed)) + retry, theme.errorText)
    } else if list.hasContent {
      (text, style) = (words(.homeNothingHere), theme.dim)
    } else {
      (text, style) = (words(.loading), theme.dim)
    }
    buffer.putTruncated(text, x: area.x + 1, y: area.y, width: area.width - 2, style: style)
  }

  /// A failed row's reason in the words the status bar gave it when it failed: the watchlist
  /// row's (its fixed rows) as a watchlist that could not be read.
  private func reason(_ failure: Failure, in list: ResultList) -> String {
    words.status(list.fixedRowsFailed ? .watchlistNotRead(failure) : .loadFailed(failure))
  }
}

/// The selected card's place in its row, counted from 1, and how many cards the row has.
struct HomePosition: Equatable {
  var row: Int
  var total: Int
}
