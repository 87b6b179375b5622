import Browser
import TMDB

/// The home screen as last drawn, region by region: each row's title line, its strip of cards
/// (the arrows in the margins with it) and each card, with what each was drawn from.
///
/// An `l` inside a screen of cards changes two cards (the selection leaves one and frames the
/// next) and the position in the row's title; every other card on screen is the same film,
/// drawn the same, and is left as it is, neither drawn nor asked for its poster again.
struct HomePaneMemo {
  var body: Rect
  var posters: PosterSlot?
  /// The watchlist the cards' ★ were drawn from: while it is the same set, no card looks it up.
  var marks: Set<Int> = []
  /// The rows on screen, top to bottom; empty while the screen says there is nothing to show
  /// (then drawn whole again).
  var rows: [HomeRowMemo] = []
}

/// One row on the home screen as last drawn.
struct HomeRowMemo {
  enum Strip: Equatable {
    /// Past the last row: blank.
    case blank
    /// Cards, as laid out from this key; `cards` says what each shows.
    case cards(HomeStripKey)
    /// A row still loading, failed or empty, or not drawn yet: drawn again each frame.
    case other
  }
  var header: HomeHeaderKey?
  /// The columns the position at the end of the title line took (0: none shown).
  var positionWidth = 0
  var strip = Strip.other
  var cards: [HomeCardMemo?] = []
  /// The cards a step past the edges whose posters were all ready when last asked for: not
  /// asked for again while the selection stays near the same edge.
  var prefetched: HomeRowPaging.Ahead?
  /// Each card a film whose poster needs nothing more (none, or drawn) and places no
  /// picture: such a row draws the same cells while its films and selection are the same.
  var settled = false
  /// The card drawn selected (its row in the list); -1 for none.
  var selectedCard = -1
  /// The arrays its films were read from (its pages, or the watchlist's rows), held: while
  /// the list holds the very same storage, its films are the ones drawn (a list changed
  /// after this copies the array it changes, as this holds it too).
  var sources: [[MovieSummary]] = []

  static let blank = HomeRowMemo(strip: .blank)
}

/// What a row's title line is drawn from (the words and styles come from the frame's look).
struct HomeHeaderKey: Equatable {
  var kind: HomeRowKind
  /// A genre row's name as TMDB gave it; nil for other rows.
  var genre: String?
  /// Lit as the active row: the selection is in it and the list has focus.
  var active: Bool
  /// The selected card and the row's count, shown in the selected row; -1 elsewhere.
  var position: Int
  var count: Int

  /// Whether the title is drawn the same (so far as the position's width is the same).
  func sameTitle(as other: HomeHeaderKey) -> Bool {
    kind == other.kind && genre == other.genre && active == other.active
  }
}

/// What a strip of cards is laid out from: which cards show, and so the arrows either side.
struct HomeStripKey: Equatable {
  var list: ListID
  var first: Int
  var count: Int
  var rowCount: Int
}

/// What one card was drawn from: the film's drawn fields (compared where the film is stored,
/// not copied), how it was framed, and its poster's state.
struct HomeCardMemo {
  enum Poster: Equatable {
    /// None to show (posters off, the film has none, no room): never changes by itself.
    case none
    /// Asked for and not ready: the placeholder shows until it arrives.
    case waiting
    /// Drawn: the same poster for this film and size from now on.
    case ready
  }
  /// The film's id, or nil for a card whose page has not arrived.
  var id: Int?
  var title: String
  var releaseDate: String?
  var voteAverage: Double?
  var voteCount: Int?
  var posterPath: String?
  var failed: Bool
  var selected: Bool
  var marked: Bool
  var poster: Poster
  /// Pictures the terminal draws over the card, placed again in each frame that keeps it.
  var images: [ImagePlacement]
  /// The card's cells drawn unselected, when they were drawn from (or as) the remembered
  /// cards (`HomeCardCache`): an `l` that only selects or leaves the card makes it from them.
  var unselected: Unselected?

  /// A card's cells drawn unselected, and how its selection is drawn over them.
  struct Unselected {
    var cells: [Cell]
    /// `HomeWidget.selectInPlace` turns the cells into the card drawn selected.
    var selectable: Bool
    /// No poster: the initials are made bold when selected.
    var initials: Bool
  }

  /// Whether the card of `movie` (nil: not arrived), framed so, would draw what this did, but
  /// for its poster's state.
  func shows(_ movie: UnsafePointer<MovieSummary>?, failed: Bool, selected: Bool) -> Bool {
    guard self.selected == selected else { return false }
    guard let movie else { return id == nil && self.failed == failed }
    return id == movie.pointee.id && title == movie.pointee.title
      && releaseDate == movie.pointee.releaseDate && voteAverage == movie.pointee.voteAverage
      && voteCount == movie.pointee.voteCount && posterPath == movie.pointee.posterPath
  }
}
