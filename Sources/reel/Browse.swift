import App
import ArgumentParser
import Foundation

/// The full-screen browser, or a headless key script run against it.
struct Browse: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Open the full-screen browser (the default).")

  @OptionGroup var global: GlobalOptions

  @Option(help: ArgumentHelp("Run a key script headless and print its snaps.", valueName: "file"))
  var script: String?

  @Option(help: ArgumentHelp("Screen size for --script (default 100x30).", valueName: "WxH"))
  var size: String?

  @Option(
    help: ArgumentHelp(
      "Where the browser opens: \(StartOption.names.joined(separator: ", ")) (default home).",
      valueName: "screen"))
  var start: String?

  func validate() throws {
    if let start, StartOption.screen(named: start) == nil {
      throw ValidationError(OptionWords.startChoices(start))
    }
    if let size, !BrowseCommand.isValidSize(size) {
      throw ValidationError(OptionWords.sizeRule)
    }
    if size != nil, script == nil {
      throw ValidationError(OptionWords.sizeWithoutScript)
    }
  }

  func run() async throws {
    // Warnings (a config file others can read) go to the status bar once the screen is up,
    // and to stderr for scripts, which have no status bar of their own to read.
    let services = try global.services(printingWarnings: script != nil)
    try await global.writingHAR(services) {
      if let script {
        // A failing script exits at once: its HAR is written first.
        try BrowseCommand.runScript(
          at: script, size: size, services: services, start: startScreen(services),
          beforeFailing: {
            guard let har = global.harPath else { return }
            do throws(ReelError) {
              try services.inspection.writeHAR(to: har, language: services.language.language)
            } catch {
              StandardError.say(ErrorLine.visible(error.message))
            }
          })
      } else {
        // ncurses takes COLUMNS and LINES over the terminal's own size when they are set (an
        // export in a shell's rc file, a script's `COLUMNS=200 reel …`): frames drawn for a
        // size the terminal is not wrap and scroll into garbage. The browser takes the
        // terminal's size, as the kernel reports it and SIGWINCH updates it.
        unsetenv("COLUMNS")
        unsetenv("LINES")
        try await BrowseCommand.runInteractive(
          services: services, log: ReelMain.log, start: startScreen(services))
      }
    }
  }

  /// `--start`, else `start = "…"` in config.toml, else home.
  private func startScreen(_ services: Services) -> StartScreen {
    start.flatMap(StartOption.screen(named:)) ?? services.start ?? .home
  }
}
