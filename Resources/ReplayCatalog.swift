import Foundation

/// Finds the bundled replay catalog: the folder of TMDB-shaped response records that Reel
/// serves when it has no credentials.
///
/// SwiftPM's generated `Bundle.module` calls `fatalError` when the bundle is missing, so the
/// catalog is located by hand: an explicit override, then the resource bundle beside the
/// executable (true for `swift run`, `swift test` and a release binary copied together with
/// its bundle), then the source checkout this file was compiled from.
public enum ReplayCatalog {
  /// Environment variable naming a catalog folder to use instead of the bundled one.
  public static let overrideVariable = "REEL_CATALOG_DIR"

  public static func directory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    candidates(environment: environment).first { isCatalog($0) }
  }

  static func candidates(environment: [String: String]) -> [URL] {
    var urls: [URL] = []
    if let override = environment[overrideVariable], !override.isEmpty {
      urls.append(URL(fileURLWithPath: override, isDirectory: true))
    }
    let fileManager = FileManager.default
    for folder in executableFolders() {
      let bundles = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
      for bundle in bundles.sorted() where bundle.hasSuffix("_ReplayCatalog.resources") {
        urls.append(folder.appendingPathComponent(bundle).appendingPathComponent("Catalog"))
      }
    }
    urls.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Catalog"))
    return urls
  }

  private static func executableFolders() -> [URL] {
    var folders: [URL] = []
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
    }
    if let main = Bundle.main.executableURL {
      folders.append(main.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL)
    return folders
  }

  private static func isCatalog(_ url: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: url.appendingPathComponent("3_configuration.json").path)
  }
}
