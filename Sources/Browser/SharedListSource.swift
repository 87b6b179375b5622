import TMDB

/// A list's source kept behind one reference: 8 bytes where a `MovieListSource` is 162 (a
/// discover query's filters are stored inline). A result list holds three sources (what it
/// shows, what is on its way, what failed), and is copied and moved several times a `j` (out
/// of the state's lists, into the list pane's widget, into its header's key): inline, those
/// sources were most of its 696 bytes, each copy writing ten cache lines for them.
///
/// Set seldom (a list started, its first page arrived or failed), read where it is kept.
public struct SharedListSource: Sendable, Hashable {
  private final class Storage: Sendable {
    let value: MovieListSource
    init(_ value: MovieListSource) { self.value = value }
  }

  private let storage: Storage

  public init(_ value: MovieListSource) { storage = Storage(value) }

  public var value: MovieListSource { storage.value }

  /// The category, when the source is one: matched where it is kept, not copied out.
  public var category: Category? {
    if case .category(let category) = storage.value { return category }
    return nil
  }

  /// The same storage is the same source, told without reading either (a list's window keeps
  /// the one it was given, and the header's memo the one it drew).
  public static func == (lhs: SharedListSource, rhs: SharedListSource) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(storage.value) }
}
