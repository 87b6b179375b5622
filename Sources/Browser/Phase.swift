/// What the result list is doing. Everything else the user sees is orthogonal to this.
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

/// A one-line message in the status bar.
public struct StatusMessage: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case info
    case error
  }

  public var kind: Kind
  public var text: String

  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }

  public static func info(_ text: String) -> StatusMessage { StatusMessage(.info, text) }
  public static func error(_ text: String) -> StatusMessage { StatusMessage(.error, text) }
}
