/// One film of a list page, as `MovieSummary.init(from:)` decodes it.
extension PageByteReader {
  /// A film's members, numbered in the order `MovieSummary.init(from:)` decodes them: the
  /// order its dropped fields are reported in.
  private enum Slot: Int {
    case id, originalTitle, title, originalLanguage, overview, posterPath, backdropPath
    case releaseDate, voteAverage, voteCount, popularity, genreIDs, adult

    /// The key as TMDB writes it.
    var name: String {
      switch self {
      case .id: "id"
      case .originalTitle: "original_title"
      case .title: "title"
      case .originalLanguage: "original_language"
      case .overview: "overview"
      case .posterPath: "poster_path"
      case .backdropPath: "backdrop_path"
      case .releaseDate: "release_date"
      case .voteAverage: "vote_average"
      case .voteCount: "vote_count"
      case .popularity: "popularity"
      case .genreIDs: "genre_ids"
      case .adult: "adult"
      }
    }
  }

  /// The member `key` names. Compared as 64-bit words rather than byte by byte (a page has
  /// ~280 keys): the key's first eight bytes (zero-padded when shorter; a key holds no zero
  /// byte) and, from eight bytes on, its last eight. The constants are the names' bytes read
  /// little-endian; a wrong one would lose a field, which the differential tests would see.
  private func slot(_ key: Range<Int>) -> Slot? {
    let count = key.count
    if count < 8 {
      switch shortWord(key) {
      case 0x6469: return .id
      case 0x65_6c74_6974: return .title
      case 0x74_6c75_6461: return .adult
      default: return nil
      }
    }
    let first = bytes.loadUnaligned(fromByteOffset: key.lowerBound, as: UInt64.self)
    let last = bytes.loadUnaligned(fromByteOffset: key.upperBound - 8, as: UInt64.self)
    switch (count, first, last) {
    case (8, 0x7765_6976_7265_766f, _): return .overview
    case (9, 0x6469_5f65_726e_6567, 0x7364_695f_6572_6e65): return .genreIDs
    case (10, 0x6972_616c_7570_6f70, 0x7974_6972_616c_7570): return .popularity
    case (10, 0x756f_635f_6574_6f76, 0x746e_756f_635f_6574): return .voteCount
    case (11, 0x705f_7265_7473_6f70, 0x6874_6170_5f72_6574): return .posterPath
    case (12, 0x6576_615f_6574_6f76, 0x6567_6172_6576_615f): return .voteAverage
    case (12, 0x5f65_7361_656c_6572, 0x6574_6164_5f65_7361): return .releaseDate
    case (13, 0x706f_7264_6b63_6162, 0x6874_6170_5f70_6f72): return .backdropPath
    case (14, 0x6c61_6e69_6769_726f, 0x656c_7469_745f_6c61): return .originalTitle
    // Seventeen bytes: the two words leave the ninth unread.
    case (17, 0x6c61_6e69_6769_726f, 0x6567_6175_676e_616c):
      return bytes[key.lowerBound + 8] == UInt8(ascii: "_") ? .originalLanguage : nil
    default: return nil
    }
  }

  /// A key of fewer than eight bytes as a word, zero-padded.
  @inline(__always)
  private func shortWord(_ key: Range<Int>) -> UInt64 {
    if key.lowerBound + 8 <= end {
      let word = bytes.loadUnaligned(fromByteOffset: key.lowerBound, as: UInt64.self)
      return word & ((1 << UInt64(key.count * 8)) &- 1)
    }
    var word: UInt64 = 0
    for index in key.reversed() { word = word << 8 | UInt64(bytes[index]) }
    return word
  }

  /// Appends the film at `index` of the results (the cursor at its `{`) to `films`, unless it
  /// is dropped (reported in `drops`) for want of a usable id. Made in the list's own storage:
  /// returned as an optional, each film was copied into the list (its seven strings retained)
  /// and the optional destroyed (released), ~1 k instructions a film.
  mutating func appendFilm(
    _ index: Int, to films: inout [MovieSummary], drops: inout [PageDrop]
  ) throws(GiveUp) {
    try open(UInt8(ascii: "{"))
    var seen = MembersSeen()
    var dropped: UInt16 = 0
    var id: Int?
    var idMistyped = false
    var originalTitle: String?
    var title: String?
    var originalLanguage: String?
    var overview: String?
    var posterPath: String?
    var backdropPath: String?
    var releaseDate: String?
    var voteAverage: Double?
    var voteCount: Int?
    var popularity: Double?
    var genreIDs: [Int] = []
    var droppedGenres: [Int] = []
    var adult: Bool?
    // The first of the two titles read, as written: the other, written the same, is the same
    // text (not a second string made of it).
    var firstTitle: (contents: Range<Int>, text: String)?
    var members = 0
    while let key = try nextKey(count: &members) {
      guard let slot = slot(key) else {
        try skipValue()
        continue
      }
      try seen.meet(slot.rawValue)
      var mistyped = false
      switch slot {
      case .id:
        if try kind() == .number {
          id = try integer()
        } else {
          try skipValue()
          idMistyped = true
        }
      case .originalTitle: originalTitle = try optionalTitle(&mistyped, &firstTitle)
      case .title: title = try optionalTitle(&mistyped, &firstTitle)
      case .originalLanguage: originalLanguage = try optionalString(&mistyped)
      case .overview: overview = try optionalString(&mistyped)
      case .posterPath: posterPath = try optionalString(&mistyped)
      case .backdropPath: backdropPath = try optionalString(&mistyped)
      case .releaseDate: releaseDate = try optionalString(&mistyped)
      case .voteAverage: voteAverage = try optionalDouble(&mistyped)
      case .voteCount: voteCount = try optionalInteger(dropped: &mistyped)
      case .popularity: popularity = try optionalDouble(&mistyped)
      case .genreIDs: genreIDs = try genres(dropped: &droppedGenres, mistyped: &mistyped)
      case .adult: adult = try optionalBool(&mistyped)
      }
      if mistyped { dropped |= 1 << slot.rawValue }
    }
    // Made only when something is dropped: the index's key is text made at run time.
    var path: [PathKey] { [PathKey("results"), PathKey(intValue: index)] }
    // Without an id TMDB can have (1...Int32.max, as the decoder checks) the item goes,
    // before any of its fields is read.
    guard !idMistyped, let id, TMDBID.range.contains(id) else {
      drops.append(PageDrop(isItem: true, path: path))
      return
    }
    if dropped != 0 || !droppedGenres.isEmpty {
      for slot in Slot.originalTitle.rawValue...Slot.adult.rawValue {
        if dropped & (1 << slot) != 0 {
          let name = Slot(rawValue: slot)?.name ?? ""
          drops.append(PageDrop(isItem: false, path: path + [PathKey(name)]))
        }
        if slot == Slot.genreIDs.rawValue {
          for element in droppedGenres {
            drops.append(
              PageDrop(
                isItem: true, path: path + [PathKey("genre_ids"), PathKey(intValue: element)]))
          }
        }
      }
    }
    let keptOriginal = originalTitle.map(Self.keptTitle)
    films.append(
      MovieSummary(
        id: id, title: title.map(Self.keptTitle) ?? keptOriginal ?? "",
        originalTitle: keptOriginal, originalLanguage: Self.nonEmpty(originalLanguage),
        overview: overview.map(Self.keptOverview), posterPath: Self.nonEmpty(posterPath),
        backdropPath: Self.nonEmpty(backdropPath), releaseDate: Self.nonEmpty(releaseDate),
        voteAverage: voteAverage.flatMap(Rating.average),
        voteCount: voteCount.flatMap(Rating.count),
        popularity: popularity.flatMap(Rating.popularity), genreIDs: genreIDs, adult: adult))
  }

  // The cuts `MovieSummary.init(from:)` makes (the differential test holds them equal).

  private static func keptTitle(_ title: String) -> String {
    title.utf8.count <= MovieSummary.titleCharacters
      ? title : String(title.prefix(MovieSummary.titleCharacters))
  }

  private static func keptOverview(_ overview: String) -> String {
    overview.utf8.count <= MovieDetails.overviewCharacters
      ? overview : String(overview.prefix(MovieDetails.overviewCharacters))
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  // Optional fields: null is nil; another type than the field's is nil, and noted.

  private mutating func optionalString(_ mistyped: inout Bool) throws(GiveUp) -> String? {
    switch try kind() {
    case .string: return try string()
    case .null: try null()
    default:
      try skipValue()
      mistyped = true
    }
    return nil
  }

  /// `optionalString` for a title: the text of `first` when written as it is, and noted as
  /// `first` when it is the first title read.
  private mutating func optionalTitle(
    _ mistyped: inout Bool, _ first: inout (contents: Range<Int>, text: String)?
  ) throws(GiveUp) -> String? {
    guard try kind() == .string else { return try optionalString(&mistyped) }
    let (text, contents) = try string(reusing: first)
    if first == nil, let contents { first = (contents, text) }
    return text
  }

  private mutating func optionalDouble(_ mistyped: inout Bool) throws(GiveUp) -> Double? {
    switch try kind() {
    case .number: return try double()
    case .null: try null()
    default:
      try skipValue()
      mistyped = true
    }
    return nil
  }

  private mutating func optionalBool(_ mistyped: inout Bool) throws(GiveUp) -> Bool? {
    switch try kind() {
    case .bool: return try bool()
    case .null: try null()
    default:
      try skipValue()
      mistyped = true
    }
    return nil
  }

  /// `genre_ids`, as `LenientContainer.lossyArray(Int.self, _:)` reads it: an element that is
  /// not a number is dropped (its index noted), a value that is not a list is dropped whole.
  private mutating func genres(
    dropped: inout [Int], mistyped: inout Bool
  ) throws(GiveUp) -> [Int] {
    switch try kind() {
    case .array: break
    case .null:
      try null()
      return []
    default:
      try skipValue()
      mistyped = true
      return []
    }
    try open(UInt8(ascii: "["))
    // Room for a film's genres made at once: grown from empty, the list was made again at
    // its second and third genre (~1 k instructions a film, 21 k a page). TMDB has 19 genres
    // and gives a film a few.
    var values: [Int] = []
    values.reserveCapacity(8)
    var count = 0
    while try nextElement(count: &count) {
      let index = count - 1
      if try kind() == .number {
        values.append(try integer())
      } else {
        try skipValue()
        dropped.append(index)
      }
    }
    return values
  }
}
