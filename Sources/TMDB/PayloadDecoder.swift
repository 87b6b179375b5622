import Foundation

/// Turns a response body into a model, or into a `TMDBError` that names the endpoint and says
/// what was wrong. Never traps, whatever the bytes.
public enum PayloadDecoder {
  /// Bodies larger than this are refused before parsing: no TMDB response comes near it.
  public static let maximumBodySize = 8 * 1024 * 1024
  /// Deeper nesting than this is refused before parsing: TMDB's deepest payloads use about 6.
  public static let maximumDepth = 64
  /// A list or object with more entries than this is refused before parsing. TMDB's longest
  /// are a prolific person's credits and a big film's crew (a few thousand at most); 8 MB of
  /// small entries made 90,000 credits, ~190 MB once decoded, all held by the person's page.
  public static let maximumEntries = 10_000

  /// Decodes `body`; `report` collects the fields and items lenient decoding dropped.
  public static func decode<T: Decodable>(
    _ type: T.Type, from body: Data, endpoint: EndpointName,
    report: DecodeReport = DecodeReport()
  ) throws(TMDBError) -> T {
    // JSON in UTF-16 or UTF-32 (told by its first four bytes) is read as the UTF-8 it spells,
    // before any check: the checks and the repair below read bytes as UTF-8, and "repaired"
    // UTF-16 lost every character past ASCII (喜剧 read as 뿯喽剧); other wide forms were "not JSON".
    let narrow =
      mayBeWide(body) ? Redactor.wideJSONText(body).map { Data($0.utf8) } ?? body : body
    // RFC 8259 lets a parser ignore a byte order mark; some proxies add one.
    let body =
      narrow.starts(with: byteOrderMark) ? narrow.dropFirst(byteOrderMark.count) : narrow
    if body.isEmpty {
      throw .badResponse(endpoint: endpoint, reason: .emptyBody)
    }
    if body.count > maximumBodySize {
      throw .badResponse(
        endpoint: endpoint,
        reason: .bodyTooLarge(bytes: body.count, limitMiB: maximumBodySize / (1024 * 1024)))
    }
    // A list page is read straight from its bytes (~10 times cheaper); anything that reader
    // does not read plainly, invalid UTF-8 included, comes on to the full way below. It is
    // read before the checks below: a page it reads is a JSON object within their depth and
    // entries (it gives up past either), so their pass over the body (~70 k instructions a
    // page of twenty films) would only say so again.
    if T.self == MoviePage.self, let page = MoviePageReader.read(body, report: report) as? T {
      return page
    }
    let structure = body.withUnsafeBytes { Self.shape(of: $0, entryLimit: maximumEntries) }
    if structure.deepest > maximumDepth {
      throw .badResponse(
        endpoint: endpoint, reason: .nestedTooDeep(levels: maximumDepth))
    }
    if structure.mostEntries > maximumEntries {
      throw .badResponse(
        endpoint: endpoint, reason: .tooManyEntries(limit: maximumEntries))
    }
    guard let first = body.first(where: { !isWhitespace($0) }),
      first == UInt8(ascii: "{")
        || first == UInt8(ascii: "[")
    else {
      throw .badResponse(endpoint: endpoint, reason: sniff(body))
    }
    // JSON is UTF-8 by definition, but one bad byte in one film's overview (a proxy that
    // re-encodes, a server's mistake) should not cost the other nineteen films of the page: the
    // bad sequences become U+FFFD, the mark every reader knows for "a character was lost here",
    // the same way on every platform (Foundation's decoders differ: some refuse the whole body).
    // A character cut in two at the end of a truncated body still fails as truncated JSON.
    let text = body.withUnsafeBytes(UTF8Check.isValid) ? body : Self.replacingInvalidUTF8(body)
    let decoder = JSONDecoder()
    decoder.userInfo[DecodeReport.key] = report
    do {
      return try decoder.decode(T.self, from: text)
    } catch let error as DecodingError {
      // Foundation's parser calls a number beyond Double's range (1e309) "not valid JSON";
      // it is valid JSON, and the message should say what is really wrong with it.
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
        let odd = firstOddValue(in: text, words: false)
      {
        throw .badResponse(endpoint: endpoint, reason: .numberTooLarge(field: odd.field))
      }
      // NaN and Infinity are JavaScript's and Python's, not JSON's: not "truncated".
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
        let odd = firstOddValue(in: text, words: true), let word = odd.word
      {
        throw .badResponse(endpoint: endpoint, reason: .bareWord(field: odd.field, word: word))
      }
      throw .badResponse(endpoint: endpoint, reason: describe(error))
    } catch let problem as PayloadProblem {
      throw .badResponse(endpoint: endpoint, reason: problem.fault)
    } catch {
      throw .badResponse(endpoint: endpoint, reason: .invalidJSON)
    }
  }

  /// Whether `body` may be JSON in UTF-16 or UTF-32, as `Redactor.wideJSONText` tells it:
  /// every form it knows has a zero among the first four bytes or begins with a byte order
  /// mark's FF FE or FE FF. Looked at first because that look costs ~7.7 k instructions
  /// (its four bytes copied out of `Data` generically) on every answer, and UTF-8 JSON
  /// begins with neither.
  static func mayBeWide(_ body: Data) -> Bool {
    body.withUnsafeBytes { raw in
      guard raw.count >= 4 else { return false }
      return raw[0] == 0xFF || raw[0] == 0xFE || raw[0] == 0 || raw[1] == 0 || raw[2] == 0
        || raw[3] == 0
    }
  }

  /// `body` with each ill-formed UTF-8 sequence replaced by U+FFFD (Unicode's "maximal subpart"
  /// rule, as `String(decoding:as:)` applies it).
  static func replacingInvalidUTF8(_ body: Data) -> Data {
    Data(String(decoding: body, as: UTF8.self).utf8)
  }

  /// The deepest bracket nesting, ignoring brackets inside strings.
  static func nestingDepth(of body: Data) -> Int {
    body.withUnsafeBytes { nestingDepth(of: $0) }
  }

  static func nestingDepth(of body: UnsafeRawBufferPointer) -> Int {
    shape(of: body, entryLimit: .max).deepest
  }

  /// The deepest bracket nesting and the most entries of any list or object (its commas and
  /// one; a container of one entry or none counts as none), ignoring what is inside strings.
  /// Stops early, with what it has found so far, once either passes its limit
  /// (`maximumDepth`, `entryLimit`). One pass, no allocation on the heap, over the raw bytes;
  /// strings, most of a payload, are skipped eight bytes at a time (`JSONStringRun`).
  /// Stepping through `Data` itself cost ~19 instructions a byte, the raw byte loop ~16 (~190 k
  /// for a page of twenty films, each time a home row loads its next page).
  static func shape(of body: UnsafeRawBufferPointer, entryLimit: Int) -> (
    deepest: Int, mostEntries: Int
  ) {
    // The commas so far of the container open at each depth (1 through maximumDepth + 1).
    withUnsafeTemporaryAllocation(of: Int.self, capacity: maximumDepth + 2) { commas in
      var depth = 0
      var deepest = 0
      var most = 0
      var offset = 0
      while offset < body.count {
        let byte = body[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""):
          offset = JSONStringRun.endOfString(body, contentsFrom: offset)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          deepest = max(deepest, depth)
          if deepest > maximumDepth { return (deepest, most) }
          // Unbalanced closing brackets may have taken the depth below zero: counted nowhere.
          if depth > 0 { commas[depth] = 0 }
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
        case UInt8(ascii: ","):
          guard depth > 0 else { break }
          commas[depth] += 1
          if commas[depth] >= most {
            most = commas[depth] + 1
            if most > entryLimit { return (deepest, most) }
          }
        default: break
        }
      }
      return (deepest, most)
    }
  }

  /// The first number literal too large for a Double (`word` nil), or with `words` also the
  /// first bare word JSON does not have (`NaN`, `Infinity`, `-Infinity`, `undefined`: what
  /// JavaScript and Python write for numbers JSON cannot spell), outside strings, with the key
  /// it is the value of (nil in a list); nil when there is none. Only run after the parser has
  /// failed, so the extra pass costs nothing in the common case.
  private static func firstOddValue(in body: Data, words: Bool) -> (field: String?, word: String?)?
  {
    var inString = false
    var escaped = false
    var text: [UInt8] = []
    var lastString = ""
    var afterColon = false
    var index = body.startIndex
    func field() -> String? { afterColon ? PlainText.clean(lastString, limit: 40) : nil }
    func word(from start: Data.Index) -> (String, Data.Index) {
      var end = start
      while end < body.endIndex, end - start < 40, isLetter(body[end]) { end += 1 }
      return (String(decoding: body[start..<end], as: UTF8.self), end)
    }
    while index < body.endIndex {
      let byte = body[index]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          lastString = String(decoding: text.prefix(40), as: UTF8.self)
        } else if text.count < 40 {
          text.append(byte)
        }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        text.removeAll(keepingCapacity: true)
        afterColon = false
      case UInt8(ascii: ":"): afterColon = true
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        var end = index
        while end < body.endIndex, isNumberByte(body[end]) { end += 1 }
        let literal = String(decoding: body[index..<end], as: UTF8.self)
        if let value = Double(literal), !value.isFinite { return (field(), nil) }
        if words, literal == "-", end < body.endIndex, isLetter(body[end]) {
          let (found, wordEnd) = word(from: end)
          return wordEnd == body.endIndex ? nil : (field(), "-" + found)
        }
        index = end
        afterColon = false
        continue
      case _ where words && isLetter(byte):
        let (found, end) = word(from: index)
        // A word the body ends in may be `true`, `false` or `null` cut short: truncated.
        if end == body.endIndex { return nil }
        if !["true", "false", "null"].contains(found) { return (field(), found) }
        index = end
        afterColon = false
        continue
      case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"): afterColon = false
      default: break
      }
      index += 1
    }
    return nil
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }

  private static let byteOrderMark = Data([0xEF, 0xBB, 0xBF])

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// A hint of what came instead of JSON, e.g. a proxy's HTML error page.
  private static func sniff(_ body: Data) -> AnswerFault {
    let head = String(decoding: body.prefix(64), as: UTF8.self).lowercased()
    if head.contains("<html") || head.contains("<!doctype") { return .htmlPage }
    return .plainText(bytes: body.count)
  }

  static func describe(_ error: DecodingError) -> AnswerFault {
    /// "results[3].id"; nil for the top level.
    func path(_ context: DecodingError.Context) -> String? {
      let joined = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
        .joined()
      return joined.isEmpty ? nil : String(joined.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context):
      return .missing(field: key.stringValue, within: path(context))
    case .typeMismatch(let type, let context):
      return .wrongKind(path: path(context), expected: expected(type))
    case .valueNotFound(let type, let context):
      return .null(path: path(context), expected: expected(type))
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return .truncatedJSON }
      return .malformed(path: path(context))
    @unknown default:
      return .undecodable
    }
  }

  private static func expected(_ type: Any.Type) -> AnswerFault.ValueKind {
    let name = String(describing: type)
    if name.hasPrefix("Array") || name.hasPrefix("[") { return .list }
    if name.hasPrefix("Dictionary") || name.contains("Container") { return .object }
    switch name {
    case "String": return .text
    case "Int", "Double", "Float": return .number
    case "Bool": return .trueOrFalse
    default: return .object
    }
  }
}
