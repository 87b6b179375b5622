import Browser
import Screen
import TMDB

/// Hand-made TMDB data for the render tests; `RenderDriver` feeds it through the real reducer,
/// so every rendered fixture is a state the app can actually reach.
enum RenderFixtures {
  static let configuration = TMDBConfiguration(
    images: ImageConfiguration(
      secureBaseURL: "https://image.tmdb.org/t/p/", posterSizes: ["w92", "w342", "original"]))

  static let genres = [
    Genre(id: 12, name: "Adventure"), Genre(id: 14, name: "Fantasy"),
    Genre(id: 16, name: "Animation"), Genre(id: 18, name: "Drama"),
    Genre(id: 28, name: "Action"), Genre(id: 35, name: "Comedy"),
    Genre(id: 53, name: "Thriller"), Genre(id: 878, name: "Science Fiction"),
    Genre(id: 10751, name: "Family"),
  ]

  static func movie(
    _ id: Int, _ title: String, original: String? = nil, date: String? = nil,
    vote: Double? = nil, votes: Int? = nil, genres: [Int] = [], overview: String? = nil
  ) -> MovieSummary {
    MovieSummary(
      id: id, title: title, originalTitle: original ?? title, overview: overview,
      releaseDate: date, voteAverage: vote, voteCount: votes, genreIDs: genres)
  }

  static let spiritedAwayOverview = """
    A young girl, Chihiro, becomes trapped in a strange new world of spirits. When her parents \
    undergo a mysterious transformation, she must call upon the courage she never knew she had \
    to free her family.

    Working in the bathhouse of the witch Yubaba, she learns to face greed, loneliness and her \
    own fear, befriends the river spirit Haku and the silent No-Face, and remembers that a name \
    is worth keeping. 千尋 becomes 千, and then 千尋 again.
    """

  /// Page 1 of "Popular": the titles a terminal finds hardest.
  static let popularMovies: [MovieSummary] = [
    movie(550, "Fight Club", date: "1999-10-15", vote: 8.438, votes: 30_000, genres: [18, 53]),
    movie(
      129, "Spirited Away", original: "千と千尋の神隠し", date: "2001-07-20", vote: 8.5,
      votes: 16_000, genres: [16, 10751, 14], overview: spiritedAwayOverview),
    movie(496243, "기생충", date: "2019-05-30", vote: 8.5, votes: 18_000, genres: [35, 53, 18]),
    movie(60243, "وجدة", date: "2012-08-31", vote: 7.4, votes: 400, genres: [18]),
    movie(900001, "🎬 Popcorn 🍿 Night", date: "2024-01-05", vote: 6.1, votes: 12, genres: [35]),
    movie(
      120,
      "The Lord of the Rings: The Fellowship of the Ring — Extended Edition Director's Cut",
      date: "2001-12-18", vote: 8.4, votes: 25_000, genres: [12, 14]),
    movie(
      194, "Ame\u{301}lie", original: "Le Fabuleux Destin d'Amélie Poulain", date: "2001-04-25",
      vote: 7.9, votes: 11_000, genres: [35]),
    movie(900002, "Untested Premiere", date: "2026-03-01", vote: 0, votes: 0),
    movie(603, "The Matrix", date: "1999-03-31", vote: 8.2, votes: 25_500, genres: [28, 878]),
    movie(900003, "", date: nil, vote: nil, votes: nil),
    movie(238, "The Godfather", date: "1972-03-14", vote: 8.7, votes: 20_000, genres: [18]),
    movie(155, "The Dark Knight", date: "2008-07-16", vote: 8.5, votes: 32_000, genres: [28]),
    movie(680, "Pulp Fiction", date: "1994-09-10", vote: 8.5, votes: 27_000, genres: [53]),
    movie(13, "Forrest Gump", date: "1994-06-23", vote: 8.5, votes: 26_000, genres: [35, 18]),
    movie(27205, "Inception", date: "2010-07-15", vote: 8.4, votes: 36_000, genres: [28, 878]),
    movie(157336, "Interstellar", date: "2014-11-05", vote: 8.4, votes: 34_000, genres: [12]),
    movie(424, "Schindler's List", date: "1993-12-15", vote: 8.6, votes: 15_000, genres: [18]),
    movie(278, "The Shawshank Redemption", date: "1994-09-23", vote: 8.7, votes: 26_500),
    movie(19404, "दिलवाले दुल्हनिया ले जायेंगे", date: "1995-10-20", vote: 8.5, votes: 4_400),
    movie(372058, "君の名は。", date: "2016-08-26", vote: 8.5, votes: 11_000, genres: [16]),
  ]

  private static let pool = [
    "Alien", "Heat", "Up", "Amadeus", "Rashomon", "Vertigo", "Casablanca", "Psycho", "Ran",
    "Oldboy", "Memento", "Cinema Paradiso", "Metropolis", "Stalker", "Yojimbo", "Persona",
    "Brazil", "Fargo", "Jaws", "Akira",
  ]

  /// A category page: the hand-made page 1, or 20 plain titles for any other page.
  static func categoryPage(_ page: Int, totalPages: Int = 500, totalResults: Int = 10_000)
    -> MoviePage
  {
    let results =
      page == 1
      ? popularMovies
      : pool.enumerated().map { index, title in
        movie(
          1_000_000 + page * 100 + index, "\(title) (\(page)-\(index + 1))",
          date: "\(1950 + (page + index) % 70)-01-01", vote: Double(50 + (page + index) % 40) / 10,
          votes: 100 + index)
      }
    return MoviePage(
      page: page, results: results, totalPages: totalPages, totalResults: totalResults)
  }

  static let duneResults: [MovieSummary] = [
    movie(693134, "Dune: Part Two", date: "2024-02-27", vote: 8.2, votes: 6_000, genres: [878]),
    movie(438631, "Dune", date: "2021-09-15", vote: 7.8, votes: 12_000, genres: [878, 12]),
    movie(841, "Dune", date: "1984-12-14", vote: 6.3, votes: 2_500, genres: [878]),
    movie(251480, "Jodorowsky's Dune", date: "2013-08-30", vote: 7.9, votes: 800),
    movie(900004, "デューン／砂の惑星", date: nil, vote: nil, votes: 0),
  ]

  static func searchPage(_ query: String) -> MoviePage {
    let results = query == "dune" ? duneResults : []
    return MoviePage(
      page: 1, results: results, totalPages: results.isEmpty ? 0 : 1,
      totalResults: results.count)
  }

  static let spiritedAwayDetails: MovieDetails = {
    var details = MovieDetails(id: 129, title: "Spirited Away")
    details.originalTitle = "千と千尋の神隠し"
    details.originalLanguage = "ja"
    details.overview = spiritedAwayOverview
    details.tagline = "The tunnel led Chihiro to a mysterious town…"
    details.releaseDate = "2001-07-20"
    details.runtime = 125
    details.genres = [
      Genre(id: 16, name: "Animation"), Genre(id: 10751, name: "Family"),
      Genre(id: 14, name: "Fantasy"),
    ]
    details.voteAverage = 8.537
    details.voteCount = 16_234
    details.credits = Credits(
      cast: [
        CastMember(name: "Miyu Irino", character: "Haku (voice)", order: 1),
        CastMember(name: "Rumi Hiiragi", character: "Chihiro Ogino / Sen (voice)", order: 0),
        CastMember(name: "Mari Natsuki", character: "Yubaba / Zeniba (voice)", order: 2),
        CastMember(name: "Takashi Naito", character: "Akio Ogino (voice)", order: 3),
        CastMember(name: "Yasuko Sawaguchi", character: "Yugo Ogino (voice)", order: 4),
        CastMember(name: "Tatsuya Gashūin", character: "Aogaeru (voice)", order: 5),
      ],
      crew: [
        CrewMember(name: "Toshio Suzuki", job: "Producer"),
        CrewMember(name: "Hayao Miyazaki", job: "Director"),
      ])
    details.videos = VideoList(results: [
      Video(name: "Teaser", site: "YouTube", key: "teaser1", type: "Teaser", official: true),
      Video(name: "Trailer", site: "YouTube", key: "ByXuk9QqQkk", type: "Trailer", official: true),
    ])
    details.releaseDates = ReleaseDateList(results: [
      CountryReleaseDates(
        country: "JP",
        releaseDates: [ReleaseDateEntry(certification: "G", releaseDate: nil, type: 3)]),
      CountryReleaseDates(
        country: "US",
        releaseDates: [
          ReleaseDateEntry(certification: "", releaseDate: nil, type: 1),
          ReleaseDateEntry(certification: "PG", releaseDate: nil, type: 3),
        ]),
    ])
    return details
  }()

  static let fightClubDetails: MovieDetails = {
    var details = MovieDetails(id: 550, title: "Fight Club")
    details.overview = """
      A ticking-time-bomb insomniac and a slippery soap salesman channel primal male \
      aggression into a shocking new form of therapy. Their concept catches on, with \
      underground "fight clubs" forming in every town, until an eccentric gets in the way and \
      ignites an out-of-control spiral toward oblivion.
      """
    details.tagline = "Mischief. Mayhem. Soap."
    details.releaseDate = "1999-10-15"
    details.runtime = 139
    details.genres = [Genre(id: 18, name: "Drama"), Genre(id: 53, name: "Thriller")]
    details.voteAverage = 8.438
    details.voteCount = 30_000
    details.credits = Credits(
      cast: ["Edward Norton", "Brad Pitt", "Helena Bonham Carter", "Meat Loaf", "Jared Leto"]
        .enumerated().map { CastMember(name: $1, order: $0) },
      crew: [CrewMember(name: "David Fincher", job: "Director")])
    details.releaseDates = ReleaseDateList(results: [
      CountryReleaseDates(
        country: "US",
        releaseDates: [ReleaseDateEntry(certification: "R", releaseDate: nil, type: 3)])
    ])
    return details
  }()

  static let help: [KeyHelpSection] = [
    KeyHelpSection(
      title: "Moving",
      entries: [
        KeyHelpEntry(keys: "j / ↓", action: "next movie"),
        KeyHelpEntry(keys: "k / ↑", action: "previous movie"),
        KeyHelpEntry(keys: "g / Home", action: "first movie"),
        KeyHelpEntry(keys: "G / End", action: "last movie"),
        KeyHelpEntry(keys: "PgDn / Ctrl-d", action: "page / half page down"),
        KeyHelpEntry(keys: "PgUp / Ctrl-u", action: "page / half page up"),
      ]),
    KeyHelpSection(
      title: "Lists",
      entries: [
        KeyHelpEntry(keys: "/", action: "search (as you type)"),
        KeyHelpEntry(keys: "⏎", action: "open details · search now"),
        KeyHelpEntry(keys: "esc / h", action: "back · cancel loading"),
        KeyHelpEntry(keys: "tab", action: "next pane"),
        KeyHelpEntry(keys: "1-5", action: "Popular … Trending"),
      ]),
    KeyHelpSection(
      title: "Movies",
      entries: [
        KeyHelpEntry(keys: "w", action: "add to / remove from watchlist"),
        KeyHelpEntry(keys: "W", action: "watchlist"),
        KeyHelpEntry(keys: "r", action: "refresh · retry"),
      ]),
    KeyHelpSection(
      title: "Reel",
      entries: [
        KeyHelpEntry(keys: "?", action: "this help"),
        KeyHelpEntry(keys: "q", action: "quit"),
      ]),
  ]
}
