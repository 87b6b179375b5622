import Foundation
import TMDB

extension PosterLoader {
  /// Live posters: TMDB's image host as the configuration names it, through the API's `gate`
  /// (pass the same one the API client uses), with the disk cache under
  /// `$XDG_CACHE_HOME/reel/images/` bounded to `diskLimitBytes`. Nil when the configuration
  /// names no usable image host (then there are only placeholders). `timeout` is what one
  /// poster's download may take in all (`--timeout`).
  public static func live(
    configuration: ImageConfiguration, gate: RequestGate, timeout: TimeInterval = 30,
    rendering: PosterRendering,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    diskLimitBytes: Int = DiskImageCache.defaultLimitBytes,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) -> PosterLoader? {
    guard
      let source = try? HTTPImageSource(
        configuration: configuration, gate: gate, timeout: timeout, log: log)
    else { return nil }
    // No home to keep them under: posters are fetched each session, nothing is written.
    let disk =
      DiskImageCache.defaultDirectoryMayBeMade(environment: environment)
      ? DiskImageCache(
        directory: DiskImageCache.defaultDirectory(environment: environment),
        limitBytes: diskLimitBytes) : nil
    // Six-month-old files go even in a session that downloads nothing.
    if let disk { Task.detached(priority: .background) { disk.trim() } }
    return PosterLoader(
      source: source, diskCache: disk, rendering: rendering,
      artCache: artCache(environment: environment), log: log)
  }

  /// Replay posters: the catalog's generated JPEGs, no network, no copies of the files (they
  /// are on this machine already); converted posters are kept like live ones.
  public static func replay(
    catalog: URL, rendering: PosterRendering,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) -> PosterLoader {
    PosterLoader(
      source: CatalogImageSource(catalog: catalog), diskCache: nil, rendering: rendering,
      artCache: artCache(environment: environment), log: log)
  }

  /// Symbol posters as converted, in `$XDG_CACHE_HOME/reel/posters.pack`: a card's poster is
  /// under a kilobyte, a detail pane's under ten.
  static func artCache(environment: [String: String]) -> ArtPack? {
    guard DiskImageCache.defaultDirectoryMayBeMade(environment: environment) else { return nil }
    return ArtPack(
      file: DiskImageCache.defaultDirectory(environment: environment)
        .deletingLastPathComponent().appendingPathComponent("posters.pack"))
  }
}
