import Browser
import Screen
import TMDB
import Testing

/// TMDB's failures and the browser's names, worded through the tables: English reads exactly
/// as Reel's words did before the tables, the other languages in their own words.
@Suite struct LocalizationErrorTests {
  static let errors: [TMDBError] = [
    .notFound(endpoint: "movie 42"),
    .unauthorized(message: "Invalid API key: You must be granted a valid key."),
    .credentialRefused(credential: "API key from TMDB_API_KEY", message: nil),
    .credentialRefused(credential: "access token from --access-token", message: "Expired."),
    .rejected(status: 422, message: "page must be less than or equal to 500"),
    .rateLimited(retryAfter: nil),
    .rateLimited(retryAfter: 2.2),
    .server(status: 503, message: nil),
    .server(status: 500, message: "Internal error."),
    .unexpectedStatus(418, endpoint: "search"),
    .badResponse(endpoint: "movie 42", reason: "the data is truncated"),
    .damagedRecord(file: "3_movie_popular__page-1.json", reason: #"missing "response""#),
    .network(.timedOut, endpoint: "popular movies"),
    .network(.cannotConnect("api.themoviedb.org"), endpoint: "popular movies"),
    .network(.cannotResolveHost("api.themoviedb.org"), endpoint: "search"),
    .network(.connectionLost, endpoint: "search"),
    .network(.cancelled, endpoint: "search"),
    .network(.other("TLS handshake failed"), endpoint: "search"),
    .gaveUp(after: 4, .rateLimited(retryAfter: nil)),
    .gaveUp(after: 4, .rateLimited(retryAfter: 30)),
    .gaveUp(after: 3, .server(status: 502, message: nil)),
    // A recording that cannot be written is said as that in every language, not as a
    // network error (the answer did arrive).
    .recordingFailed(path: "/tmp/rec/3_configuration.json", reason: "the disk is full"),
  ]

  @Test(arguments: errors)
  func englishReadsExactlyAsTMDBErrorSays(error: TMDBError) {
    #expect(ScreenLanguage.english.text(Message(error: error)) == error.message)
  }

  @Test func otherLanguagesWordTheSameFailures() throws {
    let persian = try #require(ScreenLanguage(code: "fa-IR"))
    let arabic = try #require(ScreenLanguage(code: "ar-SA"))
    let japanese = try #require(ScreenLanguage(code: "ja-JP"))
    let gaveUp = TMDBError.gaveUp(after: 3, .server(status: 502, message: nil))
    #expect(
      persian.text(Message(error: gaveUp)) == "خطای سرور TMDB (۵۰۲)؛ پس از ۳ تلاش کنار گذاشته شد.")
    #expect(arabic.text(Message(error: gaveUp)) == "خطأ في خادم TMDB (٥٠٢)؛ توقّف بعد ٣ محاولات.")
    #expect(japanese.text(Message(error: gaveUp)) == "TMDB のサーバーエラー（502）。3回試して中止しました。")
    // A damaged replay record is the catalog's fault: no language blames TMDB's server for it.
    let damaged = TMDBError.damagedRecord(file: "3_movie_popular__page-1.json", reason: "x")
    #expect(
      japanese.text(Message(error: damaged))
        == "リプレイカタログのファイル 3_movie_popular__page-1.json が壊れています：x。")
    for language in [ScreenLanguage.english, persian, arabic, japanese] {
      let text = language.text(Message(error: damaged))
      #expect(text.contains("3_movie_popular__page-1.json") && !text.contains("TMDB"))
    }
    for error in Self.errors {
      for language in [persian, arabic, japanese] {
        let text = language.text(Message(error: error))
        #expect(!text.isEmpty && text != error.message, "\(language.tmdbCode): \(error)")
      }
    }
  }

  @Test func categoryAndOrderNamesMatchTheBrowsersEnglish() {
    for category in Category.allCases {
      #expect(ScreenLanguage.english.text(Message(Message.title(of: category))) == category.title)
    }
    let orderNames: [WatchlistOrder: String] = [
      .added: "newest first", .title: "by title", .year: "by year", .rating: "by rating",
    ]
    for order in WatchlistOrder.allCases {
      #expect(ScreenLanguage.english.text(Message(Message.title(of: order))) == orderNames[order])
    }
  }
}
