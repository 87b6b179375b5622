import App
import ArgumentParser
import Foundation

/// Options every command takes: where the data comes from and how to ask for it.
struct GlobalOptions: ParsableArguments {
  @Flag(help: "Use the bundled replay catalog even when credentials are set.")
  var replay = false

  @Option(
    name: .customLong("replay-dir"), help: ArgumentHelp("Replay a folder recorded with --record.", valueName: "dir"))
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

  @Option(help: ArgumentHelp("Language for titles and overviews, e.g. en-US.", valueName: "code"))
  var language: String?

  @Option(help: ArgumentHelp("Region for release dates and certifications, e.g. US.", valueName: "code"))
  var region: String?

  @Option(
    help: ArgumentHelp(
      "Seconds a whole request may take; connecting gets at most 10.",
      valueName: "seconds"))
  var timeout: Double = 30

  var connection: ConnectionOptions {
    var options = ConnectionOptions()
    options.forceReplay = replay
    options.replayDirectory = replayDirectory
    options.recordDirectory = recordDirectory
    options.apiKey = apiKey
    options.accessToken = accessToken
    options.apiBaseURL = apiBaseURL
    options.language = language
    options.region = region
    options.timeout = timeout
    return options
  }

  func validate() throws {
    guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be more than 0 seconds") }
  }

  /// The services for this run, with `config.toml` filling in what flags and environment
  /// leave unsaid. Its warnings go to stderr when `printingWarnings` (the printing
  /// commands); the browser shows `services.warnings` in its status bar instead.
  func services(printingWarnings: Bool = true) throws -> Services {
    let environment = ProcessInfo.processInfo.environment
    let config = try ConfigFile.load(from: ConfigFile.location(environment: environment))
    let services = try Services.make(connection, environment: environment, config: config)
    if printingWarnings {
      for warning in services.warnings {
        FileHandle.standardError.write(Data("reel: warning: \(warning)\n".utf8))
      }
    }
    return services
  }
}
