import Foundation

/// A list page (`MoviePage`) decoded straight from its bytes, the fast path of
/// `PayloadDecoder` for every list page, replayed or live.
///
/// `JSONDecoder` and the lenient containers cost a page of twenty films ~1.8 M instructions
/// (~60 k a film, most of it the `Decoder` protocol's dynamic dispatch and type look-ups, each
/// time a home row turns to its next page). This reader builds the same page in one pass over
/// the bytes, applying the rules `MoviePage.init(from:)` and `MovieSummary.init(from:)` apply:
/// the same values, the same items and fields dropped and reported in the same order.
///
/// It reads only what it reads plainly. Whatever else (invalid JSON or UTF-8, a duplicate
/// member, an escaped key, a number it does not parse exactly, a page `JSONDecoder` refuses)
/// gives nil with the report untouched, and the caller decodes the body the full way, whose
/// answer or error stands. `MoviePageReaderDifferentialTests` and the fuzz target
/// `moviePages` hold the two paths to the same answers.
public enum MoviePageReader {
  /// The page `body` holds, with what was dropped added to `report`; nil when the body is not
  /// one this reader reads (see the type's comment).
  public static func read(_ body: Data, report: DecodeReport) -> MoviePage? {
    let read = body.withUnsafeBytes { raw -> (MoviePage, [PageDrop])? in
      var reader = PageByteReader(bytes: raw)
      return try? reader.moviePage()
    }
    guard let (page, drops) = read else { return nil }
    for drop in drops {
      if drop.isItem { report.droppedItem(drop.path) } else { report.droppedField(drop.path) }
    }
    return page
  }
}

/// A field or an item lenient decoding dropped, reported once the whole page has been read.
struct PageDrop {
  var isItem: Bool
  var path: [PathKey]
}

/// One step of a report's path, spelled as `DecodeReport` spells `JSONDecoder`'s.
struct PathKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }
}

/// Which members of one object were met: a repeated one gives up (`JSONDecoder` keeps the
/// first, and agreeing with it is not worth a rarer path).
struct MembersSeen {
  private var bits: UInt16 = 0

  /// Inlined: called for every member of every film, it was a call of its own (~200
  /// instructions a film with its bookkeeping).
  @inline(__always)
  mutating func meet(_ index: Int) throws(GiveUp) {
    let bit: UInt16 = 1 << index
    guard bits & bit == 0 else { throw GiveUp() }
    bits |= bit
  }
}

extension PageByteReader {
  /// The page, as `MoviePage.init(from:)` decodes it; gives up where that throws.
  mutating func moviePage() throws(GiveUp) -> (MoviePage, [PageDrop]) {
    guard try kind() == .object else { throw GiveUp() }
    try open(UInt8(ascii: "{"))
    var seen = MembersSeen()
    var drops: [PageDrop] = []
    var number: Int?
    var results: [MovieSummary]?
    var totalPages: Int?
    var totalResults: Int?
    var dates: DateRange?
    // The page's own fields are reported after its films, in the order decoding meets them.
    var pageDropped: [String] = []
    var droppedTotalPages = false
    var droppedTotalResults = false
    var droppedDates = false
    var members = 0
    while let key = try nextKey(count: &members) {
      if self.key(key, is: "page") {
        try seen.meet(0)
        number = try integer()
      } else if self.key(key, is: "results") {
        try seen.meet(1)
        results = try films(drops: &drops)
      } else if self.key(key, is: "total_pages") {
        try seen.meet(2)
        totalPages = try optionalInteger(dropped: &droppedTotalPages)
      } else if self.key(key, is: "total_results") {
        try seen.meet(3)
        totalResults = try optionalInteger(dropped: &droppedTotalResults)
      } else if self.key(key, is: "dates") {
        try seen.meet(4)
        dates = try dateRange(dropped: &droppedDates)
      } else {
        try skipValue()
      }
    }
    guard atEnd(), let number, (1...MoviePage.maximumPages + 1).contains(number), let results
    else { throw GiveUp() }
    if droppedTotalPages { pageDropped.append("total_pages") }
    if droppedTotalResults { pageDropped.append("total_results") }
    if droppedDates { pageDropped.append("dates") }
    drops += pageDropped.map { PageDrop(isItem: false, path: [PathKey($0)]) }
    // The initialiser clamps the totals as decoding does.
    let page = MoviePage(
      page: number, results: results, totalPages: totalPages ?? number,
      totalResults: totalResults ?? results.count, dates: dates)
    return (page, drops)
  }

  /// The page's films; one that is not a film is dropped and reported, as `LossyElement` does.
  private mutating func films(drops: inout [PageDrop]) throws(GiveUp) -> [MovieSummary] {
    guard try kind() == .array else { throw GiveUp() }
    try open(UInt8(ascii: "["))
    var films: [MovieSummary] = []
    films.reserveCapacity(MoviePage.pageSize)
    var count = 0
    while try nextElement(count: &count) {
      let index = count - 1
      // Refused by `MoviePage` before a film is decoded: stop reading at once.
      guard index < MoviePage.maximumResultsPerPage else { throw GiveUp() }
      if try kind() == .object {
        try appendFilm(index, to: &films, drops: &drops)
      } else {
        try skipValue()
        drops.append(PageDrop(isItem: true, path: [PathKey("results"), PathKey(intValue: index)]))
      }
    }
    return films
  }

  /// A field that is a whole number or null; any other type is dropped (and noted).
  mutating func optionalInteger(dropped: inout Bool) throws(GiveUp) -> Int? {
    switch try kind() {
    case .number: return try integer()
    case .null:
      try null()
      return nil
    default:
      try skipValue()
      dropped = true
      return nil
    }
  }

  /// `dates`, as the synthesised `DateRange` decoding reads it through `optional`.
  private mutating func dateRange(dropped: inout Bool) throws(GiveUp) -> DateRange? {
    switch try kind() {
    case .null:
      try null()
      return nil
    case .object: break
    default:
      try skipValue()
      dropped = true
      return nil
    }
    try open(UInt8(ascii: "{"))
    var seen = MembersSeen()
    var minimum: String?
    var maximum: String?
    var mistyped = false
    var members = 0
    while let key = try nextKey(count: &members) {
      let isMinimum = self.key(key, is: "minimum")
      guard isMinimum || self.key(key, is: "maximum") else {
        try skipValue()
        continue
      }
      try seen.meet(isMinimum ? 0 : 1)
      guard try kind() == .string else {
        try skipValue()
        mistyped = true
        continue
      }
      let text = try string()
      if isMinimum { minimum = text } else { maximum = text }
    }
    guard !mistyped, let minimum, let maximum else {
      dropped = true
      return nil
    }
    return DateRange(minimum: minimum, maximum: maximum)
  }
}
