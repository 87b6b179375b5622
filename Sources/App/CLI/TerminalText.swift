import Screen

/// Text made safe to reach a terminal, for whatever the command line prints: the same
/// sanitiser the screen uses (controls, escape sequences and bidi overrides removed).
public enum TerminalText {
  /// Keeps line breaks (tables, paragraphs, several messages).
  public static func safe(_ text: String) -> String { Sanitizer.multiLine(text) }

  /// One line: breaks and tabs become spaces (a message, a title, a config warning).
  public static func oneLine(_ text: String) -> String { Sanitizer.singleLine(text) }
}
