import Browser
import Foundation
import Screen
import TMDB

/// Carries messages from deep in the transports (e.g. "TMDB is rate limiting; waiting 2 s")
/// to whoever shows them. The services are made before the screen exists, so the screen
/// subscribes later; until then, and in the printing commands, messages go nowhere.
public final class NoticeRelay: @unchecked Sendable {
  private let lock = NSLock()
  private var handler: (@Sendable (String) -> Void)?
  private var messageHandler: (@Sendable (StatusMessage) -> Void)?
  private var connectivityHandler: (@Sendable (String?) -> Void)?

  /// The language a typed notice is said in when no screen words it (a key script's stderr).
  private let language: ScreenLanguage

  public init(language: ScreenLanguage = .english) {
    self.language = language
  }

  /// Sends every later message to `handler` (replacing any earlier one).
  public func forward(to handler: @escaping @Sendable (String) -> Void) {
    lock.withLock { self.handler = handler }
  }

  /// Sends every later typed message (worded by the screen, in the user's language) to
  /// `handler`; without one, they go to `forward(to:)`'s handler in English.
  public func forwardMessages(to handler: @escaping @Sendable (StatusMessage) -> Void) {
    lock.withLock { messageHandler = handler }
  }

  /// Sends whether answers come from the cache (the words why) or live again (nil) to
  /// `handler`: the screen keeps this as an indicator, not as a passing message.
  public func forwardConnectivity(to handler: @escaping @Sendable (String?) -> Void) {
    lock.withLock { connectivityHandler = handler }
  }

  /// TMDB cannot be reached and the cache answers: said once as a message, and kept as an
  /// indicator until `postOnline`.
  public func postOffline(_ message: String) {
    let connectivity = lock.withLock { connectivityHandler }
    connectivity?(message)
    post(message)
  }

  /// TMDB answers again after `postOffline`.
  public func postOnline(_ message: String) {
    let connectivity = lock.withLock { connectivityHandler }
    connectivity?(nil)
    post(message)
  }

  public func post(_ message: String) {
    let handler = lock.withLock { self.handler }
    handler?(message)
  }

  /// What opening the watchlist had to do, typed for the screen's words.
  public func post(_ notice: LibraryNotice) {
    let (typed, plain) = lock.withLock { (messageHandler, handler) }
    if let typed { typed(.libraryNotice(notice)) } else { plain?(plainWords(notice)) }
  }

  /// The notice as one line of text, its path written out (`\u202E`): the line's own cleaning
  /// dropped what cannot be seen, naming a file that is not there.
  private func plainWords(_ notice: LibraryNotice) -> String {
    let shown = notice.mappingPaths(TerminalText.writtenOut)
    return CommandWords.say(Message(libraryNotice: shown), english: shown.english, in: language)
  }
}
