import Foundation

/// Any JSON value, kept as-is: a record's `response.body` is TMDB's payload verbatim, whatever
/// its shape, and must survive a decode/encode round trip (integers stay integers).
public enum ReplayJSON: Sendable, Equatable, Codable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([ReplayJSON])
  case object([String: ReplayJSON])

  public init(from decoder: Decoder) throws {
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let value = try? single.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? single.decode(Int64.self) {
      self = .integer(value)
    } else if let value = try? single.decode(Double.self) {
      self = .number(value)
    } else if let value = try? single.decode(String.self) {
      self = .string(value)
    } else if let value = try? single.decode([ReplayJSON].self) {
      self = .array(value)
    } else {
      // Last, so its error (with the coding path) is the one reported for a bad value.
      self = .object(try single.decode([String: ReplayJSON].self))
    }
  }

  public func encode(to encoder: Encoder) throws {
    var single = encoder.singleValueContainer()
    switch self {
    case .null: try single.encodeNil()
    case .bool(let value): try single.encode(value)
    case .integer(let value): try single.encode(value)
    case .number(let value): try single.encode(value)
    case .string(let value): try single.encode(value)
    case .array(let value): try single.encode(value)
    case .object(let value): try single.encode(value)
    }
  }

  /// The value's JSON text, keys sorted so the same value always gives the same bytes.
  public func data() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// Parses JSON text; nil when it is not JSON.
  public static func parse(_ data: Data) -> ReplayJSON? {
    try? JSONDecoder().decode(ReplayJSON.self, from: data)
  }

  public subscript(key: String) -> ReplayJSON? {
    if case .object(let fields) = self { return fields[key] }
    return nil
  }

  /// A scalar as query text: records written by hand may say `"page": 1` for `"page": "1"`.
  var queryText: String? {
    switch self {
    case .string(let value): value
    case .integer(let value): String(value)
    case .bool(let value): value ? "true" : "false"
    case .number(let value):
      // Whole numbers read as integers ("1", not "1.0"); the bound keeps Int64() from trapping.
      value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    default: nil
    }
  }

  /// The same value with every occurrence of each secret removed from its strings, so a
  /// credential echoed back by a server never lands in a record.
  func redacting(_ secrets: [String]) -> ReplayJSON {
    guard !secrets.isEmpty else { return self }
    switch self {
    case .string(let value): return .string(redactingSecrets(value, secrets))
    case .array(let items): return .array(items.map { $0.redacting(secrets) })
    case .object(let fields):
      return .object(
        Dictionary(
          fields.map { (redactingSecrets($0.key, secrets), $0.value.redacting(secrets)) },
          uniquingKeysWith: { first, _ in first }))
    default: return self
    }
  }
}

/// `text` with each secret replaced by a marker. Values under 8 characters are left alone:
/// they would redact innocent text, and real keys and tokens are 32 characters and more.
func redactingSecrets(_ text: String, _ secrets: [String]) -> String {
  secrets.filter { $0.count >= 8 }.reduce(text) {
    $0.replacingOccurrences(of: $1, with: "<redacted>")
  }
}
