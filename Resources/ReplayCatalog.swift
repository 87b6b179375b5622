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
    if let override = environment[overrideVariable], !override.isEmpty {
      // Never the bundled catalog in its place: that hid a mistyped path (see overrideProblem).
      let url = URL(fileURLWithPath: override, isDirectory: true)
      return isCatalog(url) ? url : nil
    }
    // The bundle's usual name beside the running binary first, without asking `Bundle.main`:
    // Foundation lists the binary's folder to make it, and a binary kept in a crowded folder
    // (/usr/local/bin, /tmp) would list it on every start.
    if let folder = runningBinaryFolder() {
      let url = catalog(inBundle: bundleName, in: folder)
      if isCatalog(url) { return url }
    }
    return candidates(in: executableFolders()).first { isCatalog($0) }
  }

  /// What is wrong with the folder `REEL_CATALOG_DIR` names, or nil when it is a catalog or
  /// the variable is not set (empty is not set). A missing folder, a file, or a folder without
  /// a catalog was passed over for the bundled catalog without a word: films added to a copy
  /// never showed, and nothing said why.
  public static func overrideProblem(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    guard let path = environment[overrideVariable], !path.isEmpty else { return nil }
    let url = URL(fileURLWithPath: path, isDirectory: true)
    if isCatalog(url) { return nil }
    var isFolder: ObjCBool = false
    let named = "\(overrideVariable) names \(path), which"
    let advice =
      "; set it to a replay catalog's folder (the one holding \(configurationFile)), or unset "
      + "it to use the bundled catalog"
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return "\(named) does not exist" + advice
    }
    guard isFolder.boolValue else { return "\(named) is a file, not a folder" + advice }
    // The bundle (or a checkout's Resources) rather than the catalog inside it.
    let inner = url.appendingPathComponent("Catalog")
    return "\(named) holds no replay catalog (no \(configurationFile))"
      + (isCatalog(inner) ? "; did you mean \(inner.path)?" : advice)
  }

  /// The record every catalog has: what tells a catalog's folder from any other.
  static let configurationFile = "3_configuration.json"

  /// SwiftPM names the bundle after the package and the target.
  static let bundleName = "Reel_ReplayCatalog.resources"

  /// Any bundle of this target beside the executable (a package built under another name),
  /// then the source checkout this file was compiled from.
  private static func candidates(in folders: [URL]) -> [URL] {
    var urls: [URL] = []
    let fileManager = FileManager.default
    for folder in folders {
      let bundles = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
      for bundle in bundles.sorted() where bundle.hasSuffix("_ReplayCatalog.resources") {
        urls.append(catalog(inBundle: bundle, in: folder))
      }
    }
    urls.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Catalog"))
    return urls
  }

  private static func catalog(inBundle bundle: String, in folder: URL) -> URL {
    folder.appendingPathComponent(bundle).appendingPathComponent("Catalog")
  }

  private static func runningBinaryFolder() -> URL? {
    guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return nil }
    return URL(fileURLWithPath: exe).deletingLastPathComponent()
  }

  private static func executableFolders() -> [URL] {
    var folders: [URL] = []
    if let folder = runningBinaryFolder() { folders.append(folder) }
    if let main = Bundle.main.executableURL {
      folders.append(main.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL)
    return folders
  }

  private static func isCatalog(_ url: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: url.appendingPathComponent(configurationFile).path)
  }
}
