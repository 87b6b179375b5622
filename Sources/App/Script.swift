import Browser
import Foundation
import Screen

/// A key script: one command a line, `#` comments. See DESIGN.md "Scripts".
public struct Script: Sendable, Equatable {
  public enum Command: Sendable, Equatable {
    case size(Size)
    case key(Key, count: Int)
    case type(String)
    /// Text pasted in one piece, as a terminal's bracketed paste delivers it.
    case paste(String)
    case waitIdle
    case waitText(String)
    /// Until the text is gone (a status message fading): timers run on the virtual clock.
    case waitNoText(String)
    case expectPhase(Phase)
    case expectText(String)
    case expectNoText(String)
    case snap
    case quit
    /// The network inspector: `inspect`, `break`, `wait paused`, `edit`, `continue`, `abort`.
    case inspector(InspectorScriptCommand)
  }

  public struct Line: Sendable, Equatable {
    public var number: Int
    public var source: String
    public var command: Command
  }

  public var lines: [Line]

  /// The most times one `key` line may repeat: enough to cross any list, small enough that a
  /// typo cannot keep a script busy for minutes.
  public static let maximumRepeat = 10_000

  /// The most characters one `type` line may hold, as many keys as `key` may repeat: the
  /// search field keeps 500 of them, and a line of a megabyte kept a script typing for
  /// minutes. Longer text that should arrive in one piece is what `paste` is for.
  public static let maximumTypedCharacters = maximumRepeat

  /// Parses a script file's bytes: text that is not UTF-8 is refused with the line that
  /// holds the first stray byte, never typed as U+FFFD in place of what was written. The
  /// refusal is said in `language` (English by default, as it always was).
  public init(parsing data: Data, language: ScreenLanguage = .english) throws(ReelError) {
    guard let text = String(data: data, encoding: .utf8) else {
      let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let bad = (lines.firstIndex { String(data: Data($0), encoding: .utf8) == nil } ?? 0) + 1
      throw ReelError(
        ScriptProblem(
          .scriptLineNotUTF8, ["line": .number(bad)],
          english: "script line \(bad) is not UTF-8 text; save the script as UTF-8"
        ).text(in: language))
    }
    try self.init(parsing: text, language: language)
  }

  /// Parses a whole script; the first bad line is an error naming it, in `language`.
  public init(parsing text: String, language: ScreenLanguage = .english) throws(ReelError) {
    var parsed: [Line] = []
    // Split by scalars: as Characters, "\r\n" is one and never equals "\n", so a script saved
    // with Windows line ends would be one long first line. A line's "\r" goes with its end.
    // A byte order mark (Notepad saves one) is no part of the first command: left in, the
    // first line read as `unknown command "size"`, the mark invisible in the message.
    let scalars =
      text.unicodeScalars.first == "\u{FEFF}"
      ? text.unicodeScalars.dropFirst() : text.unicodeScalars[...]
    let rawLines = scalars.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, scalars) in rawLines.enumerated() {
      var raw = String(String.UnicodeScalarView(scalars))
      if raw.unicodeScalars.last == "\r" { raw.unicodeScalars.removeLast() }
      let source = Self.stripComment(raw).trimmingCharacters(in: .whitespaces)
      guard !source.isEmpty else { continue }
      do {
        parsed.append(
          Line(number: index + 1, source: source, command: try Self.parse(source)))
      } catch {
        let problem = error.text(in: language)
        throw ReelError(
          ScriptProblem(
            .scriptLine, ["line": .number(index + 1), "problem": .text(problem)],
            english: "script line \(index + 1): \(problem)"
          ).text(in: language))
      }
    }
    lines = parsed
  }

  static func parse(_ line: String) throws(ScriptProblem) -> Command {
    let (word, rest) = splitWord(line)
    switch word {
    case "size":
      guard let size = parseSize(rest) else {
        throw ScriptProblem(.scriptSizeRule, english: Self.sizeRule)
      }
      return .size(size)
    case "key":
      let (name, countText) = splitWord(rest)
      guard let key = Key(name: name) else {
        throw ScriptProblem(
          .scriptUnknownKey, ["key": .text(Self.excerpt(name))],
          english: "unknown key \"\(Self.excerpt(name))\"")
      }
      let count = countText.isEmpty ? 1 : Int(countText) ?? -1
      guard count >= 1, count <= Self.maximumRepeat else {
        throw ScriptProblem(
          .scriptRepeatCount, ["max": .number(Self.maximumRepeat)],
          english: "key repeat count must be a whole number from 1 to \(Self.maximumRepeat)")
      }
      return .key(key, count: count)
    case "paste":
      return .paste(try unquote(rest))
    case "type":
      let text = try unquote(rest)
      guard !text.isEmpty else {
        throw ScriptProblem(.scriptTypeEmpty, english: "type needs some text")
      }
      guard text.count <= Self.maximumTypedCharacters else {
        throw ScriptProblem(
          .scriptTypeTooLong,
          ["max": .number(Self.maximumTypedCharacters), "count": .number(text.count)],
          english: "type takes at most \(Self.maximumTypedCharacters) characters (this line has "
            + "\(text.count)); use paste for longer text")
      }
      return .type(text)
    case "wait":
      let (what, argument) = splitWord(rest)
      switch what {
      case "idle": return try nothingAfter(argument, "wait idle", .waitIdle)
      case "text": return .waitText(try screenText(argument, after: "wait text"))
      case "no-text": return .waitNoText(try screenText(argument, after: "wait no-text"))
      case "paused": return try nothingAfter(argument, "wait paused", .inspector(.waitPaused))
      default:
        throw ScriptProblem(
          .scriptWaitTakes, english: "wait takes idle, paused, text \"…\" or no-text \"…\"")
      }
    case "expect":
      let (what, argument) = splitWord(rest)
      switch what {
      case "phase":
        guard let phase = Phase(rawValue: argument) else {
          let phases = Phase.allCases.map(\.rawValue).joined(separator: ", ")
          throw ScriptProblem(
            .scriptUnknownPhase,
            ["phase": .text(Self.excerpt(argument)), "phases": .text(phases)],
            english: "unknown phase \"\(Self.excerpt(argument))\"; phases: " + phases)
        }
        return .expectPhase(phase)
      case "text": return .expectText(try screenText(argument, after: "expect text"))
      case "no-text": return .expectNoText(try screenText(argument, after: "expect no-text"))
      default:
        throw ScriptProblem(.scriptExpectTakes, english: "expect takes phase, text or no-text")
      }
    case "snap": return try nothingAfter(rest, "snap", .snap)
    case "quit": return try nothingAfter(rest, "quit", .quit)
    case "inspect", "break", "edit", "continue", "abort":
      return .inspector(try InspectorScriptCommand(word: word, argument: try unquote(rest)))
    default:
      throw ScriptProblem(
        .scriptUnknownCommand, ["command": .text(Self.excerpt(word))],
        english: "unknown command \"\(Self.excerpt(word))\"")
    }
  }

  /// A command that takes no argument, as the inspector's do: `wait idle 5` (a timeout, the
  /// writer thought) or `snap now` ran as if the rest were not there.
  static func nothingAfter(_ rest: String, _ command: String, _ parsed: Command)
    throws(ScriptProblem) -> Command
  {
    guard rest.isEmpty else {
      throw ScriptProblem(
        .scriptNothingAfter, ["command": .text(command), "rest": .text(excerpt(rest))],
        english: "\(command) takes nothing after it, not \"\(excerpt(rest))\"")
    }
    return parsed
  }

  /// A word or text from the script quoted back in a message: what cannot be seen escaped,
  /// and cut to what a line can show (an unknown key of a megabyte was quoted whole).
  public static func excerpt(_ text: String, limit: Int = 60) -> String {
    ConfigFile.quoted(text, limit: limit)
  }

  /// A script line as written, cut to what a message line can show.
  public static func cut(_ line: String, limit: Int = 120) -> String {
    line.count > limit ? line.prefix(limit) + "…" : line
  }

  /// What `size` and `--size` take, said when they get something else (0x0, 10000x10000).
  public static let sizeRule = "size wants WxH, each from 1 to 1000, e.g. 100x30"

  public static func parseSize(_ text: String) -> Size? {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1000).contains(width), (1...1000).contains(height)
    else { return nil }
    return Size(width: width, height: height)
  }

  /// A `#` starts a comment at the start of a line or after white space, outside quotes.
  static func stripComment(_ line: String) -> String {
    var inQuotes = false
    var previous: Character = " "
    var escaped = false
    for (offset, character) in line.enumerated() {
      if escaped {
        escaped = false
      } else if character == "\\" && inQuotes {
        escaped = true
      } else if character == "\"" {
        inQuotes.toggle()
      } else if character == "#", !inQuotes, previous.isWhitespace {
        return String(line.prefix(offset))
      }
      previous = character
    }
    return line
  }

  static func splitWord(_ text: String) -> (String, String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let space = trimmed.firstIndex(where: \.isWhitespace) else { return (trimmed, "") }
    return (
      String(trimmed[..<space]), String(trimmed[space...]).trimmingCharacters(in: .whitespaces)
    )
  }

  /// The text a screen check looks for: never empty or blank, which every screen would hold (or, as
  /// Foundation's `contains` has it, none), so a check of it would say nothing.
  static func screenText(_ argument: String, after command: String) throws(ScriptProblem)
    -> String
  {
    let text = try unquote(argument)
    // Spaces alone are on every screen too (its blank cells): a check of them says nothing.
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw ScriptProblem(
        .scriptNeedsText, ["command": .text(command)],
        english: "\(command) needs some text to look for, e.g. \(command) \"Dune\"")
    }
    return text
  }

  /// `"text with \"quotes\""` or bare text. Nothing but a comment may follow the closing
  /// quote: `expect text "Dune" "Part Two"` checked "Dune" alone and passed.
  static func unquote(_ text: String) throws(ScriptProblem) -> String {
    guard text.hasPrefix("\"") else { return text }
    var result = ""
    var escaped = false
    var rest = text.dropFirst()
    while let character = rest.popFirst() {
      if escaped {
        result.append(character == "n" ? "\n" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        let after = rest.trimmingCharacters(in: .whitespaces)
        guard after.isEmpty else {
          throw ScriptProblem(
            .scriptAfterQuote, ["text": .text(excerpt(after))],
            english:
              "\"\(excerpt(after))\" follows the closing quote; put the whole text inside the "
              + "quotes (or start a comment with #)")
        }
        return result
      } else {
        result.append(character)
      }
    }
    throw ScriptProblem(
      .scriptMissingQuote, english: "a quoted text is missing its closing quote")
  }
}
