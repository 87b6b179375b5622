import App
import ArgumentParser

/// `reel list popular --pages --json` took "--json" as the page to fetch and said `not
/// "--json"`; `--language --json` said "Missing value for '--language <code>'"; and as global
/// options are moved behind the command, `reel --replay list popular --pages` took "--replay"
/// as its pages. An option that wants a value and is followed by another option (or by
/// nothing) is told in one plain sentence, with what its value looks like.
enum MissingOptionValue {
  /// What each option's value looks like, for the sentence. Options missing here (`--note`,
  /// which is free text and may begin with a dash) are left to the parser.
  static let examples: [String: String] = [
    "--page": "a page number from 1 to 500",
    "--pages": "1, 3-5 or all",
    "--year": "a year such as 1999 (discover also takes 1990-1999)",
    "--sort": "an order such as rating (reel COMMAND --help lists them)",
    "--script": "a key script's file",
    "--size": "a screen size such as 100x30",
    "--start": StartOption.names.joined(separator: ", "),
    "--genre": "a genre such as comedy",
    "--without-genre": "a genre such as horror",
    "--min-rating": "a rating from 0 to 10",
    "--min-votes": "a number of votes such as 100",
    "--original-language": "a language code such as fr",
    "--runtime": "minutes such as 90-150",
    "--certification": "a certification such as PG-13",
    "--replay-dir": "a folder recorded with --record",
    "--record": "a folder",
    "--api-key": "a TMDB API key",
    "--access-token": "a TMDB read access token",
    "--api-base-url": "a URL such as https://api.themoviedb.org",
    "--language": "a language code such as fa-IR",
    "--region": "a region code such as US",
    "--timeout": "seconds from 0.1 to 3600",
    "--har": "a file to write",
    "--images": "auto, kitty, sixel, iterm, symbols or off",
  ]

  /// Options whose empty value (`--har "$FILE"` with FILE unset, `--har=`) meant nothing and
  /// went by without a word: no HAR written, a recording in the current folder, the replay
  /// catalog printed as if it were TMDB (`--api-key ""`), posters chosen as if not asked.
  static let refusingEmpty: Set<String> = [
    "--har", "--record", "--replay-dir", "--api-key", "--access-token", "--api-base-url",
    "--images", "--script", "--timeout", "--page",
  ]

  /// Throws for the first option of `examples` whose value is missing: it is the last
  /// argument, or the next one is an option (a dash and a letter, not a negative number);
  /// or, for `refusingEmpty`, it is empty. Nothing after `--` is an option. A usage error, as
  /// the parser's own are (exit 64).
  static func check(_ arguments: [String]) throws(ValidationError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" { return }
      if argument.hasSuffix("="), refusingEmpty.contains(String(argument.dropLast())) {
        throw empty(String(argument.dropLast()))
      }
      guard CommandLineRepair.valueOptions.contains(argument) else { continue }
      let isMissing = index == arguments.count || looksLikeAnOption(arguments[index])
      if isMissing, let example = examples[argument] {
        throw ValidationError(OptionWords.needsValue(argument, example: example))
      }
      if arguments[index].isEmpty, refusingEmpty.contains(argument) { throw empty(argument) }
      index += 1  // its value, whatever it looks like ("--note -x" is a note)
    }
  }

  private static func empty(_ option: String) -> ValidationError {
    ValidationError(OptionWords.isEmpty(option, example: examples[option] ?? "some text"))
  }

  /// "--json", "-x", "--": an option, not a value; "-5" and "-" are values.
  static func looksLikeAnOption(_ text: String) -> Bool {
    text.hasPrefix("-") && text.count > 1 && !CommandLineRepair.isNegativeNumber(text)
  }
}
