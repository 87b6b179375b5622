import Foundation

/// Whether a 2xx answer is one `TMDBClient` would use for the request it answers: a JSON object
/// in UTF-8 that is not TMDB's error object, which decodes as the model the path asks for and
/// is about the page, film, person or collection asked for.
///
/// The response cache's one check, for what it keeps, serves as fresh and falls back on. It
/// had its own as well, which parsed every answer whole with JSONSerialization only to learn
/// it was an object and not the error object, before this decoded it again.
///
/// For the response cache, which keeps answers below the client and used to keep any JSON
/// object: an answer the client refuses (page 7 for page 2, another film's details, a
/// configuration without an image address) replaced the last good one, so offline the user got
/// the refusal again instead of what TMDB last said, and a configuration (served from the cache
/// for a day without asking) kept Reel from starting for that day.
public enum UsableAnswer {
  /// For a path this does not know, any JSON object that is not the error object (as before).
  public static func check(_ response: TransportResponse, for request: TransportRequest) -> Bool {
    let body = response.body
    guard isObjectAnswer(body) else { return false }
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 3, parts[0].isEmpty, parts[1] == "3" else { return isJSONObject(body) }
    let route = parts.dropFirst(2).map(String.init)
    let page = request.query.last { $0.name == "page" }.flatMap { Int($0.value) }
    switch route {
    case ["configuration"]:
      return decodes(TMDBConfiguration.self, body)
    case ["genre", "movie", "list"]:
      return decodes(GenreList.self, body)
    case ["search", "movie"], ["discover", "movie"], ["trending", "movie", "week"],
      ["movie", "popular"], ["movie", "top_rated"], ["movie", "now_playing"],
      ["movie", "upcoming"]:
      return isPage(MoviePage.self, body, page) { $0.page }
    case ["search", "person"]:
      return isPage(PersonPage.self, body, page) { $0.page }
    case let route
    where route.count == 3 && route[0] == "movie" && Int(route[1]) != nil
      && ["recommendations", "similar"].contains(route[2]):
      return isPage(MoviePage.self, body, page) { $0.page }
    case let route where route.count == 2 && route[0] == "movie":
      return isRecord(MovieDetails.self, body, route[1]) { $0.id }
    case let route
    where route.count == 4 && route[0] == "movie" && route[2] == "watch"
      && route[3] == "providers":
      // An answer without an id is kept by the client too (a recording's).
      return isRecord(WatchProviderResults.self, body, route[1]) { $0.id ?? Int(route[1]) }
    case let route where route.count == 2 && route[0] == "person":
      return isRecord(PersonDetails.self, body, route[1]) { $0.id }
    case let route where route.count == 2 && route[0] == "collection":
      return isRecord(MovieCollection.self, body, route[1]) { $0.id }
    default:
      return isJSONObject(body)
    }
  }

  /// What every TMDB answer is, checked on the bytes: its first byte opens an object (not an
  /// HTML page, a list, a byte order mark: the cache never kept one, wide JSON that opens with
  /// a NUL included), its text is UTF-8 (the decoder would mend a bad byte; the cache never kept
  /// one), and its top level is not TMDB's error object, keys escaped or not. UTF-16 or UTF-32
  /// JSON that opens with its `{` is read as the text it spells, as it always was.
  private static func isObjectAnswer(_ body: Data) -> Bool {
    guard body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{")
    else { return false }
    let text = Redactor.wideJSONText(body).map { Data($0.utf8) } ?? body
    guard text.withUnsafeBytes(UTF8Check.isValid) else { return false }
    let keys = JSONTopLevelKeys.of(text)
    return !(keys.contains("status_code") && keys.contains("status_message"))
  }

  /// A whole parse, for the answers no model here decodes: that it is JSON at all.
  private static func isJSONObject(_ body: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: body)) is [String: Any]
  }

  private static func decoded<T: Decodable>(_ type: T.Type, _ body: Data) -> T? {
    try? PayloadDecoder.decode(T.self, from: body, endpoint: "")
  }

  private static func decodes<T: Decodable>(_ type: T.Type, _ body: Data) -> Bool {
    decoded(T.self, body) != nil
  }

  /// A page answer for the page asked for (any page, when the request named none).
  private static func isPage<T: Decodable>(
    _ type: T.Type, _ body: Data, _ asked: Int?, number: (T) -> Int
  ) -> Bool {
    guard let answer = decoded(T.self, body) else { return false }
    return asked.map { $0 == number(answer) } ?? true
  }

  /// An answer about the record the path names.
  private static func isRecord<T: Decodable>(
    _ type: T.Type, _ body: Data, _ asked: String, id: (T) -> Int?
  ) -> Bool {
    guard let answer = decoded(T.self, body) else { return false }
    return Int(asked).map { $0 == id(answer) } ?? true
  }
}
