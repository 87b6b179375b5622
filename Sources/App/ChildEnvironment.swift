import Foundation

/// The environment of a program Reel starts (the browser for `o`, `$EDITOR` for the
/// inspector's edit): Reel's own without the TMDB key or token. Neither program needs them,
/// and whatever they start in turn (a browser's helpers, an editor's plugins and shells)
/// would inherit them.
enum ChildEnvironment {
  /// The variables Reel reads a credential from.
  static let secretNames: Set<String> = ["TMDB_API_KEY", "TMDB_ACCESS_TOKEN"]

  static func withoutSecrets(_ environment: [String: String]) -> [String: String] {
    environment.filter { !secretNames.contains($0.key) }
  }

  /// `withoutSecrets` as the `NAME=value` strings `posix_spawn` takes, each to be freed.
  static func spawnStrings(_ environment: [String: String]) -> [UnsafeMutablePointer<CChar>?] {
    withoutSecrets(environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
  }
}
