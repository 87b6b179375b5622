import App
import Foundation
import Library
import Screen
import TMDB

/// What the fuzzer feeds, one input at a time, to the parsers that read untrusted bytes.
/// Each target also checks what its output promises (the sanitiser leaves no control
/// character, a message carries no secret), so a wrong answer crashes like a trap would.
enum FuzzTarget: String, CaseIterable {
  case payloads, pages, sanitizer, script, config, watchlist, images

  /// From `REEL_FUZZ_TARGET`; libFuzzer owns the command line.
  static let current: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["REEL_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      let names = allCases.map(\.rawValue).joined(separator: ", ")
      try? FileHandle.standardError.write(
        contentsOf: Data("set REEL_FUZZ_TARGET to one of: \(names)\n".utf8))
      exit(2)
    }
    return target
  }()

  func run(_ data: Data) {
    switch self {
    case .payloads: Self.payloads(data)
    case .pages: Self.pages(data)
    case .sanitizer: Self.sanitizer(String(decoding: data, as: UTF8.self))
    case .script: _ = try? Script(parsing: String(decoding: data, as: UTF8.self))
    case .config: _ = try? ConfigFile(parsing: String(decoding: data, as: UTF8.self), path: "f")
    case .watchlist: _ = try? WatchlistDocument.decode(data, now: Date(timeIntervalSince1970: 0))
    case .images: ImageFuzzing.run(data)
    }
  }

  /// Every TMDB payload model, and the message of whatever error it fails with.
  private static func payloads(_ data: Data) {
    func decode<T: Decodable>(_ type: T.Type) {
      do {
        _ = try PayloadDecoder.decode(type, from: data, endpoint: "fuzz")
      } catch {
        check(message: error.message)
      }
    }
    decode(MoviePage.self)
    pages(data)
    decode(MovieDetails.self)
    decode(TMDBConfiguration.self)
    decode(GenreList.self)
    decode(TMDBErrorBody.self)
    let text = String(decoding: data, as: UTF8.self)
    check(message: PlainText.clean(text))
    _ = RetryAfter.parse(text, now: Date(timeIntervalSince1970: 1_700_000_000))
    _ = Redactor(secrets: ["0123456789abcdef0123456789abcdef"]).redact(data)
  }

  /// Differential: the list-page reader and the full way (`JSONDecoder`) read the same page
  /// and report the same drops, or the reader steps aside. A difference crashes.
  private static func pages(_ data: Data) {
    if let difference = MoviePageReaderCheck.difference(in: data) {
      fatalError("the list-page reader differs from the full way: \(difference)")
    }
  }

  /// A message is one line of visible text.
  private static func check(message: String) {
    for scalar in message.unicodeScalars {
      let value = scalar.value
      if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value) {
        fatalError(
          "a control character U+\(String(value, radix: 16)) in: \(message.debugDescription)")
      }
    }
  }

  private static func sanitizer(_ text: String) {
    let one = Sanitizer.singleLine(text)
    let many = Sanitizer.multiLine(text)
    for (output, newlines) in [(one, false), (many, true)] {
      for scalar in output.unicodeScalars {
        let value = scalar.value
        let allowed = newlines && value == 0x0A
        if !allowed && (value < 0x20 || (0x7F...0x9F).contains(value)) {
          fatalError(
            "sanitised text keeps U+\(String(value, radix: 16)): \(output.debugDescription)")
        }
      }
    }
    // Sanitising is idempotent: clean text stays as it is.
    if Sanitizer.singleLine(one) != one { fatalError("not idempotent: \(one.debugDescription)") }
  }
}
