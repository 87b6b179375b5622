import Foundation

/// A record file's response found by one pass over its bytes, without building a JSON tree.
///
/// Serving a record used to parse the whole file into `ReplayJSON`, encode the body back to
/// text and let the client decode that text again: three passes and a tree of allocations per
/// record, most of a replay start's decoding cost. The scan checks the file is valid JSON
/// (syntax, UTF-8, nesting) and hands the body on as its own bytes, with the whitespace between
/// tokens dropped, so the client parses it once. Only the small parts are decoded: the status,
/// and the headers or text body; the request's shape is checked as the full reader checks it.
///
/// Anything unusual (not valid JSON, too deep, a missing or mistyped field) gives nil, and the
/// caller reads the file the full way, whose error says what is wrong in the same words as ever.
struct ReplayRecordScan {
  var status: Int
  var headers: [String: String]?
  /// The JSON body, compact; nil when the record has none (or `null`).
  var body: Data?
  var bodyText: String?
  /// Where the request's path (a JSON string) lies in the bytes scanned: decoded only by
  /// `requestPath(in:)`, so serving a record never pays for it.
  var pathRange: Range<Int>?

  /// The request's path, from `data`, the bytes this scan was made of.
  func requestPath(in data: Data) -> String? {
    guard let pathRange else { return nil }
    return try? JSONDecoder().decode(String.self, from: data[slice: pathRange])
  }

  /// The response as a transport delivers it, as `RecordedResponse.transportResponse()` would.
  var transportResponse: TransportResponse {
    var lowered: [String: String] = [:]
    for (name, value) in headers ?? [:] { lowered[name.lowercased()] = value }
    return TransportResponse(
      status: status, headers: lowered, body: body ?? Data((bodyText ?? "").utf8))
  }

  /// Nil when the file is anything but a plain, valid record (see the type's comment).
  static func scan(_ data: Data) -> ReplayRecordScan? {
    data.withUnsafeBytes { raw -> ReplayRecordScan? in
      var reader = JSONByteReader(bytes: raw)
      guard let top = reader.record(), reader.atEnd else { return nil }
      return top.resolved(in: data)
    }
  }
}

/// Byte ranges of the record's members, found by `JSONByteReader.record()`.
private struct RecordRanges {
  /// The request is one `RecordedRequest` reads (see `JSONByteReader.request()`).
  var hasUsableRequest = false
  var path: Range<Int>?
  var status: Range<Int>?
  var headers: Range<Int>?
  var body: Range<Int>?
  /// The body without the whitespace between its tokens, written as the reader validated it.
  var compactBody: Data?
  var bodyText: Range<Int>?

  /// The decoded record, or nil where the full reader would refuse it or read it otherwise.
  func resolved(in data: Data) -> ReplayRecordScan? {
    guard hasUsableRequest, let status, let statusValue = Self.integer(data[slice: status])
    else { return nil }
    let decoder = JSONDecoder()
    var scan = ReplayRecordScan(status: statusValue)
    scan.pathRange = path
    if let headers, !Self.isNull(data[slice: headers]) {
      guard let value = try? decoder.decode([String: String].self, from: data[slice: headers])
      else { return nil }
      scan.headers = value
    }
    if let bodyText, !Self.isNull(data[slice: bodyText]) {
      guard let value = try? decoder.decode(String.self, from: data[slice: bodyText]) else {
        return nil
      }
      scan.bodyText = value
    }
    if let body, !Self.isNull(data[slice: body]) {
      scan.body = compactBody ?? Self.compact(data[slice: body])
    }
    return scan
  }

  /// A status written as plain digits; anything else (200.0, "200") is left to the full reader.
  private static func integer(_ bytes: Data) -> Int? {
    guard !bytes.isEmpty, bytes.count < 10,
      bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return Int(String(decoding: bytes, as: UTF8.self))
  }

  private static func isNull(_ bytes: Data) -> Bool { bytes.elementsEqual("null".utf8) }

  /// Valid JSON without the whitespace between its tokens (strings keep theirs). Written
  /// through raw buffers, strings copied whole once `JSONStringRun` has found their end:
  /// byte-at-a-time `Data` appends cost more than the rest of the scan.
  private static func compact(_ bytes: Data) -> Data {
    var out = Data(count: bytes.count)
    let written = out.withUnsafeMutableBytes { (target: UnsafeMutableRawBufferPointer) -> Int in
      bytes.withUnsafeBytes { (source: UnsafeRawBufferPointer) -> Int in
        compact(source, into: target)
      }
    }
    out.count = written
    return out
  }

  /// `source` compacted into `target` (at least as large); returns the bytes written.
  static func compact(
    _ source: UnsafeRawBufferPointer, into target: UnsafeMutableRawBufferPointer
  ) -> Int {
    var count = 0
    var offset = 0
    while offset < source.count {
      let byte = source[offset]
      if byte == UInt8(ascii: "\"") {
        let end = JSONStringRun.endOfString(source, contentsFrom: offset + 1)
        let length = end - offset
        target.baseAddress!.advanced(by: count).copyMemory(
          from: source.baseAddress!.advanced(by: offset), byteCount: length)
        count += length
        offset = end
      } else {
        if !JSONByteReader.isWhitespace(byte) {
          target[count] = byte
          count += 1
        }
        offset += 1
      }
    }
    return count
  }
}

extension Data {
  /// The bytes at offsets `range` from the start, whatever this value's own indices are.
  fileprivate subscript(slice range: Range<Int>) -> Data {
    self[(startIndex + range.lowerBound)..<(startIndex + range.upperBound)]
  }
}

/// The members of one object the scan has met. A repeated member (two `status`es, two
/// `response`s) is left to the full reader: its decoder keeps the first, and the scan would
/// keep the last, or mix the parts of two.
private struct SeenKeys {
  private var bits: UInt8 = 0

  /// Marks member number `index` met; false when it was already.
  mutating func first(_ index: Int) -> Bool {
    let bit: UInt8 = 1 << index
    defer { bits |= bit }
    return bits & bit == 0
  }
}

/// A validating JSON reader that skips values, noting where the record's members lie.
private struct JSONByteReader {
  let bytes: UnsafeRawBufferPointer
  var offset = 0
  var depth = 0

  init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  var atEnd: Bool {
    mutating get {
      skipWhitespace()
      return offset == bytes.count
    }
  }

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// While the body is read (`compactedValue()`): where its bytes go, whitespace between tokens
  /// left out, and how far they are written (or dropped) so far.
  private var compacted: UnsafeMutableRawPointer?
  private var compactedCount = 0
  private var compactedUpTo = 0

  /// Skips the whitespace between two tokens. While the body is compacted, the bytes since the
  /// last run of whitespace go out first: every byte outside a string that is not one of a
  /// token's is whitespace this skips (the reader would refuse the file otherwise), so what goes
  /// out is the body compacted, made in the pass that validates it rather than a second walk.
  @inline(__always)
  private mutating func skipWhitespace() {
    guard offset < bytes.count, Self.isWhitespace(bytes[offset]) else { return }
    if let compacted { writeCompacted(upTo: offset, into: compacted) }
    repeat { offset += 1 } while offset < bytes.count && Self.isWhitespace(bytes[offset])
    compactedUpTo = offset
  }

  private mutating func writeCompacted(upTo end: Int, into target: UnsafeMutableRawPointer) {
    let length = end - compactedUpTo
    guard length > 0 else { return }
    (target + compactedCount).copyMemory(
      from: bytes.baseAddress! + compactedUpTo, byteCount: length)
    compactedCount += length
  }

  /// `value()`, with the value's bytes compacted into `out` (nil when it is not valid JSON).
  mutating func compactedValue(_ out: inout Data?) -> Range<Int>? {
    skipWhitespace()
    // At most the bytes left: the value's whitespace dropped can only make it shorter.
    let capacity = max(bytes.count - offset, 1)
    guard let target = malloc(capacity) else { return value() }
    compacted = target
    compactedCount = 0
    compactedUpTo = offset
    defer { compacted = nil }
    guard let range = value() else {
      free(target)
      return nil
    }
    writeCompacted(upTo: offset, into: target)
    // Given back to the allocator beyond what it holds: the catalog keeps bodies for the session.
    let kept = realloc(target, max(compactedCount, 1)) ?? target
    out = Data(bytesNoCopy: kept, count: compactedCount, deallocator: .free)
    return range
  }

  private mutating func expect(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard current == byte else { return false }
    offset += 1
    return true
  }

  /// The top-level object, with `request` and `response`'s members located.
  mutating func record() -> RecordRanges? {
    var ranges = RecordRanges()
    var seen = SeenKeys()
    let found = members { reader, key in
      if reader.key(key, is: "request") {
        guard seen.first(0), let usable = reader.request(path: &ranges.path) else { return false }
        ranges.hasUsableRequest = usable
        return true
      }
      if reader.key(key, is: "response") {
        return seen.first(1) && reader.response(into: &ranges)
      }
      return reader.isPlain(key) && reader.value() != nil
    }
    return found ? ranges : nil
  }

  /// Whether the request is one `RecordedRequest` reads: an object with a string `path`, a
  /// `method` that is a string or null and a `query` that is an object or null (any values:
  /// those that are not scalars are dropped). Nil when it is not valid JSON. Checked by its
  /// bytes: decoding it costs more than the rest of the scan, most of it first-use type lookups.
  private mutating func request(path: inout Range<Int>?) -> Bool? {
    skipWhitespace()
    guard current == UInt8(ascii: "{") else { return value() == nil ? nil : false }
    var hasPath = false
    var usable = true
    var seen = SeenKeys()
    let valid = members { reader, key in
      guard let range = reader.value() else { return false }
      let first = reader.bytes[range.lowerBound]
      if reader.key(key, is: "path") {
        usable = usable && seen.first(0)
        hasPath = first == UInt8(ascii: "\"")
        path = range
      } else if reader.key(key, is: "method") {
        usable =
          usable && seen.first(1) && (first == UInt8(ascii: "\"") || first == UInt8(ascii: "n"))
      } else if reader.key(key, is: "query") {
        usable =
          usable && seen.first(2) && (first == UInt8(ascii: "{") || first == UInt8(ascii: "n"))
      } else if !reader.isPlain(key) {
        usable = false
      }
      return true
    }
    guard valid else { return nil }
    return usable && hasPath
  }

  private mutating func response(into ranges: inout RecordRanges) -> Bool {
    skipWhitespace()
    guard current == UInt8(ascii: "{") else { return false }
    var seen = SeenKeys()
    return members { reader, key in
      if reader.key(key, is: "body") {
        guard let range = reader.compactedValue(&ranges.compactBody) else { return false }
        ranges.body = range
        return seen.first(2)
      }
      guard let range = reader.value() else { return false }
      if reader.key(key, is: "status") {
        ranges.status = range
        return seen.first(0)
      } else if reader.key(key, is: "headers") {
        ranges.headers = range
        return seen.first(1)
      } else if reader.key(key, is: "bodyText") {
        ranges.bodyText = range
        return seen.first(3)
      }
      return reader.isPlain(key)
    }
  }

  /// Whether the key string at `range` is written without escapes. One with an escape may
  /// spell any name (`"b\u006fdy"` is `body`) and never matches in `key(_:is:)`: a record with
  /// one beside the members the scan reads is left to the full reader. (Asked only of keys
  /// that matched no name, so a plain record never pays for it.)
  private func isPlain(_ range: Range<Int>) -> Bool {
    !bytes[range].contains(UInt8(ascii: "\\"))
  }

  /// Whether the key string at `range` (quotes included) is `name`, compared as written: a key
  /// spelled with escapes matches nothing, and the full reader decides about that record.
  private func key(_ range: Range<Int>, is name: StaticString) -> Bool {
    let count = name.utf8CodeUnitCount
    guard range.count == count + 2 else { return false }
    let text = UnsafeBufferPointer(start: name.utf8Start, count: count)
    for index in 0..<count where bytes[range.lowerBound + 1 + index] != text[index] {
      return false
    }
    return true
  }

  /// An object, calling `member` with the reader at each value and the key's range.
  private mutating func members(
    _ member: (inout JSONByteReader, Range<Int>) -> Bool
  ) -> Bool {
    guard expect(UInt8(ascii: "{")) else { return false }
    depth += 1
    guard depth <= PayloadDecoder.maximumDepth else { return false }
    defer { depth -= 1 }
    if expect(UInt8(ascii: "}")) { return true }
    repeat {
      skipWhitespace()
      guard let key = string() else { return false }
      guard expect(UInt8(ascii: ":")), member(&self, key) else { return false }
    } while expect(UInt8(ascii: ","))
    return expect(UInt8(ascii: "}"))
  }

  /// Skips one value, returning where it lies; nil when it is not valid JSON.
  mutating func value() -> Range<Int>? {
    skipWhitespace()
    let start = offset
    guard let byte = current else { return nil }
    switch byte {
    case UInt8(ascii: "{"):
      guard members({ reader, _ in reader.value() != nil }) else { return nil }
    case UInt8(ascii: "["):
      offset += 1
      depth += 1
      guard depth <= PayloadDecoder.maximumDepth else { return nil }
      defer { depth -= 1 }
      if !expect(UInt8(ascii: "]")) {
        repeat {
          guard value() != nil else { return nil }
        } while expect(UInt8(ascii: ","))
        guard expect(UInt8(ascii: "]")) else { return nil }
      }
    case UInt8(ascii: "\""):
      guard string() != nil else { return nil }
    case UInt8(ascii: "t"): guard literal("true") else { return nil }
    case UInt8(ascii: "f"): guard literal("false") else { return nil }
    case UInt8(ascii: "n"): guard literal("null") else { return nil }
    default:
      guard number() else { return nil }
    }
    return start..<offset
  }

  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    let text = UnsafeBufferPointer(start: word.utf8Start, count: count)
    for index in 0..<count where bytes[offset + index] != text[index] { return false }
    offset += count
    return true
  }

  /// RFC 8259's number: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
  private mutating func number() -> Bool {
    if current == UInt8(ascii: "-") { offset += 1 }
    if current == UInt8(ascii: "0") {
      offset += 1
    } else {
      guard digits() else { return false }
    }
    if current == UInt8(ascii: ".") {
      offset += 1
      guard digits() else { return false }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      offset += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
      guard digits() else { return false }
    }
    return true
  }

  private mutating func digits() -> Bool {
    let start = offset
    while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { offset += 1 }
    return offset > start
  }

  /// A string with its quotes; nil on a control character, a bad escape or bad UTF-8. Runs of
  /// plain ASCII, most of a string, are skipped eight bytes at a time (`JSONStringRun`); every
  /// other byte is checked here one at a time.
  private mutating func string() -> Range<Int>? {
    let start = offset
    guard current == UInt8(ascii: "\"") else { return nil }
    offset += 1
    while true {
      offset = JSONStringRun.endOfPlainASCII(bytes, from: offset)
      guard let byte = current else { return nil }
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return start..<offset
      case UInt8(ascii: "\\"):
        offset += 1
        guard let escape = current else { return nil }
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          continue
        case UInt8(ascii: "u"):
          guard offset + 4 <= bytes.count,
            (0..<4).allSatisfy({ Self.isHexDigit(bytes[offset + $0]) })
          else { return nil }
          offset += 4
        default: return nil
        }
      case 0..<0x20: return nil
      case 0..<0x80: offset += 1
      default:
        guard utf8Sequence() else { return nil }
      }
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }

  /// One multi-byte UTF-8 character, well formed (no overlongs, surrogates or values past
  /// U+10FFFF), as Foundation's parser demands.
  private mutating func utf8Sequence() -> Bool {
    let length = UTF8Check.sequenceLength(bytes, at: offset)
    offset += length
    return length > 0
  }
}
