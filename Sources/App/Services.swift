import Browser
import Foundation
import Library
import ReplayCatalog
import Screen
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
  /// Keep live answers in the cache database and fall back on them when the network fails.
  /// Off unless asked for, so tests and embedders never share a cache by accident.
  public var useResponseCache = false
  /// `--images`: how posters are drawn (auto, kitty, sixel, iterm, symbols, off).
  public var images: String?

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
  /// Said while a live request waits to be retried; the browser shows them in the status bar.
  public let notices: NoticeRelay
  /// Worth telling the user once (from the config file): stderr, or the status bar.
  public let warnings: [String]
  /// Where the browser opens, from the config file (`start = "…"`); `--start` wins over it.
  public let start: StartScreen?
  /// The network inspector's record and breakpoints (see `InspectingTransport`).
  public let inspection: Inspection
  /// Where posters come from: the API's rate limit (live) or the catalog's folder (replay).
  public var posterSource: PosterSource = .none
  /// How posters are drawn, as asked for (`--images`, REEL_IMAGES, `images =`), and who asked.
  public var imageSetting = ImageSettingChoice(setting: .auto, source: "default")
  /// The one language for data and screen: every request asks TMDB for it, and the screen
  /// speaks it (`--language`, then `language =`, then the locale, then en-US).
  public var language = LanguageSetting(language: .english, source: .fallback)
  /// Whose certifications, release days and streaming offers are shown (`--region`, then
  /// `region =`, then the language's country, then US).
  public var region = RegionSetting(code: "US", source: .fallback)
  /// The keys, as `[keys]` in config.toml remapped them.
  public var keyMap = KeyMap.standard
  /// The home screen's rows from `[home] rows` in config.toml; nil keeps the default.
  public var homeRows: [HomeRowKind]?
  /// The colours from `theme` and `[theme]` in config.toml.
  public var theme = ThemeSpec.standard

  public init(
    client: TMDBClient, mode: DataMode, notices: NoticeRelay = NoticeRelay(),
    warnings: [String] = [], start: StartScreen? = nil, inspection: Inspection = Inspection()
  ) {
    self.inspection = inspection
    self.client = client
    self.mode = mode
    self.notices = notices
    self.warnings = warnings
    self.start = start
  }

  /// Live when a credential is given (flag, then environment, then config file), unless
  /// replay is forced; otherwise the bundled catalog or the `--replay-dir` folder.
  public static func make(
    _ options: ConnectionOptions,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    config: ConfigFile? = nil, log: (@Sendable (String) -> Void)? = nil
  ) throws(ReelError) -> Services {
    let credential = resolveCredential(options, environment: environment, config: config)
    let language = try LanguageSetting.resolve(
      flag: options.language, configValue: config?.language, environment: environment)
    let region = try RegionSetting.resolve(
      flag: options.region, configValue: config?.region, language: language.language.tag)
    let notices = NoticeRelay(language: language.language)
    var warnings = config?.warnings ?? []
    if let notice = language.untranslatedNotice { warnings.append(notice) }
    var transport: any Transport
    let mode: DataMode
    let record = NetworkRecord()
    var inspectedBase = defaultBaseURL
    let posterSource: PosterSource
    if options.forceReplay || options.replayDirectory != nil || credential == nil {
      let folder = try replayDirectory(options, environment, language: language.language)
      transport = ReplayTransport(directory: folder)
      mode = .replay
      posterSource = .catalog(folder)
    } else {
      // Before it is remembered or sent: checked in live mode only, where it is used.
      if let problem = credential?.problem { throw ReelError(problem) }
      // Every message of this process is redacted of it from now on, whatever made it.
      if let credential { Redactor.remember(credential.value) }
      let base = try baseURL(options, environment, config, language: language.language)
      // One gate for the API and its images: posters never take the list's slots.
      let gate = RequestGate()
      posterSource = .live(gate, timeout: options.timeout)
      transport = live(
        baseURL: base, credential: credential, timeout: options.timeout, gate: gate, log: log,
        onRetry: {
          notices.post(retryNotice($0, language: language.language))
          record.noteRetry($0)
        })
      mode = .live
      // The inspector shows, copies (`y`) and writes (HAR) this address: never a password in it.
      inspectedBase = Self.shownAddress(base, hiding: credential) ?? ""
      // Outside the retries: the cache stands in only once they have failed. A cache that
      // cannot be opened costs only the offline fallback, never the session.
      if options.useResponseCache,
        let cache = openResponseCache(
          environment: environment, origin: cacheOrigin(base), language: language.language,
          warnings: &warnings)
      {
        if let notice = cache.libraryNotice {
          warnings.append(
            CommandWords.say(
              Message(libraryNotice: notice.mappingPaths(TerminalText.writtenOut)),
              english: notice.english, in: language.language))
        }
        transport = CachingTransport(
          // What it keeps is only what the client would use (its own check, `UsableAnswer`):
          // a refused answer (another page, another film, a configuration without an image
          // address) must not replace the last good one.
          wrapping: transport, cache: cache, redacting: credential.map { [$0.value] } ?? [],
          onFallback: { _, fetchedAt, reason in
            notices.postOffline(
              fallbackNotice(reason, fetchedAt: fetchedAt, language: language.language))
          },
          onRecovery: { notices.postOnline(language.language.text(Message(.noticeLiveAgain))) })
      }
    }
    if let record = options.recordDirectory {
      let folder = URL(fileURLWithPath: record, isDirectory: true)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw ReelError(
          Self.said(
            .servicesRecordFolder, ["path": .text(TerminalText.writtenOut(record))],
            english: "cannot create the recording folder \(record)", in: language.language))
      }
      // The recorder also scrubs the secret wherever a server echoes it back.
      transport = ReplayRecorder(
        wrapping: transport, directory: folder, redacting: credential.map { [$0.value] } ?? [])
    }
    // Outermost, so the record sees cache, replay and recording answers alike.
    let inspection = Inspection(record: record, baseURL: inspectedBase)
    transport = InspectingTransport(
      wrapping: transport, record: record, breakpoints: inspection.breakpoints,
      source: mode == .replay ? .replay : options.recordDirectory != nil ? .recording : .network,
      credential: mode == .live ? credential : nil)
    // Lists are filtered by region only when the user chose one: the language's country
    // would narrow "Now playing" to one country's cinemas unasked. The code is the checked one.
    let chosenRegion = [.flag, .configFile].contains(region.source) ? region.code : nil
    let client = TMDBClient(
      transport: transport, language: language.language.tmdbCode, region: chosenRegion)
    var start: StartScreen?
    if let name = config?.start {
      start = StartOption.screen(named: name)
      if start == nil {
        let path = config?.path ?? "config.toml"
        let shown = TerminalText.oneLine(name)
        let choices = StartOption.names.joined(separator: ", ")
        warnings.append(
          said(
            .servicesUnknownStart,
            ["path": .text(path), "name": .text(shown), "choices": .text(choices)],
            english: "\(path): start = \"\(shown)\" is not one of \(choices); opening on home",
            in: language.language))
      }
    }
    // Before Services is made, so a warning here is among its warnings. (ConfigReader already
    // refuses a genre TMDB does not have; this stays for configurations made in code.)
    let homeRows = config?.homeRows?.compactMap { setting -> HomeRowKind? in
      switch setting {
      case .row(let kind): return kind
      case .genre(let name):
        guard let id = TMDBGenres.id(named: name) else {
          let path = config?.path ?? "config.toml"
          let shown = TerminalText.oneLine(name)
          let genres = TMDBGenres.names.joined(separator: ", ")
          warnings.append(
            said(
              .servicesUnknownGenre,
              ["path": .text(path), "name": .text(shown), "genres": .text(genres)],
              english: "\(path): home row genre:\(shown) is not one of TMDB's genres (\(genres)); "
                + "left out", in: language.language))
          return nil
        }
        return .genre(id)
      }
    }
    var services = Services(
      client: client, mode: mode, notices: notices, warnings: warnings, start: start,
      inspection: inspection)
    services.posterSource = posterSource
    services.language = language
    services.region = region
    if let config {
      services.keyMap = try KeyMap.standard.remapped(config.keyRemaps, file: config.path)
      services.theme = config.theme
      services.homeRows = homeRows
    }
    do {
      services.imageSetting = try ImageSettingChoice.resolve(
        commandLine: options.images, environment: environment, configFile: config?.images)
    } catch {
      throw ReelError(error.description)
    }
    return services
  }

  /// The live stack: HTTP, at most 20 requests at once, a burst of 50 then 40 a second
  /// (never more than 50 in any second, a pause after a 429), and bounded retries
  /// outside the limit (so a request waiting to retry holds no slot). `log` gets one line per
  /// request, the key redacted.
  public static func live(
    baseURL: URL, credential: Credential?, timeout: TimeInterval,
    policy: RetryPolicy = RetryPolicy(), gate: RequestGate = RequestGate(),
    log: (@Sendable (String) -> Void)? = nil,
    onRetry: @escaping @Sendable (RetryNotice) -> Void = { _ in }
  ) -> any Transport {
    let http = HTTPTransport(
      baseURL: baseURL, credential: credential, timeout: timeout, log: log)
    // `timeout` is what a whole request may take: retries start and end within it too.
    return RetryingTransport(
      wrapping: RateLimitedTransport(wrapping: http, gate: gate, longestPause: timeout),
      policy: policy,
      timeLimit: timeout, onRetry: onRetry)
  }

  private static func replayDirectory(
    _ options: ConnectionOptions, _ environment: [String: String], language: ScreenLanguage
  ) throws(ReelError) -> URL {
    if let path = options.replayDirectory {
      let shown: [String: MessageArgument] = ["path": .text(TerminalText.writtenOut(path))]
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ReelError(
          said(
            .servicesReplayMissing, shown, english: "the replay folder \(path) does not exist",
            in: language))
      }
      guard isDirectory.boolValue else {
        throw ReelError(
          said(
            .servicesReplayIsFile, shown,
            english: "the replay folder \(path) is a file, not a folder", in: language))
      }
      // Not recorded into yet, or a mistyped sibling: every request would fail as "TMDB has
      // no popular page 1", as if TMDB had been asked. A folder of other JSON (a project's)
      // is no replay folder either: a recorded answer is named for its path (`3_…json`,
      // `recordName`).
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      guard names.contains(where: { $0.hasPrefix("3_") && $0.hasSuffix(".json") }) else {
        throw ReelError(
          said(
            .servicesReplayEmpty, shown,
            english: "the replay folder \(path) holds no recorded answers (.json files); record "
              + "some into it with --record \(path)", in: language))
      }
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    if let problem = ReplayCatalog.overrideProblem(environment: environment) {
      throw ReelError(problem)
    }
    guard let bundled = ReplayCatalog.directory(environment: environment) else {
      throw ReelError(
        "the bundled replay catalog is missing; keep the Reel_ReplayCatalog.resources folder beside the reel binary, or set REEL_CATALOG_DIR"
      )
    }
    return bundled
  }
}

/// What the status bar (or stderr) says when an answer came from the cache: what really
/// happened, and how old the answer is.
func fallbackNotice(
  _ reason: CachingTransport.FallbackReason, fetchedAt: Date, language: ScreenLanguage = .english
) -> String {
  let age = MessageArgument.message(age(since: fetchedAt))
  let message =
    switch reason {
    case .serverError(let status):
      Message(.noticeCachedAfterServerError, ["status": .number(status), "age": age])
    case .timedOut: Message(.noticeCachedAfterTimeout, ["age": age])
    case .noConnection: Message(.noticeCachedOffline, ["age": age])
    }
  return language.text(message)
}

/// Scheme, host and port of the API: what the response cache keys answers by.
func cacheOrigin(_ base: URL) -> String {
  var components = URLComponents()
  components.scheme = base.scheme?.lowercased()
  components.host = base.host?.lowercased()
  components.port = base.port
  components.path = base.path.hasSuffix("/") ? String(base.path.dropLast()) : base.path
  return components.string ?? base.absoluteString
}

/// "5 min", "3 h", "2 days": how old a cached answer is, in words.
func age(since date: Date, now: Date = Date()) -> Message {
  // The time comes from a file: any finite number of seconds. A time ahead is under a
  // minute ago; one too long ago to count in whole minutes counts as the most there can be.
  let elapsed = (now.timeIntervalSince(date) / 60).rounded(.towardZero)
  let minutes = elapsed > 0 ? Int(exactly: elapsed) ?? Int.max : 0
  if minutes < 1 { return Message(.ageUnderAMinute) }
  if minutes < 60 { return Message(.ageMinutes, ["count": .number(minutes)]) }
  let hours = minutes / 60
  if hours < 48 { return Message(.ageHours, ["count": .number(hours)]) }
  return Message(.ageDays, ["count": .number(hours / 24)])
}

/// "TMDB is rate limiting; waiting 2 s (try 2 of 4).", in the user's language.
func retryNotice(_ notice: RetryNotice, language: ScreenLanguage = .english) -> String {
  let (whole, attoseconds) = notice.delay.components
  let seconds = max(Double(whole) + Double(attoseconds) / 1e18, 0)
  // Rounded up, so a wait is never shown shorter than it is, nor as "0 s".
  let shown =
    seconds < 1
    ? language.format.decimal((seconds * 10).rounded(.up) / 10, fractionDigits: 1)
    : language.format.number(Int(seconds.rounded(.up)))
  var arguments: [String: MessageArgument] = [
    "seconds": .text(shown), "attempt": .number(notice.attempt + 1),
    "attempts": .number(notice.maxAttempts),
  ]
  let key: MessageKey
  switch notice.reason {
  case .rateLimited: key = .noticeRateLimitedWaiting
  case .serverError(let status):
    key = .noticeServerErrorWaiting
    arguments["status"] = .number(status)
  case .connectionLost: key = .noticeConnectionLostWaiting
  }
  return language.text(Message(key, arguments))
}

extension Services {
  /// The response cache, or nil with a warning saying why it is off: a cache that cannot be
  /// opened (a folder or a named pipe in its place, a read-only disk) turned the offline
  /// fallback off without a word.
  static func openResponseCache(
    environment: [String: String], origin: String, language: ScreenLanguage = .english,
    warnings: inout [String]
  ) -> ResponseCache? {
    do {
      return try ResponseCache(environment: environment, origin: origin)
    } catch {
      let reason = Message(libraryFault: error.fault.mappingPaths(TerminalText.writtenOut))
      warnings.append(
        CommandWords.say(
          Message(.libraryCacheCannotOpen, ["reason": .message(reason)]),
          english: "the response cache cannot be opened (\(TerminalText.oneLine("\(error)"))); "
            + "answers are not kept for use offline this time", in: language))
      return nil
    }
  }

  /// A refusal of Services' own in `language`; English as it always read.
  static func said(
    _ key: MessageKey, _ arguments: [String: MessageArgument], english: String,
    in language: ScreenLanguage
  ) -> String {
    CommandWords.say(Message(key, arguments), english: english, in: language)
  }

  /// A warning as a printing command says it on stderr: "warning: …" in the run's language.
  public func warningLine(_ warning: String) -> String {
    Self.warningLine(warning, in: language.language)
  }

  public static func warningLine(_ warning: String, in language: ScreenLanguage) -> String {
    CommandWords.say(
      Message(.configWarning, ["text": .text(warning)]), english: "warning: " + warning,
      in: language)
  }
}
