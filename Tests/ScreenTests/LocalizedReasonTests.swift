import CCurl
import Foundation
import Screen
import Testing

@testable import TMDB

/// The reasons inside TMDB's failures, made by the code that makes them (the decoder, the
/// replay store, the libcurl mapping), worded in every language: a Japanese, Persian or Arabic
/// sentence carries no English clause ("… not a readable HTTP answer", "more than 10000
/// entries"), and English still reads exactly as `TMDBError.message` says.
@Suite struct LocalizedReasonTests {
  static let languages = ["ja-JP", "fa-IR", "ar-SA"].compactMap(ScreenLanguage.init(code:))

  /// What may stay in Latin letters in any language: names of things (TMDB, JSON, HTTP …), the
  /// hints that quote command-line words, and the data the errors below carry (field names and
  /// words from the bodies, the host).
  static let kept = [
    "--api-base-url", "http_proxy", "https_proxy", "no_proxy", "ulimit", "libcurl", "TMDB",
    "JSON", "HTTPS", "HTTP", "HTML", "UTF", "MiB", "MB", "KB", "TLS", "NaN", "total_pages",
    "results", "page", "id", "name", "response", "elsewhere.example", "https", "null", "true",
    "false", "ID", "API", "URL", "Reel", ".json", "request", "/tmp/", "ulimit -f",
  ]

  static func decoded<T: Decodable>(_ type: T.Type, _ body: String) -> TMDBError? {
    decoded(type, Data(body.utf8))
  }

  static func decoded<T: Decodable>(_ type: T.Type, _ body: Data) -> TMDBError? {
    do {
      _ = try PayloadDecoder.decode(type, from: body, endpoint: "550")
      return nil
    } catch { return error }
  }

  static func film(_ id: Int) -> String { #"{"id":\#(id),"title":"t"}"# }

  /// Answers no TMDB endpoint sends, one per reason the decoder gives.
  static var payloadErrors: [TMDBError] {
    let many =
      "{\"page\":1,\"results\":["
      + Array(repeating: "0", count: 10_001).joined(
        separator: ",") + "]}"
    let films21 = (1...1_001).map(film).joined(separator: ",")
    let people = (1...1_001).map { #"{"id":\#($0),"name":"n"}"# }.joined(separator: ",")
    let bodies: [(any Decodable.Type, Data)] = [
      (MoviePage.self, Data()),
      (MoviePage.self, Data(repeating: 0x20, count: 9 * 1024 * 1024)),
      (MoviePage.self, Data((String(repeating: "[", count: 70) + "]").utf8)),
      (MoviePage.self, Data(many.utf8)),
      (MoviePage.self, Data("<!DOCTYPE html><html>502</html>".utf8)),
      (MoviePage.self, Data("hello there".utf8)),
      (MoviePage.self, Data(#"{"page":1e400,"results":[]}"#.utf8)),
      (MoviePage.self, Data("[1e400]".utf8)),
      (MoviePage.self, Data(#"{"page":NaN,"results":[]}"#.utf8)),
      (MoviePage.self, Data(#"{"page":1.5,"results":[]}"#.utf8)),
      (MoviePage.self, Data(#"{"page":1}"#.utf8)),
      (MoviePage.self, Data(#"{"page":1,"results":{}}"#.utf8)),
      (MoviePage.self, Data(#"{"page":1,"results":null}"#.utf8)),
      (MoviePage.self, Data(#"{"page":0,"results":[]}"#.utf8)),
      (MoviePage.self, Data(#"{"page":900,"results":[]}"#.utf8)),
      (MoviePage.self, Data(#"{"page":1,"results":[\#(films21)]}"#.utf8)),
      (PersonPage.self, Data(#"{"page":1,"results":[\#(people)]}"#.utf8)),
      (MovieSummary.self, Data(#"{"id":-4,"title":"t"}"#.utf8)),
      (MovieSummary.self, Data(#"{"id":"x","title":"t"}"#.utf8)),
      (MoviePage.self, Data(#"{"page":1,"results":["#.utf8)),
    ]
    return bodies.compactMap { type, body in decoded(type, body) }
  }

  static var networkErrors: [TMDBError] {
    let host = "127.0.0.1"
    let failures: [NetworkFailure] = [
      NetworkErrorMapping.failure(for: CURLE_WEIRD_SERVER_REPLY, host: host, detail: ""),
      NetworkErrorMapping.failure(
        for: CURLE_RECV_ERROR, host: host, detail: "invalid chunk size: 'zz'"),
      NetworkErrorMapping.failure(
        for: CURLE_RECV_ERROR, host: host, detail: "Too large response headers: 307200 > 307200"),
      NetworkErrorMapping.failure(for: CURLE_GOT_NOTHING, host: host, detail: ""),
      NetworkErrorMapping.failure(for: CURLE_TOO_MANY_REDIRECTS, host: host, detail: ""),
      NetworkErrorMapping.failure(for: CURLE_URL_MALFORMAT, host: host, detail: ""),
      NetworkErrorMapping.failure(for: CURLE_COULDNT_RESOLVE_PROXY, host: host, detail: ""),
      NetworkErrorMapping.failure(for: CURLE_PROXY, host: host, detail: ""),
      NetworkErrorMapping.failure(
        for: CURLE_SSL_CONNECT_ERROR, host: host, detail: "wrong version number"),
      NetworkErrorMapping.failure(for: CURLE_SSL_CONNECT_ERROR, host: host, detail: ""),
      NetworkErrorMapping.failure(for: CURLE_PEER_FAILED_VERIFICATION, host: host, detail: ""),
      NetworkErrorMapping.failure(for: CURLE_OUT_OF_MEMORY, host: host, detail: ""),
      NetworkErrorMapping.failure(for: CURLE_FAILED_INIT, host: host, detail: ""),
      NetworkErrorMapping.failure(for: CURLE_FILESIZE_EXCEEDED, host: host, detail: ""),
      .redirectRefused(to: "https://elsewhere.example"),
    ]
    return failures.map { .network($0, endpoint: "550") }
  }

  static let mismatchErrors: [TMDBError] = [
    .wrongMovie(asked: 550, answered: 551),
    .wrongRecord(.person, asked: 31, answered: 32),
    .wrongRecord(.collection, asked: 10, answered: 11),
    .wrongRecord(.providers, asked: 550, answered: 551),
    .wrongPage(endpoint: "550", asked: 2, answered: 3),
  ]

  /// Replay records that cannot be used, read by the store's own reader.
  static func recordErrors() throws -> [TMDBError] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("reel-reasons-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files: [(String, Data?)] = [
      ("1.json", nil),
      ("2.json", Data([0x7B, 0xFF, 0x7D])),
      ("3.json", Data("not json".utf8)),
      ("4.json", Data("{}".utf8)),
      ("5.json", Data((String(repeating: "[", count: 70) + "]").utf8)),
    ]
    var errors: [TMDBError] = []
    for (name, data) in files {
      let url = directory.appendingPathComponent(name)
      if let data {
        try data.write(to: url)
      } else {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      }
      do {
        _ = try ResponseRecord.load(from: url)
      } catch {
        errors.append(.damagedRecord(file: error.file, reason: error.reason))
      }
    }
    return errors
  }

  static var recordingErrors: [TMDBError] {
    [
      CocoaError(.fileWriteOutOfSpace), CocoaError(.fileWriteNoPermission),
      CocoaError(.fileWriteVolumeReadOnly),
    ].map {
      .recordingFailed(path: "/tmp/1.json", reason: ReplayRecorder.fault($0))
    }
  }

  static let limitErrors: [TMDBError] = [100, 4096, 3 * 1024 * 1024].map {
    .recordingFailed(path: "/tmp/1.json", reason: .fileSizeLimit(bytes: $0))
  }

  static func allErrors() throws -> [TMDBError] {
    try payloadErrors + networkErrors + mismatchErrors + recordErrors() + recordingErrors
      + limitErrors
  }

  /// `text` with every kept word taken out, then any word of two Latin letters or more.
  static func englishLeftIn(_ text: String) -> String? {
    var rest = text
    for word in kept { rest = rest.replacingOccurrences(of: word, with: " ") }
    let words = rest.split { !($0.isASCII && $0.isLetter) }.filter { $0.count >= 2 }.map(
      String.init)
    return words.isEmpty ? nil : words.joined(separator: " ")
  }

  @Test func everyReasonIsMadeSoTheTestCoversIt() throws {
    #expect(Self.payloadErrors.count == 20)
    #expect(try Self.recordErrors().count == 5)
  }

  @Test func noEnglishIsLeftInsideALocalisedFailure() throws {
    for error in try Self.allErrors() {
      for language in Self.languages {
        let text = language.text(Message(error: error))
        #expect(
          Self.englishLeftIn(text) == nil,
          "\(language.tmdbCode): \(text) — English: \(error.message)")
      }
    }
  }

  @Test func englishStillReadsAsTheErrorSays() throws {
    for error in try Self.allErrors() {
      #expect(ScreenLanguage.english.text(Message(error: error)) == error.message)
    }
  }
}

/// What a failed request asked for ("movie 550", "popular page 1") in the user's language: it
/// was English inside the Japanese, Persian and Arabic sentence around it.
@Suite struct LocalizedEndpointNameTests {
  static let endpoints: [Endpoint] = [
    .configuration, .genres, .category(.popular, page: 1), .category(.topRated, page: 2),
    .category(.nowPlaying, page: 1), .category(.upcoming, page: 1), .category(.trending, page: 1),
    .search(query: "東京", page: 1, options: SearchOptions()), .details(id: 550),
    .discover(DiscoverFilters(), page: 1), .recommendations(movieID: 550, page: 1),
    .similar(movieID: 550, page: 1), .person(id: 31), .searchPeople(query: "東京", page: 1),
    .watchProviders(movieID: 550), .collection(id: 10),
  ]

  @Test func everyEndpointIsNamedInTheUsersLanguage() {
    for endpoint in Self.endpoints {
      let errors: [TMDBError] = [
        .notFound(endpoint: endpoint.name),
        .network(.timedOut, endpoint: endpoint.name),
        .badResponse(endpoint: endpoint.name, reason: .emptyBody),
      ]
      for error in errors {
        #expect(ScreenLanguage.english.text(Message(error: error)) == error.message)
        for language in LocalizedReasonTests.languages {
          let text = language.text(Message(error: error))
          #expect(
            LocalizedReasonTests.englishLeftIn(text) == nil,
            "\(language.tmdbCode): \(text) — English: \(error.message)")
        }
      }
    }
  }
}
