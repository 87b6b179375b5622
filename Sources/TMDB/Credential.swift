import Foundation

/// A TMDB credential. Its value never appears in descriptions, logs or errors.
public struct Credential: Sendable, Equatable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  public enum Kind: String, Sendable, Equatable {
    /// A v3 API key, sent as the `api_key` query parameter.
    case apiKey = "API key"
    /// A v4 read access token, sent as `Authorization: Bearer`.
    case accessToken = "access token"
  }

  public let kind: Kind
  public let value: String
  /// Where it came from, for messages: "--api-key", "TMDB_API_KEY", "config.toml".
  public let origin: String

  /// Reads a credential given as `declared`, recognising one given the other way round: a v4
  /// token is a JWT (it begins "eyJ"); a v3 key is 32 hexadecimal characters.
  public init?(_ raw: String, declared: Kind, origin: String) {
    var value = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    // A value copied with the quotes of a config line (`"0123…"`, `'eyJ…'`): the quotes
    // would be sent as part of it, and a server echoing the bare key would not be redacted.
    for quote in ["\"", "'"]
    where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
      value = String(value.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    // A token copied together with its header name ("Bearer eyJ…") is still the token.
    if value.lowercased().hasPrefix("bearer ") {
      value = String(value.dropFirst(7)).trimmingCharacters(in: .whitespaces)
    }
    guard !value.isEmpty else { return nil }
    self.value = value
    self.origin = origin
    if value.hasPrefix("eyJ") {
      kind = .accessToken
    } else if value.count == 32, value.allSatisfy(\.isHexDigit) {
      kind = .apiKey
    } else {
      kind = declared
    }
  }

  /// The longest credential sent: a v3 key is 32 characters and a v4 token a few hundred, so
  /// 4 KB is room for any TMDB will issue. A whole file pasted into `api_key` (900 KB) was
  /// sent, redacted from every line and refused by the server some 5 s later.
  public static let longestValue = 4096

  /// Why this cannot be a TMDB credential, or nil: its length and where it came from, never
  /// any of the value.
  public var problem: String? {
    guard value.utf8.count > Self.longestValue else { return nil }
    return "the \(kind.rawValue) from \(origin) is \(value.count) characters, longer than any "
      + "TMDB key or token (a key has 32, a token a few hundred); check what it holds"
  }

  public var description: String { "\(kind.rawValue) from \(origin)" }
  public var debugDescription: String { description }

  /// Replaces every occurrence of the secret in `text`, percent-encoded or not.
  public func redact(_ text: String) -> String {
    Redactor(self).redact(text)
  }
}
