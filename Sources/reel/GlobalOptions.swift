import App
import ArgumentParser
import Foundation
import Logging

/// Options every command takes: where the data comes from and how to ask for it.
struct GlobalOptions: ParsableArguments {
  @Flag(help: "Use the bundled replay catalog even when credentials are set.")
  var replay = false

  @Option(
    name: .customLong("replay-dir"),
    help: ArgumentHelp("Replay a folder recorded with --record.", valueName: "dir"))
  var replayDirectory: String?

  @Option(
    name: .customLong("record"),
    help: ArgumentHelp("Save every live response into this folder.", valueName: "dir"))
  var recordDirectory: String?

  @Option(
    name: .customLong("api-key"),
    help: ArgumentHelp("TMDB v3 API key (env TMDB_API_KEY).", valueName: "key"))
  var apiKey: String?

  @Option(
    name: .customLong("access-token"),
    help: ArgumentHelp("TMDB v4 read access token (env TMDB_ACCESS_TOKEN).", valueName: "token"))
  var accessToken: String?

  @Option(
    name: .customLong("api-base-url"),
    help: ArgumentHelp(
      "API base URL (env TMDB_API_BASE_URL, default https://api.themoviedb.org).",
      valueName: "url"))
  var apiBaseURL: String?

  @Option(
    help: ArgumentHelp(
      "Language of the screen and of TMDB's titles, e.g. fa-IR (default: the locale, else en-US).",
      valueName: "code"))
  var language: String?

  @Option(
    help: ArgumentHelp("Region for release dates and certifications, e.g. US.", valueName: "code"))
  var region: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Seconds a whole request may take (0.1-3600); connecting gets at most 10.",
      valueName: "seconds"))
  var timeout: Double = 30

  /// A request may take from a tenth of a second to an hour: beyond that the number means
  /// nothing a network can honour (and 1e20 seconds overflows every clock).
  static let timeoutRange: ClosedRange<Double> = 0.1...3600

  @Option(
    name: .customLong("har"),
    help: ArgumentHelp(
      "Write this run's requests to a HAR 1.2 file (credentials removed).", valueName: "file"))
  var harPath: String?

  @Option(
    help: ArgumentHelp(
      "How posters are drawn: auto, kitty, sixel, iterm, symbols or off (also REEL_IMAGES).",
      valueName: "how"))
  var images: String?

  @Flag(name: .customLong("no-cache"), help: "Do not keep or fall back on cached live answers.")
  var noCache = false

  var connection: ConnectionOptions {
    var options = ConnectionOptions()
    options.useResponseCache = !noCache
    options.forceReplay = replay
    options.replayDirectory = replayDirectory
    options.recordDirectory = recordDirectory
    options.apiKey = apiKey
    options.accessToken = accessToken
    options.apiBaseURL = apiBaseURL
    options.language = language
    options.region = region
    options.timeout = timeout
    options.images = images
    return options
  }

  func validate() throws {
    guard Self.timeoutRange.contains(timeout) else {
      throw ValidationError(OptionWords.timeoutRange)
    }
    // Here, not when the services are made: some commands never make them.
    do {
      try SettingFlags.check(
        language: language, region: region, images: images, apiBaseURL: apiBaseURL,
        environment: ProcessInfo.processInfo.environment)
    } catch {
      throw ValidationError(error.message)
    }
  }

  /// The services for this run, with `config.toml` filling in what flags and environment
  /// leave unsaid. Its warnings go to stderr when `printingWarnings` (the printing
  /// commands); the browser shows `services.warnings` in its status bar instead.
  func services(printingWarnings: Bool = true) throws -> Services {
    let environment = ProcessInfo.processInfo.environment
    let config = try ConfigFile.load(from: ConfigFile.location(environment: environment))
    let http = Logger(label: "reel.http")
    let services = try Services.make(
      connection, environment: environment, config: config, log: { http.info("\($0)") })
    if printingWarnings {
      for warning in services.warnings {
        StandardError.say(ErrorLine.visible(services.warningLine(warning)))
      }
      // Without a status bar, retry waits and cache fallbacks are said on stderr.
      services.notices.forward { notice in StandardError.say(notice) }
    }
    return services
  }
}

extension GlobalOptions {
  /// Runs a command's work, then writes `--har` if asked, whether the work succeeded or not
  /// (a failing run is the one worth inspecting).
  func writingHAR<T>(_ services: Services, _ work: () async throws -> T) async throws -> T {
    try await writingHAR(services.inspection, services: services, work)
  }

  /// The same for commands that make no request (the watchlist's own): the file is a HAR with
  /// no entries, so `--har` means the same on every command.
  func writingHAR<T>(_ work: () async throws -> T) async throws -> T {
    try await writingHAR(Inspection(), services: nil, work)
  }

  /// A file that cannot be written is said in the run's language (`services`'), else the
  /// command line's: it was English under `--language ja-JP`.
  private func writingHAR<T>(
    _ inspection: Inspection, services: Services?, _ work: () async throws -> T
  ) async throws -> T {
    guard let harPath else { return try await work() }
    let language = services?.language.language ?? CommandWords.commandLineLanguage
    let result: T
    do {
      result = try await work()
    } catch {
      do throws(ReelError) {
        try inspection.writeHAR(to: harPath, language: language)
      } catch let failure {
        StandardError.say(ErrorLine.visible(failure.message))
      }
      throw error
    }
    try inspection.writeHAR(to: harPath, language: language)
    return result
  }

  static let flagNames: Set<String> = ["--replay", "--no-cache"]
  static let optionNames: Set<String> = [
    "--replay-dir", "--record", "--api-key", "--access-token", "--api-base-url", "--language",
    "--region", "--timeout", "--har", "--images",
  ]

  /// `reel --api-key K search dune` as `reel search dune --api-key K`: the parser only takes a
  /// command's options after its name (and a nested one's, as in `watchlist list`), but global
  /// options read naturally first, or between the command words (`reel watchlist --language
  /// ja-JP list`, refused as "Unexpected argument 'list'"). Those before and among the command
  /// words move to the end (before any `--`); anything else is left as it was.
  static func hoistingGlobalOptions(_ arguments: [String], root: any ParsableCommand.Type)
    -> [String]
  {
    var globals: [String] = []
    var words: [String] = []
    var command = root
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      let name = String(argument.prefix { $0 != "=" })
      if flagNames.contains(argument) || (optionNames.contains(name) && argument.contains("=")) {
        globals.append(argument)
        index += 1
      } else if optionNames.contains(argument), index + 1 < arguments.count {
        globals += [argument, arguments[index + 1]]
        index += 2
      } else if let child = command.configuration.subcommands.first(where: {
        $0._commandName == argument
      }) {
        words.append(argument)
        command = child
        index += 1
      } else {
        break
      }
    }
    guard !globals.isEmpty, !words.isEmpty else { return arguments }
    var rest = Array(arguments[index...])
    rest.insert(contentsOf: globals, at: rest.firstIndex(of: "--") ?? rest.count)
    return words + rest
  }
}
