import Browser
import Foundation
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
  private var notes: [(line: Int, text: String)] = []

  init(path: String, lines: ConfigLines) {
    self.path = path
    self.lines = lines
  }

  /// The warnings, in the file's order (TOMLKit hands keys over sorted by name); past
  /// `shownWarnings`, one line says how many more there are (a file of 30,000 unknown keys
  /// made 30,000 lines on stderr and as many status messages).
  var warnings: [String] {
    let all = notes.sorted { $0.line < $1.line }.map(\.text)
    guard all.count > Self.shownWarnings else { return all }
    let shown = Self.shownWarnings - 1
    return Array(all.prefix(shown)) + ["\(path): \(all.count - shown) more warnings not shown"]
  }

  static let shownWarnings = 20

  func place(_ keyPath: [String]) -> String {
    lines.line(keyPath).map { "\(path) line \($0)" } ?? path
  }

  /// A warning about a line already known (a remap's), or the file when none is.
  mutating func warn(_ text: String, atLine line: Int?) {
    notes.append((line ?? 0, "\(line.map { "\(path) line \($0)" } ?? path): \(text)"))
  }

  mutating func warn(_ text: String, at keyPath: [String]) {
    notes.append((lines.line(keyPath) ?? 0, "\(place(keyPath)): \(text)"))
  }

  func string(_ value: any TOMLValueConvertible, at keyPath: [String]) throws(ReelError) -> String {
    guard let text = value.string else {
      throw ReelError(
        "\(place(keyPath)): \(name(keyPath)) must be a quoted string, not \(value.type)")
    }
    return text
  }

  /// `"q"` or `["q", "ctrl-c"]`.
  func strings(_ value: any TOMLValueConvertible, at keyPath: [String]) throws(ReelError)
    -> [String]
  {
    if let text = value.string { return [text] }
    guard let array = value.array else {
      throw ReelError(
        "\(place(keyPath)): \(name(keyPath)) must be a string or a list of strings")
    }
    var result: [String] = []
    for element in array {
      guard let text = element.string else {
        throw ReelError("\(place(keyPath)): \(name(keyPath)) must list strings only")
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
      throw ReelError("\(place(keyPath)): \(name(keyPath)) must be a table ([\(name(keyPath))])")
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
        warn(
          "unknown key \"\(ConfigFile.quoted(key))\" in [home] ignored", at: ["home", key])
        continue
      }
      var result: [HomeRowSetting] = []
      // What each row shows, to refuse a repeat: a repeated row is the same films twice, and
      // a list of thousands kept start-up busy for seconds (there are 25 rows to choose from).
      var shown: Set<String> = []
      func add(_ row: HomeRowSetting, showing identity: String, as name: String) throws(ReelError) {
        guard shown.insert(identity).inserted else {
          throw ReelError(
            "\(place(["home", "rows"])): \"\(Self.quoted(name))\" is a row already; "
              + "each row can be shown once")
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
            throw ReelError(
              "\(place(["home", "rows"])): \"\(Self.quoted(name))\" is not one of "
                + "TMDB's genres; use genre: with "
                + TMDBGenres.names.joined(separator: ", "))
          }
          try add(.genre(genre), showing: "genre \(id)", as: name)
        } else {
          throw ReelError(
            "\(place(["home", "rows"])): \"\(Self.quoted(name))\" is not a home row; use "
              + Self.rowNames.joined(separator: ", "))
        }
      }
      // An empty list left home with no row at all ("Nothing to show." and no reason why).
      guard !result.isEmpty else {
        throw ReelError(
          "\(place(["home", "rows"])): rows lists no row; list one or more of "
            + Self.rowNames.joined(separator: ", "))
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
          throw ReelError(
            "\(place(["keys", key])): there is no key context \"\(ConfigFile.quoted(key))\"; use "
              + KeyContext.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if context == .inspector {
          warn(
            "the inspector's keys cannot be remapped yet; [keys.inspector] is ignored",
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
        throw ReelError(
          "\(place(path)): \(name(path)) must be a colour (a quoted name or #rrggbb, or a "
            + "number 0-255), not \(entry.type)")
      }
      colors.append(ThemeColorSetting(role: role, value: text, line: lines.line(path)))
    }
    return colors.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
  }
}
