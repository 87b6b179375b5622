/// What the list the user is in is doing. Everything else the user sees is orthogonal to this.
/// Derived from the requests in flight (`BrowserState.phase`), never stored.
public enum Phase: String, Sendable, Equatable, CaseIterable {
  /// Nothing in flight for the list; everything shown is usable.
  case idle
  /// Start-up: fetching the configuration and the genre list.
  case loadingConfig
  /// Loading page 1 of a new result set (a search or a category); the old results stay shown.
  case searching
  /// Loading another page of the current result set.
  case fetchingPage
  /// Nothing can be shown; the screen says why and how to retry.
  case configFailure
}

/// Tags every request so that a result nobody awaits any more is dropped, never shown.
public struct RequestID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let value: Int
  public init(_ value: Int) { self.value = value }
  public static func < (a: RequestID, b: RequestID) -> Bool { a.value < b.value }
  public var description: String { "#\(value)" }
}

/// Which part of the screen takes the keys.
public enum Focus: String, Sendable, Equatable {
  case search
  case list
  case detail
}
