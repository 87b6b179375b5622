import App
import ArgumentParser
import Foundation
import Library
import Screen

#if canImport(Glibc)
  import Glibc
#endif

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
      throw ValidationError(
        "--start takes one of \(StartOption.names.joined(separator: ", ")); \"\(start)\" is none of them")
    }
    if let size, Script.parseSize(size) == nil {
      throw ValidationError("--size wants WxH, e.g. 100x30")
    }
    if size != nil, script == nil {
      throw ValidationError("--size goes with --script; the browser takes the terminal's size")
    }
  }

  func run() async throws {
    // Warnings (a config file others can read) go to the status bar once the screen is up,
    // and to stderr for scripts, which have no status bar of their own to read.
    let services = try global.services(printingWarnings: script != nil)
    if let script {
      try runScript(at: script, services: services)
    } else {
      guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        throw ReelError(
          "the browser needs a terminal; use reel search, list or show, or --script FILE")
      }
      let watchlist: SQLiteWatchlistStore
      do {
        watchlist = try SQLiteWatchlistStore()
      } catch {
        throw ReelError(error.message)
      }
      try await InteractiveApp(
        services: services, watchlist: watchlist,
        notices: [watchlist.notice].compactMap { $0 } + services.warnings,
        log: ReelMain.log, start: startScreen
      ).run()
    }
  }

  private var startScreen: StartScreen {
    start.flatMap(StartOption.screen(named:)) ?? .home
  }

  private func runScript(at path: String, services: Services) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ReelError("cannot read the script \(path)")
    }
    let parsed = try Script(parsing: String(decoding: data, as: UTF8.self))
    let screenSize = size.flatMap(Script.parseSize) ?? Size(width: 100, height: 30)
    // Written straight to the descriptor, unbuffered, so snaps and a failure report interleave
    // in the order they happened.
    let runner = ScriptRunner(services: services, size: screenSize, start: startScreen) {
      FileHandle.standardOutput.write(Data(($0 + "\n").utf8))
    }
    do {
      try runner.run(parsed)
    } catch {
      var report =
        "reel: script line \(error.line.number) (\(error.line.source)): \(error.reason)\n"
      report += error.screen.joined(separator: "\n") + "\n"
      FileHandle.standardError.write(Data(report.utf8))
      Foundation.exit(1)
    }
  }
}
