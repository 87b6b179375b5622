/// `--language`, `--region` and `--images`, checked as soon as the command line is read, for
/// every command. They are options every command takes, but `keys`, `info` and the
/// watchlist's own commands never build the services that read them: `reel keys --language
/// junk` printed the key map and said nothing, while `reel list … --language junk` was
/// refused. The words are the ones the services use, so a mistake reads the same everywhere.
public enum SettingFlags {
  public static func check(language: String?, region: String?, images: String?)
    throws(ReelError)
  {
    if let language { _ = try LanguageSetting.parse(language, from: "--language") }
    if let region { _ = try RegionSetting.parse(region, from: "--region") }
    if let images {
      do {
        _ = try ImageSettingChoice.resolve(
          commandLine: images, environment: [:], configFile: nil)
      } catch {
        throw ReelError(error.description)
      }
    }
  }
}
