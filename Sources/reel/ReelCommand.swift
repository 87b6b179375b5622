import App
import ArgumentParser
import Foundation
import Logging

struct Reel: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reel",
    abstract: "A terminal movie browser for The Movie Database (TMDB).",
    discussion: """
      With no command, opens the full-screen browser: live when TMDB_API_KEY or \
      TMDB_ACCESS_TOKEN is set, otherwise on the bundled replay catalog.
      """,
    version: reelVersion,
    subcommands: [
      Browse.self, Search.self, List.self, Show.self, Watchlist.self, Discover.self, Person.self,
      CollectionCommand.self, Keys.self, Info.self,
    ],
    defaultSubcommand: Browse.self
  )
}

/// Runs Reel and turns every failure into one `reel: ` line on stderr, never a stack trace.
@main
enum ReelMain {
  /// The log file, when it could be opened; without it Reel still runs, silently.
  nonisolated(unsafe) static var log: LogFile?

  static func main() async {
    // Before the log or any other file is opened, which could take a closed one's place.
    StandardDescriptors.holdClosedOnes()
    // Before the log's folder is looked up or any task starts a thread.
    MemoryLimit.checkBeforeAnyThread()
    ThreadLimit.checkBeforeAnyThread()
    DescriptorLimit.checkBeforeAnyFile()
    OwnerUmask.keepOwnerBits()
    // Past the file size limit (`ulimit -f`) a write is EFBIG, which the watchlist, the cache
    // and a recording put into words that name the limit; SIGXFSZ's default would end Reel on
    // the spot instead (the main thread's writes: the log, a --har), the terminal left raw.
    signal(SIGXFSZ, SIG_IGN)
    // Before anything formats a number or a date through ICU.
    LocaleVariables.dropUnusable()
    // Before the log's folder, or any other, is made under a path read wrongly.
    if let problem = PathVariables.problem() {
      StandardError.say(ErrorLine.visible(problem))
      Foundation.exit(1)
    }
    log = try? LogFile(url: LogFile.defaultURL())
    if let log {
      log.bootstrap()
    } else {
      LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
    }
    do {
      if let argument = ProcessArguments.firstNotUTF8 {
        throw ValidationError(OptionWords.notUTF8(argument))
      }
      // Before global options move behind the command, where a missing value would take one.
      try MissingOptionValue.check(Array(ProcessArguments.all.dropFirst()))
      let arguments = try CommandLineRepair.repaired(
        GlobalOptions.hoistingGlobalOptions(
          Array(ProcessArguments.all.dropFirst()), root: Reel.self),
        root: Reel.self)
      var command = try Reel.parseAsRoot(arguments)
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      // Only now has everything reached the file or pipe: a full disk shows up here at the
      // latest, and is a failure, never a silent success.
      try OutputWriter.standardOutput.finish()
    } catch {
      exit(reporting: error)
    }
  }

  static func exit(reporting error: any Error) -> Never {
    let code =
      (error as? ReelError)?.isUsage == true
      ? ExitCode.validationFailure : Reel.exitCode(for: error)
    // Help and --version are not failures: let the parser print them as usual.
    if code == .success { Reel.exit(withError: error) }
    // What was printed before the failure still goes out (a partial table is better than a
    // lost one), unless the output itself is what failed.
    let outputError = error as? OutputFailure ?? flushFailure()
    switch outputError {
    case .brokenPipe?:
      // The reader has gone (`reel … | head -1`): nothing is wrong, and nobody is listening.
      // 141 is what the shell reports when SIGPIPE ends a program (128 + 13), so a pipeline
      // sees the same status whether or not SIGPIPE was ignored (`trap '' PIPE`).
      Foundation.exit(141)
    case .failed(let reason)?:
      StandardError.say(OutputFailureWords.cannotWrite(reason))
      Foundation.exit(1)
    case nil:
      break
    }
    let text: String
    if let own = reelMessage(for: error) {
      // One sentence of Reel's: a break in it comes from a path or a value it quotes.
      text = ErrorLine.visible(own)
    } else {
      // The parser's, or a refusal of Reel's own check of the command line: its first line,
      // without the usage that follows, with what cannot be seen in a value it quotes
      // written out as in Reel's other errors (`reel list $'\e]2;x\a'` was refused as
      // `unknown category ""`, the sanitiser having taken the whole sequence out).
      let message = Reel.message(for: error)
      let line = message.split(separator: "\n").first.map(String.init) ?? "failed"
      text = ErrorLine.visible(
        OptionWords.parserLine(
          CommandLineRepair.withoutFarSuggestion(
            line.hasPrefix("Error: ") ? String(line.dropFirst(7)) : line)))
    }
    StandardError.say(text)
    Foundation.exit(code == .success ? 1 : code.rawValue)
  }

  private static func flushFailure() -> OutputFailure? {
    do {
      try OutputWriter.standardOutput.finish()
      return nil
    } catch {
      return error
    }
  }
}
