import Foundation

/// A transport that records: it forwards each request to another transport and writes the
/// response into `directory` as a replay record, so a live session becomes a catalog that
/// `ReplayTransport` serves. Credentials never reach the files.
public struct ReplayRecorder: Transport {
  public let upstream: any Transport
  public let directory: URL
  /// Credential values to scrub from everything recorded. A transport that adds the key or
  /// token itself (as `HTTPTransport` does) never shows them in the request, so the wiring
  /// passes them here.
  private let secrets: [String]

  public init(wrapping upstream: any Transport, directory: URL, redacting secrets: [String] = []) {
    self.upstream = upstream
    self.directory = directory
    self.secrets = secrets
  }

  /// The header the response cache (`CachingTransport`) marks its answers with, holding the
  /// time TMDB gave the answer. Offline, a recording took those for what the server said.
  public static let cacheHeader = "x-reel-cache"

  /// Response headers worth replaying; the rest (dates, CDN ids, cookies) would only make
  /// records noisy, or carry something private. The cache's mark is kept, so a record says
  /// plainly that TMDB was not asked and how old the answer is (and replayed, the network
  /// inspector shows it as from the cache).
  static let keptHeaders: Set<String> = ["content-type", "retry-after", cacheHeader]

  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    let response = try await upstream.send(request)
    // Rate limits and server faults are moments, not answers: replaying them forever would
    // make the catalog fail where TMDB would have answered.
    guard response.status != 429, !(500..<600).contains(response.status) else {
      return response
    }
    let record = Self.record(request, response, secrets: secrets)
    // An answer from the cache never replaces one TMDB gave (earlier, or in another session):
    // the recording keeps the best it has.
    if response.headers[Self.cacheHeader] != nil,
      FileManager.default.fileExists(atPath: directory.appendingPathComponent(record.fileName).path)
    {
      return response
    }
    do {
      try record.write(into: directory)
    } catch {
      // A recording session exists to produce files, so losing one is loud, not silent; and
      // it is said as what it is, not as a network error (the answer did arrive).
      throw TMDBError.recordingFailed(
        path: directory.appendingPathComponent(record.fileName).path, reason: Self.fault(error))
    }
    return response
  }

  /// Why a record could not be written, in a few words, without a full stop (the message it
  /// goes into ends in one): what a full or read-only disk means, else Foundation's reason.
  static func reason(_ error: any Error) -> String { fault(error).english }

  /// The same as a value, worded in the user's language on screen.
  static func fault(_ error: any Error) -> WriteFault {
    if FileSizeLimit.words(for: error) != nil, let limit = FileSizeLimit.bytes() {
      return .fileSizeLimit(bytes: limit)
    }
    switch (error as? CocoaError)?.code {
    case .fileWriteOutOfSpace?: return .diskFull
    case .fileWriteNoPermission?: return .permissionDenied
    case .fileWriteVolumeReadOnly?: return .readOnly
    default:
      var text = error.localizedDescription
      while text.hasSuffix(".") { text.removeLast() }
      return .said(text)
    }
  }

  /// The record of one exchange, credentials stripped from the query and scrubbed from
  /// anything the server might have echoed back.
  static func record(
    _ request: TransportRequest, _ response: TransportResponse, secrets known: [String] = []
  ) -> ResponseRecord {
    // Longest first, so a whole "Bearer …" header value goes before the token inside it; and
    // percent-encoded too, as a server quoting a URL or a link echoes them.
    let secrets = Redactor.forms(of: known + secretValues(of: request))
    var headers: [String: String] = [:]
    for (name, value) in response.headers where keptHeaders.contains(name.lowercased()) {
      headers[name.lowercased()] = redactingSecrets(value, secrets)
    }
    var recorded = RecordedResponse(
      status: response.status, headers: headers.isEmpty ? nil : headers)
    if let json = ReplayJSON.parse(response.body) {
      recorded.body = json.redacting(secrets)
    } else {
      recorded.bodyText = redactingSecrets(String(decoding: response.body, as: UTF8.self), secrets)
    }
    return ResponseRecord(request: RecordedRequest(request), response: recorded)
  }

  /// The credential values a request carries: the v3 key in the query, a v4 bearer token.
  static func secretValues(of request: TransportRequest) -> [String] {
    var secrets = request.query.filter(\.isCredential).map(\.value)
    for (name, value) in request.headers where name.lowercased() == "authorization" {
      secrets.append(value)
      if value.lowercased().hasPrefix("bearer ") { secrets.append(String(value.dropFirst(7))) }
    }
    return secrets
  }
}
