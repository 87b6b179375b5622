extension StringsTable {
  /// English: config.toml's warnings and errors, merged into `english`. The printing commands
  /// say English as Reel always said it (`ConfigSaying.english`); these are the same sentences.
  static let englishConfig: [MessageKey: Template] = [
    .configLine: "{path} line {line}",
    .configAt: "{place}: {text}",
    .configWarning: "warning: {text}",
    .configTheFile: "the config file {path}",
    .configMoreWarnings: "{path}: {count} more warnings not shown",
    .configMustBeString: "{name} must be a quoted string, not {type}",
    .configMustBeStrings: "{name} must be a string or a list of strings",
    .configMustListStrings: "{name} must list strings only",
    .configMustBeTable: "{name} must be a table ([{name}])",
    .configUnknownHomeKey: "unknown key \"{name}\" in [home] ignored",
    .configRowRepeated: "\"{name}\" is a row already; each row can be shown once",
    .configNotAGenre: "\"{name}\" is not one of TMDB's genres; use genre: with {genres}",
    .configNotAHomeRow: "\"{name}\" is not a home row; use {rows}",
    .configNoRows: "rows lists no row; list one or more of {rows}",
    .configNoContext: "there is no key context \"{name}\"; use {contexts}",
    .configNoTheme: "there is no built-in theme \"{name}\"; use {themes}",
    .configNoThemeRole: "[theme] has no \"{name}\"; use name, {roles}",
    .configNotAColour:
      "\"{value}\" is not a colour; use a name (cyan, bright-blue, default), 0-255 or #rrggbb",
    .configNotAKeyName:
      "\"{name}\" is not a key name (try q, G, ctrl-c, enter, esc, tab, space, up, pgdn, f1)",
    .configKeyUnusable: "{why} (try q, G, ctrl-n, enter, esc, space, f1)",
    .configCtrlSameByte:
      "{key} reaches Reel as {other} (a terminal sends the same byte for both); write {other}",
    .configCtrlCQuits:
      "ctrl-c always quits Reel (the terminal sends it as an interrupt), so it cannot be given to {action}",
    .configCtrlZSuspends:
      "ctrl-z always suspends Reel (the terminal sends it as a stop signal; fg brings Reel back), so it cannot be given to {action}",
    .configKeyManyScalars: "{codes} is {count} characters to a terminal, and a key press sends one",
    .configKeyNoMark: "{code} is not a key name: it shows no mark of its own in the help",
    .configTooManyKeys: "{action} is given more than {max} keys; an action takes at most {max}",
    .configKeyTaken: "{key} is already given to {action} on line {line}",
    .configKeyTakenElsewhere: "{key} is already given to {action} on another line",
    .configNoAction: "Reel has no action \"{action}\" (`reel keys` lists them)",
    .configNoActionIn: "there is no \"{action}\" in [keys.{context}]",
    .configInspectorKeys:
      "the inspector's keys cannot be remapped yet; [keys.inspector] is ignored",
    .configMustBeColour:
      "{name} must be a colour (a quoted name or #rrggbb, or a number 0-255), not {type}",
    .configDanglingLink:
      "the config file {path} is a link to {target}, which is not there (or cannot be read)",
    .configCannotRead: "cannot read the config file {path}: {reason}",
    .configNotRegular: "the config file {path} is not a regular file",
    .configTooLarge: "the config file {path} is larger than 1 MB; it holds five settings",
    .configCannotReadPlain: "cannot read the config file {path}",
    .configNotUTF8: "{place} is not UTF-8 text; save it as UTF-8",
    .configCredentialReadable:
      "{path} holds your TMDB credential and other users can read it; run chmod 600 {path}",
    .configNotTOML: "not a TOML file",
    .configNoTable: "Reel has no [{name}] table; its keys are ignored",
    .configUnknownKey: "unknown key \"{name}\" ignored",
    .configCarriageReturn: "a carriage return must be followed by a line end",
    .configControlCharacter:
      "a control character (U+{code}) is not allowed in TOML; write it as an escape such as \\u001B",
    .configTableName: "a table name must be letters, digits, _ and -, or quoted",
    .configUnknownStart: "start = \"{name}\" is not one of {choices}; opening on home",
    .configImagesChoice: "images = \"{value}\" is not one of: {choices}",
    .configNotALanguage:
      "language \u{201C}{value}\u{201D} is not a language tag; use one like en-US, fa-IR, ar-SA or ja-JP",
    .configNotARegion:
      "region must be a two-letter country code such as US, DE or IR, not \u{201C}{value}\u{201D}",
    .configQuitKeyless: "quit is left without a key ({contexts}); ctrl-c still quits",
    .configValueMissing: "a value is missing after =",
    .configElementMissing: "an array element is missing",
    .configKeyMissing: "a key is missing in an inline table",
    .configBracketsMismatch: "the brackets do not match",
    .configNoDates: "dates are not used in config.toml",
    .configStringNotEnded: "a string must end on the line it starts",
    .configStringNotClosed: "the string is not closed",
    .configExpectedEquals: "= is missing after the key (saw “{saw}”)",
    .configSetTwice: "this key or table is set already; each is set once",
    .configNotAValue: "a value must be quoted text (\"…\"), a number, true, false or a list in [ ]",
    .configAfterValue: "“{saw}” follows the value; each line holds one key = value",
    .configExpectedKey: "a key was expected here, not “{saw}”",
    .configListComma: "a list's items are separated by commas, and the list ends with ]",
    .configInlineTableComma:
      "an inline table's keys are separated by commas, with none after the last, and it ends with a closing brace",
    .configUnknownEscape:
      "{escape} is no escape TOML knows (\\\\ is a backslash, \\\" a quote, \\u00E9 any character)",
    .configNulEscape: "\\u0000 (the NUL character) cannot be used in config.toml",
    .configBadUnicodeEscape:
      "a \\u escape is four hex digits and \\U eight, naming a character (none of U+D800–U+DFFF, none past U+10FFFF)",
    .configNumberTooLarge: "{number} is too large a number",
    .configBadNumber:
      "this is not a number as TOML writes one (_ only between digits, no leading 0, digits on both sides of a .)",
    .configEndOfFile:
      "the file ends before this is finished (a closing bracket, brace or quote is missing)",
    .configTooDeep: "lists and tables are nested too deep",
    .configSyntax: "not TOML as Reel reads it (toml++: {detail})",
    .configUnexpected: "unexpected \"{character}\" outside a quoted string",
    .configUnexpectedCurly:
      "unexpected {character} ({code}) outside a quoted string; TOML quotes are straight: \" or '",
    .configUnexpectedCode: "unexpected {code} outside a quoted string",
    .configUnexpectedShown: "unexpected {character} ({code}) outside a quoted string",
  ]
}
