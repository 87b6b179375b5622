import Synchronization
import TMDB

/// The home screen's cards drawn lately, as their cells.
///
/// An `l` on home moves the selection one card: the new frame differs from the last in two
/// cards (in one row when the row scrolls), yet each frame would draw every card on screen
/// again: titles sanitised, cut to width and laid out by the bidi algorithm, frames and
/// posters written cell by cell. A card's cells are a function of what it shows (`Card`) and
/// how everything is drawn (`Look`), so remembered cells are the cells it would draw.
enum HomeCardCache {
  /// What one card shows.
  struct Card: Equatable, Sendable {
    var movie: HomeCardFilm?
    var failed: Bool
    var selected: Bool
    /// On the watchlist: the ★ before the title.
    var marked: Bool
    var size: Size
    var posterHeight: Int
    /// The poster's cells, symbol art only (a picture the terminal draws is a placement in
    /// the frame, not cells): only the cells, as comparing or copying a whole `PosterArt`
    /// costs more than the rest of the card.
    var poster: [Cell]?

    init(
      movie: HomeCardFilm?, failed: Bool, selected: Bool, marked: Bool, size: Size,
      posterHeight: Int, poster: [Cell]?
    ) {
      self.movie = movie
      self.failed = failed
      self.selected = selected
      self.marked = marked
      self.size = size
      self.posterHeight = posterHeight
      self.poster = poster
    }

    init(
      movie: MovieSummary?, failed: Bool, selected: Bool, marked: Bool, size: Size,
      posterHeight: Int, poster: [Cell]?
    ) {
      self.init(
        movie: movie.map(HomeCardFilm.init), failed: failed, selected: selected, marked: marked,
        size: size, posterHeight: posterHeight, poster: poster)
    }

    /// What the cards are filed under: plain numbers, cheap to hash and compare. A lookup
    /// keyed by the whole card compared cards (films, posters) at every probe of the table,
    /// copying them out of it: ~7 k instructions a card, 24 cards a frame.
    var key: Key {
      Key(
        movie: movie?.id ?? -1,
        flags: (failed ? 1 : 0) | (selected ? 2 : 0) | (marked ? 4 : 0) | (poster != nil ? 8 : 0),
        width: size.width, height: size.height, posterHeight: posterHeight)
    }
  }

  /// A card's place in the cache. Two cards with one key (a film whose facts or poster
  /// changed) are told apart by comparing the whole card once, on the match.
  struct Key: Hashable, Sendable {
    var movie: Int
    var flags: Int
    var width: Int
    var height: Int
    var posterHeight: Int
  }

  /// A card remembered with its cells.
  struct Drawn: Sendable {
    var card: Card
    var cells: [Cell]
  }

  /// How every card is drawn: when it changes, nothing remembered is used again.
  struct Look: Equatable, Sendable {
    var theme: Theme
    var language: ScreenLanguage
    var direction: TextDirection
  }

  /// Cards kept per generation: more than a screen of cards (three rows of 32 on a terminal
  /// 450 columns wide). When one generation fills, the older is dropped, so the cards a frame
  /// shows survive and memory stays bounded (2 x 96 cards of at most 16 x 15 cells, under
  /// 3 MB).
  static let generationSize = 96

  struct Entries: Sendable {
    /// How the remembered cards were drawn, once `looked`: held plain rather than optional,
    /// so each frame compares it in place (comparing two optionals copied both looks into a
    /// pair first, ~2,500 instructions a frame).
    var look = Look(theme: Theme(.none), language: .english, direction: .leftToRight)
    var looked = false
    /// Made at a generation's size: grown from empty, the table was rebuilt seven times over
    /// the first screens of cards (~13 k instructions in a row's first turn).
    var current = [Key: Drawn](minimumCapacity: HomeCardCache.generationSize)
    var previous: [Key: Drawn] = [:]
    /// Cards drawn afresh so far: what the cache saves is what this does not count.
    var drawn = 0
    /// Selected cards made from their unselected cells so far (see `draw`).
    var selectedInPlace = 0
    /// Cards whose selection alone changed, made from the unselected cells their row's memo
    /// kept, with no look-up here (see `HomeCardMemo.unselectedCells`).
    var reselected = 0

    /// Cards are drawn with `look` from now on: those remembered with another go.
    mutating func use(_ look: Look) {
      if looked, look == self.look { return }
      self.look = look
      looked = true
      current.removeAll(keepingCapacity: true)
      previous.removeAll()
    }

    /// The cells remembered for `card`.
    mutating func cells(for card: Card) -> [Cell]? {
      let key = card.key
      if let drawn = current[key] { return drawn.card == card ? drawn.cells : nil }
      guard let drawn = previous[key], drawn.card == card else { return nil }
      remember(drawn.cells, for: card)
      return drawn.cells
    }

    mutating func remember(_ cells: [Cell], for card: Card) {
      if current.count >= HomeCardCache.generationSize {
        previous = current
        current.removeAll(keepingCapacity: true)
      }
      current[card.key] = Drawn(card: card, cells: cells)
    }

    var count: Int { current.count + previous.count }

    /// Draws `card` at `rect` of `buffer`: its remembered cells, or `draw`'s (drawn on a
    /// blank buffer of the card's size, then remembered). The rectangle must be blank, as it
    /// is on a new frame, and inside the buffer. `draw` is told whether to draw the card
    /// selected.
    ///
    /// A selected card that can be selected in place (`unselected` given: the same card drawn
    /// unselected) is its unselected cells with `select` drawn over them in place: a selected
    /// card differs only in its frame and in its title line's and initials' styles, and
    /// drawing it afresh (the title cut and laid out again, the facts worded, the poster
    /// copied cell by cell) was most of a step's frame. When its unselected self is not
    /// remembered either (a card a row turns over to, selected as it comes into view), that
    /// is drawn afresh and remembered, not the selected card: the step that leaves the card
    /// then draws nothing afresh (it drew the card again, unselected, ~20 k instructions
    /// after each turn of a row). `select` must turn the unselected card's cells at the
    /// rectangle into exactly what `draw` would draw selected (tests compare them).
    ///
    /// Returns the card's cells drawn unselected when they are known (an unselected card's
    /// own, or those a selected card was made from), for the row's memo: the step that
    /// selects or leaves the card makes it from them (see `HomeCardMemo.unselectedCells`).
    @discardableResult
    mutating func draw(
      _ card: Card, at rect: Rect, in buffer: inout Buffer, unselected: Card? = nil,
      select: (Rect, inout Buffer) -> Void = { _, _ in },
      _ draw: (_ area: Rect, _ scratch: inout Buffer, _ selected: Bool) -> Void
    ) -> [Cell]? {
      if let unselected {
        let base = cells(for: unselected) ?? fresh(unselected, size: rect, like: buffer, draw)
        Self.copy(base, to: rect, in: &buffer)
        select(rect, &buffer)
        selectedInPlace += 1
        return base
      }
      let cells = cells(for: card) ?? fresh(card, size: rect, like: buffer, draw)
      Self.copy(cells, to: rect, in: &buffer)
      return card.selected ? nil : cells
    }

    /// `card` drawn by `draw` on a blank buffer of `rect`'s size (in `buffer`'s direction),
    /// and remembered.
    private mutating func fresh(
      _ card: Card, size rect: Rect, like buffer: Buffer,
      _ draw: (Rect, inout Buffer, Bool) -> Void
    ) -> [Cell] {
      var scratch = Buffer(width: rect.width, height: rect.height)
      scratch.direction = buffer.direction
      draw(scratch.area, &scratch, card.selected)
      remember(scratch.cells, for: card)
      drawn += 1
      return scratch.cells
    }

    /// A card's cells, row by row, at `rect` of `buffer`.
    static func copy(_ cells: [Cell], to rect: Rect, in buffer: inout Buffer) {
      // A mirrored screen reflects the card's place; its cells were drawn mirrored already.
      let left = buffer.direction == .rightToLeft ? buffer.width - rect.x - rect.width : rect.x
      for row in 0..<rect.height {
        let start = row * rect.width
        buffer.copyCells(cells[start..<start + rect.width], x: left, y: rect.y + row)
      }
    }
  }

  static let entries = Mutex(Entries())

  /// Runs `body` (a frame's cards) with the cards remembered for `look`, under one lock: the
  /// look is compared once a frame, not once a card.
  static func withCards<Result>(look: Look, _ body: (inout Entries) -> Result) -> Result {
    entries.withLock { entries in
      entries.use(look)
      return body(&entries)
    }
  }
}
