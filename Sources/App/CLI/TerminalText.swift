import Screen

/// Text made safe to reach a terminal, for whatever the command line prints: the same
/// sanitiser the screen uses (controls, escape sequences and bidi overrides removed).
public enum TerminalText {
  /// Keeps line breaks (tables, paragraphs, several messages).
  public static func safe(_ text: String) -> String { Sanitizer.multiLine(text) }

  /// One line: breaks and tabs become spaces (a message, a title, a config warning).
  public static func oneLine(_ text: String) -> String { Sanitizer.singleLine(text) }
}

extension TerminalText {
  /// Text the user typed, to echo in a one-line message: control and format characters
  /// dropped one by one, so what is left is what they can see they typed (`Dramedy[2J`).
  public static func typed(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter {
          $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
        }))
  }
}

extension TerminalText {
  /// A value from config.toml (or the command line), to quote in an error: what cannot be
  /// seen is written as TOML writes it (`\u202E`, `\u001B`, `\"`, `\\`), so the quote shows
  /// what is really there. Removed instead, `"\u202Ered"` was quoted as "red" is not a colour,
  /// and an escape sequence given as a key as "" is not a key name.
  public static func quotedValue(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": shown += "\\\""
      case "\\": shown += "\\\\"
      case " ": shown.unicodeScalars.append(scalar)
      default:
        if let escape = escape(unseen: scalar) {
          shown += escape
        } else {
          shown.unicodeScalars.append(scalar)
        }
      }
    }
    return shown
  }

  /// `\u202E` (or `\U0001F3F4` past the first plane) for a scalar that shows nothing (a
  /// control, a format character, a separator, one default-ignorable, unassigned or private),
  /// as TOML and Swift write it; nil for one that is seen.
  public static func escape(unseen scalar: Unicode.Scalar) -> String? {
    let properties = scalar.properties
    let unseen: [Unicode.GeneralCategory] = [
      .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate,
      .unassigned, .privateUse,
    ]
    guard properties.isDefaultIgnorableCodePoint || unseen.contains(properties.generalCategory)
    else { return nil }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return scalar.value > 0xFFFF
      ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
      : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}

extension TerminalText {
  /// A path (or any name Reel did not write) for a printed line worded from the tables: what
  /// cannot be seen written out as the error line writes it in English (`\n`, `\u202E`,
  /// `\u001B`), quotes and backslashes left as they are. Put in as it is, the sentence's own
  /// cleaning took an escape sequence or a bidi control out, and named a path not there.
  public static func writtenOut(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      case " ", "\u{200C}", "\u{200D}", "\u{FE00}"..."\u{FE0F}": shown.unicodeScalars.append(scalar)
      default:
        if let escape = escape(unseen: scalar) {
          shown += escape
        } else {
          shown.unicodeScalars.append(scalar)
        }
      }
    }
    return shown
  }
}
