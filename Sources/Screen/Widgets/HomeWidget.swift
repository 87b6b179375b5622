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
  /// The status message in words, for a row that failed.
  let message: String?
  let posters: PosterSlot?
  /// Genre names by id, for the genres' rows.
  var genres: [Int: String] = [:]
  let theme: Theme

  func draw(in body: Rect, buffer: inout Buffer) {
    let geometry = HomeGeometry(body: body)
    if home.rows.isEmpty {
      MessageWidget(title: words(.nothingToShow), body: nil, hint: nil, theme: theme)
        .draw(in: body, buffer: &buffer)
      return
    }
    let last = min(home.topRow + geometry.rowsShown, home.rows.count)
    let look = HomeCardCache.Look(
      theme: theme, language: words.language, direction: buffer.direction)
    HomeCardCache.withCards(look: look) { remembered in
      for (slot, index) in (home.topRow..<last).enumerated() {
        let area = Rect(
          x: body.x, y: body.y + slot * geometry.rowHeight, width: body.width,
          height: geometry.rowHeight)
        drawRow(
          home.rows[index], selected: index == home.selectedRow, in: area, geometry, &buffer,
          &remembered)
      }
    }
  }

  /// A row's title: a genre's is its name from TMDB's genre list (in the user's language).
  func title(of kind: HomeRowKind) -> String {
    switch kind {
    case .category(.trending): words(.homeTrendingThisWeek)
    case .category(let category): words(Message.title(of: category))
    case .watchlist: words(.homeYourWatchlist)
    case .genre(let id): genres[id].map(MovieFormatting.clean) ?? "#\(id)"
    }
  }

  private func drawRow(
    _ row: HomeRow, selected: Bool, in area: Rect, _ geometry: HomeGeometry,
    _ buffer: inout Buffer, _ remembered: inout HomeCardCache.Entries
  ) {
    let list = lists[row.list] ?? ResultList()
    var right = ""
    if selected, list.rowCount > 0 {
      right = words.position(list.selectedRow + 1, of: list.rowCount)
    }
    let rightWidth = right.isEmpty ? 0 : right.displayWidth + 2
    buffer.putTruncated(
      title(of: row.kind), x: area.x + 1, y: area.y, width: area.width - 2 - rightWidth,
      style: selected && focused ? theme.activeTab : theme.bold)
    if !right.isEmpty {
      buffer.put(right, x: area.maxX - 1 - right.displayWidth, y: area.y, style: theme.dim)
    }
    let cards = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
    guard list.hasContent, list.rowCount > 0 else {
      drawEmpty(list, selected: selected, in: cards, &buffer)
      return
    }
    let first = max(list.topRow, 0)
    let count = min(geometry.cardsPerRow, list.rowCount - first)
    var postersShown = true
    for slot in 0..<max(count, 0) {
      let index = first + slot
      let x = area.x + 1 + slot * (geometry.cardWidth + HomeGeometry.gap)
      let card = Rect(x: x, y: cards.y, width: geometry.cardWidth, height: cards.height)
      postersShown =
        drawCard(
          list.movie(atRow: index), failed: list.failedPages.contains(pageOf(index, in: list)),
          selected: selected && index == list.selectedRow, in: card, geometry, &buffer, &remembered)
        && postersShown
    }
    // When the selection nears an edge of the selected row, the posters of the cards a step
    // past it would turn over to are asked for (once the row's own have come): the new
    // screen of cards then comes with its posters, in one frame.
    if selected, postersShown {
      for index in HomeRowPaging.cardsComingIntoView(
        selected: list.selectedRow, top: first, cardsPerRow: geometry.cardsPerRow,
        rowCount: list.rowCount)
      {
        prefetchPoster(of: list.movie(atRow: index), geometry)
      }
    }
    // More cards either side: an arrow in the margin says so.
    if first > 0 {
      buffer.put("‹", x: area.x, y: cards.y + geometry.posterHeight / 2, style: theme.dim)
    }
    if first + count < list.rowCount {
      buffer.put("›", x: area.maxX - 1, y: cards.y + geometry.posterHeight / 2, style: theme.dim)
    }
  }

  private func pageOf(_ index: Int, in list: ResultList) -> Int {
    list.window?.page(ofRow: index) ?? 1
  }

  private func drawEmpty(_ list: ResultList, selected: Bool, in area: Rect, _ buffer: inout Buffer)
  {
    let text: String
    let style: Style
    if list.failedSource != nil, list.pendingSource == nil {
      let failed =
        selected
        ? message.map { words(Message(.homeRowFailedSaying, ["reason": .text($0)])) }
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

  /// Draws a card, from the cards drawn lately when it was drawn before exactly so (see
  /// `HomeCardCache`); false when its poster is still to come.
  @discardableResult
  private func drawCard(
    _ movie: MovieSummary?, failed: Bool, selected: Bool, in card: Rect,
    _ geometry: HomeGeometry, _ buffer: inout Buffer, _ remembered: inout HomeCardCache.Entries
  ) -> Bool {
    var art: PosterArt?
    if let movie, let size = posterSize(geometry) {
      art = posters?.provider.poster(path: movie.posterPath, title: movie.title, size: size)
    }
    let waiting =
      art == nil && posters != nil && !(movie?.posterPath ?? "").isEmpty
      && posterSize(geometry) != nil
    // A picture the terminal draws is placed in the frame, and a card cut by the screen's
    // edge is not all cells: both are drawn as they are.
    guard art?.image == nil, buffer.area.intersection(card) == card else {
      drawCardCells(
        movie, art: art, failed: failed, selected: selected, in: card, geometry, &buffer)
      return !waiting
    }
    let shown = HomeCardCache.Card(
      movie: movie, failed: failed, selected: selected,
      marked: movie.map { marks.contains($0.id) } ?? false,
      size: Size(width: card.width, height: card.height), posterHeight: geometry.posterHeight,
      poster: art?.cells)
    remembered.draw(shown, at: card, in: &buffer) { area, scratch in
      drawCardCells(
        movie, art: art, failed: failed, selected: selected, in: area, geometry, &scratch)
    }
    return !waiting
  }

  /// The poster inside a card's frame; nil when the card is too small for one.
  private func posterSize(_ geometry: HomeGeometry) -> Size? {
    let size = Size(width: geometry.cardWidth - 2, height: geometry.posterHeight - 2)
    return size.width > 0 && size.height > 0 ? size : nil
  }

  private func prefetchPoster(of movie: MovieSummary?, _ geometry: HomeGeometry) {
    guard let movie, let size = posterSize(geometry) else { return }
    posters?.provider.prefetch(path: movie.posterPath, title: movie.title, size: size)
  }

  private func drawCardCells(
    _ movie: MovieSummary?, art: PosterArt?, failed: Bool, selected: Bool, in card: Rect,
    _ geometry: HomeGeometry, _ buffer: inout Buffer
  ) {
    let poster = Rect(x: card.x, y: card.y, width: card.width, height: geometry.posterHeight)
    let frameStyle = selected ? theme.accent : theme.border
    if let movie, let art {
      // The poster sits inside the card's frame, so the selection still shows around it.
      PosterPlaceholder.draw(
        initials: "", heavy: selected, in: poster, style: frameStyle, textStyle: theme.dim,
        buffer: &buffer)
      buffer.put(art, x: poster.x + 1, y: poster.y + 1)
      drawCardText(movie, failed: failed, selected: selected, in: card, geometry, &buffer)
      return
    }
    PosterPlaceholder.draw(
      initials: movie.map { PosterPlaceholder.initials(of: $0.title) }
        ?? (failed ? "✗" : "···"),
      heavy: selected, in: poster, style: frameStyle, textStyle: selected ? theme.bold : theme.dim,
      buffer: &buffer)
    drawCardText(movie, failed: failed, selected: selected, in: card, geometry, &buffer)
  }

  private func drawCardText(
    _ movie: MovieSummary?, failed: Bool, selected: Bool, in card: Rect,
    _ geometry: HomeGeometry, _ buffer: inout Buffer
  ) {
    let textY = card.y + geometry.posterHeight
    guard textY < card.maxY else { return }
    let titleStyle = selected ? theme.selection : theme.text
    let title = movie.map { words.title($0.title) } ?? (failed ? words(.cardDidNotLoad) : "")
    let mark = movie.map { marks.contains($0.id) } ?? false ? "★" : ""
    let line = Rect(x: card.x, y: textY, width: card.width, height: 1)
    if selected { buffer.fill(line, style: titleStyle) }
    buffer.putTruncated(
      mark + title, x: card.x, y: textY, width: card.width,
      style: selected ? titleStyle : theme.text, base: movie == nil ? nil : .auto)
    guard textY + 1 < card.maxY, let movie else { return }
    let facts = [
      words.year(movie.year),
      // No ★ before the rating: the ★ is the watchlist's mark (before the title).
      words.rating(average: movie.voteAverage, count: movie.voteCount),
    ].compactMap { $0 }.joined(separator: "  ")
    buffer.putTruncated(facts, x: card.x, y: textY + 1, width: card.width, style: theme.dim)
  }
}

/// A poster's place while there is no image: a frame with the title's initials, the same size
/// as the poster, so the layout stays still when the image arrives.
enum PosterPlaceholder {
  static func initials(of title: String) -> String {
    let words = MovieFormatting.clean(title).split(whereSeparator: { $0.isWhitespace })
    let letters = words.prefix(2).compactMap { $0.first(where: { $0.isLetter || $0.isNumber }) }
    return letters.isEmpty ? "?" : String(letters).uppercased()
  }

  /// The placeholder as poster cells, for places that draw posters row by row.
  static func art(initials: String, size: Size, theme: Theme) -> PosterArt {
    var scratch = Buffer(width: size.width, height: size.height)
    draw(
      initials: initials, heavy: false, in: scratch.area, style: theme.border,
      textStyle: theme.dim, buffer: &scratch)
    var cells: [Cell] = []
    for y in 0..<size.height {
      for x in 0..<size.width { cells.append(scratch[x, y]) }
    }
    return PosterArt(width: size.width, height: size.height, cells: cells)
  }

  static func draw(
    initials: String, heavy: Bool, in rect: Rect, style: Style, textStyle: Style,
    buffer: inout Buffer
  ) {
    guard rect.width >= 2, rect.height >= 2 else {
      if !rect.isEmpty {
        buffer.putTruncated(initials, x: rect.x, y: rect.y, width: rect.width, base: .auto)
      }
      return
    }
    let (h, v, tl, tr, bl, br) =
      heavy ? ("━", "┃", "┏", "┓", "┗", "┛") : ("─", "│", "┌", "┐", "└", "┘")
    let inner = String(repeating: h, count: rect.width - 2)
    buffer.put(tl + inner + tr, x: rect.x, y: rect.y, style: style, base: .leftToRight)
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      buffer.put(v, x: rect.x, y: row, style: style)
      buffer.put(v, x: rect.maxX - 1, y: row, style: style)
    }
    buffer.put(bl + inner + br, x: rect.x, y: rect.maxY - 1, style: style, base: .leftToRight)
    let shown = TextLayout.truncate(initials, toWidth: rect.width - 2)
    let x = rect.x + (rect.width - shown.displayWidth) / 2
    buffer.put(shown, x: x, y: rect.y + (rect.height - 1) / 2, style: textStyle, base: .auto)
  }
}
