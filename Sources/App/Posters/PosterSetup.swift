import Foundation
import Images
import Screen
import TMDB

/// Where posters come from in this run.
public enum PosterSource: Sendable {
  case none
  /// The API's image host, through the API's own rate limit.
  case live(RequestGate)
  /// The replay catalog's generated posters.
  case catalog(URL)
}

/// How posters are to be drawn and who said so (for "why no posters?").
public struct ImageSettingChoice: Sendable, Equatable {
  var setting: ImageSetting
  var source: String

  init(setting: ImageSetting, source: String) {
    self.setting = setting
    self.source = source
  }

  /// `--images`, then REEL_IMAGES, then `images =` in config.toml; an unknown word is an
  /// error naming where it came from.
  static func resolve(
    commandLine: String?, environment: [String: String], configFile: String?
  ) throws(ImageSettingError) -> ImageSettingChoice {
    let (setting, source) = try ImageSetting.resolve(
      commandLine: commandLine, environment: environment, configFile: configFile)
    return ImageSettingChoice(setting: setting, source: source)
  }
}

/// Chooses how this terminal shows posters and makes the provider the screen asks.
enum PosterSetup {
  /// The protocol from the setting, the environment and the terminal's answers.
  /// `outOfBand`: whether the caller draws kitty/iTerm2/sixel pictures (the browser does;
  /// `reel show` prints symbols, and says which protocol would have worked).
  static func choice(
    _ choice: ImageSettingChoice, environment: [String: String], colors: Int?,
    probe: TerminalAnswers = TerminalAnswers(), outOfBand: Bool = false
  ) -> ImageChoice {
    var chosen = chooseImageProtocol(
      setting: choice.setting, settingSource: choice.source,
      environment: TerminalImageEnvironment(
        variables: environment, terminfoColors: colors,
        tmuxAllowsPassthrough: probe.tmuxAllowsPassthrough),
      replies: probe.replies)
    if chosen.imageProtocol.isOutOfBand, !outOfBand {
      chosen = ImageChoice(
        .symbols, colors: chosen.colors,
        reason: "\(chosen.imageProtocol.rawValue) would work (\(chosen.reason)); printed as symbols"
      )
    }
    return chosen
  }

  /// Asks tmux and the terminal what detection needs, before the screen is set up. Asks only
  /// what the setting and the environment leave open: `--images symbols` or `off`, NO_COLOR,
  /// a terminal the environment names (kitty, iTerm2, foot) ask nothing, and a terminal that
  /// answers costs one round trip (its device attributes answer ends the wait).
  static func probe(
    _ choice: ImageSettingChoice, environment: [String: String],
    timeout: Duration = .milliseconds(100)
  ) -> TerminalAnswers {
    var answers = TerminalAnswers()
    if case .forced(let chosen) = choice.setting, !chosen.isOutOfBand { return answers }
    let term = (environment["TERM"] ?? "").lowercased()
    let insideTmux = !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("tmux")
    if insideTmux {
      answers.tmuxAllowsPassthrough = TerminalProbe.tmuxAllowsPassthrough(
        environment: environment)
    }
    let tmuxBlocks = insideTmux && answers.tmuxAllowsPassthrough != true
    let guess = chooseImageProtocol(
      setting: choice.setting,
      environment: TerminalImageEnvironment(
        variables: environment, tmuxAllowsPassthrough: answers.tmuxAllowsPassthrough),
      replies: .none)
    // Nothing to ask: posters off, NO_COLOR (symbols), tmux keeping the query in, no usable
    // TERM, or a picture protocol already settled with the tty reporting its cell size.
    let cellKnown = CellPixelSize.reported() != nil
    let needsAsking: Bool
    switch choice.setting {
    case .forced(let chosen):
      needsAsking = chosen.isOutOfBand && !tmuxBlocks && !cellKnown
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      needsAsking =
        !noColor && !tmuxBlocks && !term.isEmpty && term != "dumb"
        && (guess.imageProtocol == .symbols || (guess.imageProtocol.isOutOfBand && !cellKnown))
    }
    guard needsAsking else { return answers }
    let overSSH = ["SSH_CONNECTION", "SSH_CLIENT", "SSH_TTY"].contains {
      !(environment[$0] ?? "").isEmpty
    }
    // Replies cross the network over ssh: a longer bound, still ended by the answer.
    let started = ContinuousClock.now
    answers.replies = TerminalProbe.ask(
      timeout: overSSH ? timeout * 3 : timeout, wrapForTmux: guess.tmuxPassthrough)
    answers.waited = ContinuousClock.now - started
    return answers
  }

  /// Where the pane sits in tmux's window, for pictures passed through to the outer terminal;
  /// asked of tmux only when they are (one process start, so never otherwise).
  static func paneOrigin(for choice: ImageChoice, environment: [String: String]) -> Point {
    guard choice.tmuxPassthrough, choice.imageProtocol.isOutOfBand,
      let origin = TerminalProbe.tmuxPaneOrigin(environment: environment)
    else { return Point(x: 0, y: 0) }
    return Point(x: origin.column, y: origin.row)
  }

  /// The cell size in pixels: the tty's (TIOCGWINSZ), else the terminal's answer, else a
  /// common 10x20.
  static func cellSize(
    _ answers: TerminalAnswers, tty: CellPixelSize? = CellPixelSize.reported()
  ) -> CellPixelSize {
    tty ?? answers.replies.cellSize ?? .fallback
  }

  /// The poster above `reel show ID` on a terminal: coloured symbols, as lines with their own
  /// colour sequences. Nil when posters are off, the film has none, or it cannot be had; the
  /// details print either way.
  static func printedPoster(
    for details: MovieDetails, services: Services, columns: Int = 24, rows: Int = 18
  ) async -> [String]? {
    let choice = choice(
      services.imageSetting, environment: ProcessInfo.processInfo.environment, colors: nil)
    guard choice.imageProtocol != .off, details.posterPath != nil else { return nil }
    let rendering = PosterRendering(choice: choice, cell: CellPixelSize.reported() ?? .fallback)
    let loader: PosterLoader?
    switch services.posterSource {
    case .none:
      loader = nil
    case .catalog(let folder):
      loader = PosterLoader.replay(catalog: folder, rendering: rendering)
    case .live(let gate):
      guard let configuration = try? await services.client.configuration() else { return nil }
      loader = PosterLoader.live(
        configuration: configuration.images, gate: gate, rendering: rendering)
    }
    guard let loader else { return nil }
    let request = PosterRequest(
      posterPath: details.posterPath, title: details.title, columns: columns, rows: rows)
    guard case .poster(.symbols(let art)) = await loader.load(request) else { return nil }
    return art.ansiLines
  }

  /// The screen's posters (symbols in the cells, or pictures drawn over them), or nothing when
  /// posters are off.
  static func board(
    source: PosterSource, choice: ImageChoice, cell: CellPixelSize = .fallback,
    configuration: TMDBConfiguration?, wake: @escaping @Sendable () -> Void
  ) -> PosterBoard? {
    guard choice.imageProtocol != .off else { return nil }
    let rendering = PosterRendering(choice: choice, cell: cell)
    let loader: PosterLoader?
    switch source {
    case .none:
      loader = nil
    case .catalog(let folder):
      loader = PosterLoader.replay(catalog: folder, rendering: rendering)
    case .live(let gate):
      guard let images = configuration?.images else { return nil }
      loader = PosterLoader.live(configuration: images, gate: gate, rendering: rendering)
    }
    return loader.map { PosterBoard(loader: $0, wake: wake) }
  }
}

/// What start-up learnt from tmux and the terminal for choosing how to draw posters.
struct TerminalAnswers: Sendable, Equatable {
  var replies = TerminalReplies.none
  var tmuxAllowsPassthrough: Bool?
  /// How long asking the terminal took; nil when the environment settled it.
  var waited: Duration?
}
