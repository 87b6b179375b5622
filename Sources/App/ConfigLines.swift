import Foundation

/// Where each key of a TOML file is written, so an error can name its line: TOMLKit parses
/// the values but does not say where they came from. This reads only headers (`[keys.home]`)
/// and the names before `=`, which is all a line number needs.
struct ConfigLines {
  private var lines: [String: Int] = [:]

  init(_ text: String) {
    var table: [String] = []
    // By scalars: as Characters, "\r\n" is one, and a CRLF file would be one long line.
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, raw) in lines.enumerated() {
      let line = String(String.UnicodeScalarView(raw)).trimmingCharacters(
        in: .whitespacesAndNewlines)
      if line.hasPrefix("[") {
        // `[[keys]]` (an array of tables, which Reel refuses) is named by its line too.
        let name = line.drop { $0 == "[" || $0 == " " }.prefix { $0 != "]" }
        table = Self.path(String(name))
        record(table, line: index + 1)
      } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
        let path = table + Self.path(String(line[..<equals]))
        // `a.b.c = 1` makes tables `a` and `a.b` on this line: a warning about `[a]` names it.
        for length in (table.count + 1)...max(table.count + 1, path.count) {
          record(Array(path.prefix(length)), line: index + 1)
        }
      }
    }
  }

  /// The line of `path` (`["keys", "home", "quit"]`), or of the nearest table holding it.
  func line(_ path: [String]) -> Int? {
    var path = path
    while !path.isEmpty {
      if let line = lines[path.joined(separator: ".")] { return line }
      path.removeLast()
    }
    return nil
  }

  private mutating func record(_ path: [String], line: Int) {
    let key = path.joined(separator: ".")
    if lines[key] == nil { lines[key] = line }
  }

  /// `keys . "home"` as `["keys", "home"]`.
  private static func path(_ dotted: String) -> [String] {
    dotted.split(separator: ".").map {
      $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(
        in: CharacterSet(charactersIn: "\"'"))
    }
  }
}
