import Foundation
import Images
import Screen
import TMDB
import Terminal

/// Where posters come from in this run.
public enum PosterSource: Sendable {
  case none
  /// The API's image host, through the API's own rate limit, each poster within `timeout`
  /// seconds (`--timeout`), its tries included, as each of the API's requests.
  case live(RequestGate, timeout: TimeInterval)
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
  /// `outOfBand`: whether the caller draws kitty/iTerm2/sixel pictures (the browser and
  /// `reel show` do; otherwise symbols, saying which protocol would have worked). `tty`: the
  /// cell size the tty reports; sixel needs a cell size reported by it or the terminal.
  static func choice(
    _ choice: ImageSettingChoice, environment: [String: String], colors: Int?,
    probe: TerminalAnswers = TerminalAnswers(), outOfBand: Bool = false,
    tty: CellPixelSize? = CellPixelSize.reported()
  ) -> ImageChoice {
    var chosen = chooseImageProtocol(
      setting: choice.setting, settingSource: choice.source,
      environment: TerminalImageEnvironment(
        variables: environment, terminfoColors: colors,
        tmuxAllowsPassthrough: probe.tmuxAllowsPassthrough),
      replies: probe.replies)
    // A sixel is drawn pixel for pixel: at a guessed cell size it may be taller than its
    // cells, spill over the rows below and, at the foot of the screen, scroll the terminal.
    if chosen.imageProtocol == .sixel, choice.setting == .auto, tty == nil,
      probe.replies.cellSize == nil
    {
      chosen = ImageChoice(
        .symbols, colors: chosen.colors,
        reason: "sixel would work (\(chosen.reason)), but the terminal did not say its cell "
          + "size, and a sixel drawn at a guessed one can spill over the rows below")
    }
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
  /// a terminal the environment names (kitty, iTerm2, foot; not inside tmux, see
  /// `needsAsking`) ask nothing, and a terminal that
  /// answers costs one round trip (its device attributes answer ends the wait).
  ///
  /// `awaitingTheAnswer`: a command that prints and ends (`reel show`) reads the late answer
  /// before it goes on, for at most 2 s after the question: it has no keys to find it among
  /// later, and the answer came after it had ended, for the shell to read as typed text. The
  /// browser goes on and reads it with its keys, or on its way out.
  static func probe(
    _ choice: ImageSettingChoice, environment: [String: String],
    timeout: Duration = .milliseconds(100), awaitingTheAnswer: Bool = false
  ) -> TerminalAnswers {
    var answers = TerminalAnswers()
    if case .forced(let chosen) = choice.setting, !chosen.isOutOfBand { return answers }
    let term = (environment["TERM"] ?? "").lowercased()
    let insideTmux = !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("tmux")
    if insideTmux {
      answers.tmuxAllowsPassthrough = TerminalProbe.tmuxAllowsPassthrough(
        environment: environment)
    }
    let guess = chooseImageProtocol(
      setting: choice.setting,
      environment: TerminalImageEnvironment(
        variables: environment, tmuxAllowsPassthrough: answers.tmuxAllowsPassthrough),
      replies: .none)
    let needsAsking = Self.needsAsking(
      choice.setting, environment: environment, guess: guess,
      tmuxAllowsPassthrough: answers.tmuxAllowsPassthrough,
      cellKnown: CellPixelSize.reported() != nil)
    guard needsAsking else { return answers }
    let overSSH = ["SSH_CONNECTION", "SSH_CLIENT", "SSH_TTY"].contains {
      !(environment[$0] ?? "").isEmpty
    }
    // Replies cross the network over ssh: a longer bound, still ended by the answer.
    let started = ContinuousClock.now
    // Asked with echo and line editing off: a signal meanwhile must give them back.
    answers.replies = Terminal.guardingLineModes {
      UnansweredQuestion.asked()
      let replies = TerminalProbe.ask(
        timeout: overSSH ? timeout * 3 : timeout, wrapForTmux: guess.tmuxPassthrough)
      if awaitingTheAnswer, !replies.isComplete { UnansweredQuestion.awaitAnswer() }
      return replies
    }
    if answers.replies.isComplete { UnansweredQuestion.answered() }
    answers.waited = ContinuousClock.now - started
    return answers
  }

  /// Whether the terminal must be asked. Nothing to ask: posters off, NO_COLOR (symbols),
  /// tmux keeping the query in, no usable TERM, or a picture protocol already settled with the
  /// tty reporting its cell size. Inside tmux the environment's word is not enough: tmux's
  /// server keeps the environment of the terminal it was started in (KITTY_WINDOW_ID,
  /// LC_TERMINAL), while the terminal attached now may be another one, which would show a
  /// kitty picture's escape sequences as text; the outer terminal's own answer decides.
  static func needsAsking(
    _ setting: ImageSetting, environment: [String: String], guess: ImageChoice,
    tmuxAllowsPassthrough: Bool?, cellKnown: Bool
  ) -> Bool {
    let term = (environment["TERM"] ?? "").lowercased()
    let insideTmux = !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("tmux")
    let tmuxBlocks = insideTmux && tmuxAllowsPassthrough != true
    switch setting {
    case .forced(let chosen):
      return chosen.isOutOfBand && !tmuxBlocks && !cellKnown
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      return !noColor && !tmuxBlocks && !term.isEmpty && term != "dumb"
        && (guess.imageProtocol == .symbols
          || (guess.imageProtocol.isOutOfBand && (!cellKnown || insideTmux)))
    }
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

  /// The poster above `reel show ID` on a terminal, as the bytes to print before the details
  /// (ending with a blank line): with the terminal's picture protocol (kitty, iTerm2, sixel)
  /// when it has one, else coloured symbols; never wider than the terminal. Nil when posters
  /// are off, the film has none, or it cannot be had; the details print either way. The
  /// caller calls this only when stdout is a terminal.
  static func printedPoster(for details: MovieDetails, services: Services) async -> [UInt8]? {
    let environment = ProcessInfo.processInfo.environment
    guard services.imageSetting.setting != .forced(.off), details.posterPath != nil else {
      return nil
    }
    // The terminal is asked only when it can answer (stdin is the same terminal) and only
    // what the setting and the environment leave open, as the browser asks.
    let answers =
      isatty(STDIN_FILENO) == 1
      ? probe(services.imageSetting, environment: environment, awaitingTheAnswer: true)
      : TerminalAnswers()
    let chosen = printedChoice(
      choice(
        services.imageSetting, environment: environment, colors: nil, probe: answers,
        outOfBand: true))
    guard chosen.imageProtocol != .off else { return nil }
    let rendering = PosterRendering(choice: chosen, cell: cellSize(answers))
    let loader: PosterLoader?
    switch services.posterSource {
    case .none:
      loader = nil
    case .catalog(let folder):
      loader = PosterLoader.replay(catalog: folder, rendering: rendering)
    case .live(let gate, let timeout):
      guard let configuration = try? await services.client.configuration() else { return nil }
      loader = PosterLoader.live(
        configuration: configuration.images, gate: gate, timeout: timeout, rendering: rendering)
    }
    guard let loader else { return nil }
    await loader.startKittyIDs(at: PrintedPicture.firstKittyID())
    let size = PrintedPicture.size(terminalColumns: PrintedPicture.terminalColumns())
    let request = PosterRequest(
      posterPath: details.posterPath, title: details.title, columns: size.columns,
      rows: size.rows)
    return printedBytes(await loader.load(request))
  }

  /// What is printed for a load's result: the picture, or the symbols as lines with their own
  /// colour sequences; nothing for a placeholder (no poster to show).
  static func printedBytes(_ result: PosterResult) -> [UInt8]? {
    switch result {
    case .poster(.symbols(let art)):
      return Array((art.ansiLines.joined(separator: "\n") + "\n\n").utf8)
    case .poster(.terminal(let image)):
      return PrintedPicture.bytes(image).map { $0 + Array("\n".utf8) }
    case .placeholder:
      return nil
    }
  }

  /// The choice for printing: a picture protocol through tmux's passthrough becomes symbols,
  /// since where the pane's cursor sits on the outer terminal is unknown in scrolling output.
  static func printedChoice(_ chosen: ImageChoice) -> ImageChoice {
    guard chosen.imageProtocol.isOutOfBand, chosen.tmuxPassthrough else { return chosen }
    return ImageChoice(
      .symbols, colors: chosen.colors,
      reason: "\(chosen.imageProtocol.rawValue) through tmux (\(chosen.reason)); printed as symbols"
    )
  }

  /// The screen's posters (symbols in the cells, or pictures drawn over them), or nothing when
  /// posters are off.
  static func board(
    source: PosterSource, choice: ImageChoice, cell: CellPixelSize = .fallback,
    configuration: TMDBConfiguration?,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    wake: @escaping @Sendable () -> Void
  ) -> PosterBoard? {
    guard choice.imageProtocol != .off else { return nil }
    let rendering = PosterRendering(choice: choice, cell: cell)
    let loader: PosterLoader?
    switch source {
    case .none:
      loader = nil
    case .catalog(let folder):
      loader = PosterLoader.replay(
        catalog: folder, rendering: rendering, environment: environment)
    case .live(let gate, let timeout):
      guard let images = configuration?.images else { return nil }
      loader = PosterLoader.live(
        configuration: images, gate: gate, timeout: timeout, rendering: rendering,
        environment: environment)
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
