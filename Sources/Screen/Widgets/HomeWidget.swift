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

  /// Draws a card on blank cells, from the cards drawn lately when it was drawn before exactly
  /// so (see `HomeCardCache`); returns its poster's state (waiting while it is still to come)
  /// and, when known, its cells drawn unselected.
  func drawCard(
    _ movie: MovieSummary?, failed: Bool, selected: Bool, in card: Rect,
    _ geometry: HomeGeometry, _ buffer: inout Buffer, _ remembered: inout HomeCardCache.Entries
  ) -> (poster: HomeCardMemo.Poster, unselected: HomeCardMemo.Unselected?) {
    drawCard(
      movie.map(HomeCardFilm.init), failed: failed, selected: selected, in: card, geometry,
      &buffer, &remembered)
  }

  func drawCard(
    _ movie: HomeCardFilm?, failed: Bool, selected: Bool, in card: Rect,
    _ geometry: HomeGeometry, _ buffer: inout Buffer, _ remembered: inout HomeCardCache.Entries
  ) -> (poster: HomeCardMemo.Poster, unselected: HomeCardMemo.Unselected?) {
    var art: PosterArt?
    // A film without a poster is never asked for one: it would stay without (see
    // `PosterProvider.poster`), and the card's regions count on that.
    let size = (movie?.posterPath ?? "").isEmpty ? nil : posterSize(geometry)
    if let movie, let size {
      art = posters?.provider.poster(path: movie.posterPath, title: movie.title, size: size)
    }
    let poster: HomeCardMemo.Poster =
      art != nil ? .ready : posters != nil && size != nil ? .waiting : .none
    // A picture the terminal draws is placed in the frame, and a card cut by the screen's
    // edge is not all cells: both are drawn as they are.
    guard art?.image == nil, buffer.area.intersection(card) == card else {
      drawCardCells(
        movie, art: art, failed: failed, selected: selected, in: card, geometry, &buffer)
      return (poster, nil)
    }
    let shown = HomeCardCache.Card(
      movie: movie, failed: failed, selected: selected,
      marked: movie.map { marks.contains($0.id) } ?? false,
      size: Size(width: card.width, height: card.height), posterHeight: geometry.posterHeight,
      poster: art?.cells)
    var unselected: HomeCardCache.Card?
    let selectable = canSelectInPlace(art: art, in: card, geometry, buffer)
    if selected, selectable {
      unselected = shown
      unselected?.selected = false
    }
    let cells = remembered.draw(
      shown, at: card, in: &buffer, unselected: unselected,
      select: { area, buffer in
        selectInPlace(cardAt: area, geometry, initials: art == nil, &buffer)
      }
    ) { area, scratch, selected in
      drawCardCells(
        movie, art: art, failed: failed, selected: selected, in: area, geometry, &scratch)
    }
    return (
      poster,
      cells.map { HomeCardMemo.Unselected(cells: $0, selectable: selectable, initials: art == nil) }
    )
  }

  /// The card drawn cell by cell, never from remembered cells nor selected in place: what
  /// `drawCard` must draw (tests compare them).
  func drawCardAfresh(
    _ movie: MovieSummary?, failed: Bool, selected: Bool, in card: Rect,
    _ geometry: HomeGeometry, _ buffer: inout Buffer
  ) {
    let movie = movie.map(HomeCardFilm.init)
    let size = (movie?.posterPath ?? "").isEmpty ? nil : posterSize(geometry)
    var art: PosterArt?
    if let movie, let size {
      art = posters?.provider.poster(path: movie.posterPath, title: movie.title, size: size)
    }
    drawCardCells(
      movie, art: art, failed: failed, selected: selected, in: card, geometry, &buffer)
  }

  /// Whether `selectInPlace` turns this card, drawn unselected, into the card drawn selected:
  /// on a left-to-right screen, with a whole frame whose initials sit inside it (3 lines or
  /// more), a poster inside the frame, and initials told apart from blanks by their style.
  private func canSelectInPlace(
    art: PosterArt?, in card: Rect, _ geometry: HomeGeometry, _ buffer: Buffer
  ) -> Bool {
    guard buffer.direction == .leftToRight, card.width >= 3, geometry.posterHeight >= 3,
      geometry.posterHeight <= card.height
    else { return false }
    guard let art else { return theme.dim != .plain }
    return art.width <= card.width - 2 && art.height <= geometry.posterHeight - 2
  }

  /// Draws the selection over a card drawn unselected at `card`: what `drawCardCells` draws
  /// differently for a selected card. The frame in heavy lines and the accent (the poster or
  /// the initials inside it stay), the initials (`initials`: no poster) bold, not dim, and
  /// the title line in the selection's style, its text as it was.
  func selectInPlace(
    cardAt card: Rect, _ geometry: HomeGeometry, initials: Bool, _ buffer: inout Buffer
  ) {
    let poster = Rect(x: card.x, y: card.y, width: card.width, height: geometry.posterHeight)
    PosterPlaceholder.drawFrameCells(heavy: true, in: poster, style: theme.accent, buffer: &buffer)
    if initials {
      // The only cells inside the frame not blank: drawn in `theme.dim` (never plain here).
      let y = poster.y + (poster.height - 1) / 2
      for x in (poster.x + 1)..<(poster.maxX - 1) where buffer[x, y].style == theme.dim {
        buffer[x, y].style = theme.bold
      }
    }
    let textY = card.y + geometry.posterHeight
    guard textY < card.maxY else { return }
    buffer.setStyle(theme.selection, in: Rect(x: card.x, y: textY, width: card.width, height: 1))
  }

  /// The poster inside a card's frame; nil when the card is too small for one.
  func posterSize(_ geometry: HomeGeometry) -> Size? {
    let size = Size(width: geometry.cardWidth - 2, height: geometry.posterHeight - 2)
    return size.width > 0 && size.height > 0 ? size : nil
  }

  private func drawCardCells(
    _ movie: HomeCardFilm?, art: PosterArt?, failed: Bool, selected: Bool, in card: Rect,
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
      initials: movie.map { PosterPlaceholder.quickInitials(of: $0.title) }
        ?? (failed ? "✗" : "···"),
      heavy: selected, in: poster, style: frameStyle, textStyle: selected ? theme.bold : theme.dim,
      buffer: &buffer)
    drawCardText(movie, failed: failed, selected: selected, in: card, geometry, &buffer)
  }

  private func drawCardText(
    _ movie: HomeCardFilm?, failed: Bool, selected: Bool, in card: Rect,
    _ geometry: HomeGeometry, _ buffer: inout Buffer
  ) {
    let textY = card.y + geometry.posterHeight
    guard textY < card.maxY else { return }
    let titleStyle = selected ? theme.selection : theme.text
    let title = movie.map { words.title($0.title) } ?? (failed ? words(.cardDidNotLoad) : "")
    let marked = movie.map { marks.contains($0.id) } ?? false
    let line = Rect(x: card.x, y: textY, width: card.width, height: 1)
    if selected { buffer.fill(line, style: titleStyle) }
    // The ★ is Reel's mark, at the start of the card as the screen reads; the title after it
    // is data in its own direction (an isolate). As one paragraph of the title's direction,
    // a Latin title on a Persian screen had the ★ at its left, a Persian one at its right.
    buffer.put(
      HomeCardText.truncate(marked ? "★\u{2068}" + title + "\u{2069}" : title, toWidth: card.width),
      x: card.x, y: textY, maxWidth: card.width, style: selected ? titleStyle : theme.text,
      base: movie == nil || marked ? nil : .auto)
    guard textY + 1 < card.maxY, let movie else { return }
    let year = words.year(movie.year)
    // No ★ before the rating: the ★ is the watchlist's mark (before the title).
    let rating = words.rating(average: movie.voteAverage, count: movie.voteCount)
    // Joined by hand: `compactMap` and `joined` over two strings were ~50 code lines a card.
    let facts =
      switch (year, rating) {
      case (let year?, let rating?): year + "  " + rating
      case (let year?, nil): year
      case (nil, let rating?): rating
      case (nil, nil): ""
      }
    buffer.put(
      HomeCardText.truncate(facts, toWidth: card.width), x: card.x, y: textY + 1,
      maxWidth: card.width, style: theme.dim)
  }
}

/// A poster's place while there is no image: a frame with the title's initials, the same size
/// as the poster, so the layout stays still when the image arrives.
enum PosterPlaceholder {
  /// The first letter or digit of each of the title's first two words (runs of characters
  /// that are not white space), upper-cased; "?" when neither has one.
  static func initials(of title: String) -> String {
    // Read until the third word starts, not split whole: splitting a title into words
    // (substrings in an array) cost ~12 k instructions a card drawn afresh.
    var letters: [Character] = []
    var words = 0
    var inWord = false
    var found = false
    for character in MovieFormatting.clean(title) {
      if character.isWhitespace {
        inWord = false
        continue
      }
      if !inWord {
        inWord = true
        words += 1
        found = false
        if words > 2 { break }
      }
      if !found, character.isLetter || character.isNumber {
        letters.append(character)
        found = true
        if words == 2 { break }
      }
    }
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
    if buffer.direction == .leftToRight, buffer.area.intersection(rect) == rect {
      drawFrameCells(heavy: heavy, in: rect, style: style, buffer: &buffer)
    } else {
      drawFrameText(heavy: heavy, in: rect, style: style, buffer: &buffer)
    }
    let shown = TextLayout.truncate(initials, toWidth: rect.width - 2)
    let x = rect.x + (rect.width - shown.displayWidth) / 2
    buffer.put(shown, x: x, y: rect.y + (rect.height - 1) / 2, style: textStyle, base: .auto)
  }
}

extension PosterPlaceholder {
  /// The frame's lines: heavy for the selected card.
  private static func frameScalars(heavy: Bool) -> (
    across: Unicode.Scalar, down: Unicode.Scalar, topLeft: Unicode.Scalar,
    topRight: Unicode.Scalar, bottomLeft: Unicode.Scalar, bottomRight: Unicode.Scalar
  ) {
    heavy ? ("━", "┃", "┏", "┓", "┗", "┛") : ("─", "│", "┌", "┐", "└", "┘")
  }

  /// The frame as text: its lines built and put like any text, so that a mirrored screen or
  /// a frame cut by the buffer's edges is drawn as `put` draws them.
  static func drawFrameText(heavy: Bool, in rect: Rect, style: Style, buffer: inout Buffer) {
    let lines = frameScalars(heavy: heavy)
    let (h, v) = (String(lines.across), String(lines.down))
    let inner = String(repeating: h, count: rect.width - 2)
    buffer.put(
      String(lines.topLeft) + inner + String(lines.topRight), x: rect.x, y: rect.y,
      style: style, base: .leftToRight)
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      buffer.put(v, x: rect.x, y: row, style: style)
      buffer.put(v, x: rect.maxX - 1, y: row, style: style)
    }
    buffer.put(
      String(lines.bottomLeft) + inner + String(lines.bottomRight), x: rect.x,
      y: rect.maxY - 1, style: style, base: .leftToRight)
  }

  /// The frame cell by cell, for a frame wholly inside a left-to-right buffer: what
  /// `drawFrameText` writes there (box lines are one column each and never reordered),
  /// without building, checking and breaking up its text, which cost ~100 code lines and
  /// ~17,000 instructions a card drawn afresh (two at most steps along a home row).
  static func drawFrameCells(heavy: Bool, in rect: Rect, style: Style, buffer: inout Buffer) {
    let lines = frameScalars(heavy: heavy)
    let across = Cell(scalar: lines.across, style: style)
    let down = Cell(scalar: lines.down, style: style)
    let (top, bottom) = (rect.y, rect.maxY - 1)
    let (left, right) = (rect.x, rect.maxX - 1)
    buffer.putSingleColumn(Cell(scalar: lines.topLeft, style: style), x: left, y: top)
    buffer.putSingleColumn(Cell(scalar: lines.bottomLeft, style: style), x: left, y: bottom)
    for column in (left + 1)..<right {
      buffer.putSingleColumn(across, x: column, y: top)
      buffer.putSingleColumn(across, x: column, y: bottom)
    }
    buffer.putSingleColumn(Cell(scalar: lines.topRight, style: style), x: right, y: top)
    buffer.putSingleColumn(Cell(scalar: lines.bottomRight, style: style), x: right, y: bottom)
    for row in (top + 1)..<bottom {
      buffer.putSingleColumn(down, x: left, y: row)
      buffer.putSingleColumn(down, x: right, y: row)
    }
  }
}

/// The selected card's place in its row, counted from 1, and how many cards the row has.
struct HomePosition: Equatable {
  var row: Int
  var total: Int
}
