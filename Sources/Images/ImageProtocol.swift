/// How posters reach the screen, best first.
public enum ImageProtocol: String, Sendable, Equatable, CaseIterable {
  /// Kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole).
  case kitty
  /// iTerm2's inline images (iTerm2, WezTerm, mintty).
  case iterm
  /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, Windows Terminal, …).
  case sixel
  /// Unicode symbols with colours, drawn as ordinary cells: works everywhere.
  case symbols
  /// No posters, and no image downloads.
  case off

  /// Drawn outside ncurses' cells, after the frame is flushed.
  public var isOutOfBand: Bool { self == .kitty || self == .iterm || self == .sixel }
}

/// What the user asked for: `--images`, `images = "…"` in config.toml, or `REEL_IMAGES`.
public enum ImageSetting: Sendable, Equatable {
  case auto
  case forced(ImageProtocol)

  /// The accepted words, for help texts and error messages.
  public static let choices = "auto, kitty, sixel, iterm, symbols, off"

  /// Parses a setting; nil for an unknown word (the caller says what is accepted).
  public init?(_ text: String) {
    let word = text.trimmingCharacters(in: .whitespaces).lowercased()
    if word == "auto" {
      self = .auto
    } else if let chosen = ImageProtocol(rawValue: word) {
      self = .forced(chosen)
    } else if word == "iterm2" {
      self = .forced(.iterm)
    } else if word == "none" || word == "no" || word == "false" {
      self = .forced(.off)
    } else {
      return nil
    }
  }

  /// The first setting given, most specific first: command line, then environment, then
  /// config file. An unreadable one is an error naming where it came from.
  public static func resolve(
    commandLine: String?, environment: [String: String], configFile: String?
  ) throws(ImageSettingError) -> (setting: ImageSetting, source: String) {
    let candidates: [(String?, String)] = [
      (commandLine, "--images"), (environment["REEL_IMAGES"], "REEL_IMAGES"),
      (configFile, "images in config.toml"),
    ]
    for (value, source) in candidates {
      guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
      guard let setting = ImageSetting(value) else {
        throw ImageSettingError(value: value, source: source)
      }
      return (setting, source)
    }
    return (.auto, "default")
  }
}

/// An image setting Reel does not know.
public struct ImageSettingError: Error, Sendable, Equatable, CustomStringConvertible {
  public var value: String
  public var source: String

  public var description: String {
    "\(source) is \"\(value)\", which is not one of: \(ImageSetting.choices)"
  }
}
