import Foundation

/// Hides credentials in text and bodies before they are shown, logged or stored: the secrets
/// it is given (as sent, and percent-encoded), and anything shaped like one: the value of an
/// `api_key=` parameter, what follows `Bearer `, and a JWT (a v4 token's shape) anywhere.
///
/// For the TMDB layer's own messages and logs, and for Library's cache and App's log, which
/// keep what a server sent.
public struct Redactor: Sendable {
  public static let mark = "<redacted>"
  /// For text with no secret at hand (an error's words, a line for stderr or the log): the
  /// shapes, and the secrets this process was given to use (`remember`), so no message
  /// anywhere can quote them, however it came by them.
  public static var patterns: Redactor { remembered.redactor }

  /// Adds the credential of this run to what every message is redacted of (see `patterns`).
  public static func remember(_ secret: String) {
    remembered.add(secret)
  }

  private static let remembered = RememberedSecrets()

  private let forms: [String]
  private let spellings: SecretSpellings
  private let fragments: SecretFragments

  public init(secrets: [String]) {
    self.forms = Self.forms(of: secrets.filter { $0.count >= 4 })
    self.spellings = SecretSpellings(forms)
    self.fragments = SecretFragments(secrets)
  }

  /// The forms the secrets are found in: as they are, and percent-encoded (a server quoting a
  /// URL, a "next" link), longest first, so a secret containing another is replaced whole.
  public static func forms(of secrets: [String]) -> [String] {
    var forms: [String] = []
    for secret in secrets where !secret.isEmpty {
      forms.append(secret)
      if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics),
        encoded != secret
      {
        forms.append(encoded)
      }
    }
    return forms.sorted { $0.count > $1.count }
  }

  public init(_ credential: Credential?) {
    self.init(secrets: credential.map { [$0.value] } ?? [])
  }

  /// The text with the secrets in any spelling (any case, JSON-escaped, percent-encoded) and
  /// anything shaped like a credential replaced by the mark.
  public func redact(_ text: String) -> String {
    var text = text
    // In any case: a hexadecimal key a server echoes upper-cased ("Invalid key 0123ABCD…")
    // is still the key to whoever reads the message. Searched in place: most texts (every
    // header of every live answer) have none, and need no copy.
    let found = text.withUTF8 { spellings.ranges(in: UnsafeRawBufferPointer($0)) }
    if !found.isEmpty,
      let replaced = spellings.replacing(in: Data(text.utf8), with: Data(Self.mark.utf8))
    {
      text = String(decoding: replaced, as: UTF8.self)
    }
    // A part of the secret too (its first eight characters, say): words are for people, and
    // need none of it.
    text = fragments.redact(text, mark: Self.mark)
    return Self.redactPatterns(text)
  }

  /// The body with every secret it was given replaced, in any ASCII case and however JSON
  /// escapes spell it (`\u0053`, `\/`: a decoder turns those back into the secret); the same
  /// bytes when there is none (the common case costs a scan, no copy). Only the secrets: the
  /// shapes are for messages and URLs, and in a body they could match a film's own words. The
  /// mark has no quote or backslash, and a match covers whole escapes, so JSON stays JSON.
  public func redact(_ body: Data) -> Data {
    guard !spellings.isEmpty else { return body }
    let mark = Data(Self.mark.utf8)
    let body = spellings.replacing(in: body, with: mark, json: true) ?? body
    // JSON in UTF-16 or UTF-32 (decoders read it) has NULs between a secret's letters: such a
    // body holding a secret is handed on as UTF-8, which reads the same, with it redacted.
    // Told by its first four bytes: looking for a NUL in the whole body cost eight times
    // the search for the secret in every answer.
    if let wide = Self.wideJSONText(body),
      let redacted = spellings.replacing(in: Data(wide.utf8), with: mark, json: true)
    {
      return redacted
    }
    return body
  }

  /// The text of JSON in UTF-16 or UTF-32, told by its byte-order mark or, as RFC 4627 has it,
  /// by where the NULs fall in its first four bytes (its first two characters are ASCII). Read
  /// leniently: a lone surrogate or a stray last byte made the strict conversion give up, and
  /// the secret went on in UTF-16 to the cache, the inspector and HAR files.
  static func wideJSONText(_ body: Data) -> String? {
    let head = Array(body.prefix(4))
    guard head.count == 4 else { return nil }
    let width: Int
    let bigEndian: Bool
    switch (head[0] == 0, head[1] == 0, head[2] == 0, head[3] == 0) {
    case _ where head.starts(with: [0xFF, 0xFE, 0, 0]): (width, bigEndian) = (4, false)
    case _ where head.starts(with: [0, 0, 0xFE, 0xFF]): (width, bigEndian) = (4, true)
    case _ where head.starts(with: [0xFF, 0xFE]): (width, bigEndian) = (2, false)
    case _ where head.starts(with: [0xFE, 0xFF]): (width, bigEndian) = (2, true)
    case (true, true, true, false): (width, bigEndian) = (4, true)
    case (false, true, true, true): (width, bigEndian) = (4, false)
    case (true, false, true, false): (width, bigEndian) = (2, true)
    case (false, true, false, true): (width, bigEndian) = (2, false)
    default: return nil
    }
    // The strict conversion is the fast one (String(decoding:) is ten times slower); the
    // lenient one is for what it refuses.
    let encoding: String.Encoding =
      switch (width, bigEndian) {
      case (2, false): .utf16LittleEndian
      case (2, true): .utf16BigEndian
      case (_, false): .utf32LittleEndian
      case (_, true): .utf32BigEndian
      }
    var text =
      String(data: body, encoding: encoding)
      ?? (width == 2
        ? String(decoding: units(of: body, as: UInt16.self, bigEndian: bigEndian), as: UTF16.self)
        : String(
          String.UnicodeScalarView(
            units(of: body, as: UInt32.self, bigEndian: bigEndian).map {
              Unicode.Scalar($0) ?? "\u{FFFD}"
            })))
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }

  /// The body's whole code units, in the machine's order (a stray last byte is dropped).
  private static func units<Unit: FixedWidthInteger>(
    of body: Data, as: Unit.Type, bigEndian: Bool
  ) -> [Unit] {
    var units = [Unit](repeating: 0, count: body.count / MemoryLayout<Unit>.size)
    units.withUnsafeMutableBytes { raw in
      _ = body.copyBytes(to: raw, from: body.startIndex..<body.startIndex + raw.count)
    }
    return units.map { bigEndian ? Unit(bigEndian: $0) : Unit(littleEndian: $0) }
  }

  /// The head with the secrets redacted from names and values (a server can quote the
  /// request's Authorization, or the URL with its key, in any header). A name that held one
  /// keeps its value under the redacted name.
  public func redact(_ headers: [String: String]) -> [String: String] {
    guard !spellings.isEmpty else { return headers }
    var result: [String: String] = [:]
    for (name, value) in headers { result[redact(name)] = redact(value) }
    return result
  }

  // MARK: - Shapes of secrets

  /// Each shape's regex runs only over text that holds its marker, as the regex spells it in
  /// any case ("api_key", "apikey", "API-KEY"; "bearer"; "eyJ"): a regex pass costs far more
  /// than the scan, and every request URL that is logged has an `api_key`.
  /// The markers are looked for in the bytes: `String.contains` cost ~450 ns a call, which
  /// made every header of every live answer cost microseconds.
  private static func redactPatterns(_ text: String) -> String {
    var text = text
    let ascii = text.utf8.allSatisfy { $0 < 0x80 }
    // Past ASCII, as the regexes read it: the Kelvin sign is a "k" to `(?i)`.
    let lower = ascii ? "" : text.lowercased()
    let (keyShaped, bearerShaped, tokenShaped) =
      ascii
      ? text.withUTF8 { bytes in
        (
          holds("api", in: bytes) && holds("key", in: bytes), holds("bearer", in: bytes),
          holds("eyJ", in: bytes, anyCase: false)
        )
      }
      : (
        lower.contains("api") && lower.contains("key"), lower.contains("bearer"),
        text.contains("eyJ")
      )
    guard keyShaped || bearerShaped || tokenShaped else { return text }
    if keyShaped { text = text.replacing(apiKeyValue) { $0.output.1 + mark } }
    if bearerShaped { text = text.replacing(bearerValue) { $0.output.1 + mark } }
    if tokenShaped { text = text.replacing(jsonWebToken) { _ in mark } }
    return text
  }

  /// Whether `bytes` hold `marker` (ASCII; lower-case when `anyCase`), in any ASCII case.
  private static func holds(
    _ marker: StaticString, in bytes: UnsafeBufferPointer<UInt8>, anyCase: Bool = true
  ) -> Bool {
    let count = marker.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    let wanted = UnsafeBufferPointer(start: marker.utf8Start, count: count)
    for start in 0...(bytes.count - count) {
      var index = 0
      while index < count {
        let byte = bytes[start + index]
        let folded = anyCase && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
        guard folded == wanted[index] else { break }
        index += 1
      }
      if index == count { return true }
    }
    return false
  }

  /// `api_key=VALUE` (also `api_key%3D`, `"api_key": "VALUE"`), up to a delimiter.
  nonisolated(unsafe) private static let apiKeyValue =
    #/(?i)(api[_-]?key(?:=|%3D|"?\s*[:=]\s*"?))(?!<redacted>)[^&\s"'<>#\\,;)}\]]+/#
  /// `Bearer TOKEN`, where the token is long enough to be one ("the ring-bearer of" is not).
  nonisolated(unsafe) private static let bearerValue =
    #/(?i)(bearer\s+)(?!<redacted>)[A-Za-z0-9\-._~+/]{16,}=*/#
  /// A JWT: three base64url parts, the first beginning `eyJ` ("{" encoded).
  nonisolated(unsafe) private static let jsonWebToken =
    #/eyJ[A-Za-z0-9_\-]*\.[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]*/#
}

extension NetworkFailure {
  /// The failure with the secrets taken out of its words (a host, a redirect's target).
  func redacted(by redactor: Redactor) -> NetworkFailure {
    switch self {
    case .cannotConnect(let host): .cannotConnect(redactor.redact(host))
    case .cannotResolveHost(let host): .cannotResolveHost(redactor.redact(host))
    case .redirectRefused(let target): .redirectRefused(to: redactor.redact(target))
    case .other(let problem): .other(problem.mapText(redactor.redact))
    case .timedOut, .connectionLost, .cancelled, .tooLarge: self
    }
  }
}

/// The secrets this process uses, for redacting messages made far from them.
private final class RememberedSecrets: @unchecked Sendable {
  private let lock = NSLock()
  private var secrets: [String] = []
  private var current = Redactor(secrets: [])

  var redactor: Redactor { lock.withLock { current } }

  func add(_ secret: String) {
    lock.withLock {
      guard secret.count >= 4, !secrets.contains(secret) else { return }
      secrets.append(secret)
      current = Redactor(secrets: secrets)
    }
  }
}
