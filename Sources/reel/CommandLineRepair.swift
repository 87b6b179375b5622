import App
import ArgumentParser

/// What the argument parser gets wrong for people, put right before it parses.
///
/// - A negative number is a value, not an option: `reel show -5` should hear "a movie id is
///   a whole number from 1 …", not "Missing expected argument". Standalone negative numbers
///   move behind a `--`, where the parser takes them as the positional values they are
///   (options that take numbers parse their value `.unconditional`ly, so `--page -1` already
///   reaches its range check).
/// - A mistyped command gets a suggestion ("did you mean `search`?") instead of the default
///   command's "Unexpected argument".
enum CommandLineRepair {
  /// Options whose next argument is their value.
  static let valueOptions: Set<String> = GlobalOptions.optionNames.union([
    "--page", "--pages", "--year", "--sort", "--note", "--script", "--size", "--start",
    // reel discover
    "--genre", "--without-genre", "--min-rating", "--min-votes", "--original-language",
    "--runtime", "--certification",
    // swift-argument-parser's own: `reel --generate-completion-script zsh`.
    "--generate-completion-script",
  ])
  /// Options that take no value.
  static let flags: Set<String> = GlobalOptions.flagNames.union([
    "--json", "--json-lines", "-h", "--help", "--version", "--person", "--similar",
  ])

  static func repaired(_ given: [String], root: any ParsableCommand.Type) throws -> [String] {
    let arguments = splittingEmptyValues(given)
    // `reel help search`, as git and cargo take it: the command's --help. (The bare word was
    // refused as an unknown command, and "help" is no film to search for.)
    if arguments.first == "help" {
      let command = Array(arguments.dropFirst())
      try checkCommandNames(command, root: root)
      return command + ["--help"]
    }
    try checkCommandNames(arguments, root: root)
    return movingNegativeNumbers(arguments)
  }

  /// Walks the command words; a bare word where only a command can stand is refused with the
  /// nearest command's name, as a usage error (exit 64, as the parser's own).
  static func checkCommandNames(_ arguments: [String], root: any ParsableCommand.Type) throws {
    var command = root
    var path: [String] = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if word == "--" { return }
      if word.hasPrefix("-") {
        if valueOptions.contains(word) { index += 1 }
        continue
      }
      let children = command.configuration.subcommands
      guard !children.isEmpty else { return }  // a leaf: the rest is its own business
      if let child = children.first(where: { $0._commandName == word }) {
        command = child
        path.append(word)
        continue
      }
      // Neither default command (the browser, `watchlist list`) takes a positional value.
      let names = children.map { $0._commandName }.filter { $0 != "browse" }
      throw ValidationError(
        OptionWords.unknownCommand(
          word, in: path.joined(separator: " "), near: nearest(to: word, among: names),
          names: names))
    }
  }

  /// `--note=` as `--note ""`: the parser reads an option parsed `.unconditional`ly with an
  /// empty value after `=` as one with no value and takes the next argument, a global option
  /// typed before it too (they move behind the command): `reel --replay watchlist add 550
  /// --note=` saved the note "--replay". Nothing after `--` is an option.
  static func splittingEmptyValues(_ arguments: [String]) -> [String] {
    let end = arguments.firstIndex(of: "--") ?? arguments.count
    var split: [String] = []
    for (index, argument) in arguments.enumerated() {
      if index < end, argument.hasSuffix("="), valueOptions.contains(String(argument.dropLast())) {
        split += [String(argument.dropLast()), ""]
      } else {
        split.append(argument)
      }
    }
    return split
  }

  static func movingNegativeNumbers(_ arguments: [String]) -> [String] {
    let end = arguments.firstIndex(of: "--") ?? arguments.count
    var kept: [String] = []
    var moved: [String] = []
    for index in 0..<end {
      let argument = arguments[index]
      let previous = index > 0 ? arguments[index - 1] : ""
      let previousTakesValue = previous.hasPrefix("-") && !flags.contains(previous)
      if isNegativeNumber(argument), !previousTakesValue {
        moved.append(argument)
      } else {
        kept.append(argument)
      }
    }
    guard !moved.isEmpty else { return arguments }
    let after = end < arguments.count ? Array(arguments[(end + 1)...]) : []
    return kept + ["--"] + moved + after
  }

  /// `-5`, `-1.5`, `-1e3`: a minus sign followed by a digit.
  static func isNegativeNumber(_ text: String) -> Bool {
    guard text.count > 1, text.first == "-" else { return false }
    return text.dropFirst().first?.isNumber == true
  }

  /// The parser's "Unknown option 'X'. Did you mean 'Y'?" without a Y nothing like X: it
  /// names the nearest option however far (`--sort` was asked if it meant `--har`). Kept
  /// within the typos `nearest` allows a command's name.
  static func withoutFarSuggestion(_ line: String) -> String {
    let start = "Unknown option '"
    let middle = "'. Did you mean '"
    guard line.hasPrefix(start), line.hasSuffix("'?"), let cut = line.range(of: middle) else {
      return line
    }
    let typed = line[line.index(line.startIndex, offsetBy: start.count)..<cut.lowerBound]
    let near = line[cut.upperBound...].dropLast(2)
    func bare(_ option: Substring) -> String { String(option.drop { $0 == "-" }) }
    guard nearest(to: bare(typed), among: [bare(near)]) == nil else { return line }
    return start + typed + "'"
  }

  /// The closest name within a couple of typos (or the only one the word begins), if any.
  static func nearest(to word: String, among names: [String]) -> String? {
    let lowered = word.lowercased()
    let prefixed = names.filter { $0.hasPrefix(lowered) }
    if lowered.count >= 2, prefixed.count == 1 { return prefixed[0] }
    let scored = names.map { ($0, distance(lowered, $0)) }.filter {
      $0.1 <= max(1, min(2, $0.0.count / 3))
    }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// Edit distance counting an adjacent swap as one edit (optimal string alignment).
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
