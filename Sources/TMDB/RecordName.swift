import Foundation

extension QueryItem {
  /// Query parameters that carry credentials. They never reach a record's name or contents, so
  /// a catalog can be shared without leaking the key it was recorded with.
  public static let credentialNames: Set<String> = ["api_key"]

  public var isCredential: Bool { Self.credentialNames.contains(name) }
}

/// Names longer than this are shortened (filesystems cap names at 255 bytes, and long search
/// queries would pass that).
let recordNameLimit = 150
/// How much of an overlong name is kept before the hash that keeps it unique.
let recordNameKeptPrefix = 120

/// The file name of the record answering `path` with `query`, e.g.
/// `3_movie_popular__page-1.json`. Tools/catalog/build.py names files the same way, so both
/// sides must change together.
public func recordName(path: String, query: [QueryItem]) -> String {
  // Byte by byte: Foundation's `replacingOccurrences` cost ~35 k instructions a call, and two
  // names are made per replayed request. "/" is never part of a multi-byte UTF-8 character.
  let slash = UInt8(ascii: "/")
  let pathBytes = path.drop { $0 == "/" }.utf8.map { $0 == slash ? UInt8(ascii: "_") : $0 }
  var name = String(decoding: pathBytes, as: UTF8.self)
  // Byte order is code point order, as Python's sorted(), so both generators agree exactly;
  // sorting by value too keeps repeated keys deterministic.
  let items = query.filter { !$0.isCredential }.sorted { a, b in
    a.name == b.name
      ? a.value.utf8.lexicographicallyPrecedes(b.value.utf8)
      : a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
  }
  for item in items {
    // Keys are TMDB's own names (`append_to_response`) and come out unchanged; encoding them
    // anyway means no key could ever put a "/" into a file name, nor a "-" (which ends it).
    name +=
      "__" + recordNameEncode(item.name, escaping: UInt8(ascii: "-")) + "-"
      + recordNameEncode(item.value)
  }
  // A name that already looks shortened is shortened too: kept, a search for the first 120
  // characters of a long name's, then "_" and that name's hash, got the long search's record.
  if name.count > recordNameLimit || looksShortened(name) {
    name = String(name.prefix(recordNameKeptPrefix)) + "_" + fnv1a64Hex(name)
  }
  return name + ".json"
}

/// Whether `name` has the shape of a shortened one: the kept prefix, "_" and 16 lower-case hex
/// digits. (Only a value's own text can end a name that way; "_" before a digit is kept.)
private func looksShortened(_ name: String) -> Bool {
  let bytes = Array(name.utf8)
  guard bytes.count == recordNameKeptPrefix + 1 + 16,
    bytes[recordNameKeptPrefix] == UInt8(ascii: "_")
  else { return false }
  return bytes[(recordNameKeptPrefix + 1)...].allSatisfy {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
  }
}

/// `recordName(path:query:)` for a query kept as an object, as records store it.
public func recordName(path: String, query: [String: String]) -> String {
  recordName(path: path, query: query.map { QueryItem($0.key, $0.value) })
}

/// Keeps `[A-Za-z0-9._,-]` (less `escaped`) and writes every other UTF-8 byte as `%XX`: safe in
/// any file name, and still readable for the common cases (`credits,videos`, `en-US`,
/// `release_dates`). A "_" is kept only between two other bytes that are not "_", so no
/// component holds the "__" that starts the next key, nor starts or ends with "_" beside one:
/// a search for `a__region-US` was named as the search for `a` in region US, and one was
/// served for the other. The catalog's names (single "_" inside words) are unchanged.
func recordNameEncode(_ text: String, escaping escaped: UInt8? = nil) -> String {
  let bytes = Array(text.utf8)
  var out = ""
  out.reserveCapacity(bytes.count)
  let underscore = UInt8(ascii: "_")
  for (offset, byte) in bytes.enumerated() {
    let kept =
      byte == underscore
      ? offset > 0 && offset + 1 < bytes.count && bytes[offset - 1] != underscore
        && bytes[offset + 1] != underscore
      : byte != escaped && isRecordNameSafe(byte)
    if kept {
      out.unicodeScalars.append(Unicode.Scalar(byte))
    } else {
      out += "%" + hexDigits(byte)
    }
  }
  return out
}

private func isRecordNameSafe(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
    UInt8(ascii: "0")...UInt8(ascii: "9"):
    return true
  case UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ","), UInt8(ascii: "-"):
    return true
  default:
    return false
  }
}

private func hexDigits(_ byte: UInt8) -> String {
  let digits = Array("0123456789ABCDEF")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}

/// FNV-1a, 64 bit, of the UTF-8 bytes, as 16 lower-case hex digits. Chosen because it is a few
/// lines in any language, so the Python generator computes the identical value.
func fnv1a64Hex(_ text: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x0000_0100_0000_01b3
  }
  let hex = String(hash, radix: 16)
  return String(repeating: "0", count: 16 - hex.count) + hex
}
