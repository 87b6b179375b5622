import Browser
import TMDB

extension HomeWidget {
  /// Draws as a fresh frame would, leaving alone the rows, titles and cards that `canvas`'s
  /// memo says were drawn from the same inputs last frame.
  func draw(in body: Rect, canvas: inout FrameCanvas) {
    // Taken out of the canvas, so that changing a row's memo copies no other.
    var memo = canvas.memo.home.take() ?? HomePaneMemo(body: body, posters: posters)
    if !canvas.incremental || memo.body != body || memo.posters != posters || memo.rows.isEmpty {
      canvas.clear(body)
      memo = HomePaneMemo(body: body, posters: posters, marks: marks)
    }
    guard !home.rows.isEmpty else {
      MessageWidget(title: words(.nothingToShow), body: nil, hint: nil, theme: theme)
        .draw(in: body, buffer: &canvas.buffer)
      canvas.memo.home = memo
      return
    }
    let geometry = HomeGeometry(body: body)
    if memo.rows.count != geometry.rowsShown {
      memo.rows = Array(repeating: HomeRowMemo(), count: geometry.rowsShown)
    }
    // The same set (the usual frame): each card's ★ is what it was for the same film.
    let marksSame = memo.marks == marks
    if !marksSame { memo.marks = marks }
    let look = HomeCardCache.Look(
      theme: theme, language: words.language, direction: canvas.buffer.direction)
    HomeCardCache.withCards(look: look) { remembered in
      for slot in 0..<geometry.rowsShown {
        let area = Rect(
          x: body.x, y: body.y + slot * geometry.rowHeight, width: body.width,
          height: geometry.rowHeight)
        let index = home.topRow + slot
        guard index < home.rows.count else {
          if canvas.incremental, memo.rows[slot].strip == .blank { continue }
          canvas.clear(area)
          memo.rows[slot] = .blank
          continue
        }
        let row = home.rows[index]
        // The row's list found by its index and lent to `drawRow`: `lists[id] ?? ResultList()`
        // there copied it once more as an optional and unwrapped it (~1 k instructions an `l`;
        // the one copy left is the dictionary's getter's).
        if let stored = lists.index(forKey: row.list) {
          drawRow(
            row, list: lists.values[stored], selected: index == home.selectedRow, in: area,
            geometry, marksSame: marksSame, memo: &memo.rows[slot], canvas: &canvas,
            &remembered)
        } else {
          drawRow(
            row, list: ResultList(), selected: index == home.selectedRow, in: area, geometry,
            marksSame: marksSame, memo: &memo.rows[slot], canvas: &canvas, &remembered)
        }
      }
    }
    canvas.memo.home = memo
  }

  private func drawRow(
    _ row: HomeRow, list: borrowing ResultList, selected: Bool, in area: Rect,
    _ geometry: HomeGeometry, marksSame: Bool, memo: inout HomeRowMemo,
    canvas: inout FrameCanvas, _ remembered: inout HomeCardCache.Entries
  ) {
    // Worked out from the list's pages at each use (~60 instructions): once a row.
    let rowCount = list.rowCount
    let positioned = selected && rowCount > 0
    var genre: String?
    if case .genre(let id) = row.kind { genre = genres[id] }
    let header = HomeHeaderKey(
      kind: row.kind, genre: genre, active: selected && focused,
      position: positioned ? list.selectedRow : -1, count: positioned ? rowCount : -1)
    if !canvas.incremental || memo.header != header {
      let right = position(in: list, selected: selected)
      let width = positionWidth(right)
      if canvas.incremental, let last = memo.header, last.sameTitle(as: header), width > 0,
        memo.positionWidth == width
      {
        // An `l`: only the position changed, and not its width, so the title stays as cut.
        let place = Rect(x: area.maxX - 1 - width, y: area.y, width: width, height: 1)
        canvas.clear(place)
        drawPosition(right, width: width, in: area, &canvas.buffer)
      } else {
        canvas.clear(Rect(x: area.x, y: area.y, width: area.width, height: 1))
        drawHeader(row, position: right, selected: selected, in: area, &canvas.buffer)
      }
      memo.header = header
      memo.positionWidth = width
    }
    let cards = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
    guard Self.hasRows(list), rowCount > 0 else {
      canvas.clear(cards)
      drawEmpty(list, selected: selected, in: cards, &canvas.buffer)
      memo.strip = .other
      memo.cards = []
      memo.prefetched = nil
      return
    }
    let first = max(list.topRow, 0)
    let count = max(min(geometry.cardsPerRow, rowCount - first), 0)
    let strip = HomeStripKey(list: row.list, first: first, count: count, rowCount: rowCount)
    // The cards the row showed before it turned over: their posters' states, for the fetch
    // ahead below.
    var shownBefore: (first: Int, cards: [HomeCardMemo?])?
    // The strip blanked (and counted as changed) this frame: its cards are not blanked again.
    var stripBlank = false
    if !canvas.incremental || memo.strip != .cards(strip) {
      stripBlank = true
      if canvas.incremental, case .cards(let before) = memo.strip, before.list == row.list {
        shownBefore = (before.first, memo.cards)
      }
      // A row turned over (or loaded more): every card and both arrows are drawn again.
      canvas.clear(cards)
      memo.strip = .cards(strip)
      memo.cards = Array(repeating: nil, count: count)
      memo.prefetched = nil
      memo.settled = false
      drawArrows(first: first, count: count, rowCount: rowCount, in: area, geometry, &canvas)
    }
    // A settled row from the same films (see `HomeRowMemo.settled`) draws the same cells but
    // for the cards whose selection changed: the card left and the card reached in the
    // selected row, none in the others. Only those are gone through.
    let rows = first..<(first + count)
    let selectedCard = selected ? list.selectedRow : -1
    // Compared where the list stores them: gathering the arrays first allocated an array at
    // every row of every frame.
    let settled =
      canvas.incremental && marksSame && memo.settled
      && Self.stores(list, rows: rows, in: memo.sources)
    // The slots of the card left and the card reached (outside 0..<count: none).
    let (left, reached) = (memo.selectedCard - first, selectedCard - first)
    var postersShown = true
    var cardsSettled = true
    // One loop, no local function: a function capturing the list and the widget copied both
    // (retaining every reference inside) at each card it drew.
    for slot in 0..<count where !settled || slot == left || slot == reached {
      let index = first + slot
      let x = area.x + 1 + slot * (geometry.cardWidth + HomeGeometry.gap)
      let card = Rect(x: x, y: cards.y, width: geometry.cardWidth, height: cards.height)
      let poster = withStoredMovie(atRow: index, in: list) { movie in
        drawCard(
          movie, row: index, of: list, selected: index == selectedCard, in: card, geometry,
          blank: stripBlank, marksSame: marksSame, memo: &memo.cards[slot], canvas: &canvas,
          &remembered)
      }
      if poster == .waiting { postersShown = false }
      if cardsSettled, !Self.isSettled(memo.cards[slot]) { cardsSettled = false }
    }
    if settled {
      // The same arrays as the memo holds already.
      memo.settled = cardsSettled
      if !cardsSettled { memo.sources = [] }
    } else {
      let sources = Self.sources(of: list, rows: rows)
      memo.settled = !sources.isEmpty && cardsSettled
      memo.sources = memo.settled ? sources : []
    }
    memo.selectedCard = selectedCard
    // When the selection nears an edge of the selected row, the posters of the cards a step
    // past it would turn over to are asked for (once the row's own have come): the new
    // screen of cards then comes with its posters, in one frame. Once they are all ready
    // they are not asked for again while the same cards are ahead.
    guard selected, postersShown, let size = posterSize(geometry), let provider = posters?.provider
    else { return }
    let ahead = HomeRowPaging.ahead(
      selected: list.selectedRow, top: first, cardsPerRow: geometry.cardsPerRow,
      rowCount: rowCount)
    guard !ahead.isEmpty, !canvas.incremental || memo.prefetched != ahead else { return }
    var allReady = true
    func ask(_ cards: Range<Int>) {
      for index in cards {
        let ready = withStoredMovie(atRow: index, in: list) { movie -> Bool in
          guard let movie else { return false }
          // No poster to wait for: a film without one (asked for, it would never be ready,
          // and the row would ask at every frame near the edge), or one the row drew ready
          // the frame before it turned over (a step back: the screen just left).
          guard let path = movie.pointee.posterPath, !path.isEmpty else { return true }
          if let before = shownBefore, before.cards.indices.contains(index - before.first),
            let card = before.cards[index - before.first], card.poster == .ready,
            card.id == movie.pointee.id, card.posterPath == path
          {
            return true
          }
          return provider.prefetch(path: path, title: movie.pointee.title, size: size)
        }
        allReady = allReady && ready
      }
    }
    ask(ahead.after)
    ask(ahead.before)
    memo.prefetched = allReady ? ahead : nil
  }

  /// More cards either side: an arrow in the margin says so.
  private func drawArrows(
    first: Int, count: Int, rowCount: Int, in area: Rect, _ geometry: HomeGeometry,
    _ canvas: inout FrameCanvas
  ) {
    let y = area.y + 1 + geometry.posterHeight / 2
    if first > 0 {
      canvas.buffer.put("‹", x: area.x, y: y, style: theme.dim)
    }
    if first + count < rowCount {
      canvas.buffer.put("›", x: area.maxX - 1, y: y, style: theme.dim)
    }
  }

  /// Draws the card unless its memo says it shows the same; returns its poster's state.
  /// `blank`: the card's cells were blanked this frame (the whole strip was), so drawing it
  /// needs no clearing first.
  private func drawCard(
    _ movie: UnsafePointer<MovieSummary>?, row: Int, of list: ResultList, selected: Bool,
    in card: Rect, _ geometry: HomeGeometry, blank: Bool, marksSame: Bool,
    memo: inout HomeCardMemo?,
    canvas: inout FrameCanvas, _ remembered: inout HomeCardCache.Entries
  ) -> HomeCardMemo.Poster {
    // Whether the card stands for a page that failed matters only while it has no film.
    let failed = movie == nil && list.failedPages.contains(list.window?.page(ofRow: row) ?? 1)
    if canvas.incremental, let drawn = memo, drawn.shows(movie, failed: failed, selected: selected),
      marksSame || drawn.marked == (movie.map { marks.contains($0.pointee.id) } ?? false)
    {
      switch drawn.poster {
      case .none, .ready:
        if !drawn.images.isEmpty { canvas.buffer.images += drawn.images }
        return drawn.poster
      case .waiting:
        // Asked for again each frame while it loads (which also keeps the load wanted).
        if let movie, let size = posterSize(geometry),
          posters?.provider.poster(
            path: movie.pointee.posterPath, title: movie.pointee.title, size: size) == nil
        {
          return .waiting
        }
      }
    }
    if canvas.incremental, let drawn = memo, let unselected = drawn.unselected,
      drawn.poster != .waiting, !selected || unselected.selectable,
      drawn.shows(movie, failed: failed, selected: !selected),
      marksSame || drawn.marked == (movie.map { marks.contains($0.pointee.id) } ?? false)
    {
      // An `l`: the card left or the card reached, the same film drawn the same but for the
      // selection. Its unselected cells, kept, with the selection drawn over them: no look-up
      // among the remembered cards, no poster asked for (its state cannot change), none of
      // the ~10 k instructions of `drawCard` a card.
      canvas.clear(card)
      HomeCardCache.Entries.copy(unselected.cells, to: card, in: &canvas.buffer)
      if selected {
        selectInPlace(cardAt: card, geometry, initials: unselected.initials, &canvas.buffer)
      }
      memo?.selected = selected
      remembered.reselected += 1
      return drawn.poster
    }
    if !blank { canvas.clear(card) }
    let imagesBefore = canvas.buffer.images.count
    // Only what the card shows, read where the film is stored (see `HomeCardFilm`).
    let shown = movie.map(HomeCardFilm.init)
    let (poster, unselected) = drawCard(
      shown, failed: failed, selected: selected, in: card, geometry, &canvas.buffer, &remembered)
    memo = HomeCardMemo(
      id: shown?.id, title: shown?.title ?? "", releaseDate: movie?.pointee.releaseDate,
      voteAverage: shown?.voteAverage, voteCount: shown?.voteCount,
      posterPath: shown?.posterPath, failed: failed, selected: selected,
      marked: shown.map { marks.contains($0.id) } ?? false, poster: poster,
      images: Array(canvas.buffer.images[imagesBefore...]), unselected: unselected)
    return poster
  }

  /// The arrays the films on `rows` are stored in, as `withStoredMovie` reads them; empty
  /// when they are not all stored (a filtered view, a page not arrived).
  private static func sources(of list: ResultList, rows: Range<Int>) -> [[MovieSummary]] {
    guard case .none = list.view, !rows.isEmpty else { return [] }
    if case .some = list.window {
      var sources: [[MovieSummary]] = []
      var lastPage: Int?
      for row in rows {
        guard let page = list.window?.page(ofRow: row) else { return [] }
        if page == lastPage { continue }
        guard let movies = list.window?.pages[page] else { return [] }
        sources.append(movies)
        lastPage = page
      }
      return sources
    }
    if case .some = list.fixedRows { return [list.fixedRows.unsafelyUnwrapped] }
    return []
  }

  /// Whether the films on `rows` are stored in the very arrays `sources` holds (the same
  /// storage, not equal contents), as `sources(of:rows:)` would gather them; false for none.
  private static func stores(
    _ list: ResultList, rows: Range<Int>, in sources: [[MovieSummary]]
  ) -> Bool {
    guard case .none = list.view, !rows.isEmpty, !sources.isEmpty else { return false }
    if case .some = list.window {
      // Rows in order lie on pages in order: the pages from the first row's to the last's,
      // two look-ups rather than one a card. (A page with no rows among them makes this
      // false, never wrongly true: the row is then drawn card by card.)
      guard let firstPage = list.window?.page(ofRow: rows.lowerBound),
        let lastPage = list.window?.page(ofRow: rows.upperBound - 1),
        lastPage >= firstPage, lastPage - firstPage + 1 == sources.count
      else { return false }
      for page in firstPage...lastPage {
        guard let movies = list.window?.pages[page], same(movies, sources[page - firstPage])
        else { return false }
      }
      return true
    }
    if case .some = list.fixedRows {
      return sources.count == 1 && same(list.fixedRows.unsafelyUnwrapped, sources[0])
    }
    return false
  }

  /// Whether the two are the very same array (the same storage, not equal contents).
  private static func same(_ one: [MovieSummary], _ other: [MovieSummary]) -> Bool {
    one.count == other.count
      && one.withUnsafeBufferPointer({ $0.baseAddress })
        == other.withUnsafeBufferPointer({ $0.baseAddress })
  }

  /// Whether the card, as drawn, shows a film whose poster needs nothing more and places
  /// no picture (see `HomeRowMemo.settled`).
  private static func isSettled(_ card: HomeCardMemo?) -> Bool {
    guard let card, card.id != nil, card.poster != .waiting else { return false }
    return card.images.isEmpty
  }

  /// `list.hasContent`, matched rather than compared with nil: `!= nil` on an Equatable
  /// optional copies the window (its pages) to compare it, three times a frame.
  private static func hasRows(_ list: ResultList) -> Bool {
    if case .some = list.window { return true }
    if case .some = list.fixedRows { return true }
    return false
  }

  /// `body` with the film on `row` where the list stores it (nil while its page is out): a
  /// `MovieSummary` holds seven strings and arrays, which a copy retains and releases.
  private func withStoredMovie<Result>(
    atRow row: Int, in list: ResultList, _ body: (UnsafePointer<MovieSummary>?) -> Result
  ) -> Result {
    // Matched, not compared with nil, and the window reached through `?.` rather than bound:
    // `== nil` on an Equatable optional and `let window = list.window` each copied what they
    // looked at (a view's rows, the window's pages), at every card of every frame.
    if case .none = list.view, let page = list.window?.page(ofRow: row),
      let first = list.window?.firstRow(ofPage: page)
    {
      let index = row - first
      guard let movies = list.window?.pages[page], movies.indices.contains(index) else {
        return body(nil)
      }
      return movies.withUnsafeBufferPointer { body($0.baseAddress! + index) }
    }
    if case .none = list.view, case .some = list.fixedRows {
      return list.fixedRows.unsafelyUnwrapped.withUnsafeBufferPointer { rows in
        rows.indices.contains(row) ? body(rows.baseAddress! + row) : body(nil)
      }
    }
    guard var movie = list.movie(atRow: row) else { return body(nil) }
    return withUnsafePointer(to: &movie) { body($0) }
  }
}
