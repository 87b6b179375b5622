import Foundation
import Glibc
import Screen
import TMDB

/// Why a HAR file could not be written, said in the user's language on the inspector's line
/// (the command line says it in English, `HARDocument.write`).
struct HARWriteFailure: Error, Equatable {
  var path: String
  /// A `Message`, or the system's own words for an errno (strerror's, which are English).
  var reason: MessageArgument

  var said: Message { Message(.harCannotWrite, ["path": .text(path), "reason": reason]) }
}

/// Why, before the path is added.
private enum HARWriteReason: Error {
  case reason(Message)
  case system(Int32)

  var argument: MessageArgument {
    switch self {
    case .reason(let message): .message(message)
    // The usual ones in the user's words; the rest in the system's own (English).
    case .system(EACCES), .system(EPERM): .message(Message(.harReasonPermissionDenied))
    case .system(ENOENT), .system(ENOTDIR): .message(Message(.harReasonFolderMissing))
    case .system(ENOSPC), .system(EDQUOT): .message(Message(.harReasonNoSpace))
    case .system(EROFS): .message(Message(.harReasonReadOnly))
    case .system(let code): .text(String(cString: strerror(code)))
    }
  }
}

/// The record as a HAR 1.2 file (http://www.softwareishard.com/blog/har-12-spec/), which
/// browsers' developer tools and HAR viewers open. It is built from the record alone, where
/// credentials are already masked, so the file holds none.
public enum HARDocument {
  /// HAR as JSON bytes. `baseURL` is the API's (the replay catalog stands in for TMDB's own).
  public static func data(_ exchanges: [InspectedExchange], baseURL: String) throws -> Data {
    let log = HARLog(
      version: "1.2", creator: HARCreator(name: "Reel", version: ReelVersion.current),
      entries: exchanges.map { entry($0, baseURL: baseURL) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(["log": log])
  }

  /// Writes the file, creating or replacing it; into it when it is not a plain file: a link
  /// (`/dev/stdout`, `/dev/fd/3`, a link to a file kept elsewhere), a pipe (bash's
  /// `>(jq …)`), a terminal.
  public static func write(
    _ exchanges: [InspectedExchange], baseURL: String, to path: String,
    language: ScreenLanguage = .english
  ) throws(ReelError) {
    try write(exchanges, baseURL: baseURL, to: path, input: STDIN_FILENO, language: language)
  }

  /// `input`: the descriptor Reel reads its input from (a test's own pipe in tests). The error
  /// says why in `language`, for the command line (`--har`, English by default); `writing`
  /// gives it as a `Message`, for the inspector's note.
  static func write(
    _ exchanges: [InspectedExchange], baseURL: String, to path: String, input: Int32,
    language: ScreenLanguage = .english
  ) throws(ReelError) {
    do {
      try writing(exchanges, baseURL: baseURL, to: path, input: input)
    } catch {
      throw ReelError(language.text(error.said))
    }
  }

  /// Writes the file; a failure says why as a `Message`, for the inspector's note.
  static func writing(
    _ exchanges: [InspectedExchange], baseURL: String, to path: String,
    input: Int32 = STDIN_FILENO
  ) throws(HARWriteFailure) {
    do {
      let bytes = try data(exchanges, baseURL: baseURL)
      var status = stat()
      if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
        // Replacing it with a file (a write to a temporary file renamed over it) would fail
        // in /dev or /dev/fd, or, with the right to, put a file where /dev/stdout was; a
        // link would become a file and its target keep the old contents.
        try writeThrough(
          bytes, to: path, isFolder: status.st_mode & S_IFMT == S_IFDIR, input: input)
      } else if let number = descriptorNumber(path) {
        // Named a descriptor Reel was not given (`--har /dev/fd/3` without `3>…`): there is
        // no file to make in /dev/fd, and "the folder is missing" would mislead.
        throw HARWriteReason.reason(
          Message(.harReasonNoDescriptor, ["number": .number(Int(number))]))
      } else {
        try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
      }
    } catch let error as HARWriteReason {
      throw HARWriteFailure(path: path, reason: error.argument)
    } catch {
      throw HARWriteFailure(path: path, reason: reason(error, path: path))
    }
  }

  /// Writes into what is already there. A pipe nobody reads is refused at once, not waited on.
  private static func writeThrough(
    _ bytes: Data, to path: String, isFolder: Bool, input: Int32
  ) throws {
    if isFolder { throw HARWriteReason.reason(Message(.harReasonFolder)) }
    // One of Reel's own descriptors by name: written where it stands, after what Reel printed
    // there (opened again, it would start at the beginning and be overwritten by the rest).
    let inherited = inheritedDescriptor(path)
    // What Reel printed and still holds in its buffers goes first.
    if inherited != nil { fflush(nil) }
    let descriptor =
      inherited.map { dup($0) }
      ?? open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw errno == ENXIO
        ? HARWriteReason.reason(Message(.harReasonNobodyReads)) : HARWriteReason.system(errno)
    }
    defer { close(descriptor) }
    // The pipe Reel's input comes through (`--har /dev/stdin` or `/dev/fd/0` with input piped
    // in): opened by name, its writing end, which only Reel drains, so the write would wait
    // forever once the pipe is full.
    if inherited == nil, isPipe(descriptor, readBy: input) {
      throw HARWriteReason.reason(Message(.harReasonOwnInput))
    }
    // Opened: from here a slow reader is waited for, as any writer would. (An inherited one
    // keeps its own flags: they are shared with the descriptor Reel prints on.)
    if inherited == nil {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    try bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { throw HARWriteReason.system(errno) }
        offset += written
      }
    }
  }

  /// Whether `descriptor` is the pipe `input` (Reel's standard input) reads from.
  private static func isPipe(_ descriptor: Int32, readBy input: Int32) -> Bool {
    var target = stat()
    var source = stat()
    return fstat(descriptor, &target) == 0 && target.st_mode & S_IFMT == S_IFIFO
      && fstat(input, &source) == 0 && source.st_dev == target.st_dev
      && source.st_ino == target.st_ino
  }

  /// The descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` names.
  private static func inheritedDescriptor(_ path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return STDOUT_FILENO
    case "/dev/stderr": return STDERR_FILENO
    default:
      guard let number = descriptorNumber(path), number > 0, fcntl(number, F_GETFD) >= 0
      else { return nil }
      return number
    }
  }

  /// N in `/dev/fd/N` or `/proc/self/fd/N`.
  private static func descriptorNumber(_ path: String) -> Int32? {
    for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
      return Int32(path.dropFirst(prefix.count))
    }
    return nil
  }

  private static func reason(_ error: any Error, path: String) -> MessageArgument {
    // Foundation's error for a name the file system refuses as too long carries no errno:
    // it read as "the folder is missing", of a folder that is there.
    let name = (path as NSString).lastPathComponent
    if name.utf8.count > Int(NAME_MAX) || path.utf8.count >= Int(PATH_MAX) {
      return HARWriteReason.system(ENAMETOOLONG).argument
    }
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileWriteNoPermissionError {
      return .message(Message(.harReasonPermissionDenied))
    }
    if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      posix.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(posix.code))
    {
      return HARWriteReason.system(code.rawValue).argument
    }
    return .message(Message(.harReasonFolderMissing))
  }

  /// The full URL of an entry, query included (credentials masked as in the record).
  public static func url(_ exchange: InspectedExchange, baseURL: String) -> String {
    var base = baseURL
    while base.hasSuffix("/") { base.removeLast() }
    var components = URLComponents()
    components.queryItems = exchange.query.map { URLQueryItem(name: $0.name, value: $0.value) }
    // As HTTPTransport sends it: URLComponents leaves "+" alone, which servers read as a space.
    let encoded = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
    let query = exchange.query.isEmpty ? "" : "?" + (encoded ?? "")
    return base + exchange.path + query
  }

  static func entry(_ exchange: InspectedExchange, baseURL: String) -> HAREntry {
    let milliseconds = exchange.duration.map(Self.milliseconds) ?? 0
    let text = String(data: exchange.body, encoding: .utf8)
    let mimeType =
      exchange.responseHeaders.first { $0.name.lowercased() == "content-type" }?.value
      ?? "application/json"
    var comment: [String] = ["source: \(exchange.source.rawValue)"]
    if exchange.use != .pending { comment.append("browser: \(exchange.use.rawValue)") }
    for retry in exchange.retries {
      comment.append("retried after \(retry.reason), waited \(Self.milliseconds(retry.wait)) ms")
    }
    if let outcome = exchange.breakpoint { comment.append("breakpoint: \(outcome)") }
    if exchange.bodyCut { comment.append("body cut at \(exchange.body.count) bytes") }
    if let failure = exchange.failure { comment.append("no answer: \(failure.english)") }
    return HAREntry(
      startedDateTime: ISO8601Milliseconds.string(exchange.startedAt),
      time: milliseconds,
      request: HARRequest(
        method: exchange.method, url: url(exchange, baseURL: baseURL), httpVersion: "HTTP/1.1",
        headers: exchange.requestHeaders.map { HARPair(name: $0.name, value: $0.value) },
        queryString: exchange.query.map { HARPair(name: $0.name, value: $0.value) },
        cookies: [], headersSize: -1, bodySize: 0),
      response: HARResponse(
        status: exchange.status ?? 0, statusText: statusText(exchange),
        httpVersion: "HTTP/1.1",
        headers: exchange.responseHeaders.map { HARPair(name: $0.name, value: $0.value) },
        cookies: [],
        content: HARContent(
          size: exchange.bodySize, mimeType: mimeType,
          text: text ?? exchange.body.base64EncodedString(),
          encoding: text == nil && !exchange.body.isEmpty ? "base64" : nil),
        redirectURL: "", headersSize: -1, bodySize: exchange.status == nil ? -1 : exchange.bodySize),
      cache: HARCache(),
      timings: HARTimings(send: 0, wait: milliseconds, receive: 0),
      comment: comment.joined(separator: "; "))
  }

  private static func statusText(_ exchange: InspectedExchange) -> String {
    guard let status = exchange.status else { return exchange.failure?.english ?? "" }
    return reasonPhrases[status] ?? ""
  }

  /// The reason phrases TMDB's answers use (RFC 9110); others are left empty, as HAR allows.
  static let reasonPhrases: [Int: String] = [
    200: "OK", 201: "Created", 204: "No Content", 304: "Not Modified", 400: "Bad Request",
    401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 422: "Unprocessable Content",
    429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway",
    503: "Service Unavailable", 504: "Gateway Timeout",
  ]

  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return (Double(seconds) * 1000 + Double(attoseconds) / 1e15).rounded(toPlaces: 3)
  }
}

extension Double {
  fileprivate func rounded(toPlaces places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (self * scale).rounded() / scale
  }
}

/// HAR wants ISO 8601 with milliseconds and a zone.
enum ISO8601Milliseconds {
  static func string(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: date)
  }
}

struct HARCreator: Encodable {
  var name: String
  var version: String
}

struct HARLog: Encodable {
  var version: String
  var creator: HARCreator
  var entries: [HAREntry]
}

struct HARPair: Encodable {
  var name: String
  var value: String
}

struct HAREntry: Encodable {
  var startedDateTime: String
  var time: Double
  var request: HARRequest
  var response: HARResponse
  var cache: HARCache
  var timings: HARTimings
  var comment: String
}

struct HARRequest: Encodable {
  var method: String
  var url: String
  var httpVersion: String
  var headers: [HARPair]
  var queryString: [HARPair]
  var cookies: [HARPair]
  var headersSize: Int
  var bodySize: Int
}

struct HARContent: Encodable {
  var size: Int
  var mimeType: String
  var text: String
  var encoding: String?
}

struct HARResponse: Encodable {
  var status: Int
  var statusText: String
  var httpVersion: String
  var headers: [HARPair]
  var cookies: [HARPair]
  var content: HARContent
  var redirectURL: String
  var headersSize: Int
  var bodySize: Int
}

/// Nothing cached by a browser here: HAR allows an empty object.
struct HARCache: Encodable {}

struct HARTimings: Encodable {
  var send: Double
  var wait: Double
  var receive: Double
}
