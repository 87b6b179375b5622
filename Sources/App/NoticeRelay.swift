import Foundation

/// Carries messages from deep in the transports (e.g. "TMDB is rate limiting; waiting 2 s")
/// to whoever shows them. The services are made before the screen exists, so the screen
/// subscribes later; until then, and in the printing commands, messages go nowhere.
public final class NoticeRelay: @unchecked Sendable {
  private let lock = NSLock()
  private var handler: (@Sendable (String) -> Void)?

  public init() {}

  /// Sends every later message to `handler` (replacing any earlier one).
  public func forward(to handler: @escaping @Sendable (String) -> Void) {
    lock.withLock { self.handler = handler }
  }

  public func post(_ message: String) {
    let handler = lock.withLock { self.handler }
    handler?(message)
  }
}
