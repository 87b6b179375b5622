import Foundation
import Library

#if canImport(Glibc)
  import Glibc
#endif

/// `$XDG_CONFIG_HOME/reel/config.toml`: defaults for what the command line and environment
/// leave unsaid.
///
/// ```toml
/// # either one
/// api_key = "0123456789abcdef0123456789abcdef"
/// access_token = "eyJhbGciOi…"
/// api_base_url = "https://api.themoviedb.org"
/// language = "en-US"
/// region = "US"
/// ```
///
/// Reel reads the small subset of TOML this needs (top-level `key = "string"` lines,
/// comments, basic and literal strings) itself, rather than build a C++ TOML library for five
/// strings; anything else in the file is a plain error naming the line.
public struct ConfigFile: Sendable, Equatable {
  public var path: String
  public var apiKey: String?
  public var accessToken: String?
  public var apiBaseURL: String?
  public var language: String?
  public var region: String?
  /// Where the browser opens (`start = "home"`), as written.
  public var start: String?
  /// How posters are drawn (`images = "symbols"`), as written.
  public var images: String?
  /// Things the user should hear about (keys Reel does not know, a file others can read),
  /// for stderr or the status bar.
  public var warnings: [String] = []

  static let keys = ["api_key", "access_token", "api_base_url", "language", "region", "start", "images"]

  /// Where the file is for this environment.
  public static func location(environment: [String: String]) -> URL {
    XDGPaths(environment: environment).config.appendingPathComponent("config.toml")
  }

  /// Reads the file at `url`; nil when there is none.
  public static func load(from url: URL) throws(ReelError) -> ConfigFile? {
    let path = url.path
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    // A FIFO or a device would make the read block or never end: only a regular file is read.
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw ReelError("the config file \(path) is not a regular file")
    }
    guard info.st_size <= 1_000_000 else {
      throw ReelError("the config file \(path) is larger than 1 MB; it holds five settings")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ReelError("cannot read the config file \(path)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ReelError("the config file \(path) is not UTF-8 text")
    }
    var config = try ConfigFile(parsing: text, path: path)
    let mode =
      (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions])
      .flatMap { $0 as? NSNumber }?.intValue ?? 0
    if mode & 0o044 != 0, config.apiKey != nil || config.accessToken != nil {
      config.warnings.append(
        "\(path) holds your TMDB credential and other users can read it; run chmod 600 \(path)")
    }
    return config
  }

  public init(path: String) {
    self.path = path
  }

  public init(parsing text: String, path: String) throws(ReelError) {
    self.path = path
    var table: String?
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = index + 1
      var line = Substring(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
      line = line.drop { $0 == " " || $0 == "\t" }
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("[") {
        // Quoted from the user's file: sanitised, so a stray escape in it cannot reach the
        // terminal through the warning.
        let name = TerminalText.oneLine(String(line.dropFirst().prefix { $0 != "]" }))
        table = name
        warnings.append("\(path) line \(number): Reel has no [\(name)] table; its keys are ignored")
        continue
      }
      guard let equals = line.firstIndex(of: "=") else {
        throw ReelError("\(path) line \(number): expected key = \"value\"")
      }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      let value: String
      do {
        value = try Self.string(line[line.index(after: equals)...])
      } catch {
        throw ReelError("\(path) line \(number): \(error.message)")
      }
      guard table == nil else { continue }
      guard Self.keys.contains(key) else {
        warnings.append(
          "\(path) line \(number): unknown key \"\(TerminalText.oneLine(key))\" ignored")
        continue
      }
      set(key, value.isEmpty ? nil : value)
    }
  }

  private mutating func set(_ key: String, _ value: String?) {
    switch key {
    case "api_key": apiKey = value
    case "access_token": accessToken = value
    case "api_base_url": apiBaseURL = value
    case "language": language = value
    case "region": region = value
    case "start": start = value
    case "images": images = value
    default: break
    }
  }

  /// A quoted string, then nothing but blanks or a comment.
  static func string(_ text: Substring) throws(ReelError) -> String {
    var rest = text.drop { $0 == " " || $0 == "\t" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else {
      throw ReelError("the value must be a quoted string")
    }
    rest = rest.dropFirst()
    var value = ""
    var closed = false
    while let character = rest.first {
      rest = rest.dropFirst()
      if character == quote {
        closed = true
        break
      }
      guard quote == "\"", character == "\\" else {
        value.append(character)
        continue
      }
      guard let escaped = rest.first else { break }
      rest = rest.dropFirst()
      switch escaped {
      case "\"": value.append("\"")
      case "\\": value.append("\\")
      case "n": value.append("\n")
      case "t": value.append("\t")
      case "u", "U":
        let digits = escaped == "u" ? 4 : 8
        guard
          let scalar = UInt32(String(rest.prefix(digits)), radix: 16).flatMap(Unicode.Scalar.init)
        else { throw ReelError("a bad \\\(escaped) escape") }
        value.unicodeScalars.append(scalar)
        rest = rest.dropFirst(digits)
      default: throw ReelError("an unknown escape \\\(escaped)")
      }
    }
    guard closed else { throw ReelError("the string is not closed") }
    let after = rest.drop { $0 == " " || $0 == "\t" }
    guard after.isEmpty || after.hasPrefix("#") else {
      throw ReelError("unexpected text after the value")
    }
    return value
  }
}
