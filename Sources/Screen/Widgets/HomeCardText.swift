import TMDB

/// A home card's text lines (its title, its year and rating) cut to the card's width.
enum HomeCardText {
  /// `TextLayout.truncate(text, toWidth: width)` with its "…". Text of printable ASCII alone
  /// (most titles, every facts line) is cut by counting bytes: each byte is then a character
  /// one column wide. Measuring the text and then each character kept cost ~3,000
  /// instructions a line, ~6,000 a card drawn afresh (about one each `l` once a row turns
  /// over its first screen).
  static func truncate(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    let cut: String?? = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
      guard bytes.count > width else { return text }
      // The ellipsis takes the last column; spaces before it are dropped.
      var kept = width - 1
      while kept > 0, bytes[kept - 1] == 0x20 { kept -= 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<kept]), as: UTF8.self)
        + "…"
    }
    if case .some(.some(let shown)) = cut { return shown }
    return TextLayout.truncate(text, toWidth: width)
  }
}

/// What a home card shows of a film: the fields its cells are drawn from, and no others.
///
/// A card used to carry the whole `MovieSummary` (eight strings and arrays, the overview
/// among them) through its drawing and into the remembered cards, and each of the ~30 copies
/// a card drawn afresh made retained and released all eight: most of what a row turning over
/// cost besides the drawing itself. A change in anything else (the overview, the genres) does
/// not change the card, so it no longer counts as one either.
struct HomeCardFilm: Equatable, Sendable {
  var id: Int
  var title: String
  /// The release date's year: all of the date a card shows.
  var year: Int?
  var voteAverage: Double?
  var voteCount: Int?
  var posterPath: String?

  init(_ movie: MovieSummary) {
    id = movie.id
    title = movie.title
    year = Self.year(of: movie.releaseDate) ?? movie.year
    voteAverage = movie.voteAverage
    voteCount = movie.voteCount
    posterPath = movie.posterPath
  }

  /// Read where the film is stored, without copying the whole of it first.
  init(_ movie: UnsafePointer<MovieSummary>) {
    id = movie.pointee.id
    title = movie.pointee.title
    year = Self.year(of: movie.pointee.releaseDate) ?? movie.pointee.year
    voteAverage = movie.pointee.voteAverage
    voteCount = movie.pointee.voteCount
    posterPath = movie.pointee.posterPath
  }

  /// `MovieSummary.year`'s answer for a date whose first four characters are ASCII digits
  /// (every date TMDB gives), read from its bytes; nil for any other date, which `year` then
  /// reads. Counting the date's characters and parsing a prefix of them as a substring cost
  /// ~1,200 instructions a card, a fifth of one drawn afresh.
  static func year(of date: String?) -> Int?? {
    guard var date else { return nil }
    return date.withUTF8 { bytes -> Int?? in
      guard bytes.count >= 4 else { return nil }
      var year = 0
      for index in 0..<4 {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        year = year * 10 + Int(digit)
      }
      // A byte past 0x7F after the digits may join the fourth into one character (a
      // combining mark): that date is `year`'s to read.
      guard bytes.count == 4 || bytes[4] < 0x80 else { return nil }
      return .some(year > 1800 ? year : nil)
    }
  }
}
