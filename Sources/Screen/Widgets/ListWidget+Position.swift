import Synchronization

/// The list's position in its title row ("41/10000", "۴۱ از ۱۰۰۰۰", "٤١ من ١٠٠٠٠"), drawn
/// without wording it.
///
/// Every `j` changes the position, and wording it went through the strings table, built
/// Strings, laid them out by the bidi algorithm and measured them: a tenth of the frame's
/// work for eight cells. Yet the cells of "41/10000" and "42/10000" differ only in the digits:
/// all of a language's digits have one width and one bidi class, so for a given count of digits
/// in each number the sentence lands on the same cells with the digits in the same places.
/// The position is therefore drawn once the general way with sample numbers of those lengths
/// (`Layout`), and later positions of those lengths copy those cells with their digits
/// written in. A layout is kept only when a second sample, drawn the general way too, comes
/// out cell for cell as the copy makes it: what cannot be drawn so is drawn the general way.
enum ListPosition {
  /// What a layout's cells depend on: the language and its digits, where the text goes on a
  /// screen how wide and in which direction, its style, and how many digits each number has.
  struct LayoutKey: Equatable, Sendable {
    var language: LanguageTag
    var printing: Bool
    var direction: TextDirection
    var style: Style
    var x: Int
    var screenWidth: Int
    var rowDigits: Int
    var totalDigits: Int
  }

  /// The position's cells for one `LayoutKey`, with where each number's digits go.
  struct Layout: Sendable {
    var key: LayoutKey
    /// The cells from `placedX` rightwards, as on the screen.
    var cells: [Cell]
    var placedX: Int
    /// Indices into `cells` of the row's digits, most significant first; then the total's.
    var rowSlots: [Int]
    var totalSlots: [Int]
    /// The language's digit zero: digit `d` is this scalar plus `d`.
    var zero: UInt32
    /// The columns the text takes, as `displayWidth` counts them.
    var width: Int

    /// Whether this is the layout `draw` would draw "`row`/`total`" by: every part of the key
    /// it would make the same (the cheap ones first; the language last, compared where it is).
    func serves(
      row: Int, of total: Int, words: Words, x: Int, style: Style, in buffer: Buffer
    ) -> Bool {
      row >= 0 && total >= 0 && x >= 0 && key.x == x && key.style == style
        && key.direction == buffer.direction && key.screenWidth == buffer.width
        && key.rowDigits == ListPosition.digitCount(row)
        && key.totalDigits == ListPosition.digitCount(total) && key.printing == words.printing
        && key.language == words.language.tag
    }

    /// Calls `write` with each digit's index into `cells` and its code for `row` of `total`.
    func digits(row: Int, total: Int, _ write: (Int, UInt32) -> Void) {
      Self.digits(of: row, slots: rowSlots, zero: zero, write)
      Self.digits(of: total, slots: totalSlots, zero: zero, write)
    }

    /// `number`'s digits, least significant into the last slot.
    private static func digits(
      of number: Int, slots: [Int], zero: UInt32, _ write: (Int, UInt32) -> Void
    ) {
      var rest = number
      for slot in slots.reversed() {
        write(slot, zero + UInt32(rest % 10))
        rest /= 10
      }
    }
  }

  /// How many decimal digits `number` (not negative) has.
  static func digitCount(_ number: Int) -> Int {
    var count = 1
    var rest = number / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    return count
  }

  /// The columns "`row`/`total`" takes, as `words.position(row, of: total).displayWidth`
  /// counts them: the sentence's own, remembered for the language, and one for each digit.
  static func width(row: Int, of total: Int, words: Words) -> Int {
    guard row >= 0, total >= 0 else { return words.position(row, of: total).displayWidth }
    let language = words.language.tag
    let printing = words.printing
    let remembered = sentenceWidth.withLock { memo in
      memo.first { $0.language == language && $0.printing == printing }?.width
    }
    let sentence: Int
    if let remembered {
      sentence = remembered
    } else {
      // "1/1": the sentence and two digits.
      sentence = words.position(1, of: 1).displayWidth - 2
      sentenceWidth.withLock {
        $0 = [SentenceWidth(language: language, printing: printing, width: sentence)]
      }
    }
    return sentence + digitCount(row) + digitCount(total)
  }

  /// The width of the position's sentence without its numbers, in one language.
  private struct SentenceWidth: Sendable {
    var language: LanguageTag
    var printing: Bool
    var width: Int
  }

  /// None or one: an array, as `ListHeaderCache` explains.
  private static let sentenceWidth = Mutex<[SentenceWidth]>([])

  /// The last few layouts made: one list's position changes length rarely (9 to 10, 99 to 100).
  private static let layouts = Mutex<[Layout]>([])
  private static let kept = 4

  /// Draws "`row`/`total`" as `words.position` words it and `Buffer.put` lays it out at
  /// (`x`, `y`) in `style`; returns the columns used, as `put` does.
  @discardableResult
  static func draw(
    row: Int, of total: Int, words: Words, x: Int, y: Int, style: Style, buffer: inout Buffer
  ) -> Int {
    drawKeepingLayout(
      row: row, of: total, words: words, x: x, y: y, style: style, buffer: &buffer
    ).width
  }

  /// `draw`, with the layout it drew by (nil when it drew the general way): a caller that
  /// keeps it draws the next position by it while it `serves` (see `draw(row:of:by:y:buffer:)`)
  /// without the key made, the lock taken and the layout copied out of the kept ones.
  static func drawKeepingLayout(
    row: Int, of total: Int, words: Words, x: Int, y: Int, style: Style, buffer: inout Buffer
  ) -> (width: Int, layout: Layout?) {
    guard row >= 0, total >= 0, x >= 0 else {
      return (buffer.put(words.position(row, of: total), x: x, y: y, style: style), nil)
    }
    let key = LayoutKey(
      language: words.language.tag, printing: words.printing, direction: buffer.direction,
      style: style, x: x, screenWidth: buffer.width, rowDigits: digitCount(row),
      totalDigits: digitCount(total))
    guard let layout = layout(for: key, words: words) else {
      return (buffer.put(words.position(row, of: total), x: x, y: y, style: style), nil)
    }
    return (draw(row: row, of: total, by: layout, y: y, buffer: &buffer), layout)
  }

  /// "`row`/`total`" drawn by `layout`, which must serve them (`Layout.serves`): the sample's
  /// cells, then its digits overwritten, no text and no array made. Returns the columns used.
  @discardableResult
  static func draw(row: Int, of total: Int, by layout: Layout, y: Int, buffer: inout Buffer)
    -> Int
  {
    buffer.copyCells(layout.cells[...], x: layout.placedX, y: y)
    layout.digits(row: row, total: total) { slot, code in
      buffer[layout.placedX + slot, y] = Cell(code: code, style: layout.cells[slot].style)
    }
    return layout.width
  }

  /// The layout for `key`, made when not kept; nil when the position cannot be drawn by one.
  static func layout(for key: LayoutKey, words: Words) -> Layout? {
    if let found = layouts.withLock({ $0.first { $0.key == key } }) { return found }
    guard let made = makeLayout(key, words: words) else { return nil }
    layouts.withLock { layouts in
      if layouts.count >= kept { layouts.removeFirst() }
      layouts.append(made)
    }
    return made
  }

  /// Forgets the layouts (tests start from nothing with it).
  static func removeAll() {
    layouts.withLock { $0.removeAll() }
    sentenceWidth.withLock { $0.removeAll() }
  }

  /// The layout drawn from sample numbers: every digit of the row a 1 and of the total a 2
  /// tell which cells hold which number; a second sample of other digits checks it.
  private static func makeLayout(_ key: LayoutKey, words: Words) -> Layout? {
    // Samples need at most 18 digits to stay an `Int`.
    guard (1...18).contains(key.rowDigits), (1...18).contains(key.totalDigits) else { return nil }
    let zero = words.format.zero
    let rowSample = repeated(1, count: key.rowDigits)
    let totalSample = repeated(2, count: key.totalDigits)
    let sample = words.position(rowSample, of: totalSample)
    let width = sample.displayWidth
    guard width > 0 else { return nil }
    let (placedX, cells) = drawn(sample, key: key, width: width)
    let layout = Layout(
      key: key, cells: cells, placedX: placedX,
      rowSlots: cells.indices.filter { cells[$0].code == zero + 1 },
      totalSlots: cells.indices.filter { cells[$0].code == zero + 2 }, zero: zero, width: width)
    guard layout.rowSlots.count == key.rowDigits, layout.totalSlots.count == key.totalDigits,
      !cells.isEmpty
    else { return nil }
    // Every digit in another place: drawn the general way, it must be what the layout makes.
    let checkRow = cycling(from: 3, count: key.rowDigits)
    let checkTotal = cycling(from: 7, count: key.totalDigits)
    let (checkX, expected) = drawn(
      words.position(checkRow, of: checkTotal), key: key, width: width)
    var made = cells
    layout.digits(row: checkRow, total: checkTotal) { slot, code in made[slot].code = code }
    guard checkX == placedX, made == expected else { return nil }
    return layout
  }

  /// `text` put as the frame puts it, and the cells it took on the screen (nothing else may
  /// have been written).
  private static func drawn(_ text: String, key: LayoutKey, width: Int) -> (Int, [Cell]) {
    var scratch = Buffer(width: key.screenWidth, height: 1)
    scratch.direction = key.direction
    let used = scratch.put(text, x: key.x, y: 0, style: key.style)
    let placed = scratch.placed(Rect(x: key.x, y: 0, width: used, height: 1))
      .intersection(scratch.area)
    guard used == width, placed.width == used else { return (-1, []) }
    let outside = (0..<scratch.width).contains { column in
      !(placed.x..<placed.maxX).contains(column) && scratch[column, 0] != .blank
    }
    guard !outside else { return (-1, []) }
    return (placed.x, (placed.x..<placed.maxX).map { scratch[$0, 0] })
  }

  /// `digit` written `count` times: repeated(1, 3) is 111.
  private static func repeated(_ digit: Int, count: Int) -> Int {
    (0..<count).reduce(0) { number, _ in number * 10 + digit }
  }

  /// Digits counting up from `first` (9 wraps to 1, so the first is never 0): 3456…
  private static func cycling(from first: Int, count: Int) -> Int {
    (0..<count).reduce(0) { number, index in number * 10 + (first - 1 + index) % 9 + 1 }
  }
}
