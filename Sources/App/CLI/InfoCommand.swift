import Foundation
import Images
import Library
import ReplayCatalog
import Screen
import TMDB

/// `reel info`: what this Reel would do and where it keeps things, for bug reports and for
/// "why is it in replay mode?". It names where the credential comes from, never its value.
public enum InfoCommand {
  /// TMDB's terms ask every product using its API to say this.
  public static let attribution =
    "This product uses the TMDB API but is not endorsed or certified by TMDB."

  public static func run(
    options: ConnectionOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
    to output: OutputWriter = .standardOutput
  ) throws {
    try output.write(report(options: options, environment: environment))
  }

  /// The whole report, one `name: value` line each, file sizes included.
  static func report(options: ConnectionOptions, environment: [String: String]) -> String {
    var lines: [(String, String)] = [("version", reelVersion)]
    let configURL = ConfigFile.location(environment: environment)
    var config: ConfigFile?
    var configProblem: String?
    do {
      config = try ConfigFile.load(from: configURL)
      // Key names are checked when the map is built: a mistake there is the config's too.
      _ = try KeyMap.standard.remapped(config?.keyRemaps ?? [], file: configURL.path)
    } catch {
      configProblem = error.message
    }
    let credential = Services.resolveCredential(
      options, environment: environment, config: config)
    lines.append(("mode", mode(options, credential: credential)))
    lines.append(
      (
        "credential",
        credential.map { $0.description + ($0.problem.map { " - error: \($0)" } ?? "") } ?? "none"
      ))
    if credential != nil, !options.forceReplay, options.replayDirectory == nil {
      lines.append(("api", apiBase(options, environment, config)))
    }
    var tag = ScreenLanguage.english.tag
    do {
      let language = try LanguageSetting.resolve(
        flag: options.language, configValue: config?.language, environment: environment)
      lines.append(("language", language.summary))
      tag = language.language.tag
    } catch {
      lines.append(("language", error.message))
    }
    do {
      let region = try RegionSetting.resolve(
        flag: options.region, configValue: config?.region, language: tag)
      lines.append(("region", region.summary))
    } catch {
      lines.append(("region", error.message))
    }
    lines.append(("images", images(options, environment, config)))
    let theme = config?.theme.base.rawValue ?? BuiltInTheme.dark.rawValue
    lines.append(
      ("theme", theme + ((config?.themeColors.isEmpty ?? true) ? "" : " with [theme] colours")))
    lines.append(("keys", (config?.keyRemaps.isEmpty ?? true) ? "defaults" : "[keys] from config"))
    var files: [(String, String)] = [
      ("config", describe(configURL) + (configProblem.map { " - error: \($0)" } ?? "")),
      ("watchlist", describe(XDGPaths.watchlistDatabase(environment: environment))),
      ("history", describe(SearchHistory.defaultURL(environment: environment))),
      ("cache", describe(XDGPaths.cacheDatabase(environment: environment))),
      ("posters", describe(DiskImageCache.defaultDirectory(environment: environment))),
      // README's Files table lists it; it was the one file `reel info` left out.
      (
        "converted",
        describe(
          DiskImageCache.defaultDirectory(environment: environment)
            .deletingLastPathComponent().appendingPathComponent("posters.pack"))
      ),
      ("log", describe(LogFile.defaultURL(environment: environment))),
    ]
    // What the config got wrong without stopping Reel (a `start` Reel does not know, an
    // unknown key): listed under it, so a file that says nothing at start is not taken as clean.
    files.insert(contentsOf: (config?.warnings ?? []).map { ("  warning", $0) }, at: 1)
    files.append(
      (
        "catalog",
        ReplayCatalog.overrideProblem(environment: environment).map { "error: \($0)" }
          ?? ReplayCatalog.directory(environment: environment).map(describe) ?? "missing"
      ))
    if let folder = options.replayDirectory {
      files.append(("replay dir", describe(URL(fileURLWithPath: folder, isDirectory: true))))
    }
    let width = (lines + files).map(\.0.count).max() ?? 0
    func format(_ pair: (String, String)) -> String {
      (pair.0 + ":").padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + TerminalText.oneLine(pair.1)
    }
    return (lines.map(format) + ["", "Files"] + files.map(format) + ["", attribution])
      .joined(separator: "\n") + "\n"
  }

  static func mode(_ options: ConnectionOptions, credential: Credential?) -> String {
    if options.forceReplay { return "replay (--replay)" }
    if options.replayDirectory != nil { return "replay (--replay-dir)" }
    guard let credential else {
      return
        "replay (no credential: set TMDB_API_KEY or TMDB_ACCESS_TOKEN, pass --api-key, or put api_key in config.toml)"
    }
    return "live (\(credential.description))"
  }

  /// The API's address without anything secret a URL can carry (user, password, query, the
  /// credential in its path).
  static func apiBase(
    _ options: ConnectionOptions, _ environment: [String: String], _ config: ConfigFile?
  ) -> String {
    guard let url = try? Services.baseURL(options, environment, config),
      let shown = Services.shownAddress(
        url, hiding: Services.resolveCredential(options, environment: environment, config: config))
    else { return "not a valid http(s) URL" }
    return shown
  }

  static func images(
    _ options: ConnectionOptions, _ environment: [String: String], _ config: ConfigFile?
  ) -> String {
    do {
      let setting = try ImageSettingChoice.resolve(
        commandLine: options.images, environment: environment, configFile: config?.images)
      // Without the screen up, the colours are judged from TERM and COLORTERM.
      let term = environment["TERM"] ?? ""
      let colors =
        environment["COLORTERM"].map { !$0.isEmpty } == true || term.contains("256")
        ? 256 : term.isEmpty || term == "dumb" ? 0 : 8
      var answers = TerminalAnswers()
      answers.tmuxAllowsPassthrough = TerminalProbe.tmuxAllowsPassthrough(
        environment: environment)
      let summary = PosterSetup.choice(
        setting, environment: environment, colors: colors, probe: answers, outOfBand: true
      ).summary
      // The browser also asks the terminal itself, which may find a picture protocol the
      // environment does not name.
      return setting.setting == .auto ? summary + " (the browser also asks the terminal)" : summary
    } catch {
      return error.description
    }
  }

  /// "/path (12.3 kB)", "/path (folder, 4 files, 1.1 MB)" or "/path (not there yet)".
  static func describe(_ url: URL) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return "\(url.path) (not there yet)"
    }
    guard isDirectory.boolValue else {
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? NSNumber
      return "\(url.path) (\(bytes(size?.int64Value ?? 0)))"
    }
    var total: Int64 = 0
    var count = 0
    // Bounded: a huge folder must not make `reel info` crawl.
    if let walker = FileManager.default.enumerator(
      at: url, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
    {
      for case let file as URL in walker where count < 100_000 {
        guard let values = try? file.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
          values.isRegularFile == true
        else { continue }
        total += Int64(values.fileSize ?? 0)
        count += 1
      }
    }
    return "\(url.path) (folder, \(count) file\(count == 1 ? "" : "s"), \(bytes(total)))"
  }

  /// "16 bytes", "29 KB", "2.9 MB", "1.25 GB": decimal units, as file managers count, the same
  /// whatever the locale. ByteCountFormatter follows the locale, and under `LANG=aaaaaaaaaaaa`
  /// (no language ICU knows) it crashed `reel info` inside ICU; it also said "Zero KB".
  static func bytes(_ count: Int64) -> String {
    if count == 0 { return "empty" }
    if count < 1000 { return count == 1 ? "1 byte" : "\(count) bytes" }
    let units = [("KB", 0), ("MB", 1), ("GB", 2), ("TB", 2)]
    var value = Double(count) / 1000
    var index = 0
    // The next unit up when this one reaches 1000 once rounded (999,999 bytes is "1 MB").
    while index < units.count - 1, rounded(value, units[index].1) >= 1000 {
      value /= 1000
      index += 1
    }
    let shown = rounded(value, units[index].1)
    var number = String(format: "%.\(units[index].1)f", shown)
    if number.contains(".") {
      while number.hasSuffix("0") { number.removeLast() }
      if number.hasSuffix(".") { number.removeLast() }
    }
    return "\(number) \(units[index].0)"
  }

  private static func rounded(_ value: Double, _ decimals: Int) -> Double {
    let scale = pow(10, Double(decimals))
    return (value * scale).rounded() / scale
  }

}
