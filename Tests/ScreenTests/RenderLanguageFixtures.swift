import Browser
import Screen
import TMDB

/// Persian data for the right-to-left screens: titles as TMDB serves them with
/// `language=fa-IR`, one with Latin digits and one left in English (no translation).
enum PersianFixtures {
  static let twentyFingers = "20 انگشت"

  static let movies: [MovieSummary] = [
    RenderFixtures.movie(
      60243, "درباره الی", original: "درباره الی", date: "2009-02-07", vote: 7.8, votes: 1_024,
      genres: [18], overview: aboutEllyOverview),
    RenderFixtures.movie(
      55347, "جدایی نادر از سیمین", original: "جدایی نادر از سیمین", date: "2011-03-16",
      vote: 7.9, votes: 2_500, genres: [18]),
    RenderFixtures.movie(
      139997, twentyFingers, original: twentyFingers, date: "2004-08-27", vote: 6.2, votes: 18,
      genres: [18]),
    RenderFixtures.movie(
      693134, "Dune: Part Two", date: "2024-02-27", vote: 8.2, votes: 6_000, genres: [878]),
    RenderFixtures.movie(
      21334, "بچه‌های آسمان", original: "بچه‌های آسمان", date: "1997-01-01", vote: 8.0,
      votes: 1_100, genres: [18, 10751]),
    RenderFixtures.movie(30020, "طعم گیلاس", date: "1997-05-28", vote: 7.4, votes: 600),
  ]

  static let aboutEllyOverview = """
    چند خانواده برای تعطیلات سه‌روزه به شمال می‌روند و الی، مربی مهدکودک، را هم با خود می‌برند. \
    روز دوم الی ناپدید می‌شود و دروغ‌های کوچک 13 ساله ناگهان بزرگ می‌شوند.
    """

  static let aboutEllyDetails: MovieDetails = {
    var details = MovieDetails(id: 60243, title: "درباره الی")
    details.originalTitle = "درباره الی"
    details.overview = aboutEllyOverview
    details.releaseDate = "2009-02-07"
    details.runtime = 119
    details.genres = [Genre(id: 18, name: "درام")]
    details.voteAverage = 7.8
    details.voteCount = 1_024
    details.credits = Credits(
      cast: ["گلشیفته فراهانی", "ترانه علیدوستی", "شهاب حسینی"].enumerated().map {
        CastMember(name: $1, order: $0)
      },
      crew: [CrewMember(name: "اصغر فرهادی", job: "Director")])
    return details
  }()

  static func page(_ page: Int) -> MoviePage {
    MoviePage(
      page: page, results: page == 1 ? movies : [], totalPages: 1, totalResults: movies.count)
  }
}

/// A render context in `code`'s language with the standard key labels.
func languageContext(_ code: String, help: [KeyHelpSection] = []) -> RenderContext {
  var context = testContext(help: help)
  context.language = ScreenLanguage(code: code) ?? .english
  return context
}
