import TMDB

/// The JSON of `reel list|search --pages`, written straight into bytes. A thousand movies went
/// through `JSONEncoder` (a tree of boxed values, then sorting every object's keys) in about as
/// long as a round trip to TMDB, after the last page had arrived; this writes the same bytes
/// (`JSONOutput.encode`'s: keys sorted, two-space indent, `"key" : value`) in one pass.
///
/// Like `JSONOutput`, every scalar a terminal would act on or hide is a `\u` escape, so the
/// output is safe to show: C0 controls, DEL, C1, bidi and zero-width marks, tag characters.
enum PageSpanJSON {
  /// One document: `{ "complete" …, "results" : [ … ], "total_results" … }` and a newline.
  static func document(_ span: PageSpan) -> [UInt8] {
    var out = JSONBytes(pretty: true)
    out.reserve(span.results.count * 900)
    out.beginObject()
    out.key("complete")
    out.bool(span.isComplete)
    if let dates = span.dates {
      out.key("dates")
      out.beginObject()
      out.key("maximum")
      out.string(dates.maximum)
      out.key("minimum")
      out.string(dates.minimum)
      out.endObject()
    }
    out.key("duplicates_dropped")
    out.int(span.duplicatesDropped)
    if let failure = span.failure {
      out.key("failed_page")
      out.int(failure.page)
    }
    out.key("page_range")
    out.beginObject()
    out.key("first")
    out.int(span.pages.lowerBound)
    out.key("last")
    out.int(span.pages.upperBound)
    out.endObject()
    out.key("results")
    out.beginArray()
    for movie in span.results { out.movie(movie) }
    out.endArray()
    out.key("total_pages")
    out.int(span.totalPages)
    out.key("total_results")
    out.int(span.totalResults)
    out.endObject()
    out.newline()
    return out.bytes
  }

  /// One compact movie object a line.
  static func lines(_ span: PageSpan) -> [UInt8] {
    var out = JSONBytes(pretty: false)
    out.reserve(span.results.count * 700)
    for movie in span.results {
      out.movie(movie)
      out.newline()
    }
    return out.bytes
  }
}

/// A JSON writer for the shapes above, with `JSONEncoder`'s layout. Keys are written in the
/// order given: the callers give them sorted.
struct JSONBytes {
  private(set) var bytes: [UInt8] = []
  let pretty: Bool
  private var depth = 0
  /// Whether the innermost open object or array has a member yet.
  private var hasMember: [Bool] = []
  /// A key was just written: the next value is its value, not a new member.
  private var afterKey = false

  init(pretty: Bool) { self.pretty = pretty }

  mutating func reserve(_ count: Int) { bytes.reserveCapacity(count) }

  mutating func newline() { bytes.append(0x0A) }

  mutating func beginObject() { open(UInt8(ascii: "{")) }
  mutating func endObject() { close(UInt8(ascii: "}")) }
  mutating func beginArray() { open(UInt8(ascii: "[")) }
  mutating func endArray() { close(UInt8(ascii: "]")) }

  /// A member's name; its value follows.
  mutating func key(_ name: StaticString) {
    member()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    if pretty {
      bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
    } else {
      bytes.append(UInt8(ascii: ":"))
    }
    afterKey = true
  }

  mutating func bool(_ value: Bool) {
    element()
    let word: StaticString = value ? "true" : "false"
    word.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Digits straight into the output: no String made for each of the thousands of numbers.
  mutating func int(_ value: Int) {
    element()
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes[start...].reverse()
  }

  /// As `JSONEncoder` writes a finite Double: its shortest form, without a trailing ".0".
  mutating func double(_ value: Double) {
    element()
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes.append(contentsOf: text.utf8)
  }

  mutating func string(_ value: String) {
    element()
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      // Most strings need no escape at all: copied whole.
      if !utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }) {
        bytes.append(contentsOf: utf8)
      } else {
        escape(utf8)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A movie as TMDB names its fields, sorted; fields TMDB left out are left out.
  mutating func movie(_ movie: MovieSummary) {
    beginObject()
    if let adult = movie.adult {
      key("adult")
      bool(adult)
    }
    if let backdrop = movie.backdropPath {
      key("backdrop_path")
      string(backdrop)
    }
    key("genre_ids")
    beginArray()
    for id in movie.genreIDs { int(id) }
    endArray()
    key("id")
    int(movie.id)
    if let language = movie.originalLanguage {
      key("original_language")
      string(language)
    }
    if let originalTitle = movie.originalTitle {
      key("original_title")
      string(originalTitle)
    }
    if let overview = movie.overview {
      key("overview")
      string(overview)
    }
    if let popularity = movie.popularity {
      key("popularity")
      double(popularity)
    }
    if let poster = movie.posterPath {
      key("poster_path")
      string(poster)
    }
    if let date = movie.releaseDate {
      key("release_date")
      string(date)
    }
    key("title")
    string(movie.title)
    if let average = movie.voteAverage {
      key("vote_average")
      double(average)
    }
    if let count = movie.voteCount {
      key("vote_count")
      int(count)
    }
    endObject()
  }

  // MARK: - Layout

  private mutating func open(_ bracket: UInt8) {
    element()
    bytes.append(bracket)
    depth += 1
    hasMember.append(false)
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    let empty = hasMember.removeLast() == false
    if pretty {
      // An empty one as `JSONEncoder` writes it: `[`, two line breaks, the indent, `]`.
      if empty { bytes.append(0x0A) }
      bytes.append(0x0A)
      indent()
    }
    bytes.append(bracket)
  }

  /// Before a key, or an array element: the comma and the line break.
  private mutating func member() {
    guard !hasMember.isEmpty else { return }
    if hasMember[hasMember.count - 1] {
      bytes.append(UInt8(ascii: ","))
    }
    if pretty {
      bytes.append(0x0A)
      indent()
    }
    hasMember[hasMember.count - 1] = true
  }

  /// A value: inside an array it is a member of its own; after a key it is not.
  private mutating func element() {
    if afterKey {
      afterKey = false
    } else {
      member()
    }
  }

  private mutating func indent() {
    bytes.append(contentsOf: repeatElement(0x20, count: depth * 2))
  }

  // MARK: - Escaping

  private mutating func escape(_ utf8: UnsafeBufferPointer<UInt8>) {
    for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "\"": bytes.append(contentsOf: [0x5C, 0x22])
      case "\\": bytes.append(contentsOf: [0x5C, 0x5C])
      case "\u{08}": bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case "\u{0C}": bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case "\n": bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case "\r": bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case "\t": bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      default:
        if scalar.value < 0x20 || JSONOutput.mustEscape(scalar) {
          for unit in scalar.utf16 { unicodeEscape(unit) }
        } else {
          UTF8.encode(scalar) { bytes.append($0) }
        }
      }
    }
  }

  /// `\u` and four lower-case hex digits.
  private mutating func unicodeEscape(_ unit: UInt16) {
    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u")])
    for shift in stride(from: 12, through: 0, by: -4) {
      let digit = UInt8((unit >> UInt16(shift)) & 0xF)
      bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
    }
  }
}
