import Foundation

/// The locale variables Foundation's formatters hand to ICU. A language part of 12 letters or
/// more (`LANG=aaaaaaaaaaaa`, past ICU's capacity for a language), or a value of about 190
/// bytes, names no language at all, and Reel's own language setting skips it; but ICU
/// dereferences a null locale for it, and every locale-following formatter crashed Reel with
/// SIGSEGV (the browser as it came up, `reel info`). Such a value is replaced by `C.UTF-8`
/// before anything formats: ICU then takes its root locale, and the variable still decides as
/// POSIX has it (the first one set, even to a value naming no language: Reel's words are then
/// English, as they were for this one).
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

  /// Past this the value overran ICU (about 190 bytes crashed it); real locale names are
  /// far shorter (`ca_ES.UTF-8@valencia`), so the bound is ICU's whole-name capacity.
  static let valueCapacity = 157

  /// Whether the value is too long for ICU, or its language (what comes before `_`, `-`, `.`
  /// or `@`) is. ICU keeps a leading `x-` or `i-` (a private or an old registered tag) as
  /// part of the language: `x-aaaaaaaaaa` is a language of 12 and crashed as
  /// `aaaaaaaaaaaa` did.
  static func isUnusable(_ value: String) -> Bool {
    guard value.utf8.count < valueCapacity else { return true }
    let bytes = Array(value.utf8)
    let hasPrefix =
      bytes.count >= 2 && "xXiI".utf8.contains(bytes[0]) && "-_".utf8.contains(bytes[1])
    let rest = hasPrefix ? bytes.dropFirst(2) : bytes[...]
    let language = rest.prefix { !"_-.@".utf8.contains($0) }
    return (hasPrefix ? 2 : 0) + language.count >= languageCapacity
  }
}
