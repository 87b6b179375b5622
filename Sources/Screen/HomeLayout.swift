import Browser

/// How the home screen's cards fit a body of a given size: as many rows of as many cards as
/// fit, posters as tall as the rows allow (never under 4 lines when any fit), titles below.
public struct HomeGeometry: Equatable, Sendable {
  /// Lines of one row: its title, the posters, the card's title and its facts line.
  public let rowHeight: Int
  public let posterHeight: Int
  public let cardWidth: Int
  public let cardsPerRow: Int
  public let rowsShown: Int
  static let gap = 2

  public init(body: Rect) {
    let height = max(body.height, 1)
    var choice = (rows: 1, poster: max(height - 3, 0))
    for rows in [3, 2] where height / rows - 3 >= 6 {
      choice = (rows, min(height / rows - 3, 12))
      break
    }
    if choice.rows == 1 { choice.poster = min(choice.poster, 12) }
    posterHeight = choice.poster
    rowsShown = choice.rows
    rowHeight = height / choice.rows
    // Posters are 2:3 and a cell is about twice as tall as wide.
    cardWidth = max((posterHeight * 4 + 2) / 3, 12)
    cardsPerRow = max((body.width - 1) / (cardWidth + Self.gap), 1)
  }

  public var viewport: HomeViewport {
    HomeViewport(cardsPerRow: cardsPerRow, rowsShown: rowsShown)
  }
}

extension Layout {
  /// The home card a click at `point` hits, as (row on screen, card on screen), or nil.
  public static func homeCard(at point: Point, size: Size) -> (row: Int, card: Int)? {
    let body = ScreenLayout(size: size, showsDetailAlone: false).body
    let geometry = HomeGeometry(body: body)
    guard body.contains(x: point.x, y: point.y), point.x >= body.x + 1 else { return nil }
    let row = (point.y - body.y) / max(geometry.rowHeight, 1)
    // The row's title line is not a card.
    guard row < geometry.rowsShown, (point.y - body.y) % max(geometry.rowHeight, 1) > 0 else {
      return nil
    }
    let stride = geometry.cardWidth + HomeGeometry.gap
    let offset = point.x - body.x - 1
    guard offset % stride < geometry.cardWidth else { return nil }
    let card = offset / stride
    return card < geometry.cardsPerRow ? (row, card) : nil
  }

  /// The home screen's cards per row and rows on screen at this size.
  public static func homeViewport(for size: Size) -> HomeViewport {
    HomeGeometry(body: ScreenLayout(size: size, showsDetailAlone: false).body).viewport
  }
}
