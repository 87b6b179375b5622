import Foundation

/// The locale variables Foundation's formatters hand to ICU. A language part of 12 letters or
/// more (`LANG=aaaaaaaaaaaa`, past ICU's capacity for a language) names no language at all,
/// and Reel's own language setting skips it; but ICU dereferences a null locale for it, and
/// every locale-following formatter crashed Reel with SIGSEGV (the browser as it came up,
/// `reel info`). Such a value is replaced by `C.UTF-8` before anything formats: ICU then takes
/// its root locale, and the variable still decides as POSIX has it (the first one set, even to
/// a value naming no language: Reel's words are then English, as they were for this one).
enum LocaleVariables {
  static let names = ["LC_ALL", "LC_MESSAGES", "LANG"]

  /// ICU's ULOC_LANG_CAPACITY: a language subtag must be shorter.
  static let languageCapacity = 12

  static func dropUnusable() {
    for name in names {
      guard let value = getenv(name).map({ String(cString: $0) }), isUnusable(value) else {
        continue
      }
      setenv(name, "C.UTF-8", 1)
    }
  }

  /// Whether the value's language (what comes before `_`, `-`, `.` or `@`) is too long for ICU.
  static func isUnusable(_ value: String) -> Bool {
    let language = value.prefix { !"_-.@".contains($0) }
    return language.utf8.count >= languageCapacity
  }
}
