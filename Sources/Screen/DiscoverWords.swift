import Browser
import TMDB

/// The discover form's and a discover list's words in the user's language: sorts, filters,
/// the form's fields and what is wrong with them. Numbers in the language's digits; genre
/// names and language codes are data and stay as TMDB gives them.
extension Words {
  /// "most popular first", "titles A–Z".
  func sort(_ sort: DiscoverSort) -> String { self(Self.key(of: sort)) }

  static func key(of sort: DiscoverSort) -> MessageKey {
    switch (sort.field, sort.ascending) {
    case (.popularity, false): .sortPopularityDescending
    case (.popularity, true): .sortPopularityAscending
    case (.rating, false): .sortRatingDescending
    case (.rating, true): .sortRatingAscending
    case (.releaseDate, false): .sortDateDescending
    case (.releaseDate, true): .sortDateAscending
    case (.revenue, false): .sortRevenueDescending
    case (.revenue, true): .sortRevenueAscending
    case (.title, true): .sortTitleAscending
    case (.title, false): .sortTitleDescending
    }
  }

  /// The filters in words, for a list's title: "Drama · from 1990 · most popular first".
  func filters(_ filters: DiscoverFilters) -> String {
    func names(_ ids: Set<Int>) -> [String] {
      ids.map { id in genres[id].map(MovieFormatting.clean) ?? genreNumber(id) }
        .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }
    func joined(_ names: [String], by key: MessageKey) -> String {
      names.dropFirst().reduce(names.first ?? "") { sentence, name in
        self(Message(key, ["first": .text(sentence), "second": .text(name)]))
      }
    }
    var parts: [String] = []
    if !filters.genres.isEmpty { parts.append(joined(names(filters.genres), by: .filterAnd)) }
    if !filters.excludedGenres.isEmpty {
      let genres = joined(names(filters.excludedGenres), by: .filterOr)
      parts.append(self(Message(.filterNot, ["genres": .text(genres)])))
    }
    if let years = filters.years { parts.append(range(years, unit: nil)) }
    if let rating = filters.minimumRating {
      parts.append(self(Message(.filterRatingAtLeast, ["rating": .text(decimal(rating))])))
    }
    if let votes = filters.minimumVotes {
      parts.append(self(Message(.filterVotesAtLeast, ["count": .number(votes)])))
    }
    if let code = filters.originalLanguage, !code.isEmpty {
      parts.append(self(Message(.filterOriginalLanguage, ["code": .text(code)])))
    }
    if let runtime = filters.runtime { parts.append(range(runtime, unit: .filterMinutes)) }
    if let certification = filters.certification, !certification.isEmpty {
      parts.append(
        self(
          Message(
            .filterRated,
            [
              "certification": .text(certification),
              "country": .text(filters.certificationCountry ?? "US"),
            ])))
    }
    if parts.isEmpty { parts.append(self(.filterAllMovies)) }
    parts.append(sort(filters.sort))
    return parts.joined(separator: " · ")
  }

  /// "genre 12", for an id the genre list does not name.
  func genreNumber(_ id: Int) -> String {
    self(Message(.discoverGenreNumber, ["number": .number(id)]))
  }

  /// "1990–1999", "from 1990", "until 120 min".
  private func range(_ range: DiscoverRange, unit: MessageKey?) -> String {
    func withUnit(_ value: String) -> String {
      guard let unit else { return value }
      return self(Message(unit, ["value": .text(value)]))
    }
    switch (range.lower, range.upper) {
    case (let lower?, let upper?) where lower == upper:
      return withUnit(format.number(lower))
    case (let lower?, let upper?):
      return withUnit(format.number(lower) + "–" + format.number(upper))
    case (let lower?, nil):
      return self(Message(.filterFrom, ["value": .text(withUnit(format.number(lower)))]))
    case (nil, let upper?):
      return self(Message(.filterUntil, ["value": .text(withUnit(format.number(upper)))]))
    case (nil, nil):
      return self(.discoverAny)
    }
  }

  /// "7.5", "7": at most two decimals, none when whole, in the language's digits.
  private func decimal(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    if hundredths % 100 == 0 { return format.number(hundredths / 100) }
    return format.decimal(value, fractionDigits: hundredths % 10 == 0 ? 1 : 2)
  }

  /// The label of a field of the discover form.
  func label(_ field: DiscoverForm.Field) -> String {
    switch field {
    case .genre: self(.discoverFieldGenre)
    case .excludedGenre: self(.discoverFieldExcludedGenre)
    case .years: self(.discoverFieldYears)
    case .minimumRating: self(.discoverFieldMinimumRating)
    case .minimumVotes: self(.discoverFieldMinimumVotes)
    case .language: self(.discoverFieldLanguage)
    case .runtime: self(.discoverFieldRuntime)
    case .certification: self(.discoverFieldCertification)
    case .sort: self(.discoverFieldSort)
    }
  }

  /// What to type in the field the form could not read.
  func problem(_ problem: DiscoverFormProblem) -> String {
    if let range = problem.rightWayRound {
      let key: MessageKey =
        problem.field == .years ? .discoverProblemYearsBackwards : .discoverProblemRuntimeBackwards
      return self(Message(key, ["range": .text(range)]))
    }
    return switch problem.field {
    case .years: self(.discoverProblemYears)
    case .minimumRating: self(.discoverProblemRating)
    case .minimumVotes: self(.discoverProblemVotes)
    case .runtime: self(.discoverProblemRuntime)
    // Fields of choices cannot be wrong; should one be, its label says where to look.
    case .genre, .excludedGenre, .language, .certification, .sort: label(problem.field)
    }
  }

  /// A person's department as TMDB names it ("Directing"), in the user's language when it is
  /// one of TMDB's departments, else as TMDB wrote it.
  func department(_ name: String) -> String {
    let keys: [String: MessageKey] = [
      "Acting": .departmentActing, "Directing": .departmentDirecting,
      "Writing": .departmentWriting, "Production": .departmentProduction,
      "Sound": .departmentSound, "Camera": .departmentCamera, "Editing": .departmentEditing,
      "Art": .departmentArt, "Costume & Make-Up": .departmentCostumeMakeUp,
      "Crew": .departmentCrew, "Visual Effects": .departmentVisualEffects,
      "Lighting": .departmentLighting,
    ]
    return keys[name].map { self($0) } ?? name
  }
}

/// The same words for the printing commands, which print them as plain text.
extension ScreenLanguage {
  private func printingWords(genres: [Genre] = []) -> Words {
    var words = Words(
      self, keys: KeyLabels(),
      genres: Dictionary(genres.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }))
    words.printing = true
    return words
  }

  /// "Drama · from 1990 · most popular first", genre names from `genres`.
  public func filters(_ filters: DiscoverFilters, genres: [Genre]) -> String {
    printingWords(genres: genres).filters(filters)
  }

  /// A department as TMDB names it, in this language when Reel knows the word.
  public func department(_ name: String) -> String { printingWords().department(name) }

  /// A calendar date from TMDB ("1941-01-05") as this language writes it; English keeps
  /// TMDB's form, as Reel has always printed it.
  public func date(iso text: String) -> String {
    strings.language == "en" ? text : format.date(iso: text) ?? text
  }
}
