import Foundation

/// TMDB-shaped bodies for the calls that lead from one film to the next, trimmed from real
/// answers (field names, nesting and types exactly as TMDB sends them).
enum DiscoveryFixtures {
  static let person = """
    {"adult": false, "also_known_as": ["William Bradley Pitt"],
     "biography": "An American actor and film producer.", "birthday": "1963-12-18",
     "deathday": null, "gender": 2, "homepage": null, "id": 287, "imdb_id": "nm0000093",
     "known_for_department": "Acting", "name": "Brad Pitt",
     "place_of_birth": "Shawnee, Oklahoma, USA", "popularity": 20.5,
     "profile_path": "/cckcYc2v0yh1tc9QjRelptcOBko.jpg",
     "movie_credits": {
       "cast": [
         {"adult": false, "backdrop_path": "/fc.jpg", "genre_ids": [18], "id": 550,
          "original_language": "en", "original_title": "Fight Club", "overview": "A ticking bomb.",
          "popularity": 60.1, "poster_path": "/fc-p.jpg", "release_date": "1999-10-15",
          "title": "Fight Club", "video": false, "vote_average": 8.4, "vote_count": 28000,
          "character": "Tyler Durden", "credit_id": "52fe4250c3a36847f80149f3", "order": 1},
         {"adult": false, "genre_ids": [80, 53], "id": 807, "original_language": "en",
          "original_title": "Se7en", "popularity": 40.2, "release_date": "1995-09-22",
          "title": "Se7en", "vote_average": 8.4, "vote_count": 20000,
          "character": "Detective David Mills", "credit_id": "52fe4279c3a36847f8024d7b", "order": 0},
         {"adult": false, "genre_ids": [28], "id": 900001, "original_title": "Untitled Project",
          "popularity": 2.0, "release_date": "", "title": "Untitled Project",
          "character": "", "credit_id": "x1", "order": 3}
       ],
       "crew": [
         {"adult": false, "genre_ids": [18], "id": 550, "original_title": "Fight Club",
          "popularity": 60.1, "release_date": "1999-10-15", "title": "Fight Club",
          "credit_id": "c1", "department": "Production", "job": "Executive Producer"},
         {"adult": false, "genre_ids": [18, 36], "id": 76203, "original_title": "12 Years a Slave",
          "popularity": 30.0, "release_date": "2013-10-18", "title": "12 Years a Slave",
          "credit_id": "c2", "department": "Production", "job": "Producer"}
       ],
       "id": 287}}
    """

  static let personSearch = """
    {"page": 1, "results": [
      {"adult": false, "gender": 2, "id": 287, "known_for_department": "Acting",
       "name": "Brad Pitt", "original_name": "Brad Pitt", "popularity": 20.5,
       "profile_path": "/cckcYc2v0yh1tc9QjRelptcOBko.jpg",
       "known_for": [
         {"adult": false, "id": 550, "media_type": "movie", "title": "Fight Club",
          "original_title": "Fight Club", "release_date": "1999-10-15", "genre_ids": [18]},
         {"adult": false, "id": 1399, "media_type": "tv", "name": "Friends",
          "original_name": "Friends", "first_air_date": "1994-09-22"}]},
      {"adult": false, "id": 1562134, "known_for_department": "Crew", "name": "Brad Pittman",
       "popularity": 0.6, "profile_path": null, "known_for": []}],
     "total_pages": 1, "total_results": 2}
    """

  static let providers = """
    {"id": 550, "results": {
      "US": {"link": "https://www.themoviedb.org/movie/550-fight-club/watch?locale=US",
        "flatrate": [
          {"logo_path": "/hulu.jpg", "provider_id": 15, "provider_name": "Hulu", "display_priority": 7},
          {"logo_path": "/netflix.jpg", "provider_id": 8, "provider_name": "Netflix", "display_priority": 0}],
        "rent": [{"logo_path": "/apple.jpg", "provider_id": 2, "provider_name": "Apple TV", "display_priority": 4}],
        "buy": [{"logo_path": "/apple.jpg", "provider_id": 2, "provider_name": "Apple TV", "display_priority": 4},
                {"logo_path": "/amazon.jpg", "provider_id": 10, "provider_name": "Amazon Video", "display_priority": 11}]},
      "FR": {"link": "https://www.themoviedb.org/movie/550-fight-club/watch?locale=FR",
        "flatrate": [{"logo_path": "/canal.jpg", "provider_id": 381, "provider_name": "Canal+", "display_priority": 2}]}}}
    """

  static let collection = """
    {"id": 119, "name": "The Lord of the Rings Collection",
     "overview": "The Fellowship sets out to destroy the One Ring.",
     "poster_path": "/lotr.jpg", "backdrop_path": "/lotr-b.jpg",
     "parts": [
       {"adult": false, "id": 122, "title": "The Return of the King", "original_title": "The Return of the King",
        "release_date": "2003-12-01", "genre_ids": [12, 14], "popularity": 80, "vote_average": 8.5, "vote_count": 23000},
       {"adult": false, "id": 120, "title": "The Fellowship of the Ring", "original_title": "The Fellowship of the Ring",
        "release_date": "2001-12-18", "genre_ids": [12, 14], "popularity": 90, "vote_average": 8.4, "vote_count": 25000},
       {"adult": false, "id": 121, "title": "The Two Towers", "original_title": "The Two Towers",
        "release_date": "2002-12-18", "genre_ids": [12, 14], "popularity": 70, "vote_average": 8.4, "vote_count": 21000}]}
    """

  /// A related or discover page of the given ids.
  /// A list page, numbered `number` (TMDB answers the page asked for, even past the end).
  static func page(_ ids: [Int], total: Int? = nil, number: Int = 1) -> String {
    let rows = ids.map { id in
      """
      {"adult": false, "id": \(id), "title": "Film \(id)", "original_title": "Film \(id)",
       "release_date": "1994-0\(id % 9 + 1)-01", "genre_ids": [18], "popularity": \(id % 97),
       "vote_average": 7.9, "vote_count": 900, "media_type": "movie"}
      """
    }
    return """
      {"page": \(number), "results": [\(rows.joined(separator: ","))],
       "total_pages": \(ids.isEmpty ? 0 : 1), "total_results": \(total ?? ids.count)}
      """
  }
}
