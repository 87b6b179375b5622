import Foundation
import ReplayCatalog
import TMDB

/// How the user asked Reel to reach TMDB: command-line options and their environment fallbacks.
public struct ConnectionOptions: Sendable, Equatable {
  public var forceReplay = false
  public var replayDirectory: String?
  public var recordDirectory: String?
  public var apiKey: String?
  public var accessToken: String?
  public var apiBaseURL: String?
  public var language: String?
  public var region: String?
  public var timeout: Double = 30

  public init() {}
}

/// Where the data comes from, as the status bar says it.
public enum DataMode: String, Sendable, Equatable {
  case live = "LIVE"
  case replay = "REPLAY"
}

/// The wired-up data access for one run of Reel.
public struct Services: Sendable {
  public static let defaultBaseURL = "https://api.themoviedb.org"

  public let client: TMDBClient
  public let mode: DataMode

  public init(client: TMDBClient, mode: DataMode) {
    self.client = client
    self.mode = mode
  }

  /// Live when a credential is given (flag first, then environment), unless replay is forced;
  /// otherwise the bundled catalog or the `--replay-dir` folder.
  public static func make(
    _ options: ConnectionOptions,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(ReelError) -> Services {
    let credential = resolveCredential(options, environment: environment)
    var transport: any Transport
    let mode: DataMode
    if options.forceReplay || options.replayDirectory != nil || credential == nil {
      transport = ReplayTransport(directory: try replayDirectory(options, environment))
      mode = .replay
    } else {
      let base = options.apiBaseURL ?? environment["TMDB_API_BASE_URL"] ?? defaultBaseURL
      guard let url = URL(string: base), let scheme = url.scheme,
        ["http", "https"].contains(scheme.lowercased()), url.host != nil
      else {
        throw ReelError("the API base URL \"\(base)\" is not an http(s) URL")
      }
      transport = HTTPTransport(baseURL: url, credential: credential, timeout: options.timeout)
      mode = .live
    }
    if let record = options.recordDirectory {
      let folder = URL(fileURLWithPath: record, isDirectory: true)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw ReelError("cannot create the recording folder \(record)")
      }
      // The recorder also scrubs the secret wherever a server echoes it back.
      transport = ReplayRecorder(
        wrapping: transport, directory: folder, redacting: credential.map { [$0.value] } ?? [])
    }
    let client = TMDBClient(
      transport: transport, language: options.language, region: options.region)
    return Services(client: client, mode: mode)
  }

  static func resolveCredential(_ options: ConnectionOptions, environment: [String: String])
    -> Credential?
  {
    let candidates: [(String?, Credential.Kind, String)] = [
      (options.accessToken, .accessToken, "--access-token"),
      (options.apiKey, .apiKey, "--api-key"),
      (environment["TMDB_ACCESS_TOKEN"], .accessToken, "TMDB_ACCESS_TOKEN"),
      (environment["TMDB_API_KEY"], .apiKey, "TMDB_API_KEY"),
    ]
    for (raw, kind, origin) in candidates {
      if let raw, let credential = Credential(raw, declared: kind, origin: origin) {
        return credential
      }
    }
    return nil
  }

  private static func replayDirectory(
    _ options: ConnectionOptions, _ environment: [String: String]
  ) throws(ReelError) -> URL {
    if let path = options.replayDirectory {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw ReelError("the replay folder \(path) does not exist")
      }
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    guard let bundled = ReplayCatalog.directory(environment: environment) else {
      throw ReelError(
        "the bundled replay catalog is missing; keep the reel_ReplayCatalog.resources folder beside the reel binary, or set REEL_CATALOG_DIR"
      )
    }
    return bundled
  }
}
