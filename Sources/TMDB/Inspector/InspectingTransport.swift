import Foundation

/// The outermost transport: notes every request and its answer in a `NetworkRecord` (so it
/// sees cache, replay and recording answers too), and holds answers that match a breakpoint.
/// Credentials are added further in (by `HTTPTransport`), so none passes here; the record
/// shows where they go as `••••`, and scrubs any the server echoes back.
public struct InspectingTransport: Transport {
  public let upstream: any Transport
  public let record: NetworkRecord
  public let breakpoints: BreakpointDesk
  private let source: AnswerSource
  private let credentialKind: Credential.Kind?
  private let scrubber: SecretScrubber

  /// - Parameters:
  ///   - source: where answers come from unless they say otherwise (a cached answer does).
  ///   - credential: the credential further in; only its kind is shown, its value scrubbed.
  public init(
    wrapping upstream: any Transport, record: NetworkRecord,
    breakpoints: BreakpointDesk = BreakpointDesk(), source: AnswerSource,
    credential: Credential? = nil
  ) {
    self.upstream = upstream
    self.record = record
    self.breakpoints = breakpoints
    self.source = source
    self.credentialKind = credential?.kind
    self.scrubber = SecretScrubber(credential.map { [$0.value] } ?? [])
  }

  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    let started = ContinuousClock.now
    let id = record.begin { id in
      InspectedExchange(
        id: id, startedAt: Date(), method: request.method, path: request.path,
        query: shownQuery(request.query), requestHeaders: shownHeaders(request.headers),
        source: source, browserRequest: InspectorContext.browserRequest)
    }
    var response: TransportResponse
    do {
      response = try await InspectorContext.$exchangeID.withValue(id) {
        try await upstream.send(request)
      }
    } catch {
      let elapsed = ContinuousClock.now - started
      record.update(id) {
        $0.failure = ExchangeFailure(error, scrubber: scrubber)
        $0.duration = elapsed
      }
      throw error
    }
    let elapsed = ContinuousClock.now - started
    let answerSource = response.headers["x-reel-cache"] != nil ? AnswerSource.cache : source
    note(response, id: id, elapsed: elapsed, source: answerSource)
    guard let pattern = breakpoints.pattern(matching: request.path) else { return response }
    return try await held(response, id: id, pattern: pattern, path: request.path)
  }

  /// Waits at the breakpoint and applies what the user chose.
  private func held(_ response: TransportResponse, id: Int, pattern: String, path: String)
    async throws -> TransportResponse
  {
    record.update(id) { $0.breakpoint = .paused }
    let answer = PausedAnswer(
      exchangeID: id, path: path, pattern: pattern,
      browserRequest: InspectorContext.browserRequest,
      deadline: Date().addingTimeInterval(breakpoints.holdLimit), response: response,
      editableBody: scrubber.scrub(response.body))
    guard let resolution = await breakpoints.hold(answer) else {
      _ = breakpoints.expired(answer)
      record.update(id) { $0.breakpoint = .continued }
      throw NetworkFailure.cancelled
    }
    switch resolution {
    case .original:
      let outcome: BreakpointOutcome =
        breakpoints.expired(answer) ? .autoContinued : .continued
      record.update(id) { $0.breakpoint = outcome }
      return response
    case .edited(let body):
      var edited = response
      edited.body = body
      edited.headers["content-length"] = String(body.count)
      record.update(id) {
        $0.breakpoint = .edited
        $0.body = scrubber.scrub(body.prefix(record.bodyLimit))
        $0.bodySize = body.count
      }
      return edited
    case .abort(let kind):
      record.update(id) { $0.breakpoint = .aborted(kind) }
      switch kind {
      case .serviceUnavailable:
        return TransportResponse(
          status: 503, headers: ["content-type": "application/json;charset=utf-8"],
          body: AbortedAnswer.body)
      case .timeout: throw NetworkFailure.timedOut
      case .drop: throw NetworkFailure.connectionLost
      }
    }
  }

  private func note(
    _ response: TransportResponse, id: Int, elapsed: Duration, source: AnswerSource
  ) {
    let limit = record.bodyLimit
    let body = response.body.count > limit ? response.body.prefix(limit) : response.body
    // Names too: a server can quote the credential anywhere in its head.
    let headers = response.headers.sorted { $0.key < $1.key }.map {
      (name: scrubber.scrub($0.key), value: scrubber.scrub($0.value))
    }
    let scrubbed = scrubber.scrub(Data(body))
    record.update(id) {
      $0.status = response.status
      $0.responseHeaders = headers
      $0.body = scrubbed
      $0.bodySize = response.body.count
      $0.duration = elapsed
      $0.source = source
    }
  }

  /// The query as it goes out: any credential in it masked, and the key's place shown when
  /// the credential is a v3 key (`HTTPTransport` adds it).
  private func shownQuery(_ query: [QueryItem]) -> [QueryItem] {
    var shown = query.map { item in
      item.isCredential ? QueryItem(item.name, SecretScrubber.mask) : item
    }
    if credentialKind == .apiKey { shown.append(QueryItem("api_key", SecretScrubber.mask)) }
    return shown
  }

  private func shownHeaders(_ headers: [String: String]) -> [(name: String, value: String)] {
    var shown: [String: String] = [:]
    for (name, value) in headers {
      shown[name] = name.lowercased() == "authorization" ? "Bearer ••••" : scrubber.scrub(value)
    }
    shown["Accept"] = "application/json"
    shown["User-Agent"] = HTTPTransport.userAgent
    if credentialKind == .accessToken { shown["Authorization"] = "Bearer ••••" }
    return shown.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
  }
}
