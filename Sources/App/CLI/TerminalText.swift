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
