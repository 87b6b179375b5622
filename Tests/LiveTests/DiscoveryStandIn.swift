import Foundation

/// A stand-in TMDB for discover, people, more like this, providers and collections: TMDB's
/// real response shapes, a few films, and TMDB's 404 for anything else.
enum DiscoveryStandIn {
  static func reply(_ request: ServedRequest) -> Reply {
    switch request.path {
    case "/3/genre/movie/list": return .json(200, genres)
    case "/3/discover/movie": return .json(200, dramas)
    case "/3/movie/550/recommendations": return .json(200, numbered(emptyPage, request))
    case "/3/movie/550/similar": return .json(200, numbered(similar, request))
    case "/3/movie/550/watch/providers": return .json(200, providers)
    case "/3/movie/550": return .json(200, fightClub)
    case "/3/movie/120": return .json(200, fellowship)
    case "/3/movie/120/watch/providers": return .json(200, #"{"id": 120, "results": {}}"#)
    case "/3/person/287": return .json(200, bradPitt)
    case "/3/search/person": return .json(200, people)
    case "/3/collection/119": return .json(200, trilogy)
    default:
      return .json(
        404,
        #"{"success": false, "status_code": 34, "status_message": "The resource you requested could not be found."}"#
      )
    }
  }

  static let genres = """
    {"genres": [{"id": 28, "name": "Action"}, {"id": 18, "name": "Drama"}, {"id": 80, "name": "Crime"},
                {"id": 27, "name": "Horror"}]}
    """

  static let dramas = """
    {"page": 1, "results": [
      {"adult": false, "id": 278, "title": "The Shawshank Redemption", "original_title": "The Shawshank Redemption",
       "release_date": "1994-09-23", "genre_ids": [18, 80], "popularity": 120.5, "vote_average": 8.7, "vote_count": 26000},
      {"adult": false, "id": 424, "title": "Schindler's List", "original_title": "Schindler's List",
       "release_date": "1993-12-15", "genre_ids": [18, 36, 10752], "popularity": 80.1, "vote_average": 8.6, "vote_count": 15000}],
     "total_pages": 1, "total_results": 2}
    """

  /// A list page numbered as asked: TMDB answers the page asked for (empty past the end), and
  /// the client refuses any other.
  static func numbered(_ body: String, _ request: ServedRequest) -> String {
    guard let page = request.value("page"), page != "1" else { return body }
    return body.replacingOccurrences(of: #"{"page": 1,"#, with: #"{"page": \#(page),"#)
  }

  static let emptyPage = #"{"page": 1, "results": [], "total_pages": 0, "total_results": 0}"#

  static let similar = """
    {"page": 1, "results": [
      {"adult": false, "id": 807, "title": "Se7en", "original_title": "Se7en", "release_date": "1995-09-22",
       "genre_ids": [80, 53], "popularity": 40.2, "vote_average": 8.4, "vote_count": 20000}],
     "total_pages": 1, "total_results": 1}
    """

  static let providers = """
    {"id": 550, "results": {
      "US": {"link": "https://www.themoviedb.org/movie/550-fight-club/watch?locale=US",
        "flatrate": [{"logo_path": "/hulu.jpg", "provider_id": 15, "provider_name": "Hulu", "display_priority": 7},
                     {"logo_path": "/n.jpg", "provider_id": 8, "provider_name": "Netflix", "display_priority": 0}],
        "rent": [{"logo_path": "/a.jpg", "provider_id": 2, "provider_name": "Apple TV", "display_priority": 4}]},
      "FR": {"link": "https://www.themoviedb.org/movie/550-fight-club/watch?locale=FR",
        "buy": [{"logo_path": "/c.jpg", "provider_id": 381, "provider_name": "Canal+\\u001b[31m", "display_priority": 2}]}}}
    """

  static let fightClub = """
    {"adult": false, "id": 550, "title": "Fight Club", "original_title": "Fight Club",
     "release_date": "1999-10-15", "runtime": 139, "genres": [{"id": 18, "name": "Drama"}],
     "overview": "A ticking-time-bomb insomniac and a soap salesman.", "vote_average": 8.4, "vote_count": 28000,
     "belongs_to_collection": null, "status": "Released",
     "credits": {"cast": [{"id": 287, "name": "Brad Pitt", "character": "Tyler Durden", "order": 1}],
                 "crew": [{"id": 7467, "name": "David Fincher", "job": "Director", "department": "Directing"}]}}
    """

  static let fellowship = """
    {"id": 120, "title": "The Fellowship of the Ring", "release_date": "2001-12-18",
     "belongs_to_collection": {"id": 119, "name": "The Lord of the Rings Collection",
                               "poster_path": "/p.jpg", "backdrop_path": "/b.jpg"}}
    """

  static let bradPitt = """
    {"adult": false, "also_known_as": [], "biography": "An American actor and film producer.",
     "birthday": "1963-12-18", "deathday": null, "id": 287, "known_for_department": "Acting",
     "name": "Brad Pitt", "place_of_birth": "Shawnee, Oklahoma, USA", "popularity": 20.5,
     "profile_path": "/p.jpg", "imdb_id": "nm0000093", "homepage": null,
     "movie_credits": {
       "cast": [
         {"adult": false, "id": 807, "title": "Se7en", "original_title": "Se7en", "release_date": "1995-09-22",
          "genre_ids": [80], "popularity": 40.2, "vote_average": 8.4, "vote_count": 20000,
          "character": "Detective David Mills", "credit_id": "a", "order": 0},
         {"adult": false, "id": 550, "title": "Fight Club", "original_title": "Fight Club", "release_date": "1999-10-15",
          "genre_ids": [18], "popularity": 60.1, "vote_average": 8.4, "vote_count": 28000,
          "character": "Tyler Durden", "credit_id": "b", "order": 1}],
       "crew": [
         {"adult": false, "id": 76203, "title": "12 Years a Slave", "original_title": "12 Years a Slave",
          "release_date": "2013-10-18", "genre_ids": [18], "popularity": 30.0, "vote_average": 7.9,
          "vote_count": 10000, "credit_id": "c", "department": "Production", "job": "Producer"}]}}
    """

  static let people = """
    {"page": 1, "results": [
      {"adult": false, "id": 287, "known_for_department": "Acting", "name": "Brad Pitt", "popularity": 20.5,
       "profile_path": "/p.jpg", "known_for": [{"id": 550, "media_type": "movie", "title": "Fight Club"},
                                               {"id": 1399, "media_type": "tv", "name": "Friends"}]}],
     "total_pages": 1, "total_results": 1}
    """

  static let trilogy = """
    {"id": 119, "name": "The Lord of the Rings Collection", "overview": "One ring to rule them all.",
     "poster_path": null, "backdrop_path": null, "parts": [
       {"adult": false, "id": 122, "title": "The Return of the King", "original_title": "The Return of the King",
        "release_date": "2003-12-01", "genre_ids": [12], "vote_average": 8.5, "vote_count": 23000},
       {"adult": false, "id": 120, "title": "The Fellowship of the Ring", "original_title": "The Fellowship of the Ring",
        "release_date": "2001-12-18", "genre_ids": [12], "vote_average": 8.4, "vote_count": 25000},
       {"adult": false, "id": 121, "title": "The Two Towers", "original_title": "The Two Towers",
        "release_date": "2002-12-18", "genre_ids": [12], "vote_average": 8.4, "vote_count": 21000}]}
    """
}
