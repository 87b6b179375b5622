import Foundation

/// One file of the replay catalog: a request and the response TMDB gave it.
///
/// ```
/// {"request": {"method": "GET", "path": "/3/movie/popular", "query": {"page": "1"}},
///  "response": {"status": 200, "body": {...}}}
/// ```
/// The request's query never holds credentials; the file is named by `fileName`.
public struct ResponseRecord: Codable, Sendable, Equatable {
  public var request: RecordedRequest
  public var response: RecordedResponse

  public init(request: RecordedRequest, response: RecordedResponse) {
    self.request = request
    self.response = response
  }

  /// The catalog file name this record is found under.
  public var fileName: String { recordName(path: request.path, query: request.query) }

  /// Reads a record file. Throws a `ReplayRecordError` saying what is wrong with it.
  public static func load(from url: URL) throws(ReplayRecordError) -> ResponseRecord {
    // Regular files within the record limit only: a named pipe would wait for a writer for
    // ever, a huge file fill the memory.
    switch RegularFile.read(url.path, limit: ReplayStore.recordLimit) {
    case .success(let data): return try decode(data, file: url.lastPathComponent)
    case .failure(let refusal):
      throw ReplayRecordError(file: url.lastPathComponent, reason: refusal.fault)
    }
  }

  /// The record in `data`, read from the file named `file` (named in the error).
  static func decode(_ data: Data, file: String) throws(ReplayRecordError) -> ResponseRecord {
    // Refused before the recursive parse. The payload limit applies to the whole file: the
    // record's two wrapping levels still leave TMDB's payloads (about 6 deep) plenty of room.
    if PayloadDecoder.nestingDepth(of: data) > PayloadDecoder.maximumDepth {
      throw ReplayRecordError(file: file, reason: .recordNestedTooDeep)
    }
    // Checked before decoding, as a live payload is: a bad byte inside one string makes every
    // container around it fail to decode, and the error would name the outermost of them
    // ("response.body.results is not an object") instead of what is wrong.
    if !data.withUnsafeBytes(UTF8Check.isValid) {
      throw ReplayRecordError(file: file, reason: .notUTF8)
    }
    do {
      return try JSONDecoder().decode(ResponseRecord.self, from: data)
    } catch let error as DecodingError {
      throw ReplayRecordError(file: file, reason: PayloadDecoder.describe(error))
    } catch {
      throw ReplayRecordError(file: file, reason: .invalidJSON)
    }
  }

  /// Writes the record into `directory` under `fileName`, atomically, so a reader never sees
  /// half a file. Returns the file's URL.
  @discardableResult
  public func write(into directory: URL) throws -> URL {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let url = directory.appendingPathComponent(fileName)
    let data = try encoder.encode(self)
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      // Foundation says "error 512" for a write the file size limit refused, with no EFBIG
      // beneath: a failed write of more than the limit allows is that refusal.
      if let limit = FileSizeLimit.bytes(), data.count > limit {
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(EFBIG))
      }
      throw error
    }
    return url
  }
}

/// Why a record file could not be used.
public struct ReplayRecordError: Error, Sendable, Equatable {
  public var file: String
  public var reason: AnswerFault

  public init(file: String, reason: AnswerFault) {
    self.file = file
    self.reason = reason
  }

  public var message: String { "replay record \(file) is damaged: \(reason)" }
}

public struct RecordedRequest: Codable, Sendable, Equatable {
  public var method: String
  public var path: String
  /// Without credentials.
  public var query: [String: String]

  public init(method: String = "GET", path: String, query: [String: String] = [:]) {
    self.method = method
    self.path = path
    self.query = query
  }

  /// The record form of a request: credentials dropped; a repeated key keeps its last value.
  public init(_ request: TransportRequest) {
    let kept = request.query.filter { !$0.isCredential }.map { ($0.name, $0.value) }
    self.init(
      method: request.method, path: request.path,
      query: Dictionary(kept, uniquingKeysWith: { _, last in last }))
  }

  enum CodingKeys: String, CodingKey { case method, path, query }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    method = try c.decodeIfPresent(String.self, forKey: .method) ?? "GET"
    path = try c.decode(String.self, forKey: .path)
    // Hand-written records may give numbers ("page": 1); credentials are never kept.
    let raw = try c.decodeIfPresent([String: ReplayJSON].self, forKey: .query) ?? [:]
    query = raw.compactMapValues(\.queryText).filter { !QueryItem.credentialNames.contains($0.key) }
  }
}

public struct RecordedResponse: Codable, Sendable, Equatable {
  public var status: Int
  /// Header names as recorded; served lower-cased, as `TransportResponse` promises.
  public var headers: [String: String]?
  /// The payload when it is JSON, kept as a value so the catalog stays readable and diffable.
  public var body: ReplayJSON?
  /// The payload when it is not JSON (an HTML error page, say).
  public var bodyText: String?

  public init(
    status: Int, headers: [String: String]? = nil, body: ReplayJSON? = nil,
    bodyText: String? = nil
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.bodyText = bodyText
  }

  /// The bytes this response is served with.
  public func bodyData() throws -> Data {
    if let body { return try body.data() }
    return Data((bodyText ?? "").utf8)
  }

  /// The response as a transport delivers it.
  public func transportResponse() throws -> TransportResponse {
    var lowered: [String: String] = [:]
    for (name, value) in headers ?? [:] { lowered[name.lowercased()] = value }
    return TransportResponse(status: status, headers: lowered, body: try bodyData())
  }
}
