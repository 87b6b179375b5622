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
struct RecordRanges {
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
struct SeenKeys {
  private var bits: UInt8 = 0

  /// Marks member number `index` met; false when it was already.
  mutating func first(_ index: Int) -> Bool {
    let bit: UInt8 = 1 << index
    defer { bits |= bit }
    return bits & bit == 0
  }
}

/// The record's own members, read by `JSONByteReader`: the request's shape and the
/// response's parts.
extension JSONByteReader {
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
}
