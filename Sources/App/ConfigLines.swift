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
    let inside = Self.insideMultiLineStrings(lines)
    for (index, raw) in lines.enumerated() where !inside[index] {
      let line = String(String.UnicodeScalarView(raw)).trimmingCharacters(
        in: .whitespacesAndNewlines)
      if line.hasPrefix("[") {
        // `[[keys]]` (an array of tables, which Reel refuses) is named by its line too.
        let name = line.drop { $0 == "[" || $0 == " " }
        table = Self.path(String(name[..<(Self.outsideQuotes(name, "]").first ?? name.endIndex)]))
        // `[a.b.c]` makes tables `a` and `a.b` on this line, as `a.b.c = 1` does.
        for length in 1...max(1, table.count) {
          record(Array(table.prefix(length)), line: index + 1)
        }
      } else if let equals = Self.outsideQuotes(line[...], "=").first, !line.hasPrefix("#") {
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

  /// Which lines begin inside a multi-line string (`"""` or `'''` opened on an earlier line):
  /// their text is a value, never a table or a key, however it looks (`[keys]` in a note).
  /// Read as TOML reads strings: three quotes inside a one-line string (`start = "'''"`), an
  /// escaped `\"""` inside a multi-line one, or quotes in a comment open nothing (taken for a
  /// delimiter, every later line was read as a string's and named by no line).
  static func insideMultiLineStrings(_ lines: [Substring.UnicodeScalarView]) -> [Bool] {
    var open: Unicode.Scalar?
    var result: [Bool] = []
    for raw in lines {
      result.append(open != nil)
      let scalars = Array(raw)
      func run(of quote: Unicode.Scalar, at start: Int) -> Int {
        var end = start
        while end < scalars.count, scalars[end] == quote { end += 1 }
        return end - start
      }
      var index = 0
      while index < scalars.count {
        let scalar = scalars[index]
        if let quote = open {
          if quote == "\"", scalar == "\\" {
            index += 2
          } else if scalar == quote, run(of: quote, at: index) >= 3 {
            // A closing delimiter may come after up to two quotes of the string's own.
            index += min(run(of: quote, at: index), 5)
            open = nil
          } else {
            index += 1
          }
          continue
        }
        if scalar == "#" { break }
        guard scalar == "\"" || scalar == "'" else {
          index += 1
          continue
        }
        if run(of: scalar, at: index) >= 3 {
          open = scalar
          index += 3
          continue
        }
        // A one-line string, to its closing quote.
        index += 1
        while index < scalars.count {
          if scalar == "\"", scalars[index] == "\\" {
            index += 2
            continue
          }
          index += 1
          if scalars[index - 1] == scalar { break }
        }
      }
    }
    return result
  }

  /// Where `character` is in `text` outside quoted parts (a key `"a=b"`, a table `"a.b"`).
  static func outsideQuotes(_ text: Substring, _ character: Character) -> [Substring.Index] {
    var found: [Substring.Index] = []
    var quote: Character?
    var escaped = false
    for index in text.indices {
      let next = text[index]
      if let open = quote {
        if escaped {
          escaped = false
        } else if open == "\"", next == "\\" {
          escaped = true
        } else if next == open {
          quote = nil
        }
      } else if next == "\"" || next == "'" {
        quote = next
      } else if next == character {
        found.append(index)
      }
    }
    return found
  }

  /// `keys . "home"` as `["keys", "home"]`; a quoted part's escapes decoded as TOMLKit decodes
  /// them (`"qu\u202Eit"` is the key TOMLKit hands over, so its line is found).
  private static func path(_ dotted: String) -> [String] {
    var parts: [Substring] = []
    var start = dotted.startIndex
    for dot in outsideQuotes(dotted[...], ".") {
      parts.append(dotted[start..<dot])
      start = dotted.index(after: dot)
    }
    parts.append(dotted[start...])
    return parts.map { part in
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") {
        return unescaped(trimmed.dropFirst().dropLast())
      }
      return trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }
  }

  /// A basic string's escapes: `\uXXXX`, `\UXXXXXXXX`, `\"`, `\\`, `\t`, `\n`, `\r`, `\b`,
  /// `\f`, `\e`. Anything else is kept as written.
  static func unescaped(_ text: Substring) -> String {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\\", let code = scalars.popFirst() else {
        result.append(scalar)
        continue
      }
      let simple: [Unicode.Scalar: Unicode.Scalar] = [
        "\"": "\"", "\\": "\\", "t": "\t", "n": "\n", "r": "\r", "b": "\u{8}", "f": "\u{C}",
        "e": "\u{1B}",
      ]
      if let plain = simple[code] {
        result.append(plain)
      } else if code == "u" || code == "U" {
        let digits = code == "u" ? 4 : 8
        let hex = String(String.UnicodeScalarView(scalars.prefix(digits)))
        if hex.count == digits, let value = UInt32(hex, radix: 16),
          let decoded = Unicode.Scalar(value)
        {
          result.append(decoded)
          scalars = scalars.dropFirst(digits)
        } else {
          result.append(scalar)
          result.append(code)
        }
      } else {
        result.append(scalar)
        result.append(code)
      }
    }
    return String(result)
  }
}
