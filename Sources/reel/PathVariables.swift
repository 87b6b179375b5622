import App
import Foundation

/// The environment variables that name Reel's folders and files. Read as Swift strings, a
/// byte that is not UTF-8 becomes U+FFFD: `XDG_DATA_HOME=/home/a/d\xFF` made Reel create
/// `/home/a/d\u{FFFD}` and keep the watchlist there, and `REEL_WATCHLIST_DB` in such a folder
/// was "a folder that does not exist". Such a value is refused before any folder is made.
enum PathVariables {
  static let names = [
    "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME",
    "REEL_WATCHLIST_DB", "REEL_CATALOG_DIR",
  ]

  /// Why Reel cannot use this environment's paths, or nil when it can.
  static func problem() -> String? {
    for name in names {
      guard let value = getenv(name) else { continue }
      let bytes = UnsafeBufferPointer(start: value, count: strlen(value)).map {
        UInt8(bitPattern: $0)
      }
      guard String(validating: bytes, as: UTF8.self) == nil else { continue }
      return "\(name) (\"\(ProcessArguments.shown(bytes))\") is not UTF-8 text; Reel reads "
        + "paths as UTF-8 and would keep its files in a folder of another name (rename the "
        + "folder, or set \(name) to another)"
    }
    return nil
  }
}
