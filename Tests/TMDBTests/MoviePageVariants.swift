import Foundation

/// Hostile list pages, generated: every member of a film and of the page missing, null, of
/// each wrong type, huge, escaped, duplicated, written with an escaped key; films that are not
/// films; numbers of every form; broken JSON around it all.
enum MoviePageVariants {
  static let filmMembers: [(String, String)] = [
    ("adult", "false"), ("backdrop_path", #""/b.jpg""#), ("genre_ids", "[18, 80]"),
    ("id", "550"), ("original_language", #""en""#), ("original_title", #""Fight Club""#),
    ("overview", #""A ticking-time-bomb insomniac and a slippery soap salesman.""#),
    ("popularity", "61.416"), ("poster_path", #""/p.jpg""#), ("release_date", #""1999-10-15""#),
    ("title", #""Fight Club""#), ("video", "false"), ("vote_average", "8.433"),
    ("vote_count", "26280"),
  ]

  static let pageMembers: [(String, String)] = [
    ("page", "2"), ("total_pages", "40"), ("total_results", "800"),
    ("dates", #"{"maximum": "2024-02-01", "minimum": "2024-01-01"}"#),
  ]

  /// Values of every kind and form, put in place of each member in turn.
  static let values: [String] = [
    "null", "0", "-1", "1", "7", "-0", "0.0", "-0.0", "1.5", "10", "10.5", "11", "1e3", "1E-2",
    "2.5e1", "501", "502", "1000", "100000001", "9007199254740993", "99999999999999999999",
    "123456789012345678", "1234567890123456789", "1e309", "-1e309", "1e-400", "0.1", "3.14159",
    "7.123456789012345678", "00", "01", "1.", ".5", "+1", "-", "1e", "0x10", "NaN",
    #""""#, #""x""#, #""12""#, #""true""#, #""\u00e9\"\\\/\b\f\n\r\t""#,
    #""\ud83c\udfac ok""#, #""\ud800""#, #""\udc00x""#, #""\ud800\u0041""#, #""\u0000""#,
    #""\q""#, #""\u12G4""#, "\"tab\there\"", "\"é ü 千と千尋 👩‍👩‍👧\"", "\"\u{202E}rtl\"",
    "true", "false", "tru", "nul", "{}", #"{"a": 1}"#, #"{"minimum": "a", "maximum": "b"}"#,
    "[]", "[1, 2]", #"[1, "x", null, 2]"#, "[1.5]", "[1, [2]]", "[{}]", "[true]",
    #"[99999999999999999999]"#, "[-3, 0]", "[[[[[[1]]]]]]",
    "\"" + String(repeating: "T", count: 20_000) + "\"",
    "\"" + String(repeating: "👩‍👩‍👧", count: 2_000) + "\"",
    "\"" + String(repeating: "é", count: 12_000) + "\"",
  ]

  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }

  static func page(films: [String], members: [(String, String)] = pageMembers) -> String {
    object(members + [("results", "[" + films.joined(separator: ", ") + "]")])
  }

  static let film = object(filmMembers)

  /// A film with `name` replaced by `value` (nil: removed), beside two plain films.
  static func withFilm(_ name: String, _ value: String?) -> String {
    var members = filmMembers.filter { $0.0 != name }
    if let value { members.insert((name, value), at: members.count / 2) }
    return page(films: [film, object(members), film])
  }

  static func all() -> [String] {
    var bodies: [String] = [page(films: [film]), page(films: []), page(films: [film, film])]
    let names = filmMembers.map(\.0) + ["unknown"]
    for name in names {
      bodies.append(withFilm(name, nil))
      for value in values { bodies.append(withFilm(name, value)) }
      let value = filmMembers.first { $0.0 == name }?.1 ?? "1"
      // Duplicated, the same or another value; an escaped or non-ASCII spelling of the key.
      var members = filmMembers
      members.append((name, value))
      bodies.append(page(films: [object(members)]))
      members[members.count - 1] = (name, "null")
      bodies.append(page(films: [object(members)]))
      let escaped = name.replacingOccurrences(of: "t", with: "\\u0074")
      bodies.append(page(films: [object(filmMembers.filter { $0.0 != name } + [(escaped, value)])]))
      bodies.append(page(films: [object(filmMembers + [(name + "é", value)])]))
    }
    for name in pageMembers.map(\.0) + ["results", "unknown"] {
      let others = pageMembers.filter { $0.0 != name }
      bodies.append(object(others + [("results", "[\(film)]")].filter { $0.0 != name }))
      for value in values {
        var members = others
        members.append((name, value))
        if name != "results" { members.append(("results", "[\(film)]")) }
        bodies.append(object(members))
      }
      bodies.append(object(pageMembers + [(name, "3"), ("results", "[\(film)]")]))
    }
    for item in ["null", "1", #""x""#, "[]", "true", "{}", #"{"id": "550"}"#, #"{"id": -5}"#] {
      bodies.append(page(films: [film, item, film]))
    }
    for dates in [
      #"{"minimum": "a"}"#, #"{"minimum": null, "maximum": "b"}"#,
      #"{"minimum": 1, "maximum": "b"}"#,
      #"{"minimum": "a", "maximum": "b", "extra": [1]}"#,
      #"{"minimum": "a", "minimum": "c", "maximum": "b"}"#,
      #"{"m\u0069nimum": "a", "maximum": "b"}"#,
    ] {
      bodies.append(object([("page", "1"), ("dates", dates), ("results", "[\(film)]")]))
    }
    bodies += structural()
    return bodies
  }

  /// The page's shape itself: whitespace, truncation, trailing text, depth, list length.
  static func structural() -> [String] {
    let plain = page(films: [film, film])
    var bodies = [
      plain.replacingOccurrences(of: ", ", with: " ,\n\t ").replacingOccurrences(
        of: ": ", with: "\r\n :  "),
      plain.replacingOccurrences(of: " ", with: ""), " \n" + plain + "\n ", plain + " x",
      plain + "{}",
      String(plain.dropLast()), String(plain.dropLast(40)), "[" + plain + "]", "\u{FEFF}" + plain,
      "{}", "[]", "null", "1", #""page""#, "", " ", "{\"page\": 1, \"results\": [] ", "{,}",
      "{\"page\": 1, \"results\": [],}", "{\"page\": 1, \"results\": [1,]}", "{\"page\" 1}",
      "{'page': 1, 'results': []}", "{\"page\": 1, \"results\": [\"\u{1}\"]}",
    ]
    for depth in [60, 62, 63, 64, 65] {
      let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      bodies.append(object([("page", "1"), ("deep", nested), ("results", "[\(film)]")]))
    }
    for count in [999, 1_000, 1_001] {
      bodies.append(page(films: (1...count).map { #"{"id": \#($0), "title": "x"}"# }))
    }
    return bodies
  }

  /// Random decimal literals, for the exactness of `Double`s read.
  static func numbers(count: Int) -> [String] {
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in
      let digits = Int.random(in: 1...19, using: &generator)
      var text = Int.random(in: 0...3, using: &generator) == 0 ? "-" : ""
      let first = Int.random(in: 1...9, using: &generator)
      text += String(first)
      for _ in 1..<digits { text += String(Int.random(in: 0...9, using: &generator)) }
      let point = Int.random(in: 0...digits, using: &generator)
      if point < digits {
        let index = text.index(text.endIndex, offsetBy: -(digits - point))
        text.insert(".", at: index)
        if text.hasSuffix(".") { text += "0" }
        if text.hasPrefix(".") || text.hasPrefix("-.") {
          text = text.replacingOccurrences(of: ".", with: "0.")
        }
      }
      if Int.random(in: 0...3, using: &generator) == 0 {
        text += "e" + String(Int.random(in: -30...30, using: &generator))
      }
      return text
    }
  }
}
