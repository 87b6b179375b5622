import Browser
import Screen

extension KeyMap {
  /// The key map's tables flattened into one dictionary per context, built once per map (and
  /// again after a remap), so a key press costs one hash look-up instead of walking, filtering
  /// and copying the tables.
  ///
  /// Each dictionary says what the tables' layering says: a context's own keys first (in table
  /// order, the first binding of a key wins), then the list's keys, except for the commands
  /// the context binds itself (so `[keys.detail] quit = ""` takes `q` away in the detail pane
  /// only).
  struct ResolvedKeys: Sendable {
    /// Every context but the search field, over the list's keys.
    var byContext: [KeyContext: [Key: Command]] = [:]
    /// The detail pane on the watchlist screen: the detail's keys, the watchlist's (order,
    /// undo), then the list's.
    var detailOnWatchlist: [Key: Command] = [:]
    /// The search field's own keys alone; other printable keys are typed.
    var search: [Key: Command] = [:]

    init(_ tables: [Table]) {
      func bindings(_ context: KeyContext) -> [Binding] {
        tables.filter { $0.context == context }.flatMap(\.bindings)
      }
      func layered(_ chain: [KeyContext]) -> [Key: Command] {
        var resolved: [Key: Command] = [:]
        var overridden: Set<Command> = []
        for layer in chain + [.list] {
          let own = bindings(layer)
          for binding in own where !overridden.contains(binding.command) {
            for key in binding.keys where resolved[key] == nil {
              resolved[key] = binding.command
            }
          }
          if layer != .list { overridden.formUnion(own.map(\.command)) }
        }
        return resolved
      }
      for context in KeyContext.allCases where context != .search {
        byContext[context] = layered(context == .list ? [] : [context])
      }
      detailOnWatchlist = layered([.detail, .watchlist])
      for binding in bindings(.search) {
        for key in binding.keys where search[key] == nil { search[key] = binding.command }
      }
    }
  }
}
