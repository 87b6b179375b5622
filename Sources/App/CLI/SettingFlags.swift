/// `--language`, `--region`, `--images` and `--api-base-url`, checked as soon as the command
/// line is read, for every command. They are options every command takes, but `keys`, `info` and the
/// watchlist's own commands never build the services that read them: `reel keys --language
/// junk` printed the key map and said nothing, while `reel list … --language junk` was
/// refused. The words are the ones the services use, so a mistake reads the same everywhere.
public enum SettingFlags {
  public static func check(
    language: String?, region: String?, images: String?, apiBaseURL: String? = nil,
    environment: [String: String] = [:]
  ) throws(ReelError) {
    if let language { _ = try LanguageSetting.parse(language, from: "--language") }
    if let region { _ = try RegionSetting.parse(region, from: "--region") }
    // REEL_IMAGES too: a word Reel does not know in the shell's profile was refused only by
    // the commands that draw, so `reel info` and the watchlist's commands never said so.
    if images != nil || environment["REEL_IMAGES"] != nil {
      do {
        _ = try ImageSettingChoice.resolve(
          commandLine: images, environment: environment, configFile: nil)
      } catch {
        throw ReelError(error.description)
      }
    }
    // Replay never reads it, so `--replay --api-base-url ftp://…` went unremarked.
    if let apiBaseURL {
      var options = ConnectionOptions()
      options.apiBaseURL = apiBaseURL
      _ = try Services.baseURL(options, [:], nil)
    }
  }
}
