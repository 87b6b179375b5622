import Browser
import TMDB

/// A home card: its poster (or the placeholder's frame and initials) and its two text lines,
/// drawn from the cards remembered lately when it was drawn before exactly so.
extension HomeWidget {
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
