import Browser
import Foundation
import Screen
import TMDB
import TOMLKit

/// One row of `[home] rows`.
public enum HomeRowSetting: Sendable, Equatable {
  /// A category or the watchlist.
  case row(HomeRowKind)
  /// `genre:NAME`: kept for the browser's genre rows (not shown yet).
  case genre(String)
}

/// One line of `[theme]`: a role and its colour, as written.
public struct ThemeColorSetting: Sendable, Equatable {
  public var role: String
  public var value: String
  public var line: Int?

  public init(role: String, value: String, line: Int? = nil) {
    self.role = role
    self.value = value
    self.line = line
  }
}

/// Turns TOMLKit's values into settings, naming the line of every mistake.
struct ConfigReader {
  let path: String
  let lines: ConfigLines
  private var notes: [(line: Int, saying: ConfigSaying)] = []

  init(path: String, lines: ConfigLines) {
    self.path = path
    self.lines = lines
  }

  /// The warnings, in the file's order (TOMLKit hands keys over sorted by name); past
  /// `shownWarnings`, one line says how many more there are (a file of 30,000 unknown keys
  /// made 30,000 lines on stderr and as many status messages).
  var warnings: [ConfigSaying] {
    // Stable: two warnings on one line keep the order they were found in.
    let all = notes.enumerated().sorted {
      ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
    }
    .map(\.element.saying)
    guard all.count > Self.shownWarnings else { return all }
    let shown = Self.shownWarnings - 1
    let more = all.count - shown
    return Array(all.prefix(shown)) + [
      ConfigSaying(
        .configMoreWarnings, ["path": .text(TerminalText.writtenOut(path)), "count": .count(more)],
        english: "\(path): \(more) more warnings not shown")
    ]
  }

  static let shownWarnings = 20

  func place(_ keyPath: [String]) -> ConfigPlace {
    ConfigPlace(path: path, line: lines.line(keyPath))
  }

  /// An error at `keyPath`'s line, in the language errors are said in.
  func error(_ what: ConfigSaying, at keyPath: [String]) -> ReelError {
    ConfigWords.error(place(keyPath).with(what))
  }

  /// A warning about a line already known (a remap's), or the file when none is.
  mutating func warn(_ what: ConfigSaying, atLine line: Int?) {
    notes.append((line ?? 0, ConfigPlace(path: path, line: line).with(what)))
  }

  mutating func warn(_ what: ConfigSaying, at keyPath: [String]) {
    notes.append((lines.line(keyPath) ?? 0, place(keyPath).with(what)))
  }

  func string(_ value: any TOMLValueConvertible, at keyPath: [String]) throws(ReelError) -> String {
    guard let text = value.string else {
      throw error(
        ConfigSaying(
          .configMustBeString, ["name": .text(name(keyPath)), "type": .text("\(value.type)")],
          english: "\(name(keyPath)) must be a quoted string, not \(value.type)"), at: keyPath)
    }
    return text
  }

  /// `"q"` or `["q", "ctrl-c"]`.
  func strings(_ value: any TOMLValueConvertible, at keyPath: [String]) throws(ReelError)
    -> [String]
  {
    if let text = value.string { return [text] }
    guard let array = value.array else {
      throw error(
        ConfigSaying(
          .configMustBeStrings, ["name": .text(name(keyPath))],
          english: "\(name(keyPath)) must be a string or a list of strings"), at: keyPath)
    }
    var result: [String] = []
    for element in array {
      guard let text = element.string else {
        throw error(
          ConfigSaying(
            .configMustListStrings, ["name": .text(name(keyPath))],
            english: "\(name(keyPath)) must list strings only"), at: keyPath)
      }
      result.append(text)
    }
    return result
  }

  private func name(_ keyPath: [String]) -> String {
    keyPath.map { ConfigFile.quoted($0) }.joined(separator: ".")
  }

  private func table(_ value: any TOMLValueConvertible, at keyPath: [String]) throws(ReelError)
    -> TOMLTable
  {
    guard let table = value.table else {
      throw error(
        ConfigSaying(
          .configMustBeTable, ["name": .text(name(keyPath))],
          english: "\(name(keyPath)) must be a table ([\(name(keyPath))])"), at: keyPath)
    }
    return table
  }

  /// `[home] rows = ["trending", "popular", "watchlist", "genre:Horror"]`.
  mutating func homeRows(_ value: any TOMLValueConvertible) throws(ReelError) -> [HomeRowSetting]? {
    let home = try table(value, at: ["home"])
    var rows: [HomeRowSetting]?
    for key in home.keys {
      guard let entry = home[key] else { continue }
      guard key == "rows" else {
        let name = ConfigFile.quoted(key)
        warn(
          ConfigSaying(
            .configUnknownHomeKey, ["name": .text(name)],
            english: "unknown key \"\(name)\" in [home] ignored"), at: ["home", key])
        continue
      }
      var result: [HomeRowSetting] = []
      // What each row shows, to refuse a repeat: a repeated row is the same films twice, and
      // a list of thousands kept start-up busy for seconds (there are 25 rows to choose from).
      var shown: Set<String> = []
      func add(_ row: HomeRowSetting, showing identity: String, as name: String) throws(ReelError) {
        guard shown.insert(identity).inserted else {
          throw error(
            ConfigSaying(
              .configRowRepeated, ["name": .text(Self.quoted(name))],
              english: "\"\(Self.quoted(name))\" is a row already; each row can be shown once"),
            at: ["home", "rows"])
        }
        result.append(row)
      }
      for name in try strings(entry, at: ["home", "rows"]) {
        let lowered = name.lowercased()
        if lowered == "watchlist" {
          try add(.row(.watchlist), showing: "watchlist", as: name)
        } else if let category = Category(
          rawValue: lowered.replacingOccurrences(of: "_", with: "-"))
        {
          try add(.row(.category(category)), showing: category.rawValue, as: name)
        } else if lowered.hasPrefix("genre:") {
          let genre = String(name.dropFirst(6))
          // Checked here, by line, like every other row name (left to later, its warning was
          // lost and the row silently missing).
          guard let id = TMDBGenres.id(named: genre) else {
            let genres = TMDBGenres.names.joined(separator: ", ")
            throw error(
              ConfigSaying(
                .configNotAGenre, ["name": .text(Self.quoted(name)), "genres": .text(genres)],
                english: "\"\(Self.quoted(name))\" is not one of TMDB's genres; use genre: with "
                  + genres), at: ["home", "rows"])
          }
          try add(.genre(genre), showing: "genre \(id)", as: name)
        } else {
          let rows = Self.rowNames.joined(separator: ", ")
          throw error(
            ConfigSaying(
              .configNotAHomeRow, ["name": .text(Self.quoted(name)), "rows": .text(rows)],
              english: "\"\(Self.quoted(name))\" is not a home row; use " + rows),
            at: ["home", "rows"])
        }
      }
      // An empty list left home with no row at all ("Nothing to show." and no reason why).
      guard !result.isEmpty else {
        let rows = Self.rowNames.joined(separator: ", ")
        throw error(
          ConfigSaying(
            .configNoRows, ["rows": .text(rows)],
            english: "rows lists no row; list one or more of " + rows), at: ["home", "rows"])
      }
      rows = result
    }
    return rows
  }

  /// What `[home] rows` can list.
  static let rowNames = Category.allCases.map(\.rawValue) + ["watchlist", "genre:NAME"]

  /// A row name quoted back in an error, cut to what a line can show: a 10,000-character
  /// name made an error of 10,000 characters (and more once escaped).
  static func quoted(_ name: String) -> String {
    let limit = 60
    guard name.count > limit else { return TerminalText.quotedValue(name) }
    return TerminalText.quotedValue(String(name.prefix(limit))) + "…"
  }

  /// `[keys]` (actions wherever they exist) and `[keys.CONTEXT]`, in the file's order.
  mutating func keyRemaps(_ value: any TOMLValueConvertible) throws(ReelError) -> [KeyRemap] {
    let keys = try table(value, at: ["keys"])
    var remaps: [KeyRemap] = []
    for key in keys.keys {
      guard let entry = keys[key] else { continue }
      if let inner = entry.table {
        guard let context = KeyContext(rawValue: key) else {
          let contexts = KeyContext.allCases.map(\.rawValue).joined(separator: ", ")
          let name = ConfigFile.quoted(key)
          throw error(
            ConfigSaying(
              .configNoContext, ["name": .text(name), "contexts": .text(contexts)],
              english: "there is no key context \"\(name)\"; use " + contexts),
            at: ["keys", key])
        }
        if context == .inspector {
          warn(
            ConfigSaying(
              .configInspectorKeys,
              english: "the inspector's keys cannot be remapped yet; [keys.inspector] is ignored"),
            at: ["keys", key])
          continue
        }
        for action in inner.keys {
          guard let keysValue = inner[action] else { continue }
          let path = ["keys", key, action]
          remaps.append(
            KeyRemap(
              context: context, action: action, keys: try strings(keysValue, at: path),
              line: lines.line(path)))
        }
      } else {
        let path = ["keys", key]
        remaps.append(
          KeyRemap(
            context: nil, action: key, keys: try strings(entry, at: path), line: lines.line(path)))
      }
    }
    return remaps.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
  }

  /// `[theme]`: `role = "colour"`, plus `name = "light"` for the base.
  mutating func themeColors(_ value: any TOMLValueConvertible) throws(ReelError)
    -> [ThemeColorSetting]
  {
    let theme = try table(value, at: ["theme"])
    var colors: [ThemeColorSetting] = []
    for role in theme.keys {
      guard let entry = theme[role] else { continue }
      let path = ["theme", role]
      let text: String
      if let number = entry.int {
        text = String(number)
      } else if let written = entry.string {
        text = written
      } else if role == "name" {
        text = try string(entry, at: path)
      } else {
        // "must be a quoted string" was wrong of a colour: 0-255 is written unquoted.
        throw error(
          ConfigSaying(
            .configMustBeColour, ["name": .text(name(path)), "type": .text("\(entry.type)")],
            english: "\(name(path)) must be a colour (a quoted name or #rrggbb, or a "
              + "number 0-255), not \(entry.type)"), at: path)
      }
      colors.append(ThemeColorSetting(role: role, value: text, line: lines.line(path)))
    }
    return colors.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
  }
}
