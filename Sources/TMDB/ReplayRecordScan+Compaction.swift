import Foundation

/// The response body without the whitespace between its tokens: written while the reader
/// validates it (`compactedValue`), or in a walk of its own (`RecordRanges.compact`).
extension RecordRanges {
  /// Valid JSON without the whitespace between its tokens (strings keep theirs). Written
  /// through raw buffers, strings copied whole once `JSONStringRun` has found their end:
  /// byte-at-a-time `Data` appends cost more than the rest of the scan.
  static func compact(_ bytes: Data) -> Data {
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

extension JSONByteReader {
  mutating func writeCompacted(upTo end: Int, into target: UnsafeMutableRawPointer) {
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
}
