/// The reader of `MoviePageReader` gave up: the bytes hold something it does not read plainly,
/// and the page is decoded the full way (`JSONDecoder`), whose answer or error stands.
struct GiveUp: Error {}

/// What a JSON value is, told by its first byte.
enum JSONKind {
  case string, number, object, array, bool, null
}

/// A cursor over a JSON body that reads the values a list page needs, checking the syntax of
/// everything it passes (as `JSONDecoder` would refuse it), and gives up (`GiveUp`) on whatever
/// it does not read plainly: invalid JSON or UTF-8, a key written with an escape or outside
/// ASCII, a number that is not a plain whole one where a whole one belongs, a number `Double`'s
/// exact fast path does not cover, a lone surrogate. Modelled on `ReplayRecordScan`'s reader.
struct PageByteReader {
  let bytes: UnsafeRawBufferPointer
  /// `bytes.count`, kept: asked of the buffer, every bound test first tested its address for
  /// nil.
  let end: Int
  var offset = 0
  var depth = 0

  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
    end = bytes.count
  }

  @inline(__always)
  private var current: UInt8? { offset < end ? bytes[offset] : nil }

  @inline(__always)
  mutating func skipWhitespace() {
    while offset < end {
      let byte = bytes[offset]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      offset += 1
    }
  }

  /// Consumes `byte` (after whitespace) when it is next.
  @inline(__always)
  mutating func take(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard current == byte else { return false }
    offset += 1
    return true
  }

  @inline(__always)
  mutating func require(_ byte: UInt8) throws(GiveUp) {
    guard take(byte) else { throw GiveUp() }
  }

  /// Whether only whitespace is left.
  mutating func atEnd() -> Bool {
    skipWhitespace()
    return offset == end
  }

  /// The kind of the next value (after whitespace), not consuming it.
  @inline(__always)
  mutating func kind() throws(GiveUp) -> JSONKind {
    skipWhitespace()
    guard let byte = current else { throw GiveUp() }
    switch byte {
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw GiveUp()
    }
  }

  // MARK: containers

  /// Opens an object or a list, counting the depth as `PayloadDecoder`'s check does.
  mutating func open(_ byte: UInt8) throws(GiveUp) {
    try require(byte)
    depth += 1
    guard depth <= PayloadDecoder.maximumDepth else { throw GiveUp() }
  }

  /// After an object's `{`: the range of the next key's contents (quotes excluded), or nil at
  /// the closing `}`. `count` is the members read so far, and counts this one. A key with an
  /// escape or a byte outside ASCII gives up: such a key may spell (or, as Swift compares
  /// strings, equal) a name this reader matches byte for byte. More members than
  /// `PayloadDecoder.maximumEntries` give up, as its check would refuse them: a page this
  /// reader reads has passed that check and the depth's, so the caller need not make them.
  mutating func nextKey(count: inout Int) throws(GiveUp) -> Range<Int>? {
    // The usual key of a compact body (every replayed one): `"` (the first) or `,"` (the
    // others) at the cursor, plain ASCII to its closing quote, and `:` straight after. Taken
    // here without the four whitespace skips and tests of the way below, which reads the same
    // key (and falls to it for anything else, the cursor unmoved).
    let quote = count == 0 ? offset : offset + 1
    if quote < end, count == 0 || bytes[offset] == UInt8(ascii: ","),
      bytes[quote] == UInt8(ascii: "\"")
    {
      let start = quote + 1
      let close = JSONStringRun.endOfPlainText(bytes, from: start)
      if close + 1 < end, bytes[close] == UInt8(ascii: "\""), bytes[close + 1] == UInt8(ascii: ":")
      {
        offset = close + 2
        try counted(&count)
        return start..<close
      }
    }
    if count == 0 {
      if take(UInt8(ascii: "}")) {
        depth -= 1
        return nil
      }
    } else if !take(UInt8(ascii: ",")) {
      try require(UInt8(ascii: "}"))
      depth -= 1
      return nil
    }
    try require(UInt8(ascii: "\""))
    let start = offset
    offset = JSONStringRun.endOfPlainText(bytes, from: offset)
    guard current == UInt8(ascii: "\"") else { throw GiveUp() }
    let key = start..<offset
    offset += 1
    try require(UInt8(ascii: ":"))
    try counted(&count)
    return key
  }

  /// After a list's `[`: whether another element follows (false at the closing `]`). `count`
  /// is the elements read so far, and counts this one; past `PayloadDecoder.maximumEntries`
  /// it gives up, as `nextKey` does.
  mutating func nextElement(count: inout Int) throws(GiveUp) -> Bool {
    if count == 0 {
      if take(UInt8(ascii: "]")) {
        depth -= 1
        return false
      }
    } else if !take(UInt8(ascii: ",")) {
      try require(UInt8(ascii: "]"))
      depth -= 1
      return false
    }
    try counted(&count)
    return true
  }

  @inline(__always)
  private func counted(_ count: inout Int) throws(GiveUp) {
    count += 1
    guard count <= PayloadDecoder.maximumEntries else { throw GiveUp() }
  }

  /// Whether the key at `range` is `name`, byte for byte.
  @inline(__always)
  func key(_ range: Range<Int>, is name: StaticString) -> Bool {
    let count = name.utf8CodeUnitCount
    guard range.count == count else { return false }
    let text = name.utf8Start
    for index in 0..<count where bytes[range.lowerBound + index] != text[index] { return false }
    return true
  }

  // MARK: values

  /// Passes over one value, checking it is valid JSON.
  mutating func skipValue() throws(GiveUp) {
    switch try kind() {
    case .string: try skipString()
    case .number: _ = try number()
    case .bool: _ = try bool()
    case .null: try null()
    case .object:
      try open(UInt8(ascii: "{"))
      var members = 0
      while try nextKey(count: &members) != nil { try skipValue() }
    case .array:
      try open(UInt8(ascii: "["))
      var elements = 0
      while try nextElement(count: &elements) { try skipValue() }
    }
  }

  /// Consumes `text` when it is next (no whitespace skipped).
  @inline(__always)
  private mutating func word(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard offset + count <= end else { return false }
    let letters = text.utf8Start
    for index in 0..<count where bytes[offset + index] != letters[index] { return false }
    offset += count
    return true
  }

  mutating func null() throws(GiveUp) {
    skipWhitespace()
    guard word("null") else { throw GiveUp() }
  }

  mutating func bool() throws(GiveUp) -> Bool {
    skipWhitespace()
    if word("true") { return true }
    if word("false") { return false }
    throw GiveUp()
  }
}
