import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The user's home folder as Reel's folders take it, for every module that makes a folder
/// under it (Library's XDG folders, Images' poster caches): one rule, so no cache lands in the
/// folder Reel was started from under a relative HOME.
public enum UserHome {
  /// The home folder the defaults hang from: HOME when it is an absolute path, else the one
  /// the user database gives. A relative HOME (`HOME=home`) put the watchlist and the log in
  /// whatever folder Reel was started from; an empty one is as good as unset.
  public static func folder(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let home = environment["HOME"], home.hasPrefix("/") { return home }
    // getpwuid_r, not getpwuid: folders are worked out on several threads at once.
    var buffer = [CChar](repeating: 0, count: 4096)
    let fromUsers: String? = buffer.withUnsafeMutableBufferPointer { storage in
      var entry = passwd()
      var found: UnsafeMutablePointer<passwd>?
      guard getpwuid_r(geteuid(), &entry, storage.baseAddress!, storage.count, &found) == 0,
        found != nil, let directory = entry.pw_dir
      else { return nil }
      return String(cString: directory)
    }
    if let fromUsers, fromUsers.hasPrefix("/") { return fromUsers }
    // No usable home at all: a folder that cannot be made (see `XDGPaths.createDirectory`), so
    // nothing is written, rather than the current folder.
    return "/nonexistent"
  }

  /// Whether a folder under `folder(environment:)` may be made: the home exists (Reel never
  /// creates the home folder itself: a service account's `/nonexistent`, a typo in HOME).
  public static func exists(environment: [String: String]) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: folder(environment: environment), isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
