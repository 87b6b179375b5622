import Browser
import Foundation
import Images
import Library
import Screen
import TMDB
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
        throw ConfigWords.error(
          ConfigSaying(
            .configDanglingLink,
            [
              "path": .text(TerminalText.writtenOut(path)),
              "target": .text(TerminalText.writtenOut(target)),
            ],
            english: "the config file \(path) is a link to \(target), which is not there (or "
              + "cannot be read)"))
      }
      if reason == ENOENT || reason == ENOTDIR { return nil }
      throw ConfigWords.error(Self.cannotRead(path, errno: reason))
    }
    // A FIFO or a device would make the read block or never end: only a regular file is read.
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw ConfigWords.error(
        ConfigSaying(
          .configNotRegular, ["path": .text(TerminalText.writtenOut(path))],
          english: "the config file \(path) is not a regular file"))
    }
    guard info.st_size <= 1_000_000 else {
      throw ConfigWords.error(
        ConfigSaying(
          .configTooLarge, ["path": .text(TerminalText.writtenOut(path))],
          english: "the config file \(path) is larger than 1 MB; it holds five settings"))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      // Why, when the system says (another user's file: "permission denied").
      let reason = errno
      throw ConfigWords.error(
        access(path, R_OK) == 0
          ? ConfigSaying(
            .configCannotReadPlain, ["path": .text(TerminalText.writtenOut(path))],
            english: "cannot read the config file \(path)")
          : Self.cannotRead(path, errno: reason))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      // Which line, so a stray byte (a Latin-1 "é" pasted in) can be found and fixed.
      let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let bad = lines.firstIndex { String(data: Data($0), encoding: .utf8) == nil }
      let place =
        bad.map { ConfigPlace(path: path, line: $0 + 1).saying }
        ?? ConfigSaying(
          .configTheFile, ["path": .text(TerminalText.writtenOut(path))],
          english: "the config file \(path)")
      throw ConfigWords.error(
        ConfigSaying(
          .configNotUTF8, ["place": .message(place.message)],
          english: "\(place.english) is not UTF-8 text; save it as UTF-8"))
    }
    var config = try ConfigFile(parsing: text, path: path)
    let mode =
      (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions])
      .flatMap { $0 as? NSNumber }?.intValue ?? 0
    if mode & 0o044 != 0, config.apiKey != nil || config.accessToken != nil {
      config.warnings.append(
        ConfigSaying(
          .configCredentialReadable, ["path": .text(TerminalText.writtenOut(path))],
          english: "\(path) holds your TMDB credential and other users can read it; run "
            + "chmod 600 \(path)"
        ).said(in: ConfigWords.language(configValue: config.language)))
    }
    return config
  }

  /// "cannot read the config file PATH: permission denied".
  private static func cannotRead(_ path: String, errno code: Int32) -> ConfigSaying {
    let reason = LibraryFault.Reason.system(code)
    return ConfigSaying(
      .configCannotRead,
      [
        "path": .text(TerminalText.writtenOut(path)),
        "reason": .message(Message(libraryReason: reason)),
      ],
      english: "cannot read the config file \(path): \(reason.english)")
  }

  public init(path: String) {
    self.path = path
  }

  public init(parsing text: String, path: String) throws(ReelError) {
    self.path = path
    try ConfigPreflight.refuseControlCharacters(text, path: path)
    try ConfigPreflight.check(text, path: path)
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      throw ConfigWords.error(
        ConfigPlace(path: path, line: error.source.begin.line).with(
          ConfigSyntaxWords.saying(error.description)))
    } catch {
      throw ConfigWords.error(
        ConfigPlace(path: path).with(ConfigSaying(.configNotTOML, english: "not a TOML file")))
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
        reader.warn(
          ConfigSaying(
            .configNoTable, ["name": .text(name)],
            english: "Reel has no [\(name)] table; its keys are ignored"), at: [key])
      default:
        reader.warn(
          ConfigSaying(
            .configUnknownKey, ["name": .text(name)], english: "unknown key \"\(name)\" ignored"),
          at: [key])
      }
    }
    try checkNames(&reader)
    warnAboutQuitting(&reader)
    let language = ConfigWords.language(configValue: language)
    warnings = reader.warnings.map { $0.said(in: language) }
    theme = try ThemeSetting.spec(name: themeName, colors: themeColors, path: path, lines: lines)
  }

  /// Settings that name something Reel does not know. `start = "…"` has a harmless default: a
  /// warning on its line (it was said later, by Services, with no line). A language, a region
  /// or an image setting Reel cannot read is an error naming its line, as a mistake in
  /// `[keys]` is (it stopped Reel naming neither the file nor the line).
  private mutating func checkNames(_ reader: inout ConfigReader) throws(ReelError) {
    if let name = start, StartOption.screen(named: name) == nil {
      let choices = StartOption.names.joined(separator: ", ")
      reader.warn(
        ConfigSaying(
          .configUnknownStart, ["name": .text(Self.quoted(name)), "choices": .text(choices)],
          english: "start = \"\(Self.quoted(name))\" is not one of \(choices); opening on home"),
        at: ["start"])
      start = nil
    }
    if let value = language {
      do throws(ReelError) {
        _ = try LanguageSetting.parse(value, from: "language")
      } catch {
        throw ConfigWords.error(
          reader.place(["language"]).with(
            ConfigSaying(
              .configNotALanguage, ["value": .text(Self.shownSetting(value))],
              english: error.message)))
      }
    }
    if let value = region {
      do throws(ReelError) {
        _ = try RegionSetting.parse(value, from: "region")
      } catch {
        throw ConfigWords.error(
          reader.place(["region"]).with(
            ConfigSaying(
              .configNotARegion, ["value": .text(Self.shownSetting(value))],
              english: error.message)))
      }
    }
    if let value = images, !value.trimmingCharacters(in: .whitespaces).isEmpty,
      ImageSetting(value) == nil
    {
      throw reader.error(
        ConfigSaying(
          .configImagesChoice,
          ["value": .text(Self.quoted(value)), "choices": .text(ImageSetting.choices)],
          english: "images = \"\(Self.quoted(value))\" is not one of: " + ImageSetting.choices),
        at: ["images"])
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
    let contexts = names.joined(separator: ", ")
    reader.warn(
      ConfigSaying(
        .configQuitKeyless, ["contexts": .text(contexts)],
        english: "quit is left without a key (\(contexts)); ctrl-c still quits"), atLine: line)
  }

  /// A language or region quoted back as their own errors quote it in English: escapes written
  /// out, cut to 40 characters (the setting's English words were put in whatever the language).
  static func shownSetting(_ value: String) -> String {
    String(TerminalText.quotedValue(value).prefix(40))
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
