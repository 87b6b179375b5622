import Foundation
import TMDB

#if canImport(Glibc)
  import Glibc
#endif

/// Reel's folders under the XDG base directories, with the usual defaults when a variable is
/// unset, empty or relative (the specification says relative values are to be ignored).
public struct XDGPaths: Sendable, Equatable {
  /// `$XDG_DATA_HOME/reel` (default `~/.local/share/reel`): the watchlist.
  public var data: URL
  /// `$XDG_CACHE_HOME/reel` (default `~/.cache/reel`): the response cache.
  public var cache: URL
  /// `$XDG_CONFIG_HOME/reel` (default `~/.config/reel`).
  public var config: URL
  /// `$XDG_STATE_HOME/reel` (default `~/.local/state/reel`): the log.
  public var state: URL

  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    home: String? = nil
  ) {
    let home = home ?? Self.homeFolder(environment: environment)
    func folder(_ variable: String, _ fallback: String) -> URL {
      let base: String
      if let value = environment[variable], value.hasPrefix("/") {
        base = value
      } else {
        base = (home as NSString).appendingPathComponent(fallback)
      }
      return URL(fileURLWithPath: base, isDirectory: true)
        .appendingPathComponent("reel", isDirectory: true)
    }
    data = folder("XDG_DATA_HOME", ".local/share")
    cache = folder("XDG_CACHE_HOME", ".cache")
    config = folder("XDG_CONFIG_HOME", ".config")
    state = folder("XDG_STATE_HOME", ".local/state")
  }

  /// The home folder the defaults hang from (`UserHome.folder`: HOME when absolute, else the
  /// user database's).
  public static func homeFolder(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    UserHome.folder(environment: environment)
  }

  /// The watchlist database: `REEL_WATCHLIST_DB` when set, else `data/library.sqlite`.
  public static func watchlistDatabase(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let path = environment["REEL_WATCHLIST_DB"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return XDGPaths(environment: environment).data.appendingPathComponent("library.sqlite")
  }

  /// The response cache database: `cache/cache.sqlite`.
  public static func cacheDatabase(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    XDGPaths(environment: environment).cache.appendingPathComponent("cache.sqlite")
  }

  /// Creates a folder and any missing parents with mode 0700, as the XDG specification asks;
  /// folders that already exist keep the permissions the user gave them. The home folder
  /// itself is never made: a HOME that does not exist (`/nonexistent`, a service account's, a
  /// typo) was created by Reel, with everything up to the root when it ran as root.
  public static func createDirectory(
    _ url: URL, home: String = XDGPaths.homeFolder()
  ) throws(LibraryError) {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw LibraryError(.fileNotFolder(path: url.path))
      }
      return
    }
    if url.standardizedFileURL.path == URL(fileURLWithPath: home).standardizedFileURL.path {
      throw LibraryError(.homeMissing(path: url.path))
    }
    let parent = url.deletingLastPathComponent()
    if parent.path != url.path { try createDirectory(parent, home: home) }
    // mkdir(2), not FileManager: its error for a read-only file system was "The operation
    // could not be completed. The volume is read only." in the middle of Reel's sentence.
    guard mkdir(url.path, 0o700) == 0 else {
      let reason = errno
      // Another process may have made it in the meantime.
      if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
        return
      }
      throw LibraryError(.cannotCreateFolder(path: url.path, .system(reason)))
    }
    // 0700 whatever the umask (`umask 777` would leave a folder nobody can enter).
    chmod(url.path, 0o700)
  }
}
