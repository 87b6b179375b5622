/// Which way posters are drawn, and why, in words for `reel info` ("symbols: inside tmux
/// without passthrough"), so "why no posters?" has an answer.
public struct ImageChoice: Sendable, Hashable {
  public var imageProtocol: ImageProtocol
  /// The colours symbol art uses (`.none` under NO_COLOR: shapes in the default colours).
  public var colors: ColorDepth
  /// Out-of-band images are wrapped for tmux's passthrough.
  public var tmuxPassthrough: Bool
  public var reason: String

  public init(
    _ imageProtocol: ImageProtocol, colors: ColorDepth, tmuxPassthrough: Bool = false,
    reason: String
  ) {
    self.imageProtocol = imageProtocol
    self.colors = colors
    self.tmuxPassthrough = tmuxPassthrough
    self.reason = reason
  }

  /// "kitty: the terminal answered the kitty graphics query".
  public var summary: String { "\(imageProtocol.rawValue): \(reason)" }
}

/// What detection looks at besides the terminal's replies.
public struct TerminalImageEnvironment: Sendable, Equatable {
  public var variables: [String: String]
  /// `tput colors`, when terminfo knows.
  public var terminfoColors: Int?
  /// Whether tmux lets escape sequences through (`tmux show -gv allow-passthrough`), when
  /// known.
  public var tmuxAllowsPassthrough: Bool?

  public init(
    variables: [String: String], terminfoColors: Int? = nil, tmuxAllowsPassthrough: Bool? = nil
  ) {
    self.variables = variables
    self.terminfoColors = terminfoColors
    self.tmuxAllowsPassthrough = tmuxAllowsPassthrough
  }

  func value(_ name: String) -> String? {
    guard let value = variables[name], !value.isEmpty else { return nil }
    return value
  }

  var term: String { (value("TERM") ?? "").lowercased() }
  var insideTmux: Bool { value("TMUX") != nil || term.hasPrefix("tmux") }
  /// Over ssh, TERM_PROGRAM, KITTY_WINDOW_ID and the like describe the remote machine's
  /// environment, not the terminal: only TERM and the replies do.
  var overSSH: Bool {
    value("SSH_CONNECTION") != nil || value("SSH_CLIENT") != nil || value("SSH_TTY") != nil
  }
}

/// Chooses how to draw posters. Pure: the caller gathers the environment and the replies.
///
/// Order: an explicit setting wins; NO_COLOR means symbols without colour (never an image
/// protocol, whose pictures are colour); then the terminal's own answers (kitty graphics,
/// then sixel in the device attributes), then environment hints for iTerm2 and for terminals
/// that answer nothing; symbols otherwise. Inside tmux, out-of-band images need passthrough.
public func chooseImageProtocol(
  setting: ImageSetting, settingSource: String = "--images",
  environment: TerminalImageEnvironment, replies: TerminalReplies
) -> ImageChoice {
  let colors = ColorDepth.detect(
    environment: environment.variables, terminfoColors: environment.terminfoColors)
  let passthrough = environment.insideTmux && environment.tmuxAllowsPassthrough == true
  if case .forced(let chosen) = setting {
    if chosen.isOutOfBand, environment.insideTmux, !passthrough {
      // tmux would swallow the picture: say so and draw symbols.
      return ImageChoice(
        .symbols, colors: colors,
        reason: "\(settingSource) asks for \(chosen.rawValue), but tmux does not pass it through "
          + "(set -g allow-passthrough on)")
    }
    return ImageChoice(
      chosen, colors: colors, tmuxPassthrough: passthrough && chosen.isOutOfBand,
      reason: "asked for by \(settingSource)")
  }
  if environment.value("NO_COLOR") != nil {
    return ImageChoice(.symbols, colors: .none, reason: "NO_COLOR is set (symbols without colour)")
  }
  let term = environment.term
  if term.isEmpty || term == "dumb" {
    return ImageChoice(.off, colors: colors, reason: "TERM is \(term.isEmpty ? "unset" : term)")
  }
  if environment.insideTmux && !passthrough {
    return ImageChoice(.symbols, colors: colors, reason: "inside tmux without passthrough")
  }
  func outOfBand(_ chosen: ImageProtocol, _ reason: String) -> ImageChoice {
    ImageChoice(chosen, colors: colors, tmuxPassthrough: passthrough, reason: reason)
  }
  if replies.kittyGraphics {
    return outOfBand(.kitty, "the terminal answered the kitty graphics query")
  }
  if !environment.overSSH {
    let program = environment.value("TERM_PROGRAM") ?? environment.value("LC_TERMINAL") ?? ""
    if program == "iTerm.app" || program == "iTerm2" {
      return outOfBand(.iterm, "TERM_PROGRAM is \(program)")
    }
  }
  if replies.sixel {
    return outOfBand(.sixel, "the terminal reports sixel graphics (device attribute 4)")
  }
  if !replies.isComplete {
    // No answers at all (not asked, or too slow): fall back on what the environment says.
    if term == "xterm-kitty" || term == "xterm-ghostty" {
      return outOfBand(.kitty, "TERM is \(term)")
    }
    if !environment.overSSH, environment.value("KITTY_WINDOW_ID") != nil {
      return outOfBand(.kitty, "KITTY_WINDOW_ID is set")
    }
    if term.hasPrefix("foot") || term.hasPrefix("mlterm") {
      return outOfBand(.sixel, "TERM is \(term)")
    }
  }
  if environment.insideTmux {
    return ImageChoice(
      .symbols, colors: colors, reason: "inside tmux; the outer terminal has no image protocol")
  }
  if environment.overSSH && !replies.isComplete {
    return ImageChoice(
      .symbols, colors: colors, reason: "over ssh, and the terminal answered no graphics query")
  }
  return ImageChoice(.symbols, colors: colors, reason: "the terminal has no image protocol")
}
