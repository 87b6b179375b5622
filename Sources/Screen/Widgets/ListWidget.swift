import Browser
import TMDB

/// A result list: a title row ("Popular          41/10000") and the visible rows only.
///
/// ` ★ Spirited Away                                   2001   8.5 `
struct ListWidget {
  let list: ResultList
  /// Movies on the watchlist, marked ★.
  let marks: Set<Int>
  let focused: Bool
  /// The status message: what an empty or failed list says in its place (worded only then,
  /// not every frame).
  let status: StatusMessage?
  let words: Words
  let theme: Theme
  /// Genre names, for a discover list's title.
  var genres: [Int: String] = [:]

  private var keys: KeyLabels { words.keys }

  /// The status message in words.
  private var message: String? { status.map(words.status) }

  func draw(header: Rect, rows: Rect, buffer: inout Buffer) {
    drawHeader(in: header, buffer: &buffer)
    guard let window = list.window else {
      drawWithoutList(in: rows.union(header), buffer: &buffer)
      return
    }
    if let view = list.view {
      drawView(view, in: rows, buffer: &buffer)
      return
    }
    guard window.rowCount > 0 else {
      let hint = words.hint(labelled: [
        (keys[.cancel], .hintBack), (keys.categories, .hintCategories),
      ])
      MessageWidget(
        title: message ?? words(.nothingToShow), body: nil, hint: hint,
        theme: theme
      ).draw(in: rows, buffer: &buffer)
      return
    }
    let columns = Columns(width: rows.width)
    // Only the rows on screen are looked at, however long the list.
    let first = max(list.topRow, 0)
    let last = min(first + rows.height, window.rowCount)
    guard first < last else { return }
    let look = ListRowCache.Look(
      language: words.language.tag, printing: words.printing, direction: buffer.direction,
      theme: theme, width: rows.width)
    ListRowCache.withRows(look: look) { cache in
      for row in first..<last {
        let line = Rect(x: rows.x, y: rows.y + row - first, width: rows.width, height: 1)
        let selected = row == list.selectedRow
        let rowSelection: ListRowCache.Selection =
          selected ? (focused ? .focused : .unfocused) : .none
        let drewMovie =
          window.withMovie(atRow: row) { movie in
            withUnsafePointer(to: movie) { movie in
              drawRemembered(
                movie, marked: isMarked(movie.pointee.id), selection: rowSelection,
                columns: columns, in: line, cache: &cache, buffer: &buffer)
            }
            return true
          } ?? false
        if drewMovie { continue }
        let selection = selected ? selectionStyle : nil
        if let selection { buffer.fill(line, style: selection) }
        let page = window.page(ofRow: row)
        // A failed page says so once, on its first row on screen; its other rows stay quiet.
        let firstShown = row == first || row == window.firstRow(ofPage: page)
        drawPlaceholder(
          page: page, explains: firstShown, in: line, selection: selection, buffer: &buffer)
      }
    }
  }

  /// A movie's row from `cache`, drawn there first when it is not (the list's rows are blank
  /// before they are drawn, as `DrawnRow.copy` needs). The movie is read where it is stored.
  func drawRemembered(
    _ movie: UnsafePointer<MovieSummary>, marked: Bool, selection: ListRowCache.Selection,
    columns: Columns, in line: Rect, cache: inout ListRowCache.Rows, buffer: inout Buffer
  ) {
    let direction = buffer.direction
    let style = selection == .none ? nil : selectionStyle
    cache.draw(
      movie, marked: marked, selection: selection, selectionStyle: selectionStyle,
      in: line, buffer: &buffer
    ) {
      DrawnRow(width: line.width, direction: direction) { row, local in
        if let style { row.fill(local, style: style) }
        draw(movie.pointee, columns: columns, in: local, selection: style, buffer: &row)
      }
    }
  }

  /// The loaded rows narrowed (`f`) or sorted (`s`): every row is there, matches underlined.
  private func drawView(_ view: LoadedView, in rows: Rect, buffer: inout Buffer) {
    guard !view.rows.isEmpty else {
      MessageWidget(
        title: words(.noMoviesMatch(query: MovieFormatting.clean(view.filter))), body: nil,
        hint: words.hint(labelled: [(keys[.cancel], .hintBack)]), theme: theme
      ).draw(in: rows, buffer: &buffer)
      return
    }
    let columns = Columns(width: rows.width)
    let first = max(list.topRow, 0)
    let last = min(first + rows.height, view.rows.count)
    guard first < last else { return }
    for row in first..<last {
      let line = Rect(x: rows.x, y: rows.y + row - first, width: rows.width, height: 1)
      let selection = row == list.selectedRow ? selectionStyle : nil
      if let selection { buffer.fill(line, style: selection) }
      let movie = view.rows[row]
      draw(movie, columns: columns, in: line, selection: selection, buffer: &buffer)
      highlightMatch(of: view.filter, in: movie, columns: columns, line: line, buffer: &buffer)
    }
  }

  /// Underlines where the filter matches a title drawn left to right (a right-to-left title is
  /// reordered on screen, so its match is left as it is).
  private func highlightMatch(
    of filter: String, in movie: MovieSummary, columns: Columns, line: Rect, buffer: inout Buffer
  ) {
    let title = words.title(movie.title)
    guard !filter.isEmpty, buffer.direction == .leftToRight,
      !title.unicodeScalars.contains(where: {
        (0x0590...0x08FF).contains($0.value) || (0xFB1D...0xFEFF).contains($0.value)
      }),
      let match = LoadedView.matchRange(in: title, of: filter)
    else { return }
    let characters = Array(title)
    let before = String(characters[..<match.lowerBound]).displayWidth
    let matched = String(characters[match])
    let room = columns.titleWidth - before
    guard room > 0 else { return }
    let x = line.x + 3 + before
    for column in x..<min(x + min(matched.displayWidth, room), line.maxX) {
      var cell = buffer[column, line.y]
      cell.style = cell.style.adding([.underline, .bold])
      buffer[column, line.y] = cell
    }
  }

  /// Whether `id` is on the watchlist: asked for every row on screen each frame, without
  /// hashing while the watchlist is empty.
  func isMarked(_ id: Int) -> Bool {
    !marks.isEmpty && marks.contains(id)
  }

  var selectionStyle: Style {
    focused ? theme.selection : theme.inactiveSelection
  }

  // MARK: Rows

  /// Column positions for a row of a given width; narrow lists drop the rating, then the year.
  struct Columns {
    static let yearWidth = 4
    static let ratingWidth = 4
    let showsYear: Bool
    let showsRating: Bool
    let titleWidth: Int

    init(width: Int) {
      // " ★ " + title + " " + year + "  " + rating + " "
      let full = width - 3 - (1 + Self.yearWidth) - (2 + Self.ratingWidth) - 1
      let withoutRating = width - 3 - (1 + Self.yearWidth) - 1
      if full >= 10 {
        (showsYear, showsRating, titleWidth) = (true, true, full)
      } else if withoutRating >= 6 {
        (showsYear, showsRating, titleWidth) = (true, false, withoutRating)
      } else {
        (showsYear, showsRating, titleWidth) = (false, false, max(width - 4, 0))
      }
    }
  }

  private func draw(
    _ movie: MovieSummary, columns: Columns, in line: Rect, selection: Style?,
    buffer: inout Buffer
  ) {
    Self.drawRow(
      movie, marked: isMarked(movie.id), columns: columns, maxX: line.maxX - 1,
      in: line, selection: selection, words: words, theme: theme, buffer: &buffer)
  }

  /// A page's list of films (a person's, a collection's) in `rows`, the selection kept in view.
  /// The list's own scroll assumes the results screen's height, so the first row shown is
  /// worked out here for the rows this page has room for.
  static func drawRows(
    of list: ResultList, in rows: Rect, marks: Set<Int>, focused: Bool, words: Words,
    theme: Theme, buffer: inout Buffer
  ) {
    var first = min(max(list.topRow, 0), list.selectedRow)
    if list.selectedRow >= first + rows.height { first = list.selectedRow - rows.height + 1 }
    let last = min(first + rows.height, list.rowCount)
    let columns = Columns(width: rows.width)
    let selectionStyle = focused ? theme.selection : theme.inactiveSelection
    for index in first..<last {
      guard let movie = list.movie(atRow: index) else { continue }
      let line = Rect(x: rows.x, y: rows.y + index - first, width: rows.width, height: 1)
      let selection = index == list.selectedRow ? selectionStyle : nil
      if let selection { buffer.fill(line, style: selection) }
      drawRow(
        movie, marked: marks.contains(movie.id), columns: columns, maxX: line.maxX - 1, in: line,
        selection: selection, words: words, theme: theme, buffer: &buffer)
    }
  }

  /// One movie row: the watchlist mark, the title, then the year and rating ending at `maxX`.
  /// The watchlist view draws its rows with this too, adding the date after them.
  static func drawRow(
    _ movie: MovieSummary, marked: Bool, columns: Columns, maxX: Int, in line: Rect,
    selection: Style?, words: Words, theme: Theme, buffer: inout Buffer
  ) {
    buffer.put(
      marked ? "★" : " ", x: line.x + 1, y: line.y, style: selection ?? theme.watchlistMark)
    let cleaned = MovieFormatting.clean(movie.title)
    let untitled = cleaned.isEmpty
    buffer.putTruncated(
      untitled ? words(.untitled) : cleaned, x: line.x + 3, y: line.y, width: columns.titleWidth,
      style: selection ?? (untitled ? theme.dim : theme.text), base: untitled ? nil : .auto)
    var right = maxX
    // A film nobody has rated yet (Upcoming, Now playing) shows when it opens instead of an
    // empty rating: the whole date, in the year's and the rating's columns.
    if columns.showsRating, words.rating(average: movie.voteAverage, count: movie.voteCount) == nil,
      let date = movie.releaseDate.flatMap(words.format.compactDate(iso:))
    {
      buffer.putTrailing(
        date, maxX: right, y: line.y, width: Columns.yearWidth + 2 + Columns.ratingWidth,
        style: selection ?? theme.dim)
      return
    }
    if columns.showsRating {
      let rating = words.rating(average: movie.voteAverage, count: movie.voteCount)
      buffer.putTrailing(
        rating ?? "—", maxX: right, y: line.y, width: Columns.ratingWidth,
        style: selection ?? (rating == nil ? theme.dim : theme.rating))
      right -= Columns.ratingWidth + 2
    }
    if columns.showsYear, let year = movie.year {
      buffer.putTrailing(
        words.format.number(year), maxX: right, y: line.y, width: Columns.yearWidth,
        style: selection ?? theme.dim)
    }
  }

  func drawPlaceholder(
    page: Int, explains: Bool, in line: Rect, selection: Style?, buffer: inout Buffer
  ) {
    let failed = list.failedPages.contains(page)
    let text: String
    let style: Style
    switch (failed, explains) {
    case (true, true):
      let failed =
        keys[.refresh].map { words(.rowPageFailed(page: page, retryKey: $0)) }
        ?? words(Message(.rowPageFailedPlain, ["page": .number(page)]))
      (text, style) = (failed, theme.errorText)
    case (true, false): (text, style) = ("···", theme.dim)
    case (false, _): (text, style) = (words(.rowLoading), theme.dim)
    }
    buffer.putTruncated(
      text, x: line.x + 3, y: line.y, width: line.width - 4, style: selection ?? style)
  }

  // MARK: No list yet

  private func drawWithoutList(in rect: Rect, buffer: inout Buffer) {
    let message: MessageWidget
    if list.failedSource != nil, list.pendingSource == nil {
      // The first result set failed: nothing to fall back to but the reason and a way out.
      // The list's own reason first: the status bar may hold a notice by now, or nothing.
      let reason = list.failure.map { words.status(.loadFailed($0)) } ?? self.message
      message = MessageWidget(
        title: reason ?? words(.listCouldNotLoad),
        body: nil,
        hint: words.hint(labelled: [
          (keys[.refresh], .hintRetry), (keys.categories, .hintCategories),
        ]),
        theme: theme,
        titleStyle: theme.error)
    } else {
      message = MessageWidget(title: words(.loading), body: nil, hint: nil, theme: theme)
    }
    message.draw(in: rect, buffer: &buffer)
  }
}

extension Rect {
  /// The smallest rectangle holding both (an empty one adds nothing).
  func union(_ other: Rect) -> Rect {
    if other.isEmpty { return self }
    if isEmpty { return other }
    let left = min(x, other.x)
    let top = min(y, other.y)
    return Rect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }
}
