import Foundation

/// Turns a response body into a model, or into a `TMDBError` that names the endpoint and says
/// what was wrong. Never traps, whatever the bytes.
public enum PayloadDecoder {
  /// Bodies larger than this are refused before parsing: no TMDB response comes near it.
  public static let maximumBodySize = 8 * 1024 * 1024
  /// Deeper nesting than this is refused before parsing: TMDB's deepest payloads use about 6.
  public static let maximumDepth = 64

  /// Decodes `body`; `report` collects the fields and items lenient decoding dropped.
  public static func decode<T: Decodable>(
    _ type: T.Type, from body: Data, endpoint: String, report: DecodeReport = DecodeReport()
  ) throws(TMDBError) -> T {
    // RFC 8259 lets a parser ignore a byte order mark; some proxies add one.
    let body = body.starts(with: byteOrderMark) ? body.dropFirst(byteOrderMark.count) : body
    if body.isEmpty {
      throw .badResponse(endpoint: endpoint, reason: "the body was empty")
    }
    if body.count > maximumBodySize {
      throw .badResponse(
        endpoint: endpoint, reason: "the body was \(body.count) bytes, over the 8 MiB limit")
    }
    if nestingDepth(of: body) > maximumDepth {
      throw .badResponse(
        endpoint: endpoint, reason: "the JSON is nested deeper than \(maximumDepth) levels")
    }
    guard let first = body.first(where: { !isWhitespace($0) }),
      first == UInt8(ascii: "{")
        || first == UInt8(ascii: "[")
    else {
      throw .badResponse(endpoint: endpoint, reason: "it is not JSON (\(sniff(body)))")
    }
    // A list page is read straight from its bytes (~10 times cheaper); anything that reader
    // does not read plainly, invalid UTF-8 included, comes on to the full way below.
    if T.self == MoviePage.self, let page = MoviePageReader.read(body, report: report) as? T {
      return page
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
        let field = fieldWithUnreadableNumber(in: text)
      {
        throw .badResponse(
          endpoint: endpoint, reason: "its \(field) is a number too large to use")
      }
      throw .badResponse(endpoint: endpoint, reason: describe(error))
    } catch let problem as PayloadProblem {
      throw .badResponse(endpoint: endpoint, reason: problem.reason)
    } catch {
      throw .badResponse(endpoint: endpoint, reason: "it is not valid JSON")
    }
  }

  /// `body` with each ill-formed UTF-8 sequence replaced by U+FFFD (Unicode's "maximal subpart"
  /// rule, as `String(decoding:as:)` applies it).
  static func replacingInvalidUTF8(_ body: Data) -> Data {
    Data(String(decoding: body, as: UTF8.self).utf8)
  }

  /// The deepest bracket nesting, ignoring brackets inside strings. One pass, no allocation,
  /// over the raw bytes; strings, most of a payload, are skipped eight bytes at a time
  /// (`JSONStringRun`). Stepping through `Data` itself cost ~19 instructions a byte, the raw
  /// byte loop ~16 (~190 k for a page of twenty films, each time a home row loads its next page).
  static func nestingDepth(of body: Data) -> Int {
    body.withUnsafeBytes { nestingDepth(of: $0) }
  }

  static func nestingDepth(of body: UnsafeRawBufferPointer) -> Int {
    var depth = 0
    var deepest = 0
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
        if deepest > maximumDepth { return deepest }
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      default: break
      }
    }
    return deepest
  }

  /// The key of the first number literal that does not fit a Double ("value" when it is not
  /// a field's value, e.g. in a list), or nil when every number fits. Only run after the
  /// parser has failed, so the extra pass costs nothing in the common case.
  static func fieldWithUnreadableNumber(in body: Data) -> String? {
    var inString = false
    var escaped = false
    var text: [UInt8] = []
    var lastString = ""
    var afterColon = false
    var index = body.startIndex
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
        if let value = Double(literal), !value.isFinite {
          return afterColon ? PlainText.clean(lastString, limit: 40) : "value"
        }
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
  private static func sniff(_ body: Data) -> String {
    let head = String(decoding: body.prefix(64), as: UTF8.self).lowercased()
    if head.contains("<html") || head.contains("<!doctype") { return "an HTML page" }
    return "\(body.count) bytes of text"
  }

  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let joined = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
        .joined()
      return joined.isEmpty ? "the top level" : String(joined.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context):
      let base = path(context)
      return "missing \"\(key.stringValue)\"" + (base == "the top level" ? "" : " in \(base)")
    case .typeMismatch(let type, let context):
      return "\(path(context)) is not \(expected(type))"
    case .valueNotFound(let type, let context):
      return "\(path(context)) is null where \(expected(type)) belongs"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return "it is not valid JSON (truncated, or invalid UTF-8)"
      }
      return "\(path(context)) is malformed"
    @unknown default:
      return "it could not be decoded"
    }
  }

  private static func expected(_ type: Any.Type) -> String {
    let name = String(describing: type)
    if name.hasPrefix("Array") || name.hasPrefix("[") { return "a list" }
    if name.hasPrefix("Dictionary") || name.contains("Container") { return "an object" }
    switch name {
    case "String": return "text"
    case "Int", "Double", "Float": return "a number"
    case "Bool": return "true or false"
    default: return "an object"
    }
  }
}
