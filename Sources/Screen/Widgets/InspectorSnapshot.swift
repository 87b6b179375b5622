import Browser
import Foundation
import TMDB

/// What the inspector overlay draws from, gathered by the App from its network record each
/// frame (the browser state holds only the overlay's view state). Compared by `version`, so a
/// `RenderContext` stays cheap to compare.
public struct InspectorSnapshot: Hashable, Sendable {
  public var exchanges: [InspectedExchange]
  public var patterns: [String]
  public var paused: [PausedAnswer]
  /// The open request's text, laid out once by the App (pretty JSON can be large).
  public var detailLines: [String]
  /// Which of `detailLines` are Reel's words (the answer's summary, the body headings): they
  /// read in the screen's direction, where the request and its JSON read left to right.
  public var detailWordLines: Set<Int> = []
  public var now: Date
  /// Changes whenever anything above does.
  public var version: Int

  public init(
    exchanges: [InspectedExchange] = [], patterns: [String] = [], paused: [PausedAnswer] = [],
    detailLines: [String] = [], now: Date = Date(timeIntervalSinceReferenceDate: 0),
    version: Int = 0
  ) {
    self.exchanges = exchanges
    self.patterns = patterns
    self.paused = paused
    self.detailLines = detailLines
    self.now = now
    self.version = version
  }

  public static func == (a: InspectorSnapshot, b: InspectorSnapshot) -> Bool {
    a.version == b.version && a.now == b.now
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(version)
    hasher.combine(now)
  }

  /// The requests the list shows under `filter`, oldest first.
  public func shown(filter: String) -> [InspectedExchange] {
    let needle = filter.trimmingCharacters(in: .whitespaces).lowercased()
    guard !needle.isEmpty else { return exchanges }
    return exchanges.filter { Self.matches($0, needle) }
  }

  /// Endpoint text, status or source contains the (lower-cased) filter.
  static func matches(_ exchange: InspectedExchange, _ needle: String) -> Bool {
    exchange.endpoint.lowercased().contains(needle)
      || exchange.status.map { String($0).contains(needle) } ?? false
      || exchange.source.rawValue.contains(needle)
      || (exchange.failure?.english.lowercased().contains(needle) ?? false)
  }

  /// The selected request: the chosen one while shown; when following, an answer held at a
  /// breakpoint (the one that needs the user), else the newest.
  public func selected(_ view: InspectorView) -> InspectedExchange? {
    let shown = shown(filter: view.filter)
    if let id = view.selected, let chosen = shown.last(where: { $0.id == id }) { return chosen }
    if let held = paused.first, let row = shown.first(where: { $0.id == held.exchangeID }) {
      return row
    }
    return shown.last
  }

  public func paused(_ id: Int) -> PausedAnswer? { paused.first { $0.exchangeID == id } }
}
