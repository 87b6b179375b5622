/// Block and quadrant art computed directly, without chafa: for the symbols every font has
/// (space, half blocks and quadrants) in truecolor and 256 colours, the common case.
///
/// Every one of those symbols covers whole quadrants of its cell, so the best symbol and its
/// two colours depend only on the four quadrants' mean colours: the squared error of showing
/// a group of pixels in their mean colour is the pixels' own spread (the same whichever
/// symbol is chosen) plus the spread of the quadrant means around it. Trying the eight ways
/// to split four quadrants into two groups on those means therefore finds the symbol of least
/// squared error, which chafa's "try every symbol" looks for on 8x8 pixels a cell by trying
/// each symbol on all 64 (~35,000 instructions a cell).
///
/// Measured on the replay catalog's 226 posters as home cards (9x7 cells, 256 colours), as
/// root-mean-square error per quadrant and channel against the quadrant means of the poster
/// decoded at full size: chafa 16.46, this 16.42. The conversion after decoding falls from
/// ~2.2 M instructions a card (chafa, callgrind) to ~0.5 M (about 32 a decoded pixel for the
/// averaging, ~1,000 a cell for the choice).
enum QuadrantArt {
  /// The symbol whose foreground covers the quadrants of `mask` (bit 0 top left, 1 top right,
  /// 2 bottom left, 3 bottom right). The bottom-right quadrant is always background here, so
  /// the masks run 0...7; 0 is the blank cell.
  static let symbols: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛"]
  /// `symbols`' scalars, and ▗'s last: a cell made with its scalar known does not take its
  /// character apart again (~200 instructions a cell, a sixth of the choice).
  static let scalars: [Unicode.Scalar] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗"]

  /// `columns` x `rows` cells showing the whole image stretched over them (as chafa draws it),
  /// row by row.
  static func cells(_ image: RGBImage, columns: Int, rows: Int, colors: ColorDepth)
    -> [SymbolCell]
  {
    let grid = QuadrantGrid(image, columns: columns * 2, rows: rows * 2)
    var cells: [SymbolCell] = []
    cells.reserveCapacity(columns * rows)
    for row in 0..<rows {
      var previousForeground: SymbolColor?
      for column in 0..<columns {
        let top = (row * 2) * grid.columns + column * 2
        let bottom = top + grid.columns
        let cell = best(
          quadrants: (
            grid.mean(top), grid.mean(top + 1), grid.mean(bottom), grid.mean(bottom + 1)
          ),
          area: QuadrantGrid.meanScale, colors: colors, previousForeground: previousForeground)
        previousForeground = cell.foreground
        cells.append(cell)
      }
    }
    return cells
  }

  /// The best split of one cell's quadrants (colour sums of `area` weight each): the one
  /// that leaves the least squared error, which is the one with the largest sum over its two
  /// groups of |group sum|² / group size. Ties go to the first, so an even cell is blank.
  static func best(
    quadrants: (RGBSum, RGBSum, RGBSum, RGBSum), area: Int, colors: ColorDepth,
    previousForeground: SymbolColor?
  ) -> SymbolCell {
    let (q0, q1, q2, q3) = quadrants
    let total = q0 + q1 + q2 + q3
    var bestMask = 0
    var bestScore = total.squaredLength * 3  // x12 / 4 quadrants
    var bestForeground = RGBSum()
    for mask in 1..<8 {
      var foreground = RGBSum()
      if mask & 1 != 0 { foreground += q0 }
      if mask & 2 != 0 { foreground += q1 }
      if mask & 4 != 0 { foreground += q2 }
      let count = mask.nonzeroBitCount
      let background = total - foreground
      // Both sizes' reciprocals times 12, to stay in integers.
      let score =
        foreground.squaredLength * (12 / count) + background.squaredLength * (12 / (4 - count))
      if score > bestScore {
        bestScore = score
        bestMask = mask
        bestForeground = foreground
      }
    }
    guard bestMask != 0 else {
      let colour = Self.colour(total, weight: area * 4, colors: colors)
      return SymbolCell(
        " ", scalar: " ", foreground: previousForeground ?? colour, background: colour)
    }
    let count = bestMask.nonzeroBitCount
    let foreground = Self.colour(bestForeground, weight: area * count, colors: colors)
    let background = Self.colour(
      total - bestForeground, weight: area * (4 - count), colors: colors)
    // Two groups that land on one palette entry show as one colour: a blank cell, as chafa
    // makes it, so that the terminal draws no symbol for nothing.
    guard foreground != background else {
      return SymbolCell(
        " ", scalar: " ", foreground: previousForeground ?? background, background: background)
    }
    // Three quadrants against one are drawn as the one (▗) over the three, as chafa draws
    // them: the same picture, with the smaller shape in the symbol.
    if bestMask == 7 {
      return SymbolCell("▗", scalar: scalars[8], foreground: background, background: foreground)
    }
    return SymbolCell(
      symbols[bestMask], scalar: scalars[bestMask], foreground: foreground, background: background)
  }

  /// The mean of `sum` over `weight`, rounded, in the terminal's colours.
  static func colour(_ sum: RGBSum, weight: Int, colors: ColorDepth) -> SymbolColor {
    let half = weight / 2
    let red = UInt8(clamping: (sum.red + half) / weight)
    let green = UInt8(clamping: (sum.green + half) / weight)
    let blue = UInt8(clamping: (sum.blue + half) / weight)
    switch colors {
    case .indexed256: return .indexed(Palette240.nearest(red, green, blue))
    default: return .rgb(red, green, blue)
    }
  }
}

/// Sums of red, green and blue.
struct RGBSum: Equatable {
  var red = 0
  var green = 0
  var blue = 0

  var squaredLength: Int { red * red + green * green + blue * blue }

  static func + (left: RGBSum, right: RGBSum) -> RGBSum {
    RGBSum(red: left.red + right.red, green: left.green + right.green, blue: left.blue + right.blue)
  }

  static func - (left: RGBSum, right: RGBSum) -> RGBSum {
    RGBSum(red: left.red - right.red, green: left.green - right.green, blue: left.blue - right.blue)
  }

  static func += (left: inout RGBSum, right: RGBSum) { left = left + right }
}

/// The image averaged over a grid of `columns` x `rows` equal areas (the whole image
/// stretched over the grid), exactly: a pixel on a border between two areas is shared
/// between them by how much of it lies in each. Sums are kept, each area weighing `area`.
struct QuadrantGrid {
  let columns: Int
  let rows: Int
  /// What each grid area's sum is out of: the image's width times its height.
  let area: Int
  private var sums: [Int]

  init(_ image: RGBImage, columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    let (width, height) = (image.width, image.height)
    area = width * height
    let across = Self.pieces(pixels: width, areas: columns)
    let down = Self.pieces(pixels: height, areas: rows)
    // Down first, then across: each image row is added (weighted) into the columns of the grid
    // rows it overlaps, and each grid row's columns are then shared out across its areas once.
    // Across first shared out every image row (about four times as many as grid rows on a
    // poster decoded for a card) and then added each row of areas down. Only the two grid rows
    // an image row can touch are kept: `down` comes in image rows' order, so a grid row is
    // complete once a piece of a later one comes. The sums are the same integers either way.
    // A column's sum over one grid row is at most 255 x the image's height (the weights of a
    // grid row's pieces add up to the height): in 32-bit lanes below `UInt32.max / 255` rows
    // (every image the decoder makes: 8,192 rows at most), whose adding down vectorises four
    // or eight pixels a step; 64-bit lanes otherwise.
    if height <= Int(UInt32.max) / 255 {
      sums = Self.sums(
        image, columns: columns, rows: rows, across: across, down: down, lane: UInt32.self)
    } else {
      sums = Self.sums(
        image, columns: columns, rows: rows, across: across, down: down, lane: UInt.self)
    }
  }

  /// The areas' sums, the columns added down in `Lane`s (wide enough for 255 x the height).
  private static func sums<Lane: FixedWidthInteger & UnsignedInteger>(
    _ image: RGBImage, columns: Int, rows: Int, across: [(pixel: Int, area: Int, weight: Int)],
    down: [(pixel: Int, area: Int, weight: Int)], lane: Lane.Type
  ) -> [Int] {
    var sums = [Int](repeating: 0, count: columns * rows * 3)
    let rowLength = columns * 3
    let stride = image.width * 3
    var columnSums = [Lane](repeating: 0, count: 2 * stride)
    // Wrapping arithmetic: no sum can overflow (each area's is at most 255 x the image's
    // pixels, and the decoder allows 16 M), and the checks were a third of the loop.
    image.pixels.withUnsafeBufferPointer { pixels in
      columnSums.withUnsafeMutableBufferPointer { columnSums in
        sums.withUnsafeMutableBufferPointer { sums in
          let columnsBase = columnSums.baseAddress!
          var complete = 0
          /// Shares out grid row `gridRow`'s columns across its areas, and empties them.
          func shareOut(_ gridRow: Int) {
            let column = columnsBase + (gridRow & 1) &* stride
            let target = sums.baseAddress! + gridRow &* rowLength
            for piece in across {
              let source = column + piece.pixel &* 3
              let area = target + piece.area &* 3
              let weight = piece.weight
              area[0] &+= Int(truncatingIfNeeded: source[0]) &* weight
              area[1] &+= Int(truncatingIfNeeded: source[1]) &* weight
              area[2] &+= Int(truncatingIfNeeded: source[2]) &* weight
            }
            column.update(repeating: 0, count: stride)
          }
          for piece in down {
            while complete < piece.area {
              shareOut(complete)
              complete += 1
            }
            let source = pixels.baseAddress! + piece.pixel &* stride
            let column = columnsBase + (piece.area & 1) &* stride
            let weight = Lane(truncatingIfNeeded: piece.weight)
            for index in 0..<stride {
              column[index] &+= Lane(truncatingIfNeeded: source[index]) &* weight
            }
          }
          while complete < rows {
            shareOut(complete)
            complete += 1
          }
        }
      }
    }
    return sums
  }

  /// How the pixels along one side fall into the grid's areas, in order: measured in units
  /// where the side is `pixels * areas` long, pixel p covers [p * areas, (p + 1) * areas) and
  /// area a covers [a * pixels, (a + 1) * pixels); a piece is one pixel's overlap with one
  /// area. Shrinking, a pixel falls in one area or two; enlarging (an image smaller than the
  /// grid), in several.
  static func pieces(pixels: Int, areas: Int) -> [(pixel: Int, area: Int, weight: Int)] {
    var pieces: [(pixel: Int, area: Int, weight: Int)] = []
    pieces.reserveCapacity(pixels + areas)
    for pixel in 0..<pixels {
      var start = pixel * areas
      let end = start + areas
      var area = start / pixels
      while start < end {
        let stop = min(end, (area + 1) * pixels)
        pieces.append((pixel, area, stop - start))
        start = stop
        area += 1
      }
    }
    return pieces
  }

  /// What `mean` is in: 1/256 of a colour step.
  static let meanScale = 256

  /// The mean colour of area `index` in 1/256 steps: small enough to square and sum in
  /// `QuadrantArt.best` whatever the image's size (the sums of a 16-megapixel image would
  /// not be).
  func mean(_ index: Int) -> RGBSum {
    let sum = sum(index)
    let half = area / 2
    return RGBSum(
      red: (sum.red * Self.meanScale + half) / area,
      green: (sum.green * Self.meanScale + half) / area,
      blue: (sum.blue * Self.meanScale + half) / area)
  }

  /// The colour sum of area `index` (row by row).
  func sum(_ index: Int) -> RGBSum {
    RGBSum(red: sums[index * 3], green: sums[index * 3 + 1], blue: sums[index * 3 + 2])
  }
}

/// The 240 colours of a 256-colour terminal that its theme does not change: a 6x6x6 cube
/// (16...231) and 24 greys (232...255), at xterm's levels (chafa's and most terminals').
enum Palette240 {
  static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// The entry nearest to the colour (squared distance in RGB). The cube's nearest point is
  /// the nearest level in each channel on its own; the nearest grey is the level nearest to
  /// the channels' mean. The closer of the two wins, the cube on a tie.
  static func nearest(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
    let channels = (Int(red), Int(green), Int(blue))
    let (r, g, b) = (level(channels.0), level(channels.1), level(channels.2))
    let cubeDistance =
      square(channels.0 - cubeLevels[r]) + square(channels.1 - cubeLevels[g])
      + square(channels.2 - cubeLevels[b])
    // Greys are 8 + 10 k; the nearest to the mean S / 3 is k = round((S - 24) / 30).
    let grey = min(23, max(0, (channels.0 + channels.1 + channels.2 - 9) / 30))
    let greyValue = 8 + 10 * grey
    let greyDistance =
      square(channels.0 - greyValue) + square(channels.1 - greyValue)
      + square(channels.2 - greyValue)
    if greyDistance < cubeDistance { return UInt8(232 + grey) }
    return UInt8(16 + 36 * r + 6 * g + b)
  }

  /// The index of the cube level nearest to `value` (ties to the lower): the levels after the
  /// first are 40 apart, so past 115 (halfway from 95 to 135) each 40 is one more.
  static func level(_ value: Int) -> Int {
    if value <= 47 { return 0 }
    if value <= 115 { return 1 }
    return min(5, 1 + (value - 115 + 39) / 40)
  }

  private static func square(_ value: Int) -> Int { value * value }
}
