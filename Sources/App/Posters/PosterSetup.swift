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
  /// The protocol from the setting and the environment. This build draws posters as symbols in
  /// the cells; a terminal that could show real images is told so in the reason.
  static func choice(
    _ choice: ImageSettingChoice, environment: [String: String], colors: Int?
  ) -> ImageChoice {
    var chosen = chooseImageProtocol(
      setting: choice.setting, settingSource: choice.source,
      environment: TerminalImageEnvironment(variables: environment, terminfoColors: colors),
      replies: TerminalReplies())
    if chosen.imageProtocol.isOutOfBand {
      chosen = ImageChoice(
        .symbols, colors: chosen.colors,
        reason: "\(chosen.imageProtocol.rawValue) would work (\(chosen.reason)); this build draws symbols")
    }
    return chosen
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
    let rendering = PosterRendering(choice: choice)
    let loader: PosterLoader?
    switch services.posterSource {
    case .none:
      loader = nil
    case .catalog(let folder):
      loader = PosterLoader.replay(catalog: folder, rendering: rendering)
    case .live(let gate):
      guard let configuration = try? await services.client.configuration() else { return nil }
      loader = PosterLoader.live(configuration: configuration.images, gate: gate, rendering: rendering)
    }
    guard let loader else { return nil }
    let request = PosterRequest(
      posterPath: details.posterPath, title: details.title, columns: columns, rows: rows)
    guard case .poster(.symbols(let art)) = await loader.load(request) else { return nil }
    return art.ansiLines
  }

  /// Symbols in the cells, or nothing when posters are off.
  static func board(
    source: PosterSource, choice: ImageChoice, configuration: TMDBConfiguration?,
    wake: @escaping @Sendable () -> Void
  ) -> PosterBoard? {
    guard choice.imageProtocol != .off else { return nil }
    let rendering = PosterRendering(choice: choice)
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
