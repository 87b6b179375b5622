import Browser
import Foundation
import Images
import Library
import Screen
import TOMLKit

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
/// theme = "dark"
///
/// [home]
/// rows = ["trending", "popular", "watchlist"]
///
/// [keys]
/// quit = ["q", "ctrl-c"]
///
/// [theme]              # with colours, the built-in is `name` here instead of theme = …
/// accent = "magenta"
/// ```
///
/// TOMLKit parses it; what a value means is checked here, and every mistake names its line.
/// Text quoted from the file is sanitised, so a stray escape cannot reach the terminal.
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
  /// `[home] rows`: the home screen's rows, in order.
  public var homeRows: [HomeRowSetting]?
  /// `[keys]` and `[keys.CONTEXT]`, in the file's order.
  public var keyRemaps: [KeyRemap] = []
  /// `theme = "light"`: a built-in theme.
  public var themeName: String?
  /// `[theme]`: colours by role, as written.
  public var themeColors: [ThemeColorSetting] = []
  /// The two above, checked: what the screen is drawn with.
  public var theme = ThemeSpec.standard
  /// Things the user should hear about (keys Reel does not know, a file others can read),
  /// for stderr or the status bar.
  public var warnings: [String] = []

  static let keys = [
    "api_key", "access_token", "api_base_url", "language", "region", "start", "images", "theme",
  ]

  /// Where the file is for this environment.
  public static func location(environment: [String: String]) -> URL {
    XDGPaths(environment: environment).config.appendingPathComponent("config.toml")
  }

  /// Reads the file at `url`; nil when there is none.
  public static func load(from url: URL) throws(ReelError) -> ConfigFile? {
    let path = url.path
    var info = stat()
    guard stat(path, &info) == 0 else {
      let reason = errno
      // A link whose target is gone (a dotfiles folder moved) is a file the user meant to
      // have: saying nothing would start on the defaults, their keys, theme and key lost.
      var link = stat()
      if lstat(path, &link) == 0 {
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        throw ReelError(
          "the config file \(path) is a link to \(target), which is not there (or cannot be "
            + "read)")
      }
      if reason == ENOENT || reason == ENOTDIR { return nil }
      throw ReelError(
        "cannot read the config file \(path): \(String(cString: strerror(reason)).lowercased())")
    }
    // A FIFO or a device would make the read block or never end: only a regular file is read.
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw ReelError("the config file \(path) is not a regular file")
    }
    guard info.st_size <= 1_000_000 else {
      throw ReelError("the config file \(path) is larger than 1 MB; it holds five settings")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      // Why, when the system says (another user's file: "permission denied").
      let reason =
        access(path, R_OK) == 0 ? "" : ": \(String(cString: strerror(errno)).lowercased())"
      throw ReelError("cannot read the config file \(path)\(reason)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      // Which line, so a stray byte (a Latin-1 "é" pasted in) can be found and fixed.
      let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let bad = lines.firstIndex { String(data: Data($0), encoding: .utf8) == nil }
      throw ReelError(
        "\(bad.map { "\(path) line \($0 + 1)" } ?? "the config file \(path)") is not UTF-8 text; "
          + "save it as UTF-8")
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
    try Self.refuseControlCharacters(text, path: path)
    try ConfigPreflight.check(text, path: path)
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      throw ReelError(
        "\(path) line \(error.source.begin.line): "
          // toml++ quotes the key it stopped at, whatever its length.
          + String(TerminalText.oneLine(error.description).prefix(200)))
    } catch {
      throw ReelError("\(path): not a TOML file")
    }
    let lines = ConfigLines(text)
    var reader = ConfigReader(path: path, lines: lines)
    for key in table.keys {
      // Sanitised whenever it is quoted back.
      let name = Self.quoted(key)
      guard let value = table[key] else { continue }
      switch key {
      case "home":
        homeRows = try reader.homeRows(value)
      case "keys":
        keyRemaps = try reader.keyRemaps(value)
      case "theme" where value.table != nil:
        themeColors = try reader.themeColors(value)
        // `theme = "light"` and a [theme] table cannot both be written: then it is `name`.
        if let index = themeColors.firstIndex(where: { $0.role == "name" }) {
          themeName = themeColors.remove(at: index).value
        }
      case _ where Self.keys.contains(key):
        let text = try reader.string(value, at: [key])
        if key == "theme" {
          themeName = text.isEmpty ? nil : text
        } else {
          set(key, text.isEmpty ? nil : text)
        }
      case _ where value.table != nil:
        reader.warn("Reel has no [\(name)] table; its keys are ignored", at: [key])
      default:
        reader.warn("unknown key \"\(name)\" ignored", at: [key])
      }
    }
    try checkNames(&reader)
    warnAboutQuitting(&reader)
    warnings = reader.warnings
    theme = try ThemeSetting.spec(name: themeName, colors: themeColors, path: path, lines: lines)
  }

  /// TOML allows no control characters but tab and line ends, and toml++ stops at an
  /// assertion on some of them (in a table's name): they are refused here first, by line.
  static func refuseControlCharacters(_ text: String, path: String) throws(ReelError) {
    try refuseOddTableNames(text, path: path)
    var line = 1
    var previous: Unicode.Scalar = "\n"
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if previous == "\r", scalar != "\n" {
        throw ReelError("\(path) line \(line): a carriage return must be followed by a line end")
      }
      if scalar == "\n" {
        line += 1
      } else if scalar != "\t", scalar != "\r",
        scalar.value < 0x20 || scalar.value == 0x7F
      {
        throw ReelError(
          "\(path) line \(line): a control character (U+\(String(format: "%04X", scalar.value))) is not allowed in TOML; write it as an escape such as \\u001B"
        )
      }
    }
  }

  /// toml++ assumes a table header's name starts with a bare-key character or a quote
  /// (an assertion, undefined behaviour in release builds): `[‮keys]` is refused here.
  /// (A line of a multi-line array that starts with `[{` is refused too; config.toml has none.)
  static func refuseOddTableNames(_ text: String, path: String) throws(ReelError) {
    // By scalars: as Characters, "\r\n" is one, and a CRLF file would be one long line.
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    // Every line, those of a multi-line string too: guessing where strings end could let a
    // header through to toml++'s assertion.
    for (index, raw) in lines.enumerated() {
      var rest = raw.drop { $0 == " " || $0 == "\t" }
      guard rest.first == "[" else { continue }
      rest = rest.dropFirst()
      if rest.first == "[" { rest = rest.dropFirst() }
      rest = rest.drop { $0 == " " || $0 == "\t" }
      let allowed =
        rest.first.map { first in
          (first.isASCII && (first.properties.isAlphabetic || ("0"..."9").contains(first)))
            || "_-\"']".unicodeScalars.contains(first)
        } ?? false
      if !allowed {
        throw ReelError(
          "\(path) line \(index + 1): a table name must be letters, digits, _ and -, or quoted")
      }
    }
  }

  /// Settings that name something Reel does not know. `start = "…"` has a harmless default: a
  /// warning on its line (it was said later, by Services, with no line). A language, a region
  /// or an image setting Reel cannot read is an error naming its line, as a mistake in
  /// `[keys]` is (it stopped Reel naming neither the file nor the line).
  private mutating func checkNames(_ reader: inout ConfigReader) throws(ReelError) {
    if let name = start, StartOption.screen(named: name) == nil {
      reader.warn(
        "start = \"\(Self.quoted(name))\" is not one of "
          + StartOption.names.joined(separator: ", ") + "; opening on home", at: ["start"])
      start = nil
    }
    if let value = language {
      do throws(ReelError) {
        _ = try LanguageSetting.parse(value, from: "language")
      } catch {
        throw ReelError("\(reader.place(["language"])): \(error.message)")
      }
    }
    if let value = region {
      do throws(ReelError) {
        _ = try RegionSetting.parse(value, from: "region")
      } catch {
        throw ReelError("\(reader.place(["region"])): \(error.message)")
      }
    }
    if let value = images, !value.trimmingCharacters(in: .whitespaces).isEmpty,
      ImageSetting(value) == nil
    {
      throw ReelError(
        "\(reader.place(["images"])): images = \"\(Self.quoted(value))\" is not one of: "
          + ImageSetting.choices)
    }
  }

  /// One must always be able to quit: ctrl-c always does (it cannot be remapped), but a
  /// `[keys]` that leaves quit without a key of its own is said, with the way out. (The
  /// remapping's own errors are said when Services applies it.)
  private func warnAboutQuitting(_ reader: inout ConfigReader) {
    guard !keyRemaps.isEmpty,
      let map = try? KeyMap.standard.remapped(keyRemaps, file: path)
    else { return }
    let keyless = map.contextsWithoutQuitKey()
    guard !keyless.isEmpty else { return }
    var seen = Set<KeyContext>()
    let names = keyless.filter { seen.insert($0).inserted }.map(\.rawValue)
    let line = keyRemaps.last { $0.action == "quit" }?.line ?? keyRemaps.last?.line
    reader.warn(
      "quit is left without a key (\(names.joined(separator: ", "))); ctrl-c still quits",
      atLine: line)
  }

  /// A name or value from the file quoted back in a warning or an error: what cannot be seen
  /// written as TOML writes it (`\u202E`), and cut to what a line can show (a key name of
  /// 1 MB was quoted whole, one line of a megabyte on stderr).
  static func quoted(_ value: String, limit: Int = 40) -> String {
    let cut = value.prefix(limit + 1)
    guard cut.count > limit else { return TerminalText.quotedValue(value) }
    return TerminalText.quotedValue(String(cut.prefix(limit))) + "…"
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
}
